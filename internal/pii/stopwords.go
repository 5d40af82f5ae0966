package pii

import (
	_ "embed"
	"unicode"
)

// arabicStopText is stopwords-iso's Arabic list, folded as fold folds a
// word, sorted by byte value (written by scripts/pii-arabic-stop.py,
// docs/adr/0079). The faker name lists split their Arabic entries into
// words, so "على", "ما", "لا" and one-letter pieces stand there as given
// names; in Arabic running text they are the commonest words, and without
// this list every "على" was masked as a person.
//
//go:embed names/arabic/stop.txt
var arabicStopText string

var arabicStop = sortedList(arabicStopText)

// arabicFunctionWord is an Arabic word that is never a name by itself: a
// function word of the list, or a piece of one or no letter ("ك ما", a
// word split in the text): a name word in Arabic has two letters at least.
func arabicFunctionWord(t token) bool {
	if !arabicWord(t.text) {
		return false
	}
	letters := 0
	for _, r := range t.bare {
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters < 2 || arabicStop.has(t.bare)
}

// europeStopText are the function words of the European languages written
// in Latin letters, from stopwords-iso, folded and sorted by byte value
// (written by scripts/pii-stopwords.py, docs/adr/0079). Croatian, Slovak,
// Danish and Portuguese sentences start with them ("Sa", "Tu", "Så", "Oni",
// "Esse"), and the name lists hold many as given names.
//
//go:embed names/stopwords/europe.txt
var europeStopText string

var europeStop = sortedList(europeStopText)
