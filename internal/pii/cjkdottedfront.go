package pii

import (
	"strings"
	"unicode/utf8"
)

// trimDottedFront drops from the front of a dotted person in Chinese text
// the word the text glued before its first part (特別助理|科瑞·舒爾曼,
// 邊鋒|丹尼·蓋爾, 原名|列夫·達維多維奇, 玩|迪倫·麥克德莫特): findDottedHan
// starts a name at the nearest bound up to six characters before the dot,
// and the CJK model often takes the same run, so a role or a verb right
// before the name rides along. The first part of a transliterated name is
// spelt with transliteration characters alone (zhTranslitListed), so the part is cut where
// what stays is only such characters and what goes ends in a common word
// of two or more characters holding a character no transliteration uses,
// or is a one-character word that starts no name (docs/adr/0171). The last such cut wins:
// the name keeps as much as can be its own.
func trimDottedFront(s string, sp Span) Span {
	v := s[sp.Start:sp.End]
	dot := strings.IndexAny(v, hanDots)
	if sp.Kind != Person || dot <= 0 || japaneseAround(s, sp.Start, sp.End) {
		return sp
	}
	first := v[:dot]
	offs := runeOffsets(first)
	n := len(offs) - 1
	if n < 2 {
		return sp
	}
	for k := n - 1; k >= 1; k-- {
		if !allListed(first[offs[k]:]) {
			break // a shorter rest would hold the same character
		}
		if gluedWordEnds(s, sp.Start, sp.Start+offs[k], n-k) {
			sp.Start += offs[k]
			sp.Key = s[sp.Start:sp.End]
			return sp
		}
	}
	return sp
}

// gluedWordEnds: the text before at, where the rest of the first part
// starts (rest characters long), ends with a common word of two to four
// characters that holds a character no transliteration uses and leaves
// two characters or more after it (嘉木|揚 keeps its one). The word may
// start before the person (邊|鋒丹尼·蓋爾, where the bound before it cut
// the word), so long as what goes holds a character the list of
// transliteration characters lacks (宣|布拉德 keeps 布). Or, when the
// person's first character alone goes, that character is one of
// dottedGlued.
func gluedWordEnds(s string, start, at, rest int) bool {
	if r, n := utf8.DecodeRuneInString(s[start:]); start+n == at && strings.ContainsRune(dottedGlued, r) {
		return true
	}
	if rest < 2 || allListed(s[start:at]) {
		return false // 宣|布拉德·薩平頓: what goes could be the name's own
	}
	q := at
	for back := 1; back <= 4 && q > 0; back++ {
		r, m := utf8.DecodeLastRuneInString(s[:q])
		if !hanRune(r) {
			return false
		}
		q -= m
		if w := s[q:at]; back >= 2 && aWord(w) && !allTranslit(w) {
			return true
		}
	}
	return false
}

// dottedGlued are one-character words glued before a dotted name that no
// transliteration starts with: gluedBefore's prepositions and verbs and
// when (當) and this (這): 當|約翰·伯戈因. Most characters that start no
// name of zhTranslit still start some (約翰, 詹姆斯: the list is of
// simplified spellings), so no wider class is taken.
const dottedGlued = gluedBefore + "當当這这"

// allTranslit: every rune of v is a transliteration character.
func allTranslit(v string) bool {
	for _, r := range v {
		if !zhTranslit[r] {
			return false
		}
	}
	return v != ""
}

// zhTranslitListed are all the characters of names/cjk/zh-translit.txt,
// the function characters that zhTranslit leaves out among them: a first
// part spells with them (約翰, 當|約翰·伯戈因), though no run of
// findTranslitHan starts or goes on at one.
var zhTranslitListed = runeSet(strings.ReplaceAll(zhTranslitText, "\n", ""))

// allListed: every rune of v is one of zhTranslitListed.
func allListed(v string) bool {
	for _, r := range v {
		if !zhTranslitListed[r] {
			return false
		}
	}
	return v != ""
}

// runeOffsets returns the byte offset of each rune of v and len(v).
func runeOffsets(v string) []int {
	offs := make([]int, 0, len(v)+1)
	for i := range v {
		offs = append(offs, i)
	}
	return append(offs, len(v))
}
