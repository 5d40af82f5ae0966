package pii

import (
	"strings"
	"unicode/utf8"
)

// Rulers and popes with an ordinal in Chinese text (docs/adr/0123). Chinese
// writes Henry IV, Pope Julius II, Napoleon III as the name in Han, the
// ordinal in Chinese numerals and 世 ("generation"): 亨利四世, 儒略二世,
// 拿破崙三世. The character model finds them when a dot or a title bounds
// them and often misses them otherwise (教皇約翰十二世, 和腓力三世), or takes
// the name without its ordinal (威廉|三世). A Han name of CC-CEDICT's or
// jieba's person lists, or a run of transliteration characters, right before
// the numerals and 世 is a person with its ordinal; 世紀 (century), 世界
// (world) and 世代 (generation) after the numerals are no ordinal.

// hanOrdinalDigits write the ordinal (一 to 九十九: 十一世, 二十三世).
const hanOrdinalDigits = "一二三四五六七八九十"

// regnalNotAfter follow 世 when it starts a word (十九世紀, 第三世界).
const regnalNotAfter = "紀纪界代"

// maxRegnalName bounds the name looked at before the ordinal, in runes.
const maxRegnalName = 6

// hanRegnalNames switches the pass off for measuring (PII_ZH_NOREGNAL).
var hanRegnalNames = true

// addHanRegnalNames adds to spans (in text order, none overlapping) the
// rulers with an ordinal in the Chinese text of s. A person found inside
// one gives way to it (威廉 of 威廉三世); one that crosses its ends keeps its
// place. One pass over s; at most maxRegnalName lookups per 世.
func addHanRegnalNames(s string, spans []Span) []Span {
	if !hanRegnalNames || !strings.Contains(s, "世") {
		return spans
	}
	var add []Span
	drop := map[int]bool{}
	for off := 0; ; {
		k := strings.Index(s[off:], "世")
		if k < 0 {
			break
		}
		at := off + k
		off = at + len("世")
		sp, ok := regnalNameAt(s, at)
		if !ok || japaneseAround(s, sp.Start, sp.End) {
			continue
		}
		add = giveWay(spans, sp, drop, add)
	}
	return replacedSpans(spans, drop, add)
}

// regnalNameAt: the 世 at byte at ends a Han name and an ordinal.
func regnalNameAt(s string, at int) (Span, bool) {
	end := at + len("世")
	if r, _ := utf8.DecodeRuneInString(s[end:]); end < len(s) && strings.ContainsRune(regnalNotAfter, r) {
		return Span{}, false
	}
	ord := at
	for n := 0; n < 3 && ord > 0; n++ {
		r, m := utf8.DecodeLastRuneInString(s[:ord])
		if !strings.ContainsRune(hanOrdinalDigits, r) {
			break
		}
		ord -= m
	}
	if ord == at || ord == 0 {
		return Span{}, false
	}
	// The runes before the ordinal, nearest first.
	var starts []int
	for j := ord; j > 0 && len(starts) < maxRegnalName; {
		r, m := utf8.DecodeLastRuneInString(s[:j])
		if !hanRune(r) {
			break
		}
		j -= m
		starts = append(starts, j)
	}
	if len(starts) < 2 {
		return Span{}, false
	}
	if r, _ := utf8.DecodeLastRuneInString(s[:starts[len(starts)-1]]); starts[len(starts)-1] > 0 && strings.ContainsRune(hanDots, r) && len(starts) < maxRegnalName {
		return Span{}, false // a dotted name: the dotted rules own it (胡安·卡洛斯一世)
	}
	// The longest listed person ending at the ordinal, else the longest run
	// of transliteration characters (two or more).
	for n := len(starts); n >= 2; n-- {
		if w := s[starts[n-1]:ord]; zhPersons.has(w) || zhPersonsAlso.has(w) {
			return Span{Start: starts[n-1], End: end, Kind: Person, Key: s[starts[n-1]:end]}, true
		}
	}
	n := 0
	for n < len(starts) {
		r, _ := utf8.DecodeRuneInString(s[starts[n]:])
		if !zhTranslit[r] {
			break
		}
		n++
	}
	if n < 2 {
		return Span{}, false
	}
	return Span{Start: starts[n-1], End: end, Kind: Person, Key: s[starts[n-1]:end]}, true
}
