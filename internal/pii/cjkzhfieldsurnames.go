package pii

import (
	"unicode"
	"unicode/utf8"
)

// Family names that are function or number characters, in a field
// (docs/adr/0247). zhSurnameAt refuses a family name of cjkNotGiven — 万
// (ten thousand), 于 (at), 向 (towards), 时 (time), 和 (and) — because prose
// runs those characters into the word after them (万一, 于是, 向前). A field
// (a list item, a key's value, a row's cell: 万凯，Tetrate 工程师) bounds the
// name on both sides and the field passes refuse a value that is a common
// word, so there such a character that CC-CEDICT lists as a family name
// opens a name too, where each given character is one of a given name of
// our lists or of jieba's commonest (givenLast: 凯, not 好 of 都好) and
// punctuation or the line's end, not spaces, closes the field (三大 Apache
// is a heading's words).

// zhFieldSurnames switches the rule off for measuring (tests).
var zhFieldSurnames = true

// zhFieldSurnameAt returns the ends of the family names starting at i in a
// field: zhSurnameAt's, or a listed family name that is a function or
// number character.
func (d *Detector) zhFieldSurnameAt(s string, i int) []int {
	ends := d.zhSurnameAt(s, i)
	r, n := utf8.DecodeRuneInString(s[i:])
	if zhFieldSurnames && cjkNotGivenSet[r] && zhSurnames.has(s[i:i+n]) {
		ends = append(ends, i+n)
	}
	return ends
}

// zhFieldGivenOK: the name s[i:end] with family name ending at se opens on
// a listed family name, or on a function one and a given name of given
// characters only.
func (d *Detector) zhFieldGivenOK(s string, i, se, end int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	if !cjkNotGivenSet[r] {
		return true
	}
	if a, _ := utf8.DecodeRuneInString(s[end:]); end < len(s) && unicode.IsSpace(a) && a != '\n' && a != '\r' {
		return false
	}
	for _, g := range s[se:end] {
		if !d.givenLast(g) {
			return false
		}
	}
	return true
}
