package pii

import _ "embed"

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
