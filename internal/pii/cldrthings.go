package pii

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Places, dates and bodies written like names in any Latin-script language,
// dropped last (docs/adr/0120). Prose capitalises a place's or a body's name
// in its own language ("Reino Unido", "Ameryka Północna", "Baile Átha
// Cliath"), a month or weekday in some ("Meán Fómhair", "Dé Luain", "Tháng
// Tám"), and the head noun of a lake, a court or a university ("Jezioro
// Wigry", "Sądu Najwyższego"); the word lists are English-heavy, so such
// spans read as persons. The lists come from CLDR (every locale's territory,
// subdivision and time-zone city names; its month and weekday names) and iD's
// tagging schema (the one-word names and search terms of its presets for
// places and bodies, in every language), written by
// scripts/pii-cldr-things.py.

//go:embed names/cldr/places.txt
var cldrPlaceText string

//go:embed names/cldr/dates.txt
var cldrDateText string

//go:embed names/cldr/heads.txt
var cldrHeadText string

// cldrPlaces are the places of two words or more, lower-cased as written,
// keyed by the stems of their words (see stemKey) so that a declined form
// ("Ameryki Północnej") meets its entry ("ameryka północna").
var cldrPlaces = func() map[string][][]string {
	out := map[string][][]string{}
	for _, l := range strings.Split(cldrPlaceText, "\n") {
		if f := strings.Fields(l); len(f) > 1 {
			k := stemKey(f)
			out[k] = append(out[k], f)
		}
	}
	return out
}()

// cldrDates are the month and weekday names of every locale, lower-cased.
var cldrDates = wordSet(cldrDateText)

// cldrHeads are the head nouns of places and bodies in every language.
var cldrHeads = wordSet(cldrHeadText)

// stemRunes letters of a word key it; the rest may be a case ending.
const stemRunes = 3

// stemKey joins the first stemRunes letters of each word.
func stemKey(ws []string) string {
	var b strings.Builder
	for i, w := range ws {
		if i > 0 {
			b.WriteByte(' ')
		}
		r := []rune(w)
		b.WriteString(string(r[:min(len(r), stemRunes)]))
	}
	return b.String()
}

// inflected is whether word w (lower case) is form f of a list, or the same
// stem with another ending: they share all but the last three letters of
// the longer, and words of four letters or fewer must be equal.
func inflected(w, f string) bool {
	if w == f {
		return true
	}
	a, b := []rune(w), []rune(f)
	if len(a) <= 4 || len(b) <= 4 {
		return false
	}
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n >= max(len(a), len(b))-3
}

// headOf is whether w (lower case) is a listed head noun or, in text that
// declines (declined is true), one with a case ending of up to three
// letters on a stem of four or more ("Szpitala" of "szpital"; "Sali" is no
// "sal", hall). Elsewhere an ending makes another word: "Meera" is no
// "meer", "Salacz" no "sala".
func headOf(w string, declined bool) bool {
	if cldrHeads[w] {
		return true
	}
	if !declined {
		return false
	}
	r := []rune(w)
	for cut := 1; cut <= 3 && len(r)-cut >= 4; cut++ {
		if cldrHeads[string(r[:len(r)-cut])] {
			return true
		}
	}
	return false
}

// allLatin is whether every letter of s is a Latin one.
func allLatin(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r) {
			return false
		}
	}
	return true
}

// dropListedThings drops the Latin-script persons that are a listed place
// (declined or not), a month or weekday name, or led by a head noun. The
// rules' vouching (keep: a header, a greeting, a name's shape) saves a
// person from a head noun, not from being a listed place or date as written:
// a name's shape is what "Baile Átha Cliath" has (docs/adr/0113 found the
// same for Vietnamese places).
func (d *Detector) dropListedThings(s string, spans []Span, keep map[[2]int]bool) []Span {
	var toks []token
	out := spans[:0]
	for _, sp := range spans {
		if sp.Kind != Person || !allLatin(s[sp.Start:sp.End]) {
			out = append(out, sp)
			continue
		}
		if toks == nil {
			toks = words(s)
		}
		a, b, ok := spanWords(toks, sp)
		if !ok {
			out = append(out, sp)
			continue
		}
		if d.listedThing(toks[a:b+1], declining(toks, a), keep[[2]int{sp.Start, sp.End}]) || placeGoesOn(s, toks, a, b) || weekdayMonth(s, toks, a, b) ||
			!keep[[2]int{sp.Start, sp.End}] && d.names.brandProduct(s, toks, a, b) {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// listedThing is whether the words ws of a person are a listed place, date
// or body; declined says the text is Slavic, where words take case endings,
// vouched that the rules vouched for the person (which saves it from a head
// noun only). A listed place or date as written is one whatever its words
// are; a declined form or a head noun needs a first word that is no listed
// given name or surname ("Hill", "Lake", "Baile" are names too).
func (d *Detector) listedThing(ws []token, declined, vouched bool) bool {
	low := make([]string, len(ws))
	for i, t := range ws {
		low[i] = strings.ToLower(t.text)
	}
	whole := strings.Join(low, " ")
	if cldrDates[whole] {
		return len(ws) > 1 || !vouched && !d.names.first[ws[0].bare] && !d.names.last[ws[0].bare]
	}
	if len(ws) < 2 {
		return false
	}
	places := cldrPlaces[stemKey(low)]
	if !vouched && d.commonHead(ws, low) {
		return true
	}
	if d.names.first[ws[0].bare] || d.names.last[ws[0].bare] && !d.names.words[ws[0].bare] {
		return false
	}
	if !vouched && headOf(low[0], declined) {
		return true
	}
	if !declined {
		return false
	}
	for _, f := range places {
		if inflectedAll(low, f) {
			return true
		}
	}
	return false
}

// inflectedAll is whether the lower-case words ws are the words f, as many,
// each the same or another case of it (inflected).
func inflectedAll(ws, f []string) bool {
	if len(f) != len(ws) {
		return false
	}
	for i := range f {
		if !inflected(ws[i], f[i]) {
			return false
		}
	}
	return true
}

// placeGoesOn is whether the person at words a..b, with up to three words
// before or after it a space apart, is a listed place as written: the name
// stopped short of the place's first or last word ("Baile Átha" or "Cliath"
// of "Baile Átha Cliath", "Paulo" of "São Paulo"). A Germanic genitive s on
// the last word counts as the place ("Hong Kongs").
func placeGoesOn(s string, toks []token, a, b int) bool {
	for l := a; l >= max(0, a-3); l-- {
		if l < a && s[toks[l].end:toks[l+1].start] != " " {
			break
		}
		for r := b; r < min(len(toks), b+4); r++ {
			if r > b && s[toks[r-1].end:toks[r].start] != " " {
				break
			}
			if r-l < 1 {
				continue
			}
			low := make([]string, 0, r-l+1)
			for i := l; i <= r; i++ {
				low = append(low, strings.ToLower(toks[i].text))
			}
			if listedPlace(low) {
				return true
			}
			if u := unmutated(toks[l].text); u != toks[l].text {
				first := low[0]
				low[0] = strings.ToLower(u)
				if listedPlace(low) {
					return true
				}
				low[0] = first
			}
			if last := low[len(low)-1]; r == b && strings.HasSuffix(last, "s") && len(last) > 3 {
				low[len(low)-1] = strings.TrimSuffix(last, "s")
				if listedPlace(low) {
					return true
				}
			}
		}
	}
	return false
}

// listedPlace is whether the lower-case words ws are a listed place as
// written.
func listedPlace(ws []string) bool {
	whole := strings.Join(ws, " ")
	for _, f := range cldrPlaces[stemKey(ws)] {
		if strings.Join(f, " ") == whole {
			return true
		}
	}
	return false
}

// declining is whether the text around toks[i] declines its nouns: Slavic
// by slavicAround, or a lower-case word near spelled with a Polish letter
// (romanised.go's polishLetters).
func declining(toks []token, i int) bool {
	if slavicAround(toks, i) {
		return true
	}
	for _, t := range toks[max(0, i-slavicWindow):min(len(toks), i+slavicWindow+2)] {
		if strings.ToLower(t.text) == t.text && strings.ContainsAny(t.text, polishLetters) {
			return true
		}
	}
	return false
}

// unmutated undoes an Irish initial mutation of a capitalised word:
// eclipsis, a lower-case prefix before the capital ("mBaile", "bhFear",
// "n-Éirinn"), and lenition, an h after the first consonant ("Bhaile",
// "Chorcaí"). Other words come back as they are.
func unmutated(w string) string {
	for _, p := range []string{"bh", "m", "g", "n", "b", "d", "t", "h", "n-", "t-"} {
		if r, _ := utf8.DecodeRuneInString(w[min(len(p), len(w)):]); strings.HasPrefix(w, p) && len(w) > len(p)+1 && unicode.IsUpper(r) {
			return w[len(p):]
		}
	}
	if len(w) > 3 && strings.ContainsRune("BCDFGMPST", rune(w[0])) && w[1] == 'h' {
		return w[:1] + w[2:]
	}
	return w
}
