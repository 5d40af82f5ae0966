package pii

import "strings"

// Chinese given names that hold a number (docs/adr/0188).
//
// cjkNotGiven keeps numbers out of given names, since a number after a
// family-name character is mostly a count or a date (周三, 万一, 王三年).
// Yet the first character of a two-character given name is often one:
// 張九齡 and 武三思 in the histories, 李四光, 朱一龍 and 王一博 today. Where
// addZhCuedNames already has a cue for the span, a number as that first
// character, with a last character that may end a given name, is no reason
// to refuse it; the checks that family name and first character make no
// word (周三, 万一) still hold.

// zhNumberGiven are the numbers that open given names.
const zhNumberGiven = "一二三四五六七八九十百千万萬"

// zhNumberOpensGiven: r, the k-th of the given name's n runes, is a number
// opening a two-character given name.
func zhNumberOpensGiven(r rune, k, n int) bool {
	return n == 2 && k == 0 && strings.ContainsRune(zhNumberGiven, r)
}
