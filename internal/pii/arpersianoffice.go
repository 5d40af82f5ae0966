package pii

import "strings"

// Heads of state and government named after their office on Persian lines
// (docs/adr/0190): "رییس‌جمهور حسنی مبارک", President Hosni Mubarak. The
// office word is no form of address, so the title frame does not read it,
// and neither word of a foreign or Arab name is a listed Persian name;
// Wikidata's persons' names (foreignWords) spell both.

// persianOffices are the offices (folded) Persian writes right before the
// name of the person who holds them, each as its last word and the word
// before that (the half-space of "رییس‌جمهور" splits it; "" when one word).
var persianOffices = map[string][]string{
	fold("جمهور"):   {fold("رییس"), fold("رئیس")},
	fold("وزیر"):    {fold("نخست")},
	fold("صدراعظم"): {""},
	fold("پادشاه"):  {""},
}

// persianOfficeAt: toks[i] ends an office word.
func persianOfficeAt(toks []token, i int) bool {
	before, ok := persianOffices[toks[i].bare]
	if !ok {
		return false
	}
	for _, w := range before {
		if w == "" || i > 0 && toks[i-1].bare == w {
			return true
		}
	}
	return false
}

// persianOfficeNames adds, on Persian lines, the two words right after an
// office word when both are words of Wikidata's persons' names that
// foreignNameWord accepts, neither is among persianRankedCommon's common
// Persian words, and nothing found overlaps them. One pass over the words.
func (d *Detector) persianOfficeNames(s string, toks []token, spans []Span) []Span {
	fa := persianLineWords(s, toks)
	if fa == nil {
		return spans
	}
	var added []Span
	k := 0
	for i := 0; i+2 < len(toks); i++ {
		if !fa[i] || !persianOfficeAt(toks, i) {
			continue
		}
		a, b := toks[i+1], toks[i+2]
		if strings.TrimSpace(s[toks[i].end:a.start]) != "" || s[a.end:b.start] != " " || !d.persianOfficeWord(a) || !d.persianOfficeWord(b) {
			continue
		}
		if overlapsFound(spans, &k, a.start, b.end) {
			continue
		}
		added = append(added, personSpan(s, a, b))
		i += 2
	}
	if added == nil {
		return spans
	}
	return withAdded(spans, added)
}

// persianOfficeWord: t may be a word of an office holder's name: a word of
// Wikidata's persons' names, no common Persian word within
// persianRankedCommon, and no word foreignNameWord refuses.
func (d *Detector) persianOfficeWord(t token) bool {
	if !arabicWord(t.text) || !foreignWords[foreignNorm(t.bare)] || !d.foreignNameWord(t) {
		return false
	}
	r := persianCommon[t.bare]
	return r == 0 || r > persianRankedCommon
}
