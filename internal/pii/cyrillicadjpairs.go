package pii

import "strings"

// An adjective before a noun, the adjective in an oblique or feminine case,
// names a place or a body in Russian, Ukrainian and Belarusian text, not a
// person ("Белой Церкви", the town Bila Tserkva; "Великой Моравией", Great
// Moravia; docs/adr/0179). A person's given name is a noun; the Slavic
// surnames that are adjectives (Толстой, Достоевский) stand after it, or
// alone. tidyCyrillicPersons drops a pair of two such adjectives ("Великой
// Отечественной"); this drops one before a noun, when the adjective is an
// everyday word.

// cyrillicAdjEndings are the case endings of an adjective other than its
// masculine nominative (-ый, -ий, -ій, which Василий and Юрий end on too),
// longest first.
var cyrillicAdjEndings = []string{"ого", "его", "ому", "ему", "ыми", "ими", "ой", "ая", "ую", "ым", "ых", "ые", "ое", "ої", "ою"}

// cyrillicAdjBases are the dictionary endings an adjective's stem takes.
var cyrillicAdjBases = []string{"ый", "ий", "ой", "ій"}

// commonCyrillicAdjective is whether the lower-case word w is an adjective in an
// oblique or feminine form whose dictionary form is one of europeCommon's
// words (OpenSubtitles' 3,000 commonest of some language): "белой" of
// "белый", "великой" of "великий".
func commonCyrillicAdjective(w string) bool {
	for _, e := range cyrillicAdjEndings {
		stem, ok := strings.CutSuffix(w, e)
		if !ok || len([]rune(stem)) < 3 {
			continue
		}
		for _, b := range cyrillicAdjBases {
			if _, common := europeCommon[stem+b]; common {
				return true
			}
		}
	}
	return false
}

// dropCyrillicAdjectivePairs drops a Cyrillic person of two words whose
// first is such an adjective and no listed given name, unless structure
// vouched for it (keep).
func (d *Detector) dropCyrillicAdjectivePairs(s string, toks []token, spans []Span, keep map[[2]int]bool) []Span {
	out := spans[:0:0]
	changed := false
	for _, sp := range spans {
		if sp.Kind == Person && !keep[[2]int{sp.Start, sp.End}] {
			if a, b, ok := spanWords(toks, sp); ok && b == a+1 && cyrillicWord(toks[a].text) && cyrillicWord(toks[b].text) &&
				!d.names.first[toks[a].bare] && commonCyrillicAdjective(strings.ToLower(toks[a].text)) {
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
