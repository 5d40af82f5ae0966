package pii

import (
	_ "embed"
	"strings"
)

//go:embed names/nordic/given.txt
var nordicGivenText string

// nordicGivenNames are Wiktionary's given names of Danish, Norwegian,
// Swedish, Icelandic and Faroese, folded (scripts/pii-slavic-given.py):
// "Mogens", "Jytte", "Knud", "Thord" are on no other list the detector
// reads. Read only in Nordic text (docs/adr/0112).
var nordicGivenNames = sortedList(nordicGivenText)

//go:embed names/stopwords/nordic.txt
var nordicStopText string

// nordicStop are the Danish, Norwegian and Swedish function words no other
// language's list holds (scripts/pii-stopwords.py).
var nordicStop = sortedList(nordicStopText)

// nordicAround: two of the words near toks[i] are Nordic function words in
// lower case.
func nordicAround(toks []token, i int) bool {
	return lowerWordsAround(toks, i, nordicStop)
}

// lowerWordsAround: two of the words near toks[i] are words of own, one
// language's function words, written in lower case.
func lowerWordsAround(toks []token, i int, own sortedList) bool {
	return twoWordsAround(toks, i, func(w string) bool { return strings.ToLower(w) == w && own.has(w) })
}

// twoWordsAround: two of the words within slavicWindow of toks[i] (one
// more after it) satisfy is — the vote by which a pass after the models
// tells a line's language from its lower-case function words.
func twoWordsAround(toks []token, i int, is func(string) bool) bool {
	n := 0
	for _, t := range toks[max(0, i-slavicWindow):min(len(toks), i+slavicWindow+2)] {
		if is(t.text) {
			if n++; n == 2 {
				return true
			}
		}
	}
	return false
}

// givenPairs adds the persons that nothing found in text of one language
// family: a given name of that family's list (given takes the folded word) that is no
// function word, then one capitalised word that is no English word,
// function word, place or organisation, nor ends in one of five letters or
// more (englishHead), with no capitalised word joined on
// either side, where around says the text is of the family ("psykolog Sine
// Diemar", "analitičar Dardan Sejdiu"). With opener, the word before may be
// a capitalised word that opens the sentence and is no given name
// ("Sociologas Jamesas Katzas": Lithuanian puts the office first). The general lists lack most of
// these given names, so the rules and the word model left such pairs. Only
// spans that overlap nothing found are added; each word is read once
// (docs/adr/0112).
func (d *Detector) givenPairs(s string, toks []token, spans []Span, given func(string) bool, around func([]token, int) bool, opener bool) []Span {
	var add []Span
	k := 0
	l := d.names
	for i := 0; i+1 < len(toks); i++ {
		g, w := toks[i], toks[i+1]
		if !capitalised(g.text) || !capitalised(w.text) || s[g.end:w.start] != " " || len(w.bare) < 3 || !given(g.bare) {
			continue
		}
		if europeStop.has(g.bare) || l.stop[g.bare] || l.places[g.bare] || l.geo[g.bare] {
			continue
		}
		low := strings.ToLower(w.text)
		if l.words[w.bare] || l.englishHead(w.bare) || europeStop.has(w.bare) || nordicStop.has(low) || slavicStop.has(low) || l.stop[w.bare] ||
			l.places[w.bare] || l.geo[w.bare] || l.orgWords[w.bare] || l.placePhrases[g.bare+" "+w.bare] {
			continue
		}
		if i > 0 && s[toks[i-1].end:g.start] == " " && capitalised(toks[i-1].text) && !(opener && sentenceOpens(s, toks[i-1].start) && !given(toks[i-1].bare)) {
			continue
		}
		if i+2 < len(toks) && s[w.end:toks[i+2].start] == " " && capitalised(toks[i+2].text) {
			continue
		}
		if overlapsFound(spans, &k, g.start, w.end) {
			continue
		}
		if !around(toks, i) {
			continue
		}
		add = append(add, personSpan(s, g, w))
		i++
	}
	return withAdded(spans, add)
}

// englishHead: the folded word ends in an English word of five letters or
// more after three letters or more, a compound's head ("Byggeservice",
// "Bilcenter"): a firm's name, not a surname. Words over 48 bytes are not
// split, so a hostile word costs nothing.
func (l nameLists) englishHead(bare string) bool {
	if len(bare) > 48 {
		return false
	}
	for i := 3; i+5 <= len(bare); i++ {
		if l.words[bare[i:]] {
			return true
		}
	}
	return false
}
