package convert

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// List items in a PDF are lines that open with a bullet glyph or an item
// number ("3.", "a)", "(iv)"); pdftotext often puts several in one block, so a
// block is cut at each marked line and unmarked lines carry on the item
// before. Browsers draw bullets as shapes, which leave no text: there a short
// block indented from the paragraph before it is the list.

var bullets = []string{"•", "◦", "▪", "‣", "●", "○", "■", "□", "➢", "\uf0b7", "\uf0a7", "–", "- ", "* "}

// itemNumber reports whether s opens with an item number and returns it.
func itemNumber(s string) (string, bool) {
	f, _, _ := strings.Cut(s, " ")
	if len(f) < 2 || len(f) > 6 {
		return "", false
	}
	body := f
	switch {
	case strings.HasPrefix(f, "(") && strings.HasSuffix(f, ")"):
		body = f[1 : len(f)-1]
	case strings.HasSuffix(f, ".") || strings.HasSuffix(f, ")"):
		body = f[:len(f)-1]
	default:
		return "", false
	}
	switch {
	case body == "":
		return "", false
	case strings.Trim(body, "0123456789") == "" && len(body) <= 3:
	case len(body) == 1 && unicode.IsLetter(rune(body[0])):
	case len(body) <= 4 && strings.Trim(body, "ivx") == "":
	default:
		return "", false
	}
	return f, true
}

// markdownMarker is the Markdown for a marker: "N." for numbers, else a
// bullet (letters and roman numerals stay in the text).
func markdownMarker(m string) (md string, keep bool) {
	m = strings.TrimSpace(m)
	if n, ok := itemNumber(m); ok {
		body := strings.Trim(n, "().")
		if strings.Trim(body, "0123456789") == "" {
			return body + ".", false
		}
		return "- " + n, true
	}
	return "-", false
}

type listEntry struct {
	marker, text string
	x            float64
}

// lineMarker splits a line into its list marker and text.
func lineMarker(s string) (marker, rest string, ok bool) {
	for _, bl := range bullets {
		if r, found := strings.CutPrefix(s, strings.TrimSpace(bl)); found && (r == "" || r[0] == ' ') {
			if strings.TrimSpace(r) == "" {
				return "", "", false
			}
			return "-", strings.TrimSpace(r), true
		}
	}
	if n, found := itemNumber(s); found && len(s) > len(n)+1 {
		m, _ := markdownMarker(n)
		return m, strings.TrimSpace(s[len(n):]), true
	}
	return "", "", false
}

// markedItems cuts a block whose first line is a marked item into items.
func markedItems(b pblock) ([]listEntry, bool) {
	if _, _, ok := lineMarker(b.lines[0].text); !ok {
		return nil, false
	}
	var items []listEntry
	var cur *pblock
	var curMarker string
	var curX float64
	done := func() {
		if cur != nil {
			items = append(items, listEntry{curMarker, blockText(*cur), curX})
		}
	}
	for _, l := range b.lines {
		if m, rest, ok := lineMarker(l.text); ok {
			done()
			l.text = rest
			cur, curMarker, curX = &pblock{lines: []pline{l}}, m, l.xMin
			continue
		}
		cur.lines = append(cur.lines, l)
	}
	done()
	return items, true
}

// indentedItems recognises a short block indented from the margin as list
// items (bullets drawn as shapes). It may hold several: a line starts a new
// one when the line before it ended a sentence or stopped short of the
// block's right edge, and it opens with a capital or a digit.
func indentedItems(b pblock, margin float64) ([]string, bool) {
	t := blockText(b)
	if len(b.lines) > 8 || b.xMin <= margin+6 || len(t) > 1200 {
		return nil, false
	}
	width := b.xMax - b.xMin
	var items []string
	cur := pblock{}
	for i, l := range b.lines {
		if i > 0 {
			prev := b.lines[i-1]
			last, _ := utf8.DecodeLastRuneInString(prev.text)
			first, _ := utf8.DecodeRuneInString(l.text)
			if (strings.ContainsRune(".!?:;", last) || prev.xMax < b.xMax-0.15*width) &&
				(unicode.IsUpper(first) || unicode.IsDigit(first)) {
				items = append(items, blockText(cur))
				cur = pblock{}
			}
		}
		cur.lines = append(cur.lines, l)
	}
	items = append(items, blockText(cur))
	return items, true
}
