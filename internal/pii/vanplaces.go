package pii

import (
	_ "embed"
	"strings"
)

//go:embed names/stopwords/af-own.txt
var afrikaansStopText string

// afrikaansStop are the Afrikaans function words no other language's list
// holds but Dutch's ("hulle", "ons", "vir", "gesê"; scripts/pii-stopwords.py
// from stopwords-iso, MIT).
var afrikaansStop = sortedList(afrikaansStopText)

// dutchOrAfrikaansAround: two of the words near toks[i] are Dutch function
// words in lower case, or two are Afrikaans ones.
func dutchOrAfrikaansAround(toks []token, i int) bool {
	return dutchAround(toks, i) || lowerWordsAround(toks, i, afrikaansStop)
}

// compassHeads are the points of the compass that open a Dutch or
// Afrikaans place written as a compound ("Suid-Afrika", "Suider-Afrika",
// "Noord-Holland", "Wes-Kaap", "Oost-Vlaanderen"): a closed class of the two
// languages' words, folded (docs/adr/0160).
var compassHeads = map[string]bool{"suid": true, "suider": true, "noord": true, "noorder": true, "oos": true,
	"ooster": true, "wes": true, "wester": true, "zuid": true, "zuider": true, "oost": true, "west": true,
	"noordwes": true, "noordoos": true, "suidwes": true, "suidoos": true, "zuidwest": true, "noordoost": true}

// cutVanPlaces mends, in Dutch or Afrikaans text, a person that runs on
// past a lower-case "van" into a place: Afrikaans and Dutch name a body or
// say where a person is from with "van" and a place ("Unie van
// Suid-Afrika", "Ngaleka van Mount Frere", "Charlotte Le Fleur van
// Worcester"). What follows "van" is a place when it is one of the lists'
// places, a compound opening on a point of the compass, or two
// capitalised words of which the first is an English word ("Mount
// Frere", "Port Elizabeth"); a surname after "van" is one word ("van
// Mierlo"). The words before "van" stay a person when they are two or
// more; one alone is a body ("Unie", "Republiek") as often as a surname,
// and is dropped. In any text a person of one word twice that is no
// surname is dropped (reduplicated). What structure vouched for stays.
func (d *Detector) cutVanPlaces(s string, toks []token, spans []Span, keep map[[2]int]bool) []Span {
	var out []Span
	changed := false
	for _, sp := range spans {
		a, b, ok := spanWords(toks, sp)
		if sp.Kind != Person || !ok {
			out = append(out, sp)
			continue
		}
		kept := keep[[2]int{sp.Start, sp.End}]
		if d.names.reduplicated(toks, a, b) && !kept {
			changed = true
			continue
		}
		if b-a < 2 {
			out = append(out, sp)
			continue
		}
		v := -1
		for i := a + 1; i < b; i++ {
			if toks[i].text == "van" {
				v = i
				break
			}
		}
		if v < 0 {
			out = append(out, sp)
			continue
		}
		// A compound on a point of the compass outweighs a hyphen's vouching
		// ("Suid-Afrika" is shaped as "Jean-Pierre" is).
		place, sure := d.names.placeAfterVan(s, toks, v+1, b)
		if !place || !sure && (kept || !dutchOrAfrikaansAround(toks, a)) {
			out = append(out, sp)
			continue
		}
		changed = true
		if v-a >= 2 {
			out = append(out, personSpan(s, toks[a], toks[v-1]))
		}
	}
	if !changed {
		return spans
	}
	return out
}

// placeAfterVan: toks[i..b], the words after a "van", are a place; sure
// when its shape says so in any language (a compound on a point of the
// compass, an English word before a capitalised one), not when it is only a
// place of the lists (Dutch surnames are places: "van Gent").
func (l nameLists) placeAfterVan(s string, toks []token, i, b int) (place, sure bool) {
	if i > b || !capitalised(toks[i].text) {
		return false, false
	}
	t := toks[i]
	rest := s[t.start:toks[b].end]
	if head, _, hyphen := strings.Cut(rest, "-"); hyphen && !strings.ContainsAny(rest, " \t\n") {
		return compassHeads[strings.ToLower(head)], true
	}
	if i == b {
		return l.places[t.bare] && l.geo[t.bare], false
	}
	return i+1 == b && l.words[t.bare] && !particles[t.bare] && !l.first[t.bare] && capitalised(toks[b].text), true
}

// reduplicated: the person is two words, the same word twice, and that
// word is no surname of the lists or is an English word ("Bafana Bafana", a
// team's nickname; "Ha Ha", "Tin Tin"). A surname may follow the same given
// name ("Nasser Nasser", "Ahmed Ahmed": Arab names repeat a forebear's), so
// a word the surname lists hold stays ("Duran Duran" with it).
func (l nameLists) reduplicated(toks []token, a, b int) bool {
	return b == a+1 && toks[a].text == toks[b].text && (!l.last[toks[a].bare] || l.words[toks[a].bare])
}
