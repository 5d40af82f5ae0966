package pii

import (
	"strings"
	"unicode/utf8"
)

// gluedFront are single characters the CJK model glues before a Chinese
// name of family and given name (docs/adr/0117): the Cantonese familiar
// prefix 阿 (阿 + family name is a nickname; the person is the full name
// after it) and common verbs and prepositions that take a person as their
// object (讓, 應, 給, 同, 跟, 對, 叫, 請, 被).
const gluedFront = "阿讓让應应給给同跟對对叫請请被"

// trimGluedFront drops one of gluedFront from the front of a person in Han
// of four characters when the three after it are a listed one-character
// family name and a given name of two (讓|梁君彥, 阿|毛孟靜); after a verb
// or preposition the family name must be one of the commonest hundred
// (hanTop), after 阿, which is glued to family names, any listed one, and the first two are no listed two-character family name
// (司徒, 歐陽) nor a Japanese family name of IPADIC (阿南惟幾, a Japanese
// general named in Chinese text): a Chinese name of four characters is nearly always a
// compound family name, so the glued character is no part of it. Dotted
// names and Japanese text are left alone.
func (d *Detector) trimGluedFront(s string, sp Span) Span {
	v := s[sp.Start:sp.End]
	if sp.Kind != Person || strings.ContainsAny(v, hanDots) || utf8.RuneCountInString(v) != 4 {
		return sp
	}
	rs := []rune(v)
	if !strings.ContainsRune(gluedFront, rs[0]) || !hanRune(rs[0]) || d.names.cjkLast[string(rs[:2])] || jaSurnames.has(string(rs[:2])) ||
		!d.names.hanTop[string(rs[1])] && rs[0] != '阿' || !d.familyAndGiven(rs[1:]) || japaneseAround(s, sp.Start, sp.End) {
		return sp
	}
	sp.Start += utf8.RuneLen(rs[0])
	sp.Key = s[sp.Start:sp.End]
	return sp
}

// pronounFront are the second-person pronouns of Chinese and Cantonese
// (你, 妳) and the Cantonese third-person 佢: no family name is spelt so,
// so a person in Han opening on one (你剛, you just) is a phrase.
const pronounFront = "你妳佢"

// pronounPerson: sp is a person in Han, not in Japanese text, that opens
// on one of pronounFront (docs/adr/0117).
func pronounPerson(s string, sp Span) bool {
	r, _ := utf8.DecodeRuneInString(s[sp.Start:sp.End])
	return sp.Kind == Person && strings.ContainsRune(pronounFront, r) && !japaneseAround(s, sp.Start, sp.End)
}
