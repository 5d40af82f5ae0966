package pii

import (
	"regexp"
	"strings"
	"unicode"
)

// Kazakhs in Kazakh text (docs/adr/0143). A Kazakh name's surname keeps
// the Russian form (-ов, -ев, -ин; -ова, -ева, -ина) or is a patronymic
// in -ұлы / -қызы, and carries Kazakh case endings glued on
// ("Назарбаевтың", Nazarbayev's; "Назарбаевпен", with Nazarbayev). The
// given name ("Нұрсұлтан", "Қаныш") is on no list and reads as no Latin
// given name, so the Cyrillic pass, which wants one, missed them all.

// kazakhSurname is a lower-cased Kazakh surname or patronymic with an
// optional Kazakh case ending.
var kazakhSurname = regexp.MustCompile(`(ов|ев|ин|ова|ева|ина|ұлы|қызы)(ның|нің|тың|тің|дың|дің|ға|ге|қа|ке|на|не|ны|ні|ды|ді|ты|ті|да|де|та|те|нда|нде|нан|нен|дан|ден|тан|тен|мен|бен|пен|ымен|імен)?$`)

// kazakhPatronymic is a lower-cased patronymic standing between a given
// name and a surname.
var kazakhPatronymic = regexp.MustCompile(`(ұлы|қызы|ович|евич|овна|евна)$`)

// kazakhLetters are the letters Kazakh writes and Russian does not (і is
// Ukrainian and Belarusian too, so it is left out).
const kazakhLetters = "әғқңөұүһӘҒҚҢӨҰҮҺ"

// kazakhPersons adds, on a line with Kazakh letters, the pairs nothing
// found of a capitalised Cyrillic word and a capitalised Kazakh surname
// (kazakhSurname), maybe with a patronymic between them; a first word that
// opens a sentence must be a given name of the lists (a capitalised
// sentence opener is as often a common word: "Бүгін", today).
func (d *Detector) kazakhPersons(s string, toks []token, spans []Span) []Span {
	var added []Span
	k := 0
	var kazakh lineMemo
	for i := 0; i+1 < len(toks); i++ {
		a := toks[i]
		if !kazakhNamePart(a.text) || len([]rune(a.text)) < 3 {
			continue
		}
		j := i + 1
		if j+1 < len(toks) && adjacent(s, toks[j-1], toks[j]) && kazakhNamePart(toks[j].text) &&
			kazakhPatronymic.MatchString(strings.ToLower(toks[j].text)) && kazakhNamePart(toks[j+1].text) &&
			kazakhSurname.MatchString(strings.ToLower(toks[j+1].text)) {
			j++
		}
		b := toks[j]
		if s[toks[j-1].end:b.start] != " " || !kazakhNamePart(b.text) || len([]rune(b.text)) < 4 ||
			!kazakhSurname.MatchString(strings.ToLower(b.text)) || !kazakh.of(s, a.start, kazakhLine) ||
			sentenceStart(s, a.start) && !d.names.cyrillicGivenAny(a.bare) || overlapsFound(spans, &k, a.start, b.end) {
			continue
		}
		added = append(added, personSpan(s, a, b))
		i = j
	}
	return withAdded(spans, added)
}

// kazakhNamePart: w is a capitalised Cyrillic word.
func kazakhNamePart(w string) bool {
	return capitalised(w) && scriptWord(w, unicode.Cyrillic)
}

// kazakhLine: the line holds a letter only Kazakh writes.
func kazakhLine(line string) bool {
	return strings.ContainsAny(line, kazakhLetters)
}

// cyrillicGivenAny: the folded Cyrillic word is a given name in some case
// (cyrillicGiven).
func (l nameLists) cyrillicGivenAny(bare string) bool {
	_, ok := l.cyrillicGiven(bare)
	return ok
}
