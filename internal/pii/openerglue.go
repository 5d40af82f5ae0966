package pii

import (
	"sort"
	"unicode"
	"unicode/utf8"
)

// A sentence's opening word glued before a name ("Waaye Napoleon", Wolof
// "but Napoleon"; North Sami "Muhto Larsen") is cut by cutLowerOpeners
// only where the text also writes that word in lower case. A text that
// never does still shows it is no name's word: the word is capitalised
// only where it opens a sentence, opens more than one, and somewhere is
// followed by a lower-case word ("Waaye nag ci geneen wàll"), while the
// rest of the person is found alone elsewhere in the text ("Napoleon ak
// xarekatam"). docs/adr/0211.

// openerUse is how a text writes a capitalised word: how often it opens a
// sentence, whether it stands inside one, and whether a lower-case word
// follows it somewhere.
type openerUse struct {
	opens      int
	inside     bool
	lowerAfter bool
}

// cutGluedOpeners takes off a person's first word where that word, on no
// name list, opens the sentence there and the text uses it as openerUse
// tells a function word, and the rest, one word, is a person found alone
// elsewhere in the text. A span structure vouched for stays. One walk over
// the words and one over the spans, a search per person: linear.
func (d *Detector) cutGluedOpeners(s string, toks []token, spans []Span, keep map[[2]int]bool) []Span {
	alone := map[string]bool{}
	for _, sp := range spans {
		if sp.Kind == Person {
			alone[sp.Key] = true
		}
	}
	var uses map[string]*openerUse
	var out []Span
	changed := false
	for i, sp := range spans {
		a, cut := -1, false
		if sp.Kind == Person && !keep[[2]int{sp.Start, sp.End}] {
			a = sort.Search(len(toks), func(j int) bool { return toks[j].start >= sp.Start })
		}
		if a >= 0 && a+1 < len(toks) && toks[a].start == sp.Start && toks[a+1].end == sp.End && alone[toks[a+1].bare] && d.lowerOpenerCandidate(s, toks[a]) {
			if uses == nil {
				uses = openerUses(s, toks)
			}
			u := uses[toks[a].bare]
			cut = u != nil && u.opens >= 2 && !u.inside && u.lowerAfter
		}
		if cut && !changed {
			changed = true
			out = append(out, spans[:i]...)
		}
		switch {
		case cut:
			out = append(out, vouchedSpan(s, toks[a+1].start, sp.End))
		case changed:
			out = append(out, sp)
		}
	}
	if !changed {
		return spans
	}
	return out
}

// openerUses reads how the text writes each capitalised cased word
// (openerUse), by its folded, bare form.
func openerUses(s string, toks []token) map[string]*openerUse {
	out := map[string]*openerUse{}
	for i, t := range toks {
		if !capitalised(t.text) || !cased(t.text) {
			continue
		}
		u := out[t.bare]
		if u == nil {
			u = &openerUse{}
			out[t.bare] = u
		}
		if sentenceOpens(s, t.start) {
			u.opens++
		} else {
			u.inside = true
		}
		if i+1 < len(toks) {
			if r, _ := utf8.DecodeRuneInString(toks[i+1].text); unicode.IsLower(r) {
				u.lowerAfter = true
			}
		}
	}
	return out
}
