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
// Only words that overlap nothing found are added. A person of two words
// gives its given name too (echoableGiven), echoed whole or with a case
// ending or a German genitive "-s" ("Bardo Baranowski ... Bardo's
// delivery", "Augustus Vejnović ... Augustuss Einschätzung"; docs/adr/0259).
func (d *Detector) echoLatinSurnames(s string, toks []token, spans []Span) []Span {
	known, given := map[string]bool{}, map[string]bool{}
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
		if first := ws[0]; len(ws) == 2 && d.echoableGiven(first) {
			given[first.bare] = true
		}
	}
	if len(known) == 0 {
		return spans
	}
	lower := lowerWords(toks)
	var add []Span
	k := 0
	for i := range toks {
		lone := d.names.loneLatinCap(s, toks, i)
		if !lone && (len(given) == 0 || !d.names.loneInLine(s, toks, i)) {
			continue
		}
		t := suffixedName(toks[i])
		surname := lone && !d.names.thingWord(t) && latinEchoOf(t.bare, known)
		if lower[t.bare] || !surname && !(givenEchoOf(t.bare, given) && d.names.givenWord(t)) || overlapsFound(spans, &k, toks[i].start, toks[i].end) {
			continue
		}
		if stem, ok := strings.CutSuffix(t.text, "s"); ok && !surname && !latinEchoOf(t.bare, given) {
			t.text, t.end = stem, t.end-1 // German genitive: "Augustus" of "Augustuss"
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

// echoableGiven is whether the first word of a found person of two words
// may be echoed alone: capitalised and not in capitals, of
// minLatinEchoStem letters or more, a listed given name and no English
// word ("Bear Stearns"), particle, title or office, and a givenWord. A
// firm or a room found as a person ("Zilahi Autoglas", "Reykjavík
// Boardroom") spreads no echo so.
func (d *Detector) echoableGiven(t token) bool {
	if !capitalised(t.text) || upperWord(t.text) || utf8.RuneCountInString(t.bare) < minLatinEchoStem {
		return false
	}
	return d.names.first[t.bare] && !d.names.words[t.bare] && !particles[t.bare] && !titles[t.bare] && !officeTitle(t.bare) &&
		!signerOffices[t.bare] && d.names.givenWord(t)
}

// givenWord is whether a word found as a person's given name may stand
// alone for the person: no function word, common word of a European
// language or of German, people, country or body. A place or a month
// may be a given name ("Bardo", Dutch "Augustus"), and the full name
// written before vouches for it.
func (l nameLists) givenWord(t token) bool {
	w, low := t.bare, strings.ToLower(t.text)
	if l.stop[w] || l.countries[w] || l.orgWords[w] || demonyms[w] || territoryWords[low] {
		return false
	}
	_, common := europeCommon[low]
	return !common && !deCommonWords.has(low)
}

// givenEchoOf is whether the folded, bare word w is a form of one of the
// given names in given: the name, the name and one of latinCaseEnds, or
// the name and a German genitive "-s".
func givenEchoOf(w string, given map[string]bool) bool {
	if len(given) == 0 {
		return false
	}
	if stem, ok := strings.CutSuffix(w, "s"); ok && given[stem] {
		return true
	}
	return latinEchoOf(w, given)
}

// loneInLine is loneLatinCap with a line's break parting the words (a
// line that opens on a given name, "Bardo's delivery …", follows one that
// may end on a name), and a word ending in "s" before a word no list
// names (a noun) alone.
func (l nameLists) loneInLine(s string, toks []token, i int) bool {
	t := toks[i]
	if !capitalised(t.text) || !allLatin(t.text) {
		return false
	}
	joined := func(x, y token) bool { return strings.Trim(s[x.end:y.start], " \t") == "" }
	if i > 0 && capitalised(toks[i-1].text) && joined(toks[i-1], t) && !(sentenceStart(s, toks[i-1].start) && l.commonWord(toks[i-1])) {
		return false
	}
	if i+1 >= len(toks) || !capitalised(toks[i+1].text) || !joined(t, toks[i+1]) {
		return true
	}
	// German capitalises the noun a genitive name stands before
	// ("Augustuss Einschätzung").
	next := toks[i+1]
	return strings.HasSuffix(t.text, "s") && !l.first[next.bare] && !l.last[next.bare]
}
