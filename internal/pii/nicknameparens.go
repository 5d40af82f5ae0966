package pii

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A nickname in parentheses inside a name: "Walid (CNJ) Shaari"
// (docs/adr/0189). The passes stopped at the parenthesis and kept the
// given name alone, or nothing. A capitalised Latin word that is a person
// found alone or a listed given name, followed by a space, a parenthesised
// word of letters and a space, then a capitalised Latin word that is a
// listed surname or ends the phrase (punctuation, a bracket, the line's end
// or Chinese or Japanese after it), is one person over all three.

// nicknamedPersons adds the persons a nickname in parentheses splits.
func (d *Detector) nicknamedPersons(s string, spans []Span) []Span {
	var slots []listItem
	for from := 0; from < len(s); {
		p := strings.Index(s[from:], " (")
		if p < 0 {
			break
		}
		p += from
		from = p + 2
		g := p
		for g > 0 && g > p-40 {
			r, n := utf8.DecodeLastRuneInString(s[:g])
			if !inWord(r) || hanOrKana(r) {
				break
			}
			g -= n
		}
		given := s[g:p]
		if len(given) < 2 || !unicode.IsUpper(runeAt(s, g)) || !allLatin(given) {
			continue
		}
		shut := strings.IndexByte(s[p+2:min(len(s), p+2+24)], ')')
		if shut <= 0 {
			continue
		}
		nick := s[p+2 : p+2+shut]
		a := p + 2 + shut + 1
		if nw := words(nick); len(nw) != 1 || nw[0].text != nick || !allLatin(nick) || !strings.HasPrefix(s[a:], " ") {
			continue
		}
		a++
		b := a
		for b < len(s) {
			r, n := utf8.DecodeRuneInString(s[b:])
			if !inWord(r) || hanOrKana(r) {
				break
			}
			b += n
		}
		gw, tail := words(given), words(s[a:b])
		if len(gw) != 1 || len(tail) != 1 || tail[0].start != 0 || b-a < 2 || !unicode.IsUpper(runeAt(s, a)) || !allLatin(s[a:b]) {
			continue
		}
		if next := runeAt(s, b); !d.names.last[tail[0].bare] && b < len(s) && (next == ' ' || next == '\t') {
			continue
		}
		if !d.names.first[gw[0].bare] && !personAt(spans, g, p) {
			continue
		}
		slots = append(slots, listItem{a: g, b: b, toks: []token{gw[0], shift(tail[0], a-g)}})
		from = b
	}
	return placePersons(s, spans, slots)
}

// personAt reports whether spans, in text order, hold a person exactly
// over [a, b); a binary search keeps the pass linear in the text.
func personAt(spans []Span, a, b int) bool {
	i := sort.Search(len(spans), func(i int) bool { return spans[i].Start >= a })
	return i < len(spans) && spans[i].Start == a && spans[i].End == b && spans[i].Kind == Person
}
