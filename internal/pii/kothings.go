package pii

import (
	_ "embed"
	"strings"
	"unicode/utf8"
)

// Places, firms, brands, works and languages written in Hangul
// (docs/adr/0115). A foreign place or brand in Hangul is spelled with the
// syllables of foreign names (노스캐롤라이나, 할리 데이비슨, 테슬라), so
// the Korean model takes it for a foreign person. ko-things.txt, written
// by scripts/pii-ko-things.py, lists them from licensed sources: the
// places, groups, firms, products and works MultiCoNER's and KLUE's
// training sentences label, CLDR's Korean names of countries, time-zone
// cities and languages, and the name-suggestion-index's Korean brand
// names — less every value that is, or holds a word of, a person those
// sentences label (조던, 링컨 stay names).
//
// A model person that is exactly a listed thing, or whose eojeol's stem
// is (오하이오주, 카리브해), is the thing. A foreign person followed by a
// place word written apart (러디어드 호수, 피레네 산맥) is the place's
// name.

//go:embed names/ko/ko-things.txt
var koThingsText string

var koThingList = sortedList(koThingsText)

// koPlaceWords are nouns that, written after a foreign name, make it a
// place or an institution's name: a river, a lake, a range, an island, an
// empire, a university.
var koPlaceWords = map[string]bool{
	"강": true, "호수": true, "산맥": true, "산": true, "섬": true, "제도": true, "반도": true, "해협": true,
	"사막": true, "제국": true, "왕국": true, "공화국": true, "대학": true, "대학교": true, "평원": true,
	"만": true, "해": true, "운하": true, "고원": true, "폭포": true,
}

// koThings drops from found[from:] (one chunk ending at hi) the persons
// that are listed things or a foreign name before a place word (see the
// file's comment). It reads at most two eojeols (koMaxEojeol runes each)
// past a person.
func (d *Detector) koThings(s string, found []Span, from, hi int) []Span {
	out := found[:from]
	for _, sp := range found[from:] {
		if d.koThing(s, sp, hi) {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// koThing: sp, a person of the Korean model, names a thing.
func (d *Detector) koThing(s string, sp Span, hi int) bool {
	v := s[sp.Start:sp.End]
	if koThingList.has(v) {
		return true
	}
	// A one-syllable word the model took before a listed thing ("다음 달
	// 마르세유", "다음 주 캔자스").
	if i := strings.IndexByte(v, ' '); i == koSyllableBytes && koThingList.has(v[i+1:]) {
		return true
	}
	if koPlaceSuffixed(v) || koStatePlace(v) {
		return true
	}
	// A place word the model took into the person (러디어드 호수).
	if i := strings.LastIndexByte(v, ' '); i > 0 && koPlaceWords[v[i+1:]] {
		return true
	}
	// The person's last word to the end of its eojeol's stem.
	ws := hangulRunStart(s, sp)
	end, stem := koEojeolAfter(s, ws, hi)
	if stem > sp.End && koThingList.has(s[sp.Start:stem]) {
		return true
	}
	if end != sp.End || d.koreanNamed(v) {
		return false
	}
	i := end + 1
	if i >= hi || s[end] != ' ' {
		return false
	}
	e, st := koEojeolAfter(s, i, hi)
	return e > i && (koPlaceWords[s[i:e]] || koPlaceWords[s[i:st]])
}

// koPlaceSuffixes close a Korean place's name and never a person's: a
// base (세종기지), an airport, a park, a square, a tunnel, a port, a
// bridge, a cathedral. No person of KLUE's or MultiCoNER's Korean
// sentences ends on one of them; thirteen MultiCoNER places do. Others were
// measured and left out: 섬 ends foreign surnames (그리섬 in MultiCoNER,
// 에미로섬 in KLUE), 역 is a role glued after a person in KLUE ("마동탁역"),
// 로 ends 김안로 (eleventh set), and 리, 동, 재 end many given names (유리,
// 정동, 민재). A tiny closed class, so no list: docs/adr/0165.
var koPlaceSuffixes = []string{"기지", "공항", "공원", "광장", "터널", "항구", "대교", "성당"}

// koPlaceSuffixed: v, a model person of one eojeol and three syllables or
// more, ends on a place suffix, so it is a place's name
// (아르티가스기지).
func koPlaceSuffixed(v string) bool {
	if strings.IndexByte(v, ' ') >= 0 || utf8.RuneCountInString(v) < 3 {
		return false
	}
	for _, suf := range koPlaceSuffixes {
		if strings.HasSuffix(v, suf) {
			return true
		}
	}
	return false
}

// koAdminSuffixes close the name of a state, prefecture or county
// (오하이오주, 사가현, 가평군).
var koAdminSuffixes = []string{"주", "현", "군"}

// koStatePlace: v's first eojeol is a listed thing that ends on an
// administrative suffix, so v is a place in it, written as Korean writes
// a city after its state ("오하이오주 데이턴", docs/adr/0212).
func koStatePlace(v string) bool {
	i := strings.IndexByte(v, ' ')
	if i < 0 || !koThingList.has(v[:i]) {
		return false
	}
	for _, suf := range koAdminSuffixes {
		if strings.HasSuffix(v[:i], suf) {
			return true
		}
	}
	return false
}
