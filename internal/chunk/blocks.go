package chunk

import (
	"slices"
	"strings"
)

// blockKind is the shape of a top-level Markdown block as far as chunking
// cares: headings move the heading path, code and tables have their own split
// rules, everything else is prose.
type blockKind int

const (
	kindProse blockKind = iota
	kindHeading
	kindCode
	kindTable
)

// block is a run of whole lines of the document. start..end covers the block
// and the blank lines after it, so consecutive blocks tile the document.
type block struct {
	kind       blockKind
	start, end int
	level      int    // heading level 1..6
	title      string // heading text
	closed     bool   // code: has a closing fence
}

// scanBlocks is a line-based approximation of CommonMark block structure:
// ATX and one-line setext headings, fenced code (``` or ~~~, up to three
// spaces of indent), GFM tables (a header row followed by a matching
// delimiter row), and prose separated by blank lines. It never drops bytes:
// the blocks tile md exactly.
//
// A fence opener with no closing fence after it is read as a prose line,
// not as code running to the end of the document (CommonMark's rule): one
// stray ``` in a Slack message or a converted file must not turn every
// heading and paragraph after it into one code chunk.
func scanBlocks(md string) []block {
	lines := lineOffsets(md)
	n := len(lines) - 1 // lines[i]..lines[i+1] is line i
	line := func(i int) string { return md[lines[i]:lines[i+1]] }
	closes := newFenceCloses(n, line)
	var blocks []block
	for i := 0; i < n; {
		l := line(i)
		if isBlank(l) {
			i++
			continue
		}
		b := block{start: lines[i], kind: kindProse}
		switch {
		case atxLevel(l) > 0:
			b.kind, b.level, b.title = kindHeading, atxLevel(l), atxTitle(l)
			i++
		case fenceMarker(l) != "" && closes.after(i, fenceMarker(l)):
			b.kind = kindCode
			marker := fenceMarker(l)
			i++
			for ; i < n; i++ {
				if isFenceClose(line(i), marker) {
					b.closed = true
					i++
					break
				}
			}
		case i+1 < n && isTableStart(l, line(i+1)):
			b.kind = kindTable
			for i += 2; i < n && !isBlank(line(i)) && !interrupts(line(i)); i++ {
			}
		default:
			first := i
			for i++; i < n; i++ {
				next := line(i)
				if i == first+1 && setextLevel(next) > 0 && isPlainLine(line(first)) {
					b.kind, b.level, b.title = kindHeading, setextLevel(next), strings.TrimSpace(line(first))
					i++
					break
				}
				if isBlank(next) || interrupts(next) || (i+1 < n && isTableStart(next, line(i+1))) {
					break
				}
			}
		}
		blocks = append(blocks, b)
	}
	for k := range blocks {
		if k+1 < len(blocks) {
			blocks[k].end = blocks[k+1].start
		} else {
			blocks[k].end = len(md)
		}
	}
	if len(blocks) > 0 {
		blocks[0].start = 0 // leading blank lines belong to the first block
	}
	return blocks
}

// lineOffsets returns the start of every line plus len(md); a line includes
// its trailing "\n".
func lineOffsets(md string) []int {
	offs := []int{0}
	for i := 0; i < len(md); i++ {
		if md[i] == '\n' && i+1 < len(md) {
			offs = append(offs, i+1)
		}
	}
	if len(md) == 0 {
		return offs
	}
	return append(offs, len(md))
}

func isBlank(l string) bool { return strings.TrimSpace(l) == "" }

// interrupts reports whether a line starts a block that ends a paragraph or
// table. An unclosed fence opener ends the paragraph too, and then starts
// a prose block of its own (see scanBlocks).
func interrupts(l string) bool { return atxLevel(l) > 0 || fenceMarker(l) != "" }

// fenceCloses answers "does a line after i close this fence?" in O(log n):
// for each fence character, the lines that could close a fence (a run of
// three or more and nothing else) with the longest run at or after each.
type fenceCloses map[byte]closeLines

type closeLines struct {
	at      []int // line indexes, ascending
	longest []int // longest[k]: the longest run among at[k:]
}

func newFenceCloses(n int, line func(int) string) fenceCloses {
	fc := fenceCloses{}
	for i := 0; i < n; i++ {
		t, ok := indentOK(line(i))
		if !ok || len(t) < 3 || (t[0] != '`' && t[0] != '~') {
			continue
		}
		run := len(t) - len(strings.TrimLeft(t, t[:1]))
		if run < 3 || strings.TrimSpace(t[run:]) != "" {
			continue
		}
		cl := fc[t[0]]
		cl.at, cl.longest = append(cl.at, i), append(cl.longest, run)
		fc[t[0]] = cl
	}
	for c, cl := range fc {
		for k := len(cl.longest) - 2; k >= 0; k-- {
			cl.longest[k] = max(cl.longest[k], cl.longest[k+1])
		}
		fc[c] = cl
	}
	return fc
}

// after reports whether a line after line i closes a fence opened with marker.
func (fc fenceCloses) after(i int, marker string) bool {
	cl := fc[marker[0]]
	k, _ := slices.BinarySearch(cl.at, i+1)
	return k < len(cl.at) && cl.longest[k] >= len(marker)
}

// indentOK strips up to three leading spaces; four make an indented code line.
func indentOK(l string) (string, bool) {
	t := strings.TrimLeft(l, " ")
	return t, len(l)-len(t) <= 3
}

func atxLevel(l string) int {
	t, ok := indentOK(l)
	if !ok {
		return 0
	}
	lvl := 0
	for lvl < len(t) && t[lvl] == '#' {
		lvl++
	}
	if lvl == 0 || lvl > 6 {
		return 0
	}
	if lvl < len(t) && t[lvl] != ' ' && t[lvl] != '\t' && t[lvl] != '\n' && t[lvl] != '\r' {
		return 0
	}
	return lvl
}

func atxTitle(l string) string {
	t, _ := indentOK(l)
	t = strings.TrimSpace(strings.TrimLeft(t, "#"))
	// An optional closing sequence of #s preceded by a space is not content.
	if s := strings.TrimRight(t, "#"); s != t && (s == "" || strings.HasSuffix(s, " ") || strings.HasSuffix(s, "\t")) {
		t = strings.TrimSpace(s)
	}
	return t
}

func setextLevel(l string) int {
	t, ok := indentOK(l)
	t = strings.TrimRight(t, " \t\r\n")
	if !ok || t == "" {
		return 0
	}
	switch {
	case strings.Trim(t, "=") == "":
		return 1
	case strings.Trim(t, "-") == "":
		return 2
	}
	return 0
}

// isPlainLine reports whether a line could be a setext heading's text rather
// than a list item, quote, table row or thematic break.
func isPlainLine(l string) bool {
	t, ok := indentOK(l)
	if !ok || t == "" {
		return false
	}
	switch t[0] {
	case '-', '*', '+', '>', '|', '<', '=', '_':
		return false
	}
	if d := strings.IndexAny(t, ".)"); d > 0 && strings.Trim(t[:d], "0123456789") == "" {
		return false
	}
	return true
}

// fenceMarker returns the opening fence run (``` or ~~~, three or more) or "".
func fenceMarker(l string) string {
	t, ok := indentOK(l)
	if !ok || len(t) < 3 || (t[0] != '`' && t[0] != '~') {
		return ""
	}
	n := 0
	for n < len(t) && t[n] == t[0] {
		n++
	}
	if n < 3 {
		return ""
	}
	if t[0] == '`' && strings.Contains(t[n:], "`") {
		return "" // a backtick fence's info string cannot hold backticks
	}
	return t[:n]
}

func isFenceClose(l, marker string) bool {
	t, ok := indentOK(l)
	if !ok || !strings.HasPrefix(t, marker) {
		return false
	}
	rest := strings.TrimLeft(t, marker[:1])
	return strings.TrimSpace(rest) == ""
}

// isTableStart reports whether header and delim open a GFM table: the
// delimiter row has only pipes, colons, dashes and spaces, and both rows have
// the same number of cells.
func isTableStart(header, delim string) bool {
	if !strings.Contains(header, "|") || interrupts(header) {
		return false
	}
	d := strings.TrimSpace(delim)
	if d == "" || strings.Trim(d, "|:- \t") != "" || !strings.Contains(d, "-") {
		return false
	}
	if !strings.Contains(d, "|") && !strings.Contains(header, "|") {
		return false
	}
	cells := tableCells(d)
	for _, c := range cells {
		c = strings.TrimSpace(c)
		if strings.Trim(c, ":") == "" || strings.Trim(c, "-:") != "" {
			return false
		}
	}
	return len(cells) == len(tableCells(strings.TrimSpace(header)))
}

func tableCells(row string) []string {
	row = strings.TrimSuffix(strings.TrimPrefix(row, "|"), "|")
	return strings.Split(row, "|")
}
