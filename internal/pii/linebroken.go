package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// lineBreakGap reports whether the text between two words is a hyphen that
// breaks one word across a line end, as text extracted from a PDF or an OCR
// scan keeps it ("Gonz-\nales"): a hyphen (ASCII, U+2010, a soft hyphen, or
// the "¬" German OCR gives for a broken word), then the newline or "\r\n".
func lineBreakGap(gap string) bool {
	if !strings.HasSuffix(gap, "\n") {
		return false
	}
	gap = strings.TrimSuffix(strings.TrimSuffix(gap, "\n"), "\r")
	return gap == "-" || gap == "\u2010" || gap == "\u00ad" || gap == "¬"
}

// lineBrokenNames reads a name broken by "-\n" as one word (docs/adr/0227).
// A person found that ends on the first half ("Richard Roc" of "Richard
// Roc-\nhaix") is carried over the break to the end of the second half when
// that half opens in lower case, as the rest of a word does; and where
// nothing was found, a listed given name joined by one space to a
// capitalised first half whose two halves together spell a listed surname
// ("Can Gonz-\nales": "gonzales") is a person over both halves and the
// break. The persons cover the hyphen and the line end, as the sets label
// them, so a masker hides the whole name. Each break is read once: linear.
func (d *Detector) lineBrokenNames(s string, toks []token, spans []Span) []Span {
	l := d.names
	byEnd := make(map[int]int, len(spans))
	for k, sp := range spans {
		if sp.Kind == Person {
			byEnd[sp.End] = k
		}
	}
	var add []Span
	drop := map[int]bool{}
	out := append([]Span(nil), spans...)
	changed := false
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		a, b := toks[i], toks[i+1]
		if !lineBreakGap(s[a.end:b.start]) || !capitalised(a.text) {
			continue
		}
		r, _ := utf8.DecodeRuneInString(b.text)
		joinedWord := a.bare + b.bare
		lower := unicode.IsLower(r)
		if !lower && !(capitalised(b.text) && l.last[b.bare]) {
			continue
		}
		if at, ok := byEnd[a.end]; ok && !drop[at] {
			if lower || l.last[b.bare] {
				out[at].End = b.end
				out[at].Key = vouchedSpan(s, out[at].Start, b.end).Key
				changed = true
				dropCovered(out, at, drop)
			}
			continue
		}
		if i == 0 || !lower || !l.last[joinedWord] || l.words[joinedWord] {
			continue
		}
		g := toks[i-1]
		if s[g.end:a.start] != " " || !capitalised(g.text) || !d.anyGiven(g.bare) || l.stop[g.bare] && !l.first[g.bare] {
			continue
		}
		if overlapsFound(spans, &k, g.start, b.end) {
			continue
		}
		add = append(add, vouchedSpan(s, g.start, b.end))
	}
	if !changed && len(add) == 0 {
		return spans
	}
	kept := out[:0]
	for j, sp := range out {
		if !drop[j] {
			kept = append(kept, sp)
		}
	}
	return withAdded(kept, add)
}

// dropCovered marks the spans after spans[at] that start inside it, now that
// it was carried over a line break (they are in start order, so the walk
// stops at the first that starts past its end).
func dropCovered(spans []Span, at int, drop map[int]bool) {
	for j := at + 1; j < len(spans) && spans[j].Start < spans[at].End; j++ {
		drop[j] = true
	}
}
