package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Finnish glues a case ending on every noun, so a capitalised genitive
// stands right before or after a name and the passes join it in:
// "Arsenalin Abou Diaby" (Arsenal's), "Mikael Agricolan Psalttari"
// (Agricola's psalter), "Sirpa Jalkanen Suomalaisen" (of the Finnish …),
// "Mikko Nousiainen Mannerheim-elokuvan" (of the Mannerheim film)
// (docs/adr/0173).

// trimFiHuEdges cuts, from a Latin person of three words or more among
// Finnish or Hungarian words (fiHuAround), a first word ending in "n" (a
// genitive) that is no listed given name or surname before a listed given
// name; a last word that is a compound with a lower-case part after its
// hyphen ("Mannerheim-elokuvan"); and the last word after a given name and
// a middle word in the genitive (fiGenitive) that is no listed given name (the genitive
// closing the name, "Agricolan") when the last is no listed name. Persons
// vouched for by structure (keep) are left. Each person reads its own
// words.
func (d *Detector) trimFiHuEdges(s string, toks []token, spans []Span, keep map[[2]int]bool) []Span {
	l := d.names
	var out []Span
	changed := false
	for _, sp := range spans {
		a, b, ok := spanWords(toks, sp)
		if sp.Kind != Person || !ok || b-a < 2 || keep[[2]int{sp.Start, sp.End}] || !allLatin(s[sp.Start:sp.End]) || !l.fiHuAround(toks, a) {
			out = append(out, sp)
			continue
		}
		na, nb := a, b
		if f := toks[a]; strings.HasSuffix(f.text, "n") && !l.first[f.bare] && !l.last[f.bare] && l.first[toks[a+1].bare] {
			na = a + 1
		}
		last := toks[nb].text
		if h := strings.LastIndexAny(last, "-‐‑"); h > 0 {
			r, _ := utf8.DecodeRuneInString(last[h+1:])
			if unicode.IsLower(r) && utf8.RuneCountInString(last[h+1:]) >= 4 {
				nb--
			}
		} else if nb-na == 2 && l.first[toks[na].bare] && fiGenitive(toks[na+1].text) && !l.first[toks[na+1].bare] &&
			!l.first[toks[nb].bare] && !l.last[toks[nb].bare] {
			nb--
		}
		if na == a && nb == b || nb-na < 1 {
			out = append(out, sp)
			continue
		}
		changed = true
		out = append(out, personSpan(s, toks[na], toks[nb]))
	}
	if !changed {
		return spans
	}
	return out
}

// fiGenitive is a word ending in one vowel and "n", as a Finnish genitive
// does ("Agricolan", "Virtasen"): not in a consonant and "n" ("Rafn",
// "ibn") nor a doubled vowel and "n" (Dutch "Pieterszoon").
func fiGenitive(w string) bool {
	r := []rune(strings.ToLower(w))
	n := len(r)
	if n < 4 || r[n-1] != 'n' || !strings.ContainsRune("aeiouyäö", r[n-2]) {
		return false
	}
	return r[n-3] != r[n-2]
}
