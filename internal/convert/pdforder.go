package convert

import (
	"cmp"
	"math"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Reading order beyond columns: a footnote is read after the body text of
// its page (pdftotext reads it where it stands, at the foot of the first
// column, which puts it in the middle of the sentence that runs on into
// the second), and a run-in heading ("AGENCY:", set in bold before the
// text on its own line) stays with the text it leads, which pdftotext can
// put in a block of its own.

// footnoteRatio is how much smaller than body text a footnote is set (LaTeX
// and word processors set them at about 0.8 of the body).
const footnoteRatio = 0.9

// footnoteMark opens a footnote: a number, a symbol or a superscript digit
// before its text.
var footnoteMark = regexp.MustCompile(`^([0-9]{1,3}|[*†‡§¶]|[¹²³⁴⁵⁶⁷⁸⁹⁰]{1,3})\s?[^\s.):]`)

// isFootnote reports a block set smaller than the body in the lower part of
// the page that opens with a footnote mark.
func isFootnote(p ppage, b pblock, body int) bool {
	if body == 0 || p.h <= 0 || b.yMin < 0.5*p.h || len(b.lines) == 0 {
		return false
	}
	for _, l := range b.lines {
		if float64(sizeKey(l.size())) > float64(body)*footnoteRatio {
			return false
		}
	}
	text := blockText(b)
	return footnoteMark.MatchString(text) && wordy(text)
}

// atFoot reports whether no other block of the page's body text lies below
// b in its column: footnotes are the last thing in a column.
func atFoot(p ppage, b pblock, body int) bool {
	for _, o := range p.blocks {
		if o.yMin >= b.yMax && o.xMin < b.xMax && o.xMax > b.xMin && !isFootnote(p, o, body) {
			return false
		}
	}
	return true
}

// moveFootnotes puts the page's footnotes after the last block of body
// text, in the order they came; nothing moves on a page whose footnotes
// already come last.
func (p *ppage) moveFootnotes(body int) {
	var notes, rest []pblock
	bodyAfter := false
	for _, b := range p.blocks {
		if isFootnote(*p, b, body) && atFoot(*p, b, body) {
			notes = append(notes, b)
			continue
		}
		if len(notes) > 0 {
			bodyAfter = true
		}
		rest = append(rest, b)
	}
	if len(notes) == 0 || !bodyAfter {
		return
	}
	p.blocks = append(rest, notes...)
}

// runInLabel is a run-in heading at the start of a paragraph: a word or a
// few in capitals followed by a colon ("AGENCY:", "FOR FURTHER INFORMATION
// CONTACT:"); pdftotext may put a space before the colon when the label is
// set in another font.
var runInLabel = regexp.MustCompile(`^(\p{Lu}[\p{Lu}\p{N} &/,'’()-]{1,60}?) ?:( |$)`)

// runIn reports whether text opens with a run-in heading, and returns the
// text with the label's colon put back against it.
func runIn(text string) (string, bool) {
	m := runInLabel.FindStringSubmatchIndex(text)
	if m == nil || !wordy(text[m[2]:m[3]]) {
		return text, false
	}
	out := text[m[2]:m[3]] + ":"
	if rest := text[m[1]:]; rest != "" {
		out += " " + rest
	}
	return out, true
}

// leadsOn reports whether the paragraph prev, opened by a run-in heading
// and not ended, goes on in block next, set directly below it in the same
// column (pdftotext ends a block where the label's font does).
func leadsOn(prev string, pb, next pblock) bool {
	if _, ok := runIn(prev); !ok || len(pb.lines) == 0 {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(strings.TrimSpace(prev))
	if strings.ContainsRune(".!?;", last) {
		return false
	}
	h := pb.lines[len(pb.lines)-1].height()
	first, _ := utf8.DecodeRuneInString(blockText(next))
	return next.yMin >= pb.yMax-0.5*h && next.yMin-pb.yMax < h && math.Abs(next.xMin-pb.xMin) < 2*h &&
		!unicode.IsSpace(first)
}

// gutterMin is the narrowest gap between columns, in body text heights.
const gutterMin = 1.0

// orderByColumns reads a page set in columns column by column: pdftotext
// orders its blocks by their tops, so where a column's paragraphs start
// lower or higher than the other column's, the two interleave. Gutters
// are the x-ranges no narrow block (under 60 % of the text's width)
// crosses; a block crossing one (a title, a full-width table) ends a band,
// and within each band the blocks are read column by column, top to
// bottom. A page is only reordered when each column holds a paragraph (a
// block of two lines or more), so a table's columns of short cells, or a
// date set at the right margin, are not taken for columns of text.
func (p *ppage) orderByColumns(body int) {
	if len(p.blocks) < 3 || body == 0 {
		return
	}
	left, right := math.Inf(1), math.Inf(-1)
	for _, b := range p.blocks {
		left, right = math.Min(left, b.xMin), math.Max(right, b.xMax)
	}
	narrow := func(b pblock) bool { return b.xMax-b.xMin < 0.6*(right-left) }
	type span struct{ x0, x1 float64 }
	var spans []span
	for _, b := range p.blocks {
		if narrow(b) {
			spans = append(spans, span{b.xMin, b.xMax})
		}
	}
	slices.SortFunc(spans, func(a, b span) int { return cmp.Compare(a.x0, b.x0) })
	var gutters []float64
	for i := 0; i < len(spans); {
		end := spans[i].x1
		j := i + 1
		for ; j < len(spans) && spans[j].x0 <= end; j++ {
			end = math.Max(end, spans[j].x1)
		}
		if j < len(spans) && spans[j].x0-end >= gutterMin*float64(body)/2 {
			gutters = append(gutters, (end+spans[j].x0)/2)
		}
		i = j
	}
	if len(gutters) == 0 {
		return
	}
	column := func(b pblock) (int, bool) {
		c := 0
		for _, g := range gutters {
			if b.xMin < g && b.xMax > g {
				return 0, false // crosses a gutter: ends a band
			}
			if b.xMin >= g {
				c++
			}
		}
		return c, true
	}
	paragraphs := make([]bool, len(gutters)+1)
	for _, b := range p.blocks {
		if c, ok := column(b); ok && len(b.lines) >= 2 {
			paragraphs[c] = true
		}
	}
	if slices.Contains(paragraphs, false) {
		return
	}
	type keyed struct {
		band, col int
		y         float64
		i         int
		b         pblock
	}
	var wide []float64
	for _, b := range p.blocks {
		if _, ok := column(b); !ok {
			wide = append(wide, b.yMin)
		}
	}
	slices.Sort(wide)
	ks := make([]keyed, len(p.blocks))
	for i, b := range p.blocks {
		c, ok := column(b)
		band := 0
		for _, y := range wide {
			if y < b.yMin || (!ok && y == b.yMin) {
				band++
			}
		}
		if !ok {
			band, c = band-1, len(gutters)+1 // after the band's columns
		}
		ks[i] = keyed{band, c, b.yMin, i, b}
	}
	slices.SortStableFunc(ks, func(a, b keyed) int {
		return cmp.Or(cmp.Compare(a.band, b.band), cmp.Compare(a.col, b.col), cmp.Compare(a.y, b.y), cmp.Compare(a.i, b.i))
	})
	for i, k := range ks {
		p.blocks[i] = k.b
	}
}

// apart reports whether block next lies below prev in the same column
// with more than two lines' space between them: a paragraph cut by a
// column or page break goes on at the top of the next column, never after
// such a gap in its own (a masthead above the column is not its start).
func apart(prev, next pblock) bool {
	if len(prev.lines) == 0 {
		return false
	}
	h := prev.lines[len(prev.lines)-1].height()
	return next.xMin < prev.xMax && next.xMax > prev.xMin && next.yMin-prev.yMax > 2*h
}
