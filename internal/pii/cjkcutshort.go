package pii

import "unicode/utf8"

// Names the character model cut one character short (docs/adr/0123). The
// model ends a Han name early where its last character is one it has seen
// less often in names than in words (趙福|來, 范俊|業被, 梶原一|騎, 佐藤英|一):
// the person found is a family name and part of the given name, the rest
// glued after it. A person is grown to the whole name when the grown name
// passes the rules' own test of a full name — in Chinese text a listed
// family name and a two-character given name whose last character is a
// given-name character of the lists and starts no common word with the
// character after it (李明|天來 stays: 明天 is "tomorrow"). Chinese text
// only: grown in Japanese text by ADR 0101's full-name test, names took the
// role after them (佐藤勝正|役, 竹下登|蔵相), and any Han character as the
// given name's last took verbs (王琳|飾, 孫皓|出).

// cjkGrowCut switches the pass off for measuring (PII_CJK_NOGROW).
var cjkGrowCut = true

// growCutNames grows the persons in Han among spans (in text order, none
// overlapping) that the model cut short. Constant work per person.
func (d *Detector) growCutNames(s string, spans []Span) []Span {
	if !cjkGrowCut {
		return spans
	}
	for k, sp := range spans {
		if sp.Kind != Person || !hanAt(s, sp.Start) || !hanAt(s, sp.End) {
			continue
		}
		limit := len(s)
		if k+1 < len(spans) {
			limit = spans[k+1].Start
		}
		if japaneseAround(s, sp.Start, sp.End) {
			continue
		}
		if end := d.growChinese(s, sp); end > sp.End && end <= limit {
			spans[k] = Span{Start: sp.Start, End: end, Kind: Person, Key: s[sp.Start:end]}
		}
	}
	return spans
}

// growChinese: sp is a family name and one given character, and the Han
// character after it completes a full name. It returns the grown end, or
// sp.End.
func (d *Detector) growChinese(s string, sp Span) int {
	rs := []rune(s[sp.Start:sp.End])
	if len(rs) != 2 || hanBefore(s, sp.Start) && !d.names.hanTop[string(rs[:1])] {
		return sp.End
	}
	c, n := utf8.DecodeRuneInString(s[sp.End:])
	full := append(rs, c)
	if !d.names.cjkLast[string(rs[:1])] || !d.familyAndGiven(full) || !d.givenLast(c) || aWord(string(full)) ||
		aWord(string(full[1:])) || wordAcross(s, sp.End) || wordAcross(s, sp.End+n) {
		return sp.End
	}
	return sp.End + n
}
