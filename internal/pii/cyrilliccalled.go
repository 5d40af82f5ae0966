package pii

import (
	"regexp"
	"strings"
)

// The chair of a Ukrainian or Russian parliament calls a deputy by the
// surname alone, after the amendment it speaks to or a "please": "21-а,
// Цимбалюк.", "2 поправка, Мамка.", "Наступна поправка номер 5,
// Цимбалюк.", "Будь ласка, Вельможний, 25 поправка." (docs/adr/0176). The
// word stands alone between the call and the end of the clause, where prose
// puts no other capitalised word.

// cyrillicCallWords are the folded words a call ends on before the comma:
// amendment in every case, and please ("будь ласка", "калі ласка",
// "пожалуйста"). A closed class.
var cyrillicCallWords = map[string]bool{
	"поправка": true, "поправки": true, "поправку": true, "поправкою": true, "поправкои": true, "папраука": true,
	"ласка": true, "пожалуиста": true,
}

// ordinalCall is the text before an ordinal's letter ("21-а", "3-я") or
// the number after "номер" ("номер 5, "): the amendment the chair calls.
var (
	ordinalBefore = regexp.MustCompile(`\d-$`)
	numberGap     = regexp.MustCompile(`^ \d+, $`)
)

// calledCyrillicSurnames adds the lone capitalised Cyrillic word after a
// call ("поправка, ", "ласка, ", "21-а, ", "номер 5, ") that ends its
// clause (a full stop, comma, semicolon or the end of the line follows) and
// may be a surname (titledSurname). Only words that overlap nothing found
// are added; each word is read once.
func (d *Detector) calledCyrillicSurnames(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	for i := 1; i < len(toks); i++ {
		t, c := toks[i], toks[i-1]
		gap := s[c.end:t.start]
		called := gap == ", " && (cyrillicCallWords[c.bare] || (c.bare == "а" || c.bare == "я" || c.bare == "и") && ordinalBefore.MatchString(s[:c.start])) ||
			c.bare == "номер" && numberGap.MatchString(gap)
		if !called || !d.titledSurname(t) {
			continue
		}
		if rest := s[t.end:]; rest != "" && !strings.ContainsAny(rest[:1], ".,;!\n") {
			continue
		}
		if !overlapsFound(spans, &k, t.start, t.end) {
			add = append(add, personSpan(s, t, t))
		}
	}
	return withAdded(spans, add)
}
