// Package markdown writes the CommonMark/GFM dialect every connector renders
// into: escaping, emphasis, code, quotes, links and tables, and keeps the
// list of what a renderer could not render (Unknowns). The notion and
// confluence renderers share it so their documents read (and chunk) alike.
package markdown

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// EscapeInline backslash-escapes the characters that would otherwise start
// inline Markdown syntax. An underscore inside a word (snake_case) is left
// alone because CommonMark never treats it as emphasis.
func EscapeInline(s string) string {
	var b strings.Builder
	for i, r := range s {
		switch r {
		case '\\', '*', '`', '[', ']', '<', '~', '$':
			b.WriteByte('\\')
		case '_':
			prev, _ := utf8.DecodeLastRuneInString(s[:i])
			next, _ := utf8.DecodeRuneInString(s[i+1:])
			if i == 0 || i+1 == len(s) || !isWord(prev) || !isWord(next) {
				b.WriteByte('\\')
			}
		}
		b.WriteRune(r)
	}
	return b.String()
}

func isWord(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// blockStart matches line openings that CommonMark would read as a block
// marker (heading, list item, quote, thematic break, setext underline).
var blockStart = regexp.MustCompile(`^(\s*)(#{1,6}(\s|$)|[-+*](\s|$)|\d{1,9}[.)](\s|$)|>|={2,}\s*$|-{2,}\s*$|\+{3,})`)

// EscapeLines keeps paragraph text from turning into another block type.
func EscapeLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if m := blockStart.FindStringSubmatchIndex(l); m != nil {
			at := m[3]
			lines[i] = l[:at] + "\\" + l[at:]
		}
	}
	return strings.Join(lines, "\n")
}

// Wrap surrounds s with an emphasis delimiter, keeping surrounding spaces
// outside it (CommonMark ignores "** bold **").
func Wrap(s, delim string) string {
	core := strings.TrimSpace(s)
	if core == "" {
		return s
	}
	start := strings.Index(s, core)
	return s[:start] + delim + core + delim + s[start+len(core):]
}

// CodeSpan renders s as inline code, using a backtick run longer than any
// inside s.
func CodeSpan(s string) string {
	if s == "" {
		return ""
	}
	ticks := strings.Repeat("`", longestRun(s, '`')+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		s = " " + s + " "
	}
	return ticks + s + ticks
}

// CodeBlock renders a fenced code block whose fence cannot be closed by the
// content.
func CodeBlock(code, lang string) string {
	n := longestRun(code, '`') + 1
	if n < 3 {
		n = 3
	}
	fence := strings.Repeat("`", n)
	code = strings.TrimRight(code, "\n")
	return fence + strings.TrimSpace(strings.ReplaceAll(lang, "`", "")) + "\n" + code + "\n" + fence
}

func longestRun(s string, c byte) int {
	best, cur := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			cur++
			if cur > best {
				best = cur
			}
		} else {
			cur = 0
		}
	}
	return best
}

// Indent prefixes the first line with first and every other non-empty line
// with rest.
func Indent(s, first, rest string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		switch {
		case i == 0:
			lines[i] = first + l
		case l != "":
			lines[i] = rest + l
		}
	}
	return strings.Join(lines, "\n")
}

// Quote prefixes every line with "> ", keeping blank lines inside the quote.
func Quote(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if l == "" {
			lines[i] = ">"
		} else {
			lines[i] = "> " + l
		}
	}
	return strings.Join(lines, "\n")
}

// Link renders [text](url), escaping what would break the destination.
func Link(text, url string) string {
	if url == "" {
		return text
	}
	if text == "" {
		text = EscapeInline(url)
	}
	url = strings.NewReplacer(" ", "%20", "(", "%28", ")", "%29", "<", "%3C", ">", "%3E", "\n", "").Replace(url)
	return "[" + text + "](" + url + ")"
}

// tableCell flattens Markdown into one GFM table cell.
func tableCell(s string) string {
	s = strings.TrimSpace(s)
	s = strings.ReplaceAll(s, "|", "\\|")
	return strings.ReplaceAll(s, "\n", "<br>")
}

// JoinBlocks separates two Markdown blocks with a blank line, leaving out
// an empty one (so an empty block adds no blank lines).
func JoinBlocks(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "\n\n" + b
}

// Table renders a GFM table; header may be nil for a table without a header
// row (GFM requires one, so it is left blank).
func Table(header []string, rows [][]string) string {
	width := len(header)
	for _, r := range rows {
		width = max(width, len(r))
	}
	if width == 0 {
		return ""
	}
	var b strings.Builder
	row := func(cells []string) {
		b.WriteString("|")
		for i := 0; i < width; i++ {
			c := ""
			if i < len(cells) {
				c = tableCell(cells[i])
			}
			b.WriteString(" " + c + " |")
		}
		b.WriteString("\n")
	}
	row(header)
	b.WriteString("|" + strings.Repeat(" --- |", width) + "\n")
	for _, r := range rows {
		row(r)
	}
	return strings.TrimRight(b.String(), "\n")
}
