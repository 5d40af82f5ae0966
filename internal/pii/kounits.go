package pii

import (
	"strings"
	"unicode/utf8"
)

// Places and cut words the Korean model takes for persons (docs/adr/0105).
// On Wikipedia-style text the model reads a Japanese or Korean place
// written in Hangul as a name: 오카야마현, 고호쿠정, 김천시, 테네시주. An
// administrative unit is written as a name and a suffix of one syllable
// (시 市, 군 郡, 구 區, 읍 邑, 면 面, 동 洞, 현 縣, 정 町, 촌 村, 주 州), so a
// person of the model whose last word, to the end of its stem, ends in
// such a suffix after two syllables or more is a place when the rest is no
// Korean name (koreanNamed): Korean given names end in 현, 정, 구, 주, 동
// (차태현, 채은정, 여진구, 한승주), and foreign names in 리 and 시 (찰리,
// 히로시), which are left out of the rule for them. A Korean-shaped person
// is a place only with 시 or 읍, which no Korean given name ends in
// commonly. A one-syllable last word that is a suffix ("이마리 시") makes a
// place the same way, and so does one just after a person that is no
// Korean name ("리옹 시 당국"); 리 is left out (스탠 리), and 군 after a
// person is a title (김민준 군).
//
// A person of two syllables or more the model cut inside an eojeol that
// is a dictionary word is a piece of the word (오라 of 오라클, 아이스 of
// 아이스크림), and a foreign
// person starting after one or two syllables of its eojeol lost its start
// (카무라 미유 of 나카무라 미유): it takes them back.

// koUnitSuffix: u is an administrative suffix that ends a place of the
// shape of a name written in Hangul; korean says the name is Korean-shaped.
func koUnitSuffix(u string, korean bool) bool {
	switch u {
	case "읍":
		return true
	case "시":
		return korean
	case "현", "정", "군", "구", "면", "동", "촌", "주":
		return !korean
	}
	return false
}

// koUnitWord: u, a one-syllable word, is an administrative unit written
// apart from its name ("이마리 시"); not 군, a title after a name.
func koUnitWord(u string) bool {
	switch u {
	case "시", "현", "구", "읍", "면", "주":
		return true
	}
	return false
}

// koMaxBackSyllables bounds the syllables a person takes back from the
// start of its eojeol.
const koMaxBackSyllables = 2

// koPlacesAndPieces drops from found[from:] (one chunk, ending at hi) the
// persons that are administrative units or pieces of a dictionary word,
// and takes back the start of the eojeol of a foreign person that lost it
// (see the file's comment). Each reads at most koMaxEojeol runes past a
// person and koMaxBackSyllables before it.
func (d *Detector) koPlacesAndPieces(s string, found []Span, from, lo, hi int, c KoreanCombination) []Span {
	out := found[:from]
	for k := from; k < len(found); k++ {
		sp := found[k]
		// The person's last word and the end of its eojeol's stem.
		ws := hangulRunStart(s, sp)
		end, stem := koEojeolAfter(s, ws, hi)
		if ws == sp.End || stem < sp.End {
			out = append(out, sp)
			continue
		}
		word := s[ws:stem]
		// A family name alone before 모 (조모 씨) is a word too (조모,
		// 장모); it is a person by koTitled.
		if !c.NoPieces && stem > sp.End && sp.End-ws > koSyllableBytes && (koWords.has(word) || koWords.has(s[ws:end])) {
			continue
		}
		if !c.NoUnits {
			last := sp.Key
			if i := strings.LastIndexByte(last, ' '); i >= 0 {
				last = last[i+1:]
			}
			if ws > sp.Start && utf8.RuneCountInString(last) == 1 && koUnitWord(last) {
				continue
			}
			// "리옹 시 당국": the unit written apart after the person.
			if i := end + 1; end == stem && i < hi && s[end] == ' ' && !d.koreanNamed(word) {
				if e, _ := koEojeolAfter(s, i, hi); e-i >= koSyllableBytes && koUnitWord(s[i:i+koSyllableBytes]) && (e == i+koSyllableBytes || koParticles[s[i+koSyllableBytes:e]]) {
					continue
				}
			}
			full := s[sp.Start:stem]
			u, w := utf8.DecodeLastRuneInString(word)
			if utf8.RuneCountInString(word) >= 3 && koUnitSuffix(string(u), d.koreanNamed(full[:len(full)-w])) {
				continue
			}
		}
		if !c.NoTakeBack && !d.koreanNamed(sp.Key) {
			a, n := sp.Start, 0
			for a > lo && n <= koMaxBackSyllables {
				r, w := utf8.DecodeLastRuneInString(s[:a])
				if !hangulSyllable(r) {
					break
				}
				a -= w
				n++
			}
			if n > 0 && n <= koMaxBackSyllables && (a == lo || s[a-1] == ' ') && (len(out) == 0 || out[len(out)-1].End <= a) {
				sp = Span{Start: a, End: sp.End, Kind: Person, Key: s[a:sp.End]}
			}
		}
		out = append(out, sp)
	}
	return out
}

// hangulRunStart is where the run of Hangul syllables that ends sp begins
// (never before sp.Start): the start of the person's last word.
func hangulRunStart(s string, sp Span) int {
	ws := sp.End
	for ws > sp.Start {
		r, w := utf8.DecodeLastRuneInString(s[:ws])
		if !hangulSyllable(r) {
			break
		}
		ws -= w
	}
	return ws
}
