package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// particleSurnames adds the surnames with a particle that a text writes
// alone after naming the person whole: Dutch and Flemish prose names
// "Erwin de Vries" once and then "De Vries", capitalising the particle at
// the start of the surname ("Van der Elst", "Van Mierlo"), and neither the
// rules nor the word model take a name that opens on "De" or "Van". A
// capitalised particle (particles), any lower-case particles after it and
// one capitalised word are a person when a person found in the same text
// ends on the same words, folded ("Hans van Mierlo" → "Van Mierlo"); the
// particle must be written in upper case (Arabic "بن" has none). Only
// spans that overlap nothing found are added (docs/adr/0144).
func particleSurnames(s string, toks []token, spans []Span) []Span {
	tails := map[string]bool{}
	for _, sp := range spans {
		a, b, ok := spanWords(toks, sp)
		if sp.Kind != Person || !ok {
			continue
		}
		for i := a + 1; i < b; i++ {
			if particles[toks[i].bare] && strings.ToLower(toks[i].text) == toks[i].text && toks[i-1].bare != toks[i].bare {
				tails[particleKey(toks[i:b+1])] = true
				break
			}
		}
	}
	if len(tails) == 0 {
		return spans
	}
	var add []Span
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		if r, _ := utf8.DecodeRuneInString(toks[i].text); !particles[toks[i].bare] || !unicode.IsUpper(r) || !capitalised(toks[i].text) {
			continue
		}
		j := i + 1
		for j < len(toks) && j-i < 3 && particles[toks[j].bare] && strings.ToLower(toks[j].text) == toks[j].text && s[toks[j-1].end:toks[j].start] == " " {
			j++
		}
		if j >= len(toks) || s[toks[j-1].end:toks[j].start] != " " || !capitalised(toks[j].text) || !tails[particleKey(toks[i:j+1])] {
			continue
		}
		if j+1 < len(toks) && s[toks[j].end:toks[j+1].start] == " " && capitalised(toks[j+1].text) {
			continue // a longer name or a body ("De Vries Groep")
		}
		if !overlapsFound(spans, &k, toks[i].start, toks[j].end) {
			add = append(add, personSpan(s, toks[i], toks[j]))
		}
		i = j
	}
	return withAdded(spans, add)
}

// particleKey is words' folded forms joined by spaces.
func particleKey(words []token) string {
	b := make([]string, len(words))
	for i, t := range words {
		b[i] = t.bare
	}
	return strings.Join(b, " ")
}
