package pii

import (
	"strings"
	"unicode/utf8"
)

// A Chinese person's alias in brackets after the full name (docs/adr/0247).
// Companies that give their staff a work name (花名) and communities that
// know a person by a handle write both in a speaker list: 申海强（煊檍）,
// 陈龙（屹远）. The alias is two Han characters with no family name, so no
// pass that starts at a family name reads it. Right after a Chinese person
// found so, two Han characters alone in brackets that are no common word,
// place, brand or thing and hold no function, number or title character are
// the same person's other name; a place, a company or a post in such
// brackets (北京, 阿里, 主任) is a word of the lists and stays.
//
// One look of at most four runes after each person span: Find stays linear.

// zhAliasNames switches the pass off for measuring (tests).
var zhAliasNames = true

// addZhAliasNames adds the bracketed aliases after the Chinese persons of
// spans.
func (d *Detector) addZhAliasNames(s string, spans []Span) []Span {
	if !zhAliasNames || d.rulesOnly || !hasHan(s) || hasKana(s) {
		return spans
	}
	var add []Span
	for _, sp := range spans {
		if sp.Kind != Person || !allHan([]rune(s[sp.Start:sp.End])) {
			continue
		}
		if i, e := zhAliasAt(s, sp.End); e > i && zhAliasShape(s[i:e]) {
			add = append(add, Span{Start: i, End: e, Kind: Person, Key: s[i:e]})
		}
	}
	return zhPlaced(s, spans, sortedByStart(add))
}

// zhAliasAt returns the bounds of two Han characters alone in brackets
// right after p, or p, p.
func zhAliasAt(s string, p int) (int, int) {
	for _, open := range []string{"（", "("} {
		if !strings.HasPrefix(s[p:], open) {
			continue
		}
		i := p + len(open)
		e := i
		for k := 0; k < 2; k++ {
			r, n := utf8.DecodeRuneInString(s[e:])
			if !hanRune(r) {
				return p, p
			}
			e += n
		}
		if strings.HasPrefix(s[e:], "）") || strings.HasPrefix(s[e:], ")") {
			return i, e
		}
	}
	return p, p
}

// zhAliasShape: two Han characters that may be a work name — no word,
// place, brand or thing, no function, number, title or foreign-sound
// character, no listed family name before a given character (a second full
// name is found by the field pass).
func zhAliasShape(a string) bool {
	for _, r := range a {
		if cjkNotGivenSet[r] || cjkNotLastSet[r] || strings.ContainsRune(zhNotCued+zhNotLastCued+zhTranslitGiven, r) {
			return false
		}
	}
	return !aWord(a) && !cjkPlace(a) && !zhThings.has(a) && !zhBrands.has(a) && !zhNames.has(a)
}
