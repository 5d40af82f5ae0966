package slackapp

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"knowledgestack/internal/chat"
	"knowledgestack/internal/tools"
)

// Block Kit limits: a section's text is at most 3000 characters, a message
// at most 50 blocks.
const (
	maxSectionText = 3000
	maxBlocks      = 50
	tableRows      = 10
	cellWidth      = 24
)

// Block is one Block Kit block.
type Block = map[string]any

func section(text string) Block {
	return Block{"type": "section", "text": Block{"type": "mrkdwn", "text": text}}
}

func contextBlock(text string) Block {
	return Block{"type": "context", "elements": []Block{{"type": "mrkdwn", "text": text}}}
}

// escape applies Slack's three control-character escapes.
func escape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}

var (
	mdLink = regexp.MustCompile(`\[([^\]\n]+)\]\((https?://[^)\s]+)\)`)
	mdBold = regexp.MustCompile(`\*\*([^*\n]+)\*\*`)
)

// toMrkdwn converts the answer's Markdown to Slack's mrkdwn: escapes first,
// then **bold** → *bold*, [label](url) → <url|label> (url). The target is
// shown beside its label: a model-written link (perhaps steered by a planted
// document) must not hide where a click goes. Citation markers [n] stay.
func toMrkdwn(md string) string {
	s := escape(md)
	s = mdBold.ReplaceAllString(s, "*$1*")
	return mdLink.ReplaceAllStringFunc(s, func(m string) string {
		p := mdLink.FindStringSubmatch(m)
		target := strings.ReplaceAll(p[2], "|", "%7C")
		return "<" + target + "|" + strings.ReplaceAll(p[1], "|", "/") + "> (" + target + ")"
	})
}

// splitText cuts text into section-sized pieces at line or word breaks.
func splitText(s string, n int) []string {
	var out []string
	for len(s) > n {
		cut := strings.LastIndex(s[:n], "\n")
		if cut < n/2 {
			cut = strings.LastIndex(s[:n], " ")
		}
		if cut < n/2 {
			cut = n
			for !utf8.RuneStart(s[cut]) {
				cut--
			}
		}
		out = append(out, s[:cut])
		s = strings.TrimLeft(s[cut:], "\n ")
	}
	if s != "" {
		out = append(out, s)
	}
	return out
}

// answerBlocks renders a finished turn: the answer with its citation
// markers, then the cited sources as links, then each SQL result as a small
// table (or a link to the chat in the app when it is larger), then notes
// (what the answer could not use), then the link to the chat.
func answerBlocks(t chat.Turn, chatURL string, notes ...string) (fallback string, blocks []Block) {
	answer := strings.TrimSpace(t.Answer)
	if t.Status == chat.StatusFailed {
		msg := "The answer failed."
		if t.Error != nil {
			msg = "The answer failed: " + *t.Error
		}
		return msg, []Block{section(escape(msg))}
	}
	if answer == "" {
		answer = "(no answer)"
	}
	for _, part := range splitText(toMrkdwn(answer), maxSectionText) {
		blocks = append(blocks, section(part))
	}
	if len(t.Citations) > 0 {
		var b strings.Builder
		b.WriteString("*Sources*\n")
		for _, c := range t.Citations {
			title := escape(strings.ReplaceAll(orDefault(c.Title, "untitled"), "|", "/"))
			if c.HeadingPath != "" {
				title += " › " + escape(strings.ReplaceAll(c.HeadingPath, "|", "/"))
			}
			if c.URL != "" && (strings.HasPrefix(c.URL, "https://") || strings.HasPrefix(c.URL, "http://")) {
				fmt.Fprintf(&b, "[%d] <%s|%s>\n", c.N, strings.ReplaceAll(c.URL, "|", "%7C"), title)
			} else {
				fmt.Fprintf(&b, "[%d] %s\n", c.N, title)
			}
		}
		for _, part := range splitText(b.String(), maxSectionText) {
			blocks = append(blocks, section(part))
		}
	}
	for _, q := range t.QueryResults {
		blocks = append(blocks, tableBlocks(q, chatURL)...)
	}
	tail := make([]Block, 0, len(notes)+1)
	for _, n := range notes {
		tail = append(tail, contextBlock(escape(n)))
	}
	tail = append(tail, contextBlock(fmt.Sprintf("<%s|Open this answer in KnowledgeStack>", chatURL)))
	if len(blocks)+len(tail) > maxBlocks {
		tail[len(tail)-1] = contextBlock(fmt.Sprintf("More in <%s|KnowledgeStack>.", chatURL))
		blocks = blocks[:maxBlocks-len(tail)]
	}
	blocks = append(blocks, tail...)
	return clip(answer, 300), blocks
}

// tableBlocks shows up to tableRows rows of a result as a monospaced table.
func tableBlocks(q tools.QueryResult, chatURL string) []Block {
	if len(q.Columns) == 0 {
		return nil
	}
	rows := q.Rows
	more := len(rows) > tableRows || q.Truncated
	if len(rows) > tableRows {
		rows = rows[:tableRows]
	}
	var b strings.Builder
	fmt.Fprintf(&b, "*Query on %s* (%d rows)\n```\n", escape(q.Database), q.RowCount)
	b.WriteString(escape(tableLine(q.Columns)) + "\n")
	for _, r := range rows {
		b.WriteString(escape(tableLine(r)) + "\n")
	}
	b.WriteString("```")
	text := b.String()
	if len(text) > maxSectionText {
		text = fmt.Sprintf("*Query on %s* (%d rows): too wide to show here.", escape(q.Database), q.RowCount)
		more = true
	}
	out := []Block{section(text)}
	if more {
		out = append(out, contextBlock(fmt.Sprintf("<%s|Full result in KnowledgeStack>", chatURL)))
	}
	return out
}

func tableLine(cells []string) string {
	parts := make([]string, len(cells))
	for i, c := range cells {
		c = strings.ReplaceAll(strings.ReplaceAll(c, "\n", " "), "`", "'")
		parts[i] = clip(c, cellWidth)
	}
	return strings.Join(parts, " | ")
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

func orDefault(s, def string) string {
	if strings.TrimSpace(s) == "" {
		return def
	}
	return s
}
