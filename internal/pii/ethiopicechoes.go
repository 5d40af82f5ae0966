package pii

import (
	"strings"
	"unicode"
)

// Amharic persons named again without their title (docs/adr/0280). News
// names a person once after a form of address ("አቶ መለስ ዜናዊ") and then
// by the given name alone, often with a preposition glued before it and a
// case ending or "and" after it: "የመለስ" (Meles's), "ለመለስ" (to Meles),
// "የመለስን", "መለስና" (Meles and). The word so written is the person's
// name as the text writes it, affixes inside, as Amharic writes them.

// ethiopicNameBefore are the prepositions glued before a name, and
// ethiopicNameAfter the endings glued after it: the object case, "and",
// "also".
var (
	ethiopicNameBefore = []string{"የ", "ለ", "በ", "ከ", "እነ"}
	ethiopicNameAfter  = []string{"ን", "ና", "ም"}
)

// ethiopicEchoedPersons adds each Ethiopic word, bare or with a glued
// preposition or ending, that is the given name some form of address in
// the text stands before (ethiopicTitleEnd, ethiopicTitledName), where
// nothing was found. Two passes over the words, one map.
func ethiopicEchoedPersons(s string, toks []token, spans []Span) []Span {
	given := map[string]bool{}
	for i := 0; i+1 < len(toks); i++ {
		if j := ethiopicTitleEnd(s, toks, i); j > 0 && ethiopicTitledName(toks[j].text, hindiCommonGiven) {
			given[toks[j].text] = true
		}
	}
	if len(given) == 0 {
		return spans
	}
	var added []Span
	k := 0
	for _, t := range toks {
		if !scriptWord(t.text, unicode.Ethiopic) || !ethiopicEchoOf(t.text, given) || overlapsFound(spans, &k, t.start, t.end) {
			continue
		}
		added = append(added, personSpan(s, t, t))
	}
	return withAdded(spans, added)
}

// ethiopicEchoOf: w is one of given, bare or with one glued preposition
// before it and one ending after it.
func ethiopicEchoOf(w string, given map[string]bool) bool {
	for _, p := range append([]string{""}, ethiopicNameBefore...) {
		if !strings.HasPrefix(w, p) {
			continue
		}
		rest := w[len(p):]
		if given[rest] {
			return true
		}
		for _, e := range ethiopicNameAfter {
			if strings.HasSuffix(rest, e) && given[strings.TrimSuffix(rest, e)] {
				return true
			}
		}
	}
	return false
}
