package pii

import (
	"strings"
)

// germanPairs adds the persons of German text that neither the rules nor
// the word model found: a German given name of Wiktionary's (deGiven) or
// a hyphenated one, then one capitalised word in German letters that is no
// common German word (deCommonWords, compounds included), no function word,
// no place and no organisation ("Der Vorsitzende Sigmar Gabriel sagte",
// "Christian Heidel zäumte …"). The rules leave a given name that is also a
// word ("Christian") before a surname no list holds, and German prose, where
// every noun is capitalised, gave the word model few such pairs to learn
// (docs/adr/0102). Only spans that overlap nothing found are added.
func (d *Detector) germanPairs(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		g, w := toks[i], toks[i+1]
		if !capitalised(g.text) || !capitalised(w.text) || s[g.end:w.start] != " " || !germanSpelled(w.text) {
			continue
		}
		if !deGiven.has(g.bare) && !(strings.Contains(g.text, "-") && d.names.germanGiven(g)) {
			continue
		}
		l := d.names
		if l.deCommon(w) || l.deCompound(w) || deStop.has(strings.ToLower(w.text)) || l.places[w.bare] || l.geo[w.bare] ||
			l.orgWords[w.bare] || deDates.has(strings.ToLower(w.text)) {
			continue
		}
		if overlapsFound(spans, &k, g.start, w.end) {
			continue // overlaps what was found
		}
		if i+2 < len(toks) && capitalised(toks[i+2].text) && s[w.end:toks[i+2].start] == " " {
			continue // a longer run of capitalised words is the rules' and the model's to judge
		}
		if !l.deAround(toks, i) {
			continue
		}
		add = append(add, personSpan(s, g, w))
		i++
	}
	return withAdded(spans, add)
}
