package slack

import (
	"html"
	"strings"
)

// toMarkdown converts Slack's message markup to Markdown: <@U…> mentions
// become @Name, <#C…|name> becomes #name, <url|label> a link, <!here> @here;
// the three HTML escapes Slack applies are undone; a line that Markdown would
// read as a heading or a thematic break is escaped.
func toMarkdown(text string, name func(id string) string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(text, '<')
		if i < 0 {
			b.WriteString(unescape(text))
			break
		}
		j := strings.IndexByte(text[i:], '>')
		if j < 0 {
			b.WriteString(unescape(text))
			break
		}
		b.WriteString(unescape(text[:i]))
		b.WriteString(token(text[i+1:i+j], name))
		text = text[i+j+1:]
	}
	return escapeLines(b.String())
}

func unescape(s string) string {
	if !strings.Contains(s, "&") {
		return s
	}
	return html.UnescapeString(s)
}

// token renders the inside of one <…> token.
func token(t string, name func(id string) string) string {
	target, label, hasLabel := strings.Cut(t, "|")
	label = unescape(label)
	switch {
	case strings.HasPrefix(target, "@"):
		if hasLabel && label != "" {
			return "@" + strings.TrimPrefix(label, "@")
		}
		return "@" + name(target[1:])
	case strings.HasPrefix(target, "#"):
		if hasLabel && label != "" {
			return "#" + label
		}
		return "#" + target[1:]
	case strings.HasPrefix(target, "!"):
		if hasLabel && label != "" {
			return label
		}
		cmd, _, _ := strings.Cut(target[1:], "^")
		return "@" + cmd
	}
	target = unescape(target)
	if !strings.Contains(target, ":") {
		// Not a link Slack made: keep the text as written.
		return "<" + unescape(t) + ">"
	}
	if hasLabel && label != "" && label != target {
		return "[" + strings.ReplaceAll(label, "]", "\\]") + "](" + strings.ReplaceAll(target, ")", "%29") + ")"
	}
	return "<" + target + ">"
}

// escapeLines keeps message text from turning into Markdown structure the
// chunker would read as headings (# …) or rules (---, ***).
func escapeLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		t := strings.TrimLeft(l, " ")
		switch {
		case isHeading(t):
			lines[i] = "\\" + t
		case len(t) >= 3 && strings.Trim(t, "-*_ ") == "":
			lines[i] = "\\" + t
		}
	}
	return strings.Join(lines, "\n")
}

// isHeading reports whether a line opens an ATX heading: one to six #
// followed by a space or the end of the line.
func isHeading(t string) bool {
	n := len(t) - len(strings.TrimLeft(t, "#"))
	return n >= 1 && n <= 6 && (len(t) == n || t[n] == ' ' || t[n] == '\t')
}
