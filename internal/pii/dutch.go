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
// given name. A person that holds a given name only after a lower-case
// particle, whatever its first word, is cut to start there: Dutch writes a body's, a party's or a
// word's owner after "van" ("Kritiek van Hans van Mierlo", "Veilig Blauw van
// Leo Govaerts"), and a role glued to a name by a hyphen comes off it
// (dutchRoleBefore). What structure vouched for stays (docs/adr/0144, 0148).
func (d *Detector) dropDutchPhrases(s string, toks []token, spans []Span, keep map[[2]int]bool) []Span {
	var out []Span
	for _, sp := range spans {
		a, b, ok := spanWords(toks, sp)
		if sp.Kind != Person || !ok || b == a || keep[[2]int{sp.Start, sp.End}] || !dutchAround(toks, a) {
			out = append(out, sp)
			continue
		}
		if d.dutchRoleBefore(s, toks, a, b) {
			out = append(out, personSpan(s, toks[a+1], toks[b]))
			continue
		}
		g := d.dutchGivenAt(toks, a, b)
		_, common := europeCommon[strings.ToLower(toks[a].text)]
		switch {
		case particles[toks[a].bare] || g < 0:
			out = append(out, sp)
		case g <= b:
			out = append(out, personSpan(s, toks[g], toks[b]))
		case !common:
			out = append(out, sp)
		}
	}
	return out
}

// dutchGivenAt is the first capitalised word of toks[a..b] that is a given
// name of the lists or of Wiktionary's Dutch ones (the lists hold "van"): -1 when the first given name opens
// the span or comes after no lower-case particle (the person stays whole),
// b+1 when none is held (a body), else the given name's index when it
// follows a lower-case particle ("Kritiek van [Hans] van Mierlo").
func (d *Detector) dutchGivenAt(toks []token, a, b int) int {
	for i := a; i <= b; i++ {
		if !capitalised(toks[i].text) || !d.names.first[toks[i].bare] && !dutchGivenNames.has(toks[i].bare) {
			continue
		}
		if i > a && particles[toks[i-1].bare] && strings.ToLower(toks[i-1].text) == toks[i-1].text {
			return i
		}
		return -1
	}
	return b + 1
}

// dutchRoleBefore: toks[a], the first word of a person toks[a..b], is a
// role written as a compound with a hyphen whose head is in lower case
// ("NS-topman", "Mede-oprichter": Dutch writes its nouns in lower case, a
// double surname capitalises both halves), and a given name, an initial or
// a capitalised particle follows: Dutch writes the role right before the
// name, as Norwegian does ("NS-topman H. Huisinga",
// "Mede-oprichter Van Mierlo"; docs/adr/0148).
func (d *Detector) dutchRoleBefore(s string, toks []token, a, b int) bool {
	t, n := toks[a], toks[a+1]
	h := strings.LastIndexByte(t.text, '-')
	if h < 0 || len(t.text)-h <= 3 || strings.ToLower(t.text[h:]) != t.text[h:] || !capitalised(n.text) {
		return false
	}
	return d.names.first[n.bare] || dutchGivenNames.has(n.bare) || initial(s, n) || particles[n.bare] && a+1 < b
}
