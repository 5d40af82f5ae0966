package pii

import (
	_ "embed"
	"strings"
)

// persianGivenText and persianSurnameText are English Wiktionary's Persian
// given names and surnames in Arabic script (scripts/pii-persian-given.py,
// docs/adr/0172), one a line: the shared lists hold few Persian spellings
// ("ابراهیم", "تیمور", "مصطفی" are on none of them).
//
//go:embed names/fa/given.txt
var persianGivenText string

//go:embed names/fa/surnames.txt
var persianSurnameText string

// persianGivenListed and persianSurnameListed hold those lists folded as
// words are, so a token's bare form looks them up.
var (
	persianGivenListed   = foldedSet(persianGivenText)
	persianSurnameListed = foldedSet(persianSurnameText)
)

// foldedSet holds the words of text folded.
func foldedSet(text string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(text) {
		m[fold(w)] = true
	}
	return m
}

// persianGiven: w (folded) is a given name of the shared lists, or of
// Wiktionary's Persian ones and no common Persian word (persianCommon:
// "دیدار", meeting, and "غزل", ghazal, are given names there too). Read
// only on Persian lines.
func (d *Detector) persianGiven(w string) bool {
	return d.names.first[w] || persianGivenListed[w] && persianCommon[w] == 0
}

// persianSurname: w (folded) is a surname of the shared lists or of
// Wiktionary's Persian ones. Read only on Persian lines.
func (d *Detector) persianSurname(w string) bool { return d.names.last[w] || persianSurnameListed[w] }
