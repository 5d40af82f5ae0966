package pii

import (
	"unicode"
	"unicode/utf8"
)

// saidVerbLetters: the word between the comma and the name is a verb of
// saying, four letters or more (North Sami "dadjá", "lohká", "deattuha";
// English "said"); the short words in that place are conjunctions ("ja",
// "go", "de") before a place or a thing.
const saidVerbLetters = 4

// maxSaidWords bounds the name after a verb of saying: a surname alone
// ("deattuha Keskitalo.") or a full name of up to three words.
const maxSaidWords = 3

// saidUnlistedNames adds, in text of a language no list covers
// (unlistedLower), the speaker that news prose names after a quote: a
// comma, one lower-case word of four letters or more that no list holds
// (the verb of saying), then one to three capitalised name words
// (unlistedNameWord) that end the sentence (".", "!" or "?" right after,
// or the text's end). The shape is the same in every language that puts
// the verb of saying before its subject after a quote (North Sami "…,
// dadjá Ørnebakk.", "…, deattuha Keskitalo."; Norwegian "…, sier Hansen."),
// so no list of the language is needed. A comma after the name is not
// enough: there the words as often close a clause about God or a faith
// (Wolof "…, wéetal Yàlla, …"). Only runs overlapping nothing found are
// added. One walk over the words: Find stays linear (docs/adr/0206).
func (d *Detector) saidUnlistedNames(s string, toks []token, spans []Span) []Span {
	lower, ok := d.unlistedLower(toks)
	if !ok {
		return spans
	}
	var add []Span
	k := 0
	for i := 1; i+1 < len(toks); i++ {
		v := toks[i]
		r, _ := utf8.DecodeRuneInString(v.text)
		if !unicode.IsLower(r) || utf8.RuneCountInString(v.bare) < saidVerbLetters || s[toks[i-1].end:v.start] != ", " || d.listedWord(v) || !spaceApart(s, v, toks[i+1]) {
			continue
		}
		j := i + 1
		for j < len(toks) && j-i <= maxSaidWords && d.unlistedNameWord(toks[j], lower) && (j == i+1 || spaceApart(s, toks[j-1], toks[j])) {
			j++
		}
		if j == i+1 || j-i > maxSaidWords || !saidEnd(s, toks[j-1].end) || overlapsFound(spans, &k, toks[i+1].start, toks[j-1].end) {
			continue
		}
		add = append(add, personSpan(s, toks[i+1], toks[j-1]))
	}
	return withAdded(spans, add)
}

// saidEnd: s ends at byte at, or a sentence's end mark follows there
// (the mark itself ends the text or a space or line follows).
func saidEnd(s string, at int) bool {
	if at == len(s) {
		return true
	}
	switch s[at] {
	case '.', '!', '?':
		return at+1 == len(s) || s[at+1] == ' ' || s[at+1] == '\n'
	}
	return false
}

// spaceApart: two words with one space between them.
func spaceApart(s string, a, b token) bool { return s[a.end:b.start] == " " }
