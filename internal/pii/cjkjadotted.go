package pii

import (
	"strings"
	"unicode/utf8"
)

// Foreign names in katakana that open on a listed given name
// (docs/adr/0123). Japanese writes a foreign person's name in katakana with
// ・ or ＝ between its parts (ヘルムート・シュミット, ルイ＝ジョセフ・ド・モンカルム).
// The rules take such a name only where a bound follows it, and the
// character model, which sees the same shape in products, places and teams
// (ダッジ・マグナム, マイアミ・ヒート), lets many pass with no cue
// (財務相のヘルムート・シュミットに, ジャネット・ジャクソンの). IPADIC lists 956
// foreign given names in katakana: a dotted katakana run whose first part
// is one of them (not also a common word) and whose other parts are no
// loanword of the rules' list is a person. A part that is a loanword
// (…・テリア, …・トロフィー) makes it a thing named after a person.

// jaDottedGivenNames switches the pass off for measuring
// (PII_JA_NODOTTEDGIVEN).
var jaDottedGivenNames = true

// addJaDottedGivenNames adds to spans (in text order, none overlapping) the
// dotted katakana names opening on a listed given name in s. A person
// already found inside one gives way to it (ジャクソン of ジャネット・ジャクソン);
// one that crosses its ends keeps its place. One pass over s: a katakana
// run is read once, at its start.
func addJaDottedGivenNames(s string, spans []Span) []Span {
	if !jaDottedGivenNames || !hasKana(s) {
		return spans
	}
	var add []Span
	drop := map[int]bool{}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !katakanaRune(r) || katakanaBefore(s, i) || dotBefore(s, i) {
			i += n
			continue
		}
		end, ok := jaDottedGivenAt(s, i)
		if ok {
			sp := Span{Start: i, End: end, Kind: Person, Key: s[i:end]}
			add = giveWay(spans, sp, drop, add)
		}
		i = max(end, i+n)
	}
	return replacedSpans(spans, drop, add)
}

// jaDottedGivenAt reads the katakana run starting at i: two to five parts
// joined by ・, ＝ or =, the first a listed given name of two letters or
// more, no part a loanword. It returns the run's end and whether it is such
// a name.
func jaDottedGivenAt(s string, i int) (int, bool) {
	parts, j := dottedKatakanaParts(s, i)
	if len(parts) < 2 || len(parts) > 5 {
		return j, false
	}
	first := parts[0]
	if utf8.RuneCountInString(first) < 3 || !jaGiven.has(first) || jaWords.has(first) || katakanaWords[first] {
		return j, false
	}
	for _, part := range parts[1:] {
		if utf8.RuneCountInString(part) < 2 && part != "ド" && part != "デ" || katakanaWords[part] || endsWithLoanword(part) ||
			jaWords.has(part) && !jaSurnames.has(part) {
			return j, false
		}
	}
	if strings.ContainsRune(jaDottedNotAfter, firstRune(s[j:])) || cjkRightBound(s, j) == noBound || cjkPlace(s[i:j]) {
		return j, false
	}
	return j, true
}

// jaDottedNotAfter follow a dotted katakana run that names a thing after a
// person rather than the person: 賞 (prize), 号 (a ship or train), 式
// (method), 杯 (cup), 通り (street), 記念 (memorial).
const jaDottedNotAfter = "賞号式杯通記"

// firstRune is the first rune of s, or 0.
func firstRune(s string) rune {
	if s == "" {
		return 0
	}
	r, _ := utf8.DecodeRuneInString(s)
	return r
}
