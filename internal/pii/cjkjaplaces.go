package pii

import (
	_ "embed"
	"unicode/utf8"
)

// Japanese family names that are municipalities (docs/adr/0101): 金沢,
// 小松, 渋谷 and 伊達 are family names of IPADIC's and cities, and the
// model, which reads characters, finds them alone as persons in text that
// names the city (小松方面, 福井・金沢・富山方面). A lone such name with
// nothing that marks a person beside it, and a word that follows places
// after it, is the place. Without that word it stays a person: a colleague
// is named by family name alone in business mail (山田が担当します), and
// 山田, 中村 and 小林 are municipalities too.

//go:embed names/cjk/ja-municipalities.txt
var jaMunicipalitiesText string

var jaMunicipalities = sortedList(jaMunicipalitiesText)

// jaPlaceAfter follow a place and hardly a person: directions, a station,
// a route, "born in", "living in" (小松方面, 金沢出身); not まで, which
// follows the person to contact as often (お問い合わせは山田まで).
var jaPlaceAfter = []string{"方面", "駅", "出身", "在住", "市内", "周辺", "近郊", "行き", "経由", "港", "空港", "線",
	"市", "区", "町", "村", "県", "郡"}

// jaMunicipalityMode: 0 off, 1 any lone municipality name dropped, 2 only
// one before a word that follows places (measured in docs/adr/0101;
// PII_JA_MUNICIPALITY).
var jaMunicipalityMode = 2

// jaLonePlace: sp, in Japanese text, is a municipality's name alone, with
// no title or honorific after it and no role before it (and, in mode 2, a
// word that follows places right after it).
func jaLonePlace(s string, sp Span) bool {
	v := s[sp.Start:sp.End]
	if jaMunicipalityMode == 0 || utf8.RuneCountInString(v) > 3 || !jaMunicipalities.has(v) {
		return false
	}
	if cjkRightBound(s, sp.End) == strongBound || cjkLeftBound(s, sp.Start) == strongBound {
		return false
	}
	return jaMunicipalityMode == 1 || jaPlaceFollows(s, sp.End)
}

// maxJaPlaceList bounds how many more places jaPlaceFollows reads in a list.
const maxJaPlaceList = 4

// jaPlaceFollows: a word that follows places stands at e, or e ends the
// head of a compound (金沢|二水高校: Han with no post after), or a list of
// municipalities joined by 、 or ・ runs from e to such a word (福井・金沢・
// 富山方面).
func jaPlaceFollows(s string, e int) bool {
	if hanAt(s, e) && !hasPrefixAny(s[e:], jaNamePosts) && !hasPrefixAny(s[e:], jaHonorificEnds) && !hasPrefixAny(s[e:], cjkTitles) {
		return true
	}
	for k := 0; k <= maxJaPlaceList; k++ {
		if hasPrefixAny(s[e:], jaPlaceAfter) {
			return true
		}
		sep, n := utf8.DecodeRuneInString(s[e:])
		if e >= len(s) || sep != '、' && sep != '・' {
			return false
		}
		next := e
		for _, end := range runeEnds(s, e+n, 4, hanRune) {
			if w := s[e+n : end]; utf8.RuneCountInString(w) >= 2 && (jaMunicipalities.has(w) || cjkPlaces.has(w)) &&
				(!hanAt(s, end) || hasPrefixAny(s[end:], jaPlaceAfter)) {
				next = end // 小野|方面: the place ends where a word that follows places starts
			}
		}
		if next == e {
			return false
		}
		e = next
	}
	return false
}
