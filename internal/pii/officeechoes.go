package pii

import "strings"

// Once an office named a surname ("místopředseda FS Kučera", "senatore
// Falanga"), the text names that person again by the surname alone, with
// no office, and in Czech, Slovak and Polish in another case ("Na závěr
// Kučera řekl", "Kučerovi", "Pazourka" after "Pazourek"): docs/adr/0200.

// slavicCaseEnds are the folded case endings of Czech, Slovak and Polish
// surnames that latinCaseEnds lacks: "-ovi", "-ou", "-y", "-ym" (Czech
// "Kučerovi", "Kučerou", "Kučery", "Černým"), "-ho", "-eho", "-emu" (the
// adjectival surnames' "Černého", "Černému"), Polish "-owi", "-ego".
var slavicCaseEnds = []string{"ovi", "ou", "y", "ym", "ho", "eho", "emu", "owi", "ego"}

// officeEchoOf is whether the folded, bare word w is a surname of known,
// or one of its forms (latinEchoOf, slavicCaseEnds).
func officeEchoOf(w string, known map[string]bool) bool {
	if known[w] || latinEchoOf(w, known) {
		return true
	}
	for _, e := range slavicCaseEnds {
		if stem, ok := strings.CutSuffix(w, e); ok && known[stem] {
			return true
		}
	}
	return false
}

// officeEchoes adds every lone capitalised Latin word (loneLatinCap), its
// Turkish suffix left out, that is a surname an office or a heading named
// in the text (known) or one of its forms, when it is no thing's word nor
// a word the text writes in lower case.
func (d *Detector) officeEchoes(s string, toks []token, spans []Span, known map[string]bool) []Span {
	lower := lowerWords(toks)
	var add []Span
	k := 0
	for i := range toks {
		if !d.names.loneLatinCap(s, toks, i) {
			continue
		}
		t := suffixedName(toks[i])
		if len([]rune(t.bare)) < 3 || officeTitle(t.bare) || d.names.thingWord(t) || lower[t.bare] || !officeEchoOf(t.bare, known) || overlapsFound(spans, &k, toks[i].start, toks[i].end) {
			continue
		}
		add = append(add, personSpan(s, t, t))
	}
	return add
}
