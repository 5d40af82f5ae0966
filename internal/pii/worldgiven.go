package pii

import _ "embed"

//go:embed names/world/given.txt
var worldGivenText string

// worldGivenNames are Wiktionary's given names of the languages in Latin or
// Cyrillic letters no other list covers — Kurdish, Uzbek, Turkmen,
// Azerbaijani, Tatar, Bashkir, Yoruba, Hausa, Swahili, Somali, Tagalog,
// Cebuano, Indonesian, Maori, Hawaiian — folded, four letters or more
// (scripts/pii-world-given.py, docs/adr/0187).
var worldGivenNames = sortedList(worldGivenText)

// worldGiven says whether a folded word is one of worldGivenNames, no
// listed first name and no common word of any language the detector reads:
// not an English word nor one of the commonest words of the European
// languages or Turkish, so a name that is also a word ("Bunga", "Amani")
// opens nothing. The listed first names (Wiktionary's Tagalog and Maori
// lists hold "Roland", "Stanford") already open names in the general
// passes; here they only added false finds ("Stanford Egyetem").
func (d *Detector) worldGiven(bare string) bool {
	if !worldGivenNames.has(bare) || d.names.words[bare] || d.names.first[bare] {
		return false
	}
	if _, common := europeCommon[bare]; common {
		return false
	}
	return !turkishCommon[bare]
}

// anywhere is givenPairs' around for a list whose languages have no word
// list to tell their text by: the list's own guards must do.
func anywhere([]token, int) bool { return true }
