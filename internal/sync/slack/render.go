package slack

import (
	"fmt"
	"strings"
	"time"
)

// ChannelRef names the channel a document belongs to.
type ChannelRef struct {
	ID   string
	Name string
}

func (c ChannelRef) label() string {
	if c.Name != "" {
		return "#" + c.Name
	}
	return "#" + c.ID
}

// Renderer turns kept messages into a document's title and Markdown.
type Renderer struct {
	// Name resolves a user id to a display name; nil prints the id.
	Name func(userID string) string
	// TeamURL is the workspace URL ("https://acme.slack.com/") permalinks
	// are built on; empty leaves links out.
	TeamURL string
}

func (r Renderer) name(id string) string {
	if id == "" {
		return "unknown"
	}
	if r.Name != nil {
		if n := r.Name(id); n != "" {
			return n
		}
	}
	return id
}

// Permalink is Slack's documented message link form:
// {team}/archives/{channel}/p{ts without the dot}, with thread_ts and cid for
// a reply so Slack opens the thread.
func (r Renderer) Permalink(channel string, m Message) string {
	if r.TeamURL == "" || !validTS(m.TS) {
		return ""
	}
	u := strings.TrimRight(r.TeamURL, "/") + "/archives/" + channel + "/p" + strings.Replace(m.TS, ".", "", 1)
	if m.IsReply() && validTS(m.ThreadTS) {
		u += "?thread_ts=" + m.ThreadTS + "&cid=" + channel
	}
	return u
}

// Thread renders a thread (root first) as one document. The title is the
// channel and the first line of the first kept message.
func (r Renderer) Thread(ch ChannelRef, msgs []Message) (title, md string) {
	if len(msgs) == 0 {
		return ch.label() + ": thread", ""
	}
	title = ch.label() + ": " + firstLine(toPlain(msgs[0].Text, r.name), 80)
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n", escapeTitle(title))
	fmt.Fprintf(&b, "Thread in %s started %s.\n\n", ch.label(), stamp(msgs[0].Time()))
	for _, m := range msgs {
		r.message(&b, ch.ID, m)
	}
	return title, b.String()
}

// Day renders a channel's messages of one UTC day that are not in a thread
// (oldest first).
func (r Renderer) Day(ch ChannelRef, day string, msgs []Message) (title, md string) {
	title = ch.label() + " — " + day
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n", escapeTitle(title))
	for _, m := range msgs {
		r.message(&b, ch.ID, m)
	}
	return title, b.String()
}

// message writes one message: a heading line with author, time, edited
// flag and link, then the text, files and attachments. Each part is
// balanced Markdown (toMarkdown closes what it opens), so nothing one
// message writes can swallow the next.
func (r Renderer) message(b *strings.Builder, channel string, m Message) {
	author := r.name(m.User)
	if m.IsBot() && m.User == "" {
		switch {
		case m.BotProfile != nil && m.BotProfile.Name != "":
			author = m.BotProfile.Name
		case m.Username != "":
			author = m.Username
		}
	}
	fmt.Fprintf(b, "**%s** · %s", escapeInline(author), stamp(m.Time()))
	if m.Edited != nil {
		b.WriteString(" (edited)")
	}
	if link := r.Permalink(channel, m); link != "" {
		fmt.Fprintf(b, " · [link](%s)", link)
	}
	b.WriteString("\n\n")
	if t := strings.TrimSpace(toMarkdown(m.Text, r.name)); t != "" {
		b.WriteString(t)
		b.WriteString("\n\n")
	}
	for _, f := range m.Files {
		label := f.Title
		if label == "" {
			label = f.Name
		}
		if label == "" {
			label = "file"
		}
		if f.Permalink != "" {
			fmt.Fprintf(b, "File: [%s](%s)\n\n", escapeInline(label), f.Permalink)
		} else {
			fmt.Fprintf(b, "File: %s\n\n", escapeInline(label))
		}
	}
	for _, a := range m.Attachments {
		link := a.TitleLink
		if link == "" {
			link = a.FromURL
		}
		title := strings.TrimSpace(a.Title)
		switch {
		case title != "" && link != "":
			fmt.Fprintf(b, "> [%s](%s)\n", escapeInline(title), link)
		case title != "":
			fmt.Fprintf(b, "> %s\n", escapeInline(title))
		}
		text := strings.TrimSpace(a.Text)
		if text == "" && title == "" {
			text = strings.TrimSpace(a.Fallback)
		}
		if text != "" {
			for _, l := range strings.Split(toMarkdown(text, r.name), "\n") {
				b.WriteString("> " + l + "\n")
			}
		}
		if title != "" || text != "" {
			b.WriteString("\n")
		}
	}
}

func stamp(t time.Time) string { return t.UTC().Format("2006-01-02 15:04 UTC") }

func firstLine(s string, n int) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	s = strings.TrimLeft(s, "\\")
	r := []rune(s)
	if len(r) > n {
		return string(r[:n]) + "…"
	}
	if s == "" {
		return "thread"
	}
	return s
}

// escapeTitle writes a title as heading text: one line, its markup escaped.
func escapeTitle(s string) string {
	return renderer{}.escapeText(strings.ReplaceAll(s, "\n", " "))
}

// escapeInline keeps a name from opening emphasis or a link.
func escapeInline(s string) string {
	r := strings.NewReplacer("*", "\\*", "_", "\\_", "[", "\\[", "]", "\\]", "`", "\\`", "\n", " ")
	return r.Replace(s)
}

// DayOf is the UTC day ("2006-01-02") a message belongs to.
func DayOf(m Message) string { return m.Time().Format("2006-01-02") }
