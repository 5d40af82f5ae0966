package pii

import (
	_ "embed"
	"strings"
)

//go:embed names/dutch/given.txt
var dutchGivenText string

// dutchGivenNames are Wiktionary's Dutch given names, folded
// (scripts/pii-slavic-given.py): "Annemie", "Harm", "Ineke" stand before a
// Flemish or Dutch surname no list holds. Read only in Dutch text
// (docs/adr/0144).
var dutchGivenNames = sortedList(dutchGivenText)

//go:embed names/stopwords/nl-own.txt
var dutchStopText string

// dutchStop are the Dutch function words no other language's list holds
// (scripts/pii-stopwords.py).
var dutchStop = sortedList(dutchStopText)

// dutchAround: two of the words near toks[i] are Dutch function words in
// lower case.
func dutchAround(toks []token, i int) bool {
	return lowerWordsAround(toks, i, dutchStop)
}

// dropDutchPhrases drops, in Dutch text, the persons of two words or more
// that open on a common word of a European language (europeCommon) and
// hold no given name of the lists or of Wiktionary's Dutch ones: Dutch
// capitalises the adjective of a body's or a party's name ("Provinciale
// Staten", "Jonge Democraten", "Vlaams Blok"), and Dutch names open on a
// given name. What structure vouched for stays (docs/adr/0144).
func (d *Detector) dropDutchPhrases(toks []token, spans []Span, keep map[[2]int]bool) []Span {
	l := d.names
	var out []Span
	for _, sp := range spans {
		a, b, ok := spanWords(toks, sp)
		if sp.Kind != Person || !ok || b == a || keep[[2]int{sp.Start, sp.End}] || !dutchAround(toks, a) {
			out = append(out, sp)
			continue
		}
		if _, common := europeCommon[strings.ToLower(toks[a].text)]; !common || particles[toks[a].bare] {
			out = append(out, sp)
			continue
		}
		given := false
		for _, t := range toks[a : b+1] {
			given = given || l.first[t.bare] || dutchGivenNames.has(t.bare)
		}
		if given {
			out = append(out, sp)
		}
	}
	return out
}
