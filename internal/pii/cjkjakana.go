package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Japanese names whose given name is written in hiragana (docs/adr/0123).
// Many Japanese women's given names, and stage and pen names, are written
// in hiragana after a family name in Han (石井めぐる, 山田うめ, 美樹さやか,
// 望月あきら). The character model, which reads a hiragana run as grammar,
// keeps the family name alone or a piece of the given name (石井, 望月あき)
// or nothing; the rules know the given names (IPADIC lists 785 in hiragana)
// but look for them after Han only. A whole Han run that is an IPADIC family
// name, followed by a hiragana run that is exactly a listed given name —
// alone, or with one particle or a kana honorific after it — is a person: the
// run's ending where the given name ends is what tells a name from a
// family-name-like word followed by grammar (山田は|なにも…: the run goes on).

// jaKanaParticles end a hiragana run after a given name: one case or topic
// particle (山田うめ|の細胞, 石井めぐる|が).
const jaKanaParticles = "のがはをとにもやへでら"

// jaKanaHonorifics follow a given name in kana (石井めぐる|さん).
var jaKanaHonorifics = []string{"さん", "ちゃん", "くん", "さま"}

// jaKanaGivenNames switches the pass off for measuring (PII_JA_NOKANAGIVEN).
var jaKanaGivenNames = true

// maxJaKanaRun bounds the hiragana run looked at after a family name, in
// runes: the longest listed given name (5) and an honorific.
const maxJaKanaRun = 9

// addJaKanaGivenNames adds to spans (in text order, none overlapping) the
// family names in Han with a given name in hiragana in the Japanese text of
// s. A person already found inside such a name gives way to it (石井 of
// 石井めぐる); one that crosses its ends keeps its place. One pass over s.
func (d *Detector) addJaKanaGivenNames(s string, spans []Span) []Span {
	if !jaKanaGivenNames || !hasKana(s) {
		return spans
	}
	var add []Span
	drop := map[int]bool{}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !hanRune(r) || hanBefore(s, i) {
			i += n
			continue
		}
		ends := runeEnds(s, i, 4, hanRune)
		end := ends[len(ends)-1]
		if len(ends) > 3 {
			for end < len(s) && hanAt(s, end) {
				_, m := utf8.DecodeRuneInString(s[end:])
				end += m
			}
			i = end
			continue
		}
		if sp, ok := d.jaKanaGivenName(s, i, end, len(ends)); ok {
			add = giveWay(spans, sp, drop, add)
		}
		i = end
	}
	return replacedSpans(spans, drop, add)
}

// jaKanaGivenName: the whole Han run s[i:end] (runes long) is a family name
// of IPADIC's of two characters or three (a one-character one is as often a
// verb's or an adjective's stem: 高|まり, 方|かな), no place, and the hiragana
// run after it is a listed given name of two runes or more, alone or with one
// particle or honorific after it. Where the run ends in a particle that a
// shorter listed given name leaves, the shorter is taken (山田うめ|の, not
// the listed うめの).
func (d *Detector) jaKanaGivenName(s string, i, end, runes int) (Span, bool) {
	family := s[i:end]
	if runes < 2 || !jaSurnames.has(family) || cjkPlace(family) {
		return Span{}, false
	}
	kana := runeEnds(s, end, maxJaKanaRun+1, hiragana)
	if len(kana) < 2 || len(kana) > maxJaKanaRun {
		return Span{}, false
	}
	run := s[end:kana[len(kana)-1]]
	if last, n := utf8.DecodeLastRuneInString(run); len(kana) > 2 && strings.ContainsRune(jaKanaParticles, last) && jaGiven.has(run[:len(run)-n]) {
		stop := end + len(run) - n
		return Span{Start: i, End: stop, Kind: Person, Key: s[i:stop]}, true
	}
	for k := min(len(kana), 5); k >= 2; k-- {
		given, rest := run[:kana[k-1]-end], run[kana[k-1]-end:]
		if !jaGiven.has(given) || !kanaNameEnd(rest) {
			continue
		}
		stop := end + len(given)
		return Span{Start: i, End: stop, Kind: Person, Key: s[i:stop]}, true
	}
	return Span{}, false
}

// kanaNameEnd: rest, the hiragana after a given name up to the run's end,
// is nothing, one particle, or starts with an honorific.
func kanaNameEnd(rest string) bool {
	if rest == "" {
		return true
	}
	if r, n := utf8.DecodeRuneInString(rest); n == len(rest) && strings.ContainsRune(jaKanaParticles, r) {
		return true
	}
	for _, h := range jaKanaHonorifics {
		if strings.HasPrefix(rest, h) {
			return true // 石井めぐる|さん, |さんが, |さんです: the honorific ends the name
		}
	}
	return false
}

// hiragana: r is a hiragana letter (no long-vowel mark: ー joins katakana).
func hiragana(r rune) bool { return unicode.Is(unicode.Hiragana, r) }
