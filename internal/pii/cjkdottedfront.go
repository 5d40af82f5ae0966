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
// spelt with transliteration characters alone, so the part is cut where
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
		if !allTranslit(first[offs[k]:]) {
			break // a shorter rest would hold the same character
		}
		if gluedWordEnds(first, offs, k) {
			sp.Start += offs[k]
			sp.Key = s[sp.Start:sp.End]
			return sp
		}
	}
	return sp
}

// gluedWordEnds: first[:offs[k]] ends with a common word of two to four
// characters that holds a character no transliteration uses and leaves
// two characters or more after it (嘉木|揚 keeps its one), or is one of
// dottedGlued alone.
func gluedWordEnds(first string, offs []int, k int) bool {
	if k == 1 {
		r, _ := utf8.DecodeRuneInString(first)
		return strings.ContainsRune(dottedGlued, r)
	}
	if len(offs)-1-k < 2 {
		return false
	}
	for j := max(0, k-4); j <= k-2; j++ {
		if w := first[offs[j]:offs[k]]; aWord(w) && !allTranslit(w) {
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

// runeOffsets returns the byte offset of each rune of v and len(v).
func runeOffsets(v string) []int {
	offs := make([]int, 0, len(v)+1)
	for i := range v {
		offs = append(offs, i)
	}
	return append(offs, len(v))
}
