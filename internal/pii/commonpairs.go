package pii

import "strings"

// Two capitalised everyday words are a title, a body or an event, not a
// person: "Guerra Fria", "Grande Prémio", "Ruta Nacional", "Liga Mundial",
// "Nossa Senhora", "Cinco Minutos" (docs/adr/0179). faker's lists of 70
// locales hold so many words that the first one is often "listed"; what
// tells the phrase is that its second word is on no name list at all while
// both are among the commonest words of some European language.

// commonPairFunctionRank is the rank within which a common word is a
// function word ("desta", "this"): after a listed given name, such a word
// capitalised is a surname ("Fanta Desta"), since no phrase capitalises it.
const commonPairFunctionRank = 400

// dropCommonWordPairs drops a Latin-script person of exactly two words, not
// vouched for by structure (keep), whose words are both among europeCommon's
// (OpenSubtitles' 3,000 commonest of some European language but English and
// Turkish), whose second is no listed given name or surname, whose first is
// no US Census or curated European given name (curatedGiven), and which are
// not two Mandarin syllables; a listed given name before a function word
// stays.
func (d *Detector) dropCommonWordPairs(s string, toks []token, spans []Span, keep map[[2]int]bool) []Span {
	out := spans[:0:0]
	changed := false
	for _, sp := range spans {
		if sp.Kind == Person && !keep[[2]int{sp.Start, sp.End}] && allLatin(s[sp.Start:sp.End]) {
			if a, b, ok := spanWords(toks, sp); ok && b == a+1 && d.commonWordPair(toks[a], toks[b]) {
				changed = true
				continue
			}
		}
		out = append(out, sp)
	}
	if !changed {
		return spans
	}
	return out
}

// commonWordPair is dropCommonWordPairs' test on the words x and y.
func (d *Detector) commonWordPair(x, y token) bool {
	if !capitalised(x.text) || !capitalised(y.text) {
		return false
	}
	_, c0 := europeCommon[strings.ToLower(x.text)]
	r1, c1 := europeCommon[strings.ToLower(y.text)]
	if !c0 || !c1 || d.names.first[y.bare] || d.names.last[y.bare] || censusGiven[x.bare] || curatedGiven(x.folded) || hanPair(x, y) {
		return false
	}
	return !d.names.first[x.bare] || r1 > commonPairFunctionRank
}
