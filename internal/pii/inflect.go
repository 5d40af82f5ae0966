package pii

import "strings"

// polishCases are endings of Polish names in other cases than the nominative
// and what the nominative ends in instead: "Łukaszem Mazurem" (instrumental)
// is Łukasz Mazur, "Katarzyno" (vocative) Katarzyna, "Kowalskiego" Kowalski.
// Letters are folded (ą → a), as the lists are.
var polishCases = []struct{ ending, nominative string }{
	{"iego", "i"}, {"iemu", "i"}, {"skiej", "ska"}, {"ckiej", "cka"}, {"owi", ""}, {"em", ""}, {"ie", "a"},
	{"o", "a"}, {"y", "a"}, {"i", "a"}, {"e", "a"}, {"a", ""}, {"u", ""}, {"im", "i"}, {"a", "o"},
}

// inflected reports whether the folded word is a known name in another
// case: only for capitalised words in no English dictionary, and only when
// the nominative is a name that is no word or place.
func (l nameLists) inflected(bare string) bool {
	if len(bare) < 5 || l.words[bare] || l.places[bare] {
		return false
	}
	for _, c := range polishCases {
		if !strings.HasSuffix(bare, c.ending) {
			continue
		}
		nom := bare[:len(bare)-len(c.ending)] + c.nominative
		if len(nom) >= 3 && (l.first[nom] || l.last[nom]) && !l.words[nom] && !l.common[nom] && !l.places[nom] {
			return true
		}
	}
	return false
}
