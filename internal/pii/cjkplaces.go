package pii

import (
	_ "embed"
	"strings"
	"unicode/utf8"
)

// Place names in Chinese and Japanese script (docs/adr/0080): CLDR's
// territories, time-zone cities and subdivisions in ja, zh and zh-Hant
// (names/cjk/places.txt, scripts/pii-cjk-places.py, Unicode License v3).
// jieba lists places the way it lists people (多倫多, 伊拉克) and katakana
// runs joined by ・ name teams and firms after their city as often as
// people (…・マドリード), so a span the CJK rules found is dropped when it,
// or a part of it, is a place.

//go:embed names/cjk/places.txt
var cjkPlacesText string

var cjkPlaces = sortedList(cjkPlacesText)

// peopleSuffixes turn a place into its people or language (羅馬人, 歐洲人).
var peopleSuffixes = []string{"人", "族", "語", "语"}

// cjkPlace: v, a span found in Chinese or Japanese text, names a place, a
// people of a place, or is joined by ・ to a part that names a place.
func cjkPlace(v string) bool {
	if cjkPlaces.has(v) {
		return true
	}
	for _, suf := range peopleSuffixes {
		if p, ok := strings.CutSuffix(v, suf); ok && utf8.RuneCountInString(p) >= 2 && cjkPlaces.has(p) {
			return true
		}
	}
	if !strings.ContainsAny(v, "・＝") {
		return false
	}
	for _, part := range strings.FieldsFunc(v, func(r rune) bool { return r == '・' || r == '＝' }) {
		if cjkPlaces.has(part) {
			return true
		}
	}
	return false
}

// dropCJKPlaces removes from spans[from:] the person spans that cjkPlace
// says are places, and those that are wholly a common word of jieba's or
// IPADIC's (石灰石, 高校生): rules that lean on a title or a bound found
// them without asking the dictionaries.
func dropCJKPlaces(spans []Span, from int) []Span {
	kept := spans[:from]
	for _, sp := range spans[from:] {
		if sp.Kind == Person && (cjkPlace(sp.Key) || aWord(sp.Key) || endsInJaWord(sp.Key)) {
			continue
		}
		kept = append(kept, sp)
	}
	return kept
}

// endsInJaWord: v, four or more Han characters whose head is no family
// name of IPADIC's and that is no person of jieba's or IPADIC's, ends in a
// common noun of IPADIC of two characters that is no given name of its
// list (江戸|時代, 成蹊|大学).
func endsInJaWord(v string) bool {
	rs := []rune(v)
	if len(rs) < 4 || jaSurnames.has(string(rs[:len(rs)-2])) || zhNames.has(v) || jaNames.has(v) {
		return false
	}
	for _, r := range rs {
		if !hanRune(r) {
			return false
		}
	}
	tail := string(rs[len(rs)-2:])
	return jaWords.has(tail) && !jaGiven.has(tail)
}
