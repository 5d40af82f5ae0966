package pii

import "strings"

// In the languages that write the adjective after its noun (Romance,
// Celtic, Czech and Polish names of places), a capitalised phrase that ends
// on a colour, an age or a compass adjective is a place, a body or a dish:
// "Ejército Blanco", "Casco Viejo", "Gamba Roja", "Ceathrú Rua",
// "Univerzity Severní" (docs/adr/0191). Such words are surnames too
// ("Carlos Blanco", "Giuseppe Verde"), so a phrase whose earlier words hold
// a given name stays.

// postAdjectives are the colour, age and compass adjectives, lower case,
// that follow their noun in Spanish, Portuguese, Italian, French, Romanian,
// Irish, Scottish Gaelic, Welsh, Czech and Polish. A word that is also a
// common given name or East Asian surname ("Gwen", "Du") is left out.
var postAdjectives = fieldSet(`
blanco blanca branco branca bianco bianca blanc blanche alb albă
negro negra preto preta nero nera noir noire negru neagră
rojo roja vermelho vermelha rosso rossa rouge roșu roșie
verde vert verte azul azzurro azzurra bleu bleue albastru albastră
amarillo amarilla amarelo amarela giallo gialla jaune galben galbenă
dorado dorada dourado dourada dorato dorata doré dorée
gris grigio grigia cinza
viejo vieja velho velha vecchio vecchia vieux vieille vechi veche
nuevo nueva nuovo nuova nouveau nouvelle nouvel
dubh bán bhán ruadh rua dearg dhearg buí bhuí uaine glas ghlas liath mór mhór beag bheag
coch goch gwyrdd
nový nová nové starý stará staré severní jižní západní východní
nowy nowa stary stara północny południowy
`)

// postAdjectivePhrase is whether the person words ws (two or more) end on a
// capitalised postAdjectives word after words none of which is an initial
// ("M. Blanc" is a person) or a listed, US Census or curated European given
// name, and each of which is a common word or a listed word or surname
// unless the adjective is on no surname list ("Univerzity Severní").
func (d *Detector) postAdjectivePhrase(ws []token) bool {
	if len(ws) < 2 {
		return false
	}
	last := ws[len(ws)-1]
	if !capitalised(last.text) || !postAdjectives[strings.ToLower(last.text)] {
		return false
	}
	known := true
	for _, t := range ws[:len(ws)-1] {
		if d.names.first[t.bare] || censusGiven[t.bare] || curatedGiven(t.folded) || len([]rune(t.bare)) < 2 {
			return false
		}
		_, common := europeCommon[strings.ToLower(t.text)]
		known = known && (common || d.names.last[t.bare] || d.names.words[t.bare])
	}
	// A word on no list before a listed surname is read as an unlisted
	// given name ("Janser Rojo"), as the rules read it elsewhere.
	return known || !d.names.last[last.bare]
}

// dropPostAdjectivePhrases drops the Latin-script persons that
// postAdjectivePhrase reads as places or things. What the rules vouched for
// is dropped too: the vouching is mostly by spelling ("Univerzity Severní"
// spells like romanised Japanese), and the given-name test keeps a
// greeting's "Carlos Blanco".
func (d *Detector) dropPostAdjectivePhrases(s string, toks []token, spans []Span) []Span {
	out := spans[:0:0]
	changed := false
	for _, sp := range spans {
		if sp.Kind == Person && allLatin(s[sp.Start:sp.End]) {
			if a, b, ok := spanWords(toks, sp); ok && d.postAdjectivePhrase(toks[a:b+1]) {
				changed = true
				continue
			}
		}
		out = append(out, sp)
	}
	if !changed {
		return spans
	}
	return out
}

// fieldSet is the set of the space-separated words of text.
func fieldSet(text string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(text) {
		out[w] = true
	}
	return out
}
