package pii

import (
	"strings"
	"unicode/utf8"
)

// Prose names a person in full once and then by the surname alone, in
// Latvian, Lithuanian, Finnish or Hungarian with a case ending, in Turkish
// after an apostrophe ("Melania Trump ... di Trump", "Andris Bērziņš ...
// Bērziņam", "Sauli Niinistö ... Niinistön", "Bob Dole ... Dole'un"); no
// pass took the lone surname unless it was a notable person's
// (docs/adr/0159). echoCyrillicSurnames (cyrillicecho.go) is the same idea
// for Cyrillic text, with Slavic endings.

// latinNominativeEnds are the folded nominative endings of Latvian and
// Lithuanian surnames ("Bērziņš", "Kalvītis", "Ušackas"), cut from a found
// surname before a case ending is tried on what is left.
var latinNominativeEnds = []string{"as", "is", "ys", "us", "s", "a", "e"}

// latinCaseEnds are the folded case endings added to a surname: Latvian
// and Lithuanian ("-a", "-am", "-u", "-ui", "-io", "-iui", "-ai", "-ei",
// "-os", "-es"), Finnish ("-n", "-a", "-lle", "-lla", "-lta", "-ssa",
// "-sta", "-ksi", after a vowel of the surname or an "-i-") and Hungarian
// ("-nak", "-nek", "-val", "-vel", "-t", "-ot", "-et", "-hoz", "-hez",
// "-rol", "-tol"). Folding makes "ā", "ą" and "ä" "a".
var latinCaseEnds = strings.Split("|a|u|i|e|o|am|im|em|ui|iui|io|iu|ai|ei|as|es|os|is|us|ys|n|in|en|lle|ille|lla|lta|ssa|sta|ksi|nak|nek|val|vel|t|ot|et|hoz|hez|rol|tol", "|")

// minLatinEchoStem is the fewest letters of a surname's stem an echo is
// matched on, as minSurnameStem is for Cyrillic.
const minLatinEchoStem = 4

// latinSurnameStems returns the stems a found surname's forms share: the
// folded, bare word itself and the word without a nominative ending.
func latinSurnameStems(w string) []string {
	out := []string{w}
	for _, e := range latinNominativeEnds {
		if stem, ok := strings.CutSuffix(w, e); ok && utf8.RuneCountInString(stem) >= minLatinEchoStem {
			out = append(out, stem)
		}
	}
	return out
}

// latinEchoOf is whether the folded, bare word w is a form of one of the
// surname stems in known: a stem and one of latinCaseEnds.
func latinEchoOf(w string, known map[string]bool) bool {
	for _, e := range latinCaseEnds {
		if stem, ok := strings.CutSuffix(w, e); ok && known[stem] {
			return true
		}
	}
	return false
}

// echoLatinSurnames adds, in a text where a person of two Latin words or
// more was found, every other lone capitalised Latin word (loneLatinCap),
// its Turkish suffix left out, that is a form of that person's surname
// (latinEchoOf): the last word, of minLatinEchoStem letters or more and no
// word of a thing (thingWord: "Real Madrid" found gives no "Madrid"). The
// echo is no thing's word either, nor written in lower case in the text.
// Only words that overlap nothing found are added.
func (d *Detector) echoLatinSurnames(s string, toks []token, spans []Span) []Span {
	known := map[string]bool{}
	for _, sp := range spans {
		if sp.Kind != Person || !allLatin(s[sp.Start:sp.End]) {
			continue
		}
		ws := words(s[sp.Start:sp.End])
		if len(ws) < 2 {
			continue
		}
		last := ws[len(ws)-1]
		if !capitalised(last.text) || utf8.RuneCountInString(last.bare) < minLatinEchoStem+1 || d.names.thingWord(last) {
			continue
		}
		for _, st := range latinSurnameStems(last.bare) {
			known[st] = true
		}
	}
	if len(known) == 0 {
		return spans
	}
	lower := lowerWords(toks)
	var add []Span
	k := 0
	for i := range toks {
		if !d.names.loneLatinCap(s, toks, i) {
			continue
		}
		t := suffixedName(toks[i])
		if d.names.thingWord(t) || lower[t.bare] || !latinEchoOf(t.bare, known) || overlapsFound(spans, &k, toks[i].start, toks[i].end) {
			continue
		}
		add = append(add, personSpan(s, t, t))
	}
	return withAdded(spans, add)
}

// thingWord is whether a word names a place, country, region, language,
// people, body, month or weekday, or is a function word or common word of
// a European language or of German.
func (l nameLists) thingWord(t token) bool {
	w, low := t.bare, strings.ToLower(t.text)
	if l.stop[w] || l.places[w] || l.geo[w] || l.countries[w] || l.orgWords[w] || demonyms[w] || placeHeads[w] || placeNouns[w] {
		return true
	}
	_, common := europeCommon[low]
	return common || deCommonWords.has(low) || territoryWords[low] || cldrDates[low]
}
