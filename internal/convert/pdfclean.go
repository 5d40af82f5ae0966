package convert

import (
	"math"
	"strings"
	"unicode"
)

// Running headers and footers, page numbers and margin stamps are furniture
// of the page, not the author's text: left in, they become headings, titles
// and paragraphs cut into the middle of sentences. They are removed before
// anything else is decided, from the file's own evidence: a line in a page's
// margin (top or bottom band, or the side strips where stamps are printed)
// whose text, digits aside, recurs in that margin on other pages; and, on any
// page, a margin line that is only a page number ("7", "- 7 -", "Page 7 of 9").

// marginBand is the share of the page height (top and bottom) or width
// (sides) counted as margin.
const marginBand = 0.12

// repeatPages is how many pages a margin line must recur on to count as
// furniture: running headers name the section, so in a book each recurs on
// only a few pages.
const repeatPages = 2

type marginZone int

const (
	zoneBody marginZone = iota
	zoneTop
	zoneBottom
	zoneSide
)

func zoneOf(p ppage, l pline) marginZone {
	if p.h <= 0 || p.w <= 0 {
		return zoneBody
	}
	cy := (l.yMin + l.yMax) / 2
	switch {
	case cy < marginBand*p.h:
		return zoneTop
	case cy > (1-marginBand)*p.h:
		return zoneBottom
	case (l.xMax < marginBand*p.w || l.xMin > (1-marginBand)*p.w) && l.yMax-l.yMin > l.xMax-l.xMin:
		// Stamps in the side margins run vertically; a table's first
		// column near the edge does not.
		return zoneSide
	}
	return zoneBody
}

// furnitureKey is a margin line's text with digits folded, so "Page 3" and
// "Page 4", or "4 1.1. TOPOLOGY" and "6 1.1. TOPOLOGY", are one key.
func furnitureKey(z marginZone, s string) string {
	var b strings.Builder
	b.WriteByte(byte('0' + z))
	digit := false
	for _, r := range strings.ToLower(s) {
		switch {
		case unicode.IsDigit(r):
			if !digit {
				b.WriteByte('#')
			}
			digit = true
			continue
		case unicode.IsSpace(r):
			continue
		}
		digit = false
		b.WriteRune(r)
	}
	return b.String()
}

// isPageNumber reports whether a line is only a page number: digits or roman
// numerals, perhaps with dashes, "page" and "of N".
func isPageNumber(s string) bool {
	f := strings.Fields(strings.ToLower(s))
	if len(f) == 0 || len(f) > 4 {
		return false
	}
	num := false
	for _, w := range f {
		w = strings.Trim(w, "-–—|.()[]")
		switch {
		case w == "" || w == "page" || w == "seite" || w == "p" || w == "of" || w == "/":
		case strings.Trim(w, "0123456789") == "":
			num = true
		case len(w) <= 5 && strings.Trim(w, "ivxlc") == "":
			num = true
		default:
			return false
		}
	}
	return num
}

// isolated reports whether line l of page p stands apart from every other
// line above or below it by more than its height: a running header is set
// off from the text, the first row of a table at the top of a page is not.
func isolated(p ppage, l pline) bool {
	if sideStamp(p, l) {
		return isolatedSide(p, l)
	}
	h := l.height()
	for _, b := range p.blocks {
		for _, m := range b.lines {
			if m.yMax > l.yMin && m.yMin < l.yMax {
				continue // the same row (a page number beside its header)
			}
			if gap := math.Max(m.yMin-l.yMax, l.yMin-m.yMax); gap < 0.8*h {
				return false
			}
		}
	}
	return true
}

// sideStamp reports a line of text running vertically in a side strip
// (it may reach into the bottom band, as the Federal Register's printer's
// stamp does): at least twice as tall as it is wide, so a table's one-digit
// cell at the page's edge is not one.
func sideStamp(p ppage, l pline) bool {
	return p.w > 0 && (l.xMax < marginBand*p.w || l.xMin > (1-marginBand)*p.w) && l.yMax-l.yMin > 2*(l.xMax-l.xMin)
}

// isolatedSide is isolated for a stamp running vertically in a side
// margin: its glyphs' height is its width, and it must stand apart by that
// from the body lines beside it (other stamps and the printer's lines in the
// top and bottom bands aside).
func isolatedSide(p ppage, l pline) bool {
	w := l.xMax - l.xMin
	for _, b := range p.blocks {
		for _, m := range b.lines {
			if m.yMax <= l.yMin || m.yMin >= l.yMax || sideStamp(p, m) || zoneOf(p, m) != zoneBody {
				continue
			}
			if gap := math.Max(m.xMin-l.xMax, l.xMin-m.xMax); gap < 0.8*w {
				return false
			}
		}
	}
	return true
}

// outermost reports whether no line of the page lies above l, or none below
// it: a page number set higher than the margin band (LaTeX's) is still the
// page's last line, alone on its row (a section number beside its heading
// at the top of a page is not a page number).
func outermost(p ppage, l pline) bool {
	above, below := false, false
	for _, b := range p.blocks {
		for _, m := range b.lines {
			if m.yMax > l.yMin && m.yMin < l.yMax && (m.xMin != l.xMin || m.text != l.text) {
				return false
			}
			above = above || m.yMax <= l.yMin
			below = below || m.yMin >= l.yMax
		}
	}
	return !above || !below
}

// pageLinesMax is the most lines a page may hold for the passes that
// compare lines with each other (furniture, markers, columns, tables): they
// are quadratic, and the layout runs in-process, outside the deadline that
// kills pdftotext. A page past it (only a hostile or machine-made file has
// one) is written in pdftotext's order as paragraphs.
const pageLinesMax = 3000

func (p ppage) lineCount() int {
	n := 0
	for _, b := range p.blocks {
		n += len(b.lines)
	}
	return n
}

// removeFurniture drops running headers and footers, page numbers and
// repeated margin stamps from every page, in place.
func (d *layout) removeFurniture() {
	pagesWith := map[string]int{}
	for _, p := range d.pages {
		if p.lineCount() > pageLinesMax {
			continue
		}
		seen := map[string]bool{}
		for _, b := range p.blocks {
			for _, l := range b.lines {
				if z := zoneOf(p, l); z != zoneBody && isolated(p, l) {
					k := furnitureKey(z, l.text)
					if !seen[k] {
						seen[k] = true
						pagesWith[k]++
					}
				}
			}
		}
	}
	need := repeatPages
	for i := range d.pages {
		p := &d.pages[i]
		if p.lineCount() > pageLinesMax {
			continue
		}
		kept := p.blocks[:0]
		for _, b := range p.blocks {
			lines := b.lines[:0]
			for _, l := range b.lines {
				z := zoneOf(*p, l)
				if isolated(*p, l) && ((z != zoneBody && (isPageNumber(l.text) || pagesWith[furnitureKey(z, l.text)] >= need)) ||
					(isPageNumber(l.text) && outermost(*p, l))) {
					continue
				}
				lines = append(lines, l)
			}
			if len(lines) == 0 {
				continue
			}
			b.lines = lines
			b.xMin, b.yMin, b.xMax, b.yMax = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
			for _, l := range lines {
				b.xMin, b.yMin = math.Min(b.xMin, l.xMin), math.Min(b.yMin, l.yMin)
				b.xMax, b.yMax = math.Max(b.xMax, l.xMax), math.Max(b.yMax, l.yMax)
			}
			kept = append(kept, b)
		}
		p.blocks = kept
	}
}

// joinSectionNumbers puts a section number that pdftotext set apart in a
// block of its own ("2.3" then "Simplicial complexes" on the same baseline)
// back in front of its heading, so the heading reads as the author wrote it.
func (p *ppage) joinSectionNumbers() {
	out := p.blocks[:0]
	for i := 0; i < len(p.blocks); i++ {
		b := p.blocks[i]
		if i+1 < len(p.blocks) && len(b.lines) == 1 && sectionNumber(b.lines[0].text) {
			n := &p.blocks[i+1]
			first := &n.lines[0]
			if math.Abs(first.yMin-b.yMin) < 2 && first.xMin > b.xMax {
				first.text = b.lines[0].text + " " + first.text
				first.words = append(append([]pword(nil), b.lines[0].words...), first.words...)
				first.xMin = b.xMin
				n.xMin = math.Min(n.xMin, b.xMin)
				continue
			}
		}
		out = append(out, b)
	}
	p.blocks = out
}

// sectionNumber reports whether s is a section number: "4", "2.3", "A.1.".
func sectionNumber(s string) bool {
	s = strings.TrimSuffix(s, ".")
	if s == "" || len(s) > 12 {
		return false
	}
	for _, part := range strings.Split(s, ".") {
		if part == "" || (strings.Trim(part, "0123456789") != "" && !(len(part) == 1 && unicode.IsUpper(rune(part[0])))) {
			return false
		}
	}
	return true
}

// joinMarkers puts a list marker ("•", "3.", "b)") that pdftotext set apart
// from its item's text (in a block of its own, or a column of markers)
// back in front of the line on its baseline to its right.
func (p *ppage) joinMarkers() {
	type at struct{ b, l int }
	var marks []at
	for bi, b := range p.blocks {
		for li, l := range b.lines {
			if listMarker(l.text) {
				marks = append(marks, at{bi, li})
			}
		}
	}
	if len(marks) == 0 {
		return
	}
	drop := map[at]bool{}
	for _, m := range marks {
		ml := p.blocks[m.b].lines[m.l]
		best, bestGap := at{-1, -1}, 4*ml.height()
		for bi, b := range p.blocks {
			for li, l := range b.lines {
				if (bi == m.b && li == m.l) || drop[at{bi, li}] || listMarker(l.text) {
					continue
				}
				gap := l.xMin - ml.xMax
				if gap >= 0 && gap < bestGap && math.Abs(l.yMin-ml.yMin) < 0.5*ml.height() {
					best, bestGap = at{bi, li}, gap
				}
			}
		}
		if best.b < 0 {
			continue
		}
		l := &p.blocks[best.b].lines[best.l]
		l.text = ml.text + " " + l.text
		l.words = append(append([]pword(nil), ml.words...), l.words...)
		l.xMin = ml.xMin
		drop[m] = true
	}
	out := p.blocks[:0]
	for bi, b := range p.blocks {
		lines := b.lines[:0]
		for li, l := range b.lines {
			if !drop[at{bi, li}] {
				lines = append(lines, l)
			}
		}
		if len(lines) > 0 {
			out = append(out, reblock(lines))
		}
	}
	p.blocks = out
}

// orderColumns puts a block that stands left of the block before it, side by
// side with it, first: pdftotext orders its flows by their tops, so a right
// column whose first line sits a little higher than the left column's would
// be read first.
func (p *ppage) orderColumns() {
	for pass := 0; pass < len(p.blocks); pass++ {
		swapped := false
		for k := 0; k+1 < len(p.blocks); k++ {
			a, b := p.blocks[k], p.blocks[k+1]
			if b.xMax <= a.xMin && b.yMin < a.yMax && b.yMax > a.yMin {
				p.blocks[k], p.blocks[k+1] = b, a
				swapped = true
			}
		}
		if !swapped {
			return
		}
	}
}
