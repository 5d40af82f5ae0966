package pii

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Ukrainian and Russian official prose names a person in three words, the
// given name and patronymic in the middle and the surname before or after
// them, in any case: "Нестор Іванович Шуфрич", "Німченко Василь
// Іванович", "слово надається Шуфричу Нестору Івановичу" (docs/adr/0161).
// The word model takes the given name and patronymic and leaves the
// surname; the passes that add Cyrillic pairs want a given name first.
// Every span of the thirteenth set's uk-real kind with a patronymic was cut
// so.

// cyrillicAddress are the Ukrainian, Russian, Belarusian, Bulgarian,
// Serbian and Macedonian words of address before a name, folded, in the
// nominative and vocative ("Пане Руслане", "господине Петровићу"): a tiny
// closed class, cut from the front of a person as the greetings are.
var cyrillicAddress = map[string]bool{
	"пан": true, "пане": true, "пані": true, "панове": true, "спадар": true, "спадарыня": true,
	"господин": true, "господине": true, "госпожа": true, "госпожо": true, "госпоѓа": true, "госпоѓо": true,
}

// fullNameWord: the token may stand in a full name beside a given name
// and patronymic: a capitalised Cyrillic word of three letters or more that
// is no function word, greeting, word of address, country or region.
func fullNameWord(t token) bool {
	return cyrillicCap(t) && utf8.RuneCountInString(t.bare) >= 3 && !slavicStop.has(strings.ToLower(t.text)) &&
		!cyrillicGreetings[t.bare] && !cyrillicAddress[t.bare] && !cyrillicTerritories[t.bare] && !declinedTerritory(t.bare)
}

// fullPatronymic is a patronymic's full shape, folded: -ович, -евич,
// -овна, -евна, Ukrainian -івна and Belarusian -аўна, -еўна, in any case.
// Surnames end in a bare "-ич" or "-іч" too ("Шуфрич", "Кулініч"), so
// only these say that the word before is a given name on no list
// ("Олексію Мячеславовичу") and that the word beside is no surname.
var fullPatronymic = regexp.MustCompile(`(ович|евич)(а|у|ем|ом|е|ам|і)?$|(овн|евн|івн|аун|еун)(а|ы|е|у|ои|ою|і|аи|и)$`)

// fullNameSurname: the token may be the surname beside a given name and
// patronymic: a fullNameWord that is no patronymic and none of the
// thousand commonest words of a European language ("Слово Тарасу
// Івановичу": the floor is given).
func fullNameSurname(t token) bool {
	if !fullNameWord(t) || fullPatronymic.MatchString(t.bare) {
		return false
	}
	rank, common := europeCommon[strings.ToLower(t.text)]
	return !common || rank > commonSurnameRank
}

// commonSurnameRank is the rank in europeCommon under which a word is too
// common to be a surname beside a full name.
const commonSurnameRank = 1000

// joinCyrillicFullNames makes one person of a Cyrillic given name, the
// patronymic after it and the surname next to them, before or after
// ("Шуфричу Нестору Івановичу", "Нестор Іванович Шуфрич"), replacing the
// persons found inside; a surname after the pair is taken first. The
// given name must be read as one (cyrillicGiven) or found in a person
// already. A word before the three that is capitalised too makes a longer
// run, a title or a body's name, and the surname is not taken from it.
func (d *Detector) joinCyrillicFullNames(s string, toks []token, spans []Span) []Span {
	var add [][2]int // token ranges
	k := 0
	for i := 1; i < len(toks); i++ {
		p, g := toks[i], toks[i-1]
		if !cyrillicCap(p) || !slavicPatronymic.MatchString(p.bare) || !adjacentSpace(s, g, p) || !d.givenBeforePatronymic(g, p) || slavicPatronymic.MatchString(g.bare) {
			continue
		}
		for k < len(spans) && spans[k].End <= g.start {
			k++
		}
		inFound := k < len(spans) && spans[k].Kind == Person && spans[k].Start <= g.start && spans[k].End >= g.end
		if !inFound && !fullPatronymic.MatchString(p.bare) && !d.names.cyrillicGivenAny(g.bare) {
			continue
		}
		from, to := i-1, i
		switch {
		case i+1 < len(toks) && adjacentSpace(s, p, toks[i+1]) && fullNameSurname(toks[i+1]):
			to = i + 1
		case i >= 2 && adjacentSpace(s, toks[i-2], g) && (fullNameSurname(toks[i-2]) || d.patronymicShapedSurname(toks[i-2], g)) &&
			!(i >= 3 && adjacentSpace(s, toks[i-3], toks[i-2]) && capitalised(toks[i-3].text) && !declinedTerritory(toks[i-3].bare)):
			from = i - 2
		}
		if len(add) > 0 && add[len(add)-1][1] >= from {
			continue
		}
		add = append(add, [2]int{from, to})
		i = to
	}
	if len(add) == 0 {
		return spans
	}
	out := make([]Span, 0, len(spans)+len(add))
	j := 0
	for _, r := range add {
		start, end := toks[r[0]].start, toks[r[1]].end
		for j < len(spans) && spans[j].End <= start {
			out = append(out, spans[j])
			j++
		}
		// Only persons inside the range, or none, are replaced; a span
		// across its bounds or of another kind leaves it.
		e := j
		ok := true
		for e < len(spans) && spans[e].Start < end {
			if spans[e].Kind != Person || spans[e].Start < start || spans[e].End > end {
				ok = false
			}
			e++
		}
		if !ok {
			out = append(out, spans[j:e]...)
		} else {
			out = append(out, personSpan(s, toks[r[0]], toks[r[1]]))
		}
		j = e
	}
	return append(out, spans[j:]...)
}

// adjacentSpace: y follows x after one space.
func adjacentSpace(s string, x, y token) bool {
	return s[x.end:y.start] == " "
}

// givenBeforePatronymic: g may be the given name before the patronymic p: a
// fullNameWord, or a word the lists read as a given name before a full
// patronymic though it is a function word too ("Ала Канстанцінаўна
// Кабаковіч": "ала" is one; docs/adr/0176).
func (d *Detector) givenBeforePatronymic(g, p token) bool {
	return fullNameWord(g) || cyrillicCap(g) && fullPatronymic.MatchString(p.bare) && d.names.cyrillicGivenAny(g.bare)
}

// patronymicShapedSurname: t, before the given name g and a patronymic, is
// a surname built like a patronymic ("Колтуновичу Олександру
// Сергійовичу", "Князевичу Руслану Петровичу", "Констанкевич Ірині
// Мирославівні"; docs/adr/0176): a fullNameWord of a full patronymic's
// shape, the given name read as one. A patronymic stands after the given
// name, never before it, so the word is the surname.
func (d *Detector) patronymicShapedSurname(t, g token) bool {
	return fullNameWord(t) && fullPatronymic.MatchString(t.bare) && d.names.cyrillicGivenAny(g.bare)
}
