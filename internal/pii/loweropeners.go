package pii

import (
	"sort"
	"unicode/utf8"
)

// cutLowerOpeners takes off a person's first word where the same document
// writes that word in lower case elsewhere and the word opens a sentence:
// there its capital is the sentence's, and the word is a common word of
// the document's language, whatever the language ("Li Abdulaay Wàdd" with
// Wolof "li mu wax", "Waaye Napoleon", Uzbek "Endi Abdulla Tangriyev",
// Buryat "Мүнөө Екатерина Дамдиновна", Javanese "Lan" alone). Word lists
// cover the languages they were made from; the document's own lower-case
// words cover the next one too (docs/adr/0184). A word of the given-name
// or surname lists stays ("Rose Byrne" beside "a rose"), and so does a
// person structure vouched for. One pass builds the document's lower-case
// words, one map look-up a person: linear in the text.
func (d *Detector) cutLowerOpeners(s string, toks []token, spans []Span, keep map[[2]int]bool) []Span {
	var lower map[string]bool
	var out []Span
	changed := false
	for i, sp := range spans {
		a := -1
		if sp.Kind == Person && !keep[[2]int{sp.Start, sp.End}] {
			a = sort.Search(len(toks), func(j int) bool { return toks[j].start >= sp.Start })
		}
		if a < 0 || a >= len(toks) || toks[a].start != sp.Start || !d.lowerOpenerCandidate(s, toks[a]) {
			if changed {
				out = append(out, sp)
			}
			continue
		}
		if lower == nil {
			lower = lowerWords(toks)
		}
		if !lower[toks[a].bare] {
			if changed {
				out = append(out, sp)
			}
			continue
		}
		if !changed {
			changed = true
			out = append(out, spans[:i]...)
		}
		if k := a + 1; k < len(toks) && toks[k].end <= sp.End && capitalised(toks[k].text) {
			out = append(out, vouchedSpan(s, toks[k].start, sp.End))
		}
	}
	if !changed {
		return spans
	}
	return out
}

// lowerOpenerCandidate is whether t, a person's first word, is a capitalised
// word in a cased script that opens a sentence and is on no name list: a
// word that may be a common word wearing the sentence's capital.
func (d *Detector) lowerOpenerCandidate(s string, t token) bool {
	if !capitalised(t.text) || !cased(t.text) || utf8.RuneCountInString(t.bare) < 2 {
		return false
	}
	if d.names.first[t.bare] || d.names.last[t.bare] {
		return false
	}
	return sentenceOpens(s, t.start)
}
