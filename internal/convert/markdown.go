package convert

import (
	"strings"
	"unicode"
)

// writer builds the Markdown of a document block by block, separated by
// blank lines, and keeps count of its size so converters can stop early.
type writer struct {
	b     strings.Builder
	limit int
}

func (w *writer) full() bool { return w.limit > 0 && w.b.Len() > w.limit }

// block appends one block (a paragraph, a heading, a table) followed by a blank line.
func (w *writer) block(s string) {
	s = strings.TrimRight(s, " \t\n")
	if strings.TrimSpace(s) == "" {
		return
	}
	w.b.WriteString(s)
	w.b.WriteString("\n\n")
}

// line appends one line without a blank line after it (list items).
func (w *writer) line(s string) {
	w.b.WriteString(s)
	w.b.WriteString("\n")
}

// end closes a run of lines with a blank line.
func (w *writer) end() {
	if s := w.b.String(); s != "" && !strings.HasSuffix(s, "\n\n") {
		w.b.WriteString("\n")
	}
}

func (w *writer) heading(level int, text string) {
	text = inline(text)
	if text == "" {
		return
	}
	level = min(max(level, 1), 6)
	w.block(strings.Repeat("#", level) + " " + text)
}

func (w *writer) String() string { return strings.TrimRight(w.b.String(), "\n") + "\n" }

// inline folds whitespace (newlines included) into single spaces.
func inline(s string) string { return strings.Join(strings.Fields(s), " ") }

// paragraph escapes text from a document so Markdown reads it as a
// paragraph: a leading character that would open a heading, list, quote,
// code block, table or HTML (an anchor) is backslash-escaped.
func paragraph(s string) string {
	s = inline(s)
	if s == "" {
		return ""
	}
	r := []rune(s)[0]
	switch {
	case strings.ContainsRune("#>-+*|<`~=_", r):
		return `\` + s
	case unicode.IsDigit(r):
		// "1. x" or "1) x" would start an ordered list.
		i := strings.IndexFunc(s, func(c rune) bool { return !unicode.IsDigit(c) })
		if i > 0 && i+1 < len(s) && (s[i] == '.' || s[i] == ')') && s[i+1] == ' ' {
			return s[:i] + `\` + s[i:]
		}
	}
	return s
}

// cell makes text safe inside a table cell.
func cell(s string) string {
	s = inline(s)
	s = strings.ReplaceAll(s, `\`, `\\`)
	return strings.ReplaceAll(s, "|", `\|`)
}

// table renders rows as a GFM table; the first row is the header. Rows are
// padded to the widest one, since GFM needs the same cell count everywhere.
func table(rows [][]string) string {
	width := 0
	for _, r := range rows {
		width = max(width, len(r))
	}
	if width == 0 || len(rows) == 0 {
		return ""
	}
	var b strings.Builder
	row := func(cells []string) {
		b.WriteString("|")
		for i := range width {
			c := ""
			if i < len(cells) {
				c = cell(cells[i])
			}
			b.WriteString(" " + c + " |")
		}
		b.WriteString("\n")
	}
	row(rows[0])
	b.WriteString("|")
	for range width {
		b.WriteString(" --- |")
	}
	b.WriteString("\n")
	for _, r := range rows[1:] {
		row(r)
	}
	return b.String()
}
