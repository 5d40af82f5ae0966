package pii

import (
	_ "embed"
	"strings"
)

// A country's, a region's or a language's name before a person (docs/adr/0157).
// Prose in French, Indonesian, Polish and other languages sets a people's
// adjective, which is often the language's name, before a person ("le
// Danois Wilson Kipketer", "peserta asal Jerman Michael Berrer", "desainer
// Italia Carlo Scarpa"); capitalised, it joins the name. CLDR names every
// country, region and language in every locale, written by
// scripts/pii-cldr-territory-words.py.

//go:embed names/cldr/territory-words.txt
var territoryWordText string

// territoryWords are CLDR's one-word names of countries, regions and
// languages in every locale, in Latin or Cyrillic letters, lower-cased.
var territoryWords = wordSet(territoryWordText)

// cutTerritoryLeads cuts the first word of a Latin or Cyrillic person of
// three words or more when it is one of territoryWords, no listed given
// name or surname nor the Mandarin syllable of a romanised name ("Man Miao
// Au"), and the word after it is a listed given name: what is left is the
// person.
func (d *Detector) cutTerritoryLeads(s string, spans []Span) []Span {
	var toks []token
	for i, sp := range spans {
		if sp.Kind != Person || !latinOrCyrillic(s[sp.Start:sp.End]) || strings.Count(s[sp.Start:sp.End], " ") < 2 {
			continue
		}
		if toks == nil {
			toks = words(s)
		}
		a, b, ok := spanWords(toks, sp)
		if !ok || b-a < 2 || s[toks[a].end:toks[a+1].start] != " " {
			continue
		}
		lead, next := toks[a], toks[a+1]
		if !territoryWords[strings.ToLower(lead.text)] || d.names.first[lead.bare] || d.names.last[lead.bare] ||
			hanPair(lead, next) || !capitalised(next.text) || !d.names.first[next.bare] {
			continue
		}
		spans[i] = Span{Start: next.start, End: sp.End, Kind: Person, Key: strings.Join(strings.Fields(fold(s[next.start:sp.End])), " ")}
	}
	return spans
}
