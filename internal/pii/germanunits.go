package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// deCardinals are German's cardinal number words up to twelve and its
// round ones, a closed class like the titles (docs/adr/0144): written
// before a magnitude ("vier Millionen Mark", "hundert Millionen Mark") they
// make what follows an amount.
var deCardinals = map[string]bool{
	"ein": true, "eine": true, "einer": true, "zwei": true, "drei": true, "vier": true, "fünf": true, "sechs": true,
	"sieben": true, "acht": true, "neun": true, "zehn": true, "elf": true, "zwölf": true, "zwanzig": true,
	"dreißig": true, "fünfzig": true, "hundert": true, "tausend": true,
}

// dropGermanAmounts drops, in German text, the persons that are a unit or
// a currency after a number: "930 Millionen Mark", "knapp eine Milliarde
// Mark", "1000 Hektar Land". German capitalises the unit, and "Mark" is a
// given name of every list. A find right after a number in digits goes
// when its first word is no German given name, or it is one common German
// word ("500 Mark"; "5 StR 521/08 Peter Hartz" stays);
// a find of one common word goes when the word before it is capitalised
// and follows a number in digits or a cardinal ("Millionen", "Milliarde").
// What structure vouched for stays.
func (d *Detector) dropGermanAmounts(s string, toks []token, spans []Span, keep map[[2]int]bool) []Span {
	l := d.names
	var out []Span
	for _, sp := range spans {
		a, b, ok := spanWords(toks, sp)
		if sp.Kind != Person || !ok || keep[[2]int{sp.Start, sp.End}] || !l.deAround(toks, a) {
			out = append(out, sp)
			continue
		}
		common := deCommonWords.has(strings.ToLower(toks[a].text))
		if afterNumber(s, toks[a].start) && (a == b && common || !l.germanGiven(toks[a])) {
			continue
		}
		if a == b && common && a > 0 && capitalised(toks[a-1].text) && s[toks[a-1].end:toks[a].start] == " " &&
			(afterNumber(s, toks[a-1].start) || a > 1 && deCardinals[toks[a-2].text] && s[toks[a-2].end:toks[a-1].start] == " ") {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// afterNumber: s holds a number in digits and one space right before i.
func afterNumber(s string, i int) bool {
	if i < 2 || s[i-1] != ' ' {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i-1])
	return unicode.IsDigit(r)
}
