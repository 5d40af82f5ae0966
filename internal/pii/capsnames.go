package pii

import (
	"strings"
)

// capsPairs adds the persons written with a surname in capitals that
// nothing found: a news byline or credit on a line of its own ("MAREK
// CHORVATOVIČ", "Fotó: ANDREI IONIȚĂ"), a surname capitalised as European
// Union documents and forms write it ("Olivier DELEUZE", "Jöran HÄGGLUND").
// The rules take a word in capitals as a name only when a list holds it
// (looks), and the word model saw few such words. A pair counts when its
// first word is a given name of the lists (general or Slavic) that is no
// English word, its second in capitals — of three letters or more with a
// vowel (an acronym often has none: "ENA DPR"), on no list of words,
// places, organisations or stop words — and no capitalised
// or capital word stands joined on either side, so a headline in capitals
// ("NEW YORK TIMES") is no pair. A lower-case particle may stand between
// ("MAILSON DA NÓBREGA"). Only spans that overlap nothing found are added;
// each word is read once (docs/adr/0112).
func (d *Detector) capsPairs(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	l := d.names
	for i := 0; i+1 < len(toks); i++ {
		g := toks[i]
		if !capitalised(g.text) && !upperWord(g.text) {
			continue
		}
		if !(l.first[g.bare] || slavicGivenNames.has(g.bare)) || l.words[g.bare] || l.places[g.bare] || l.orgWords[g.bare] || l.stop[g.bare] {
			continue
		}
		j := i + 1
		if j+1 < len(toks) && s[g.end:toks[j].start] == " " && europeanParticles[strings.ToLower(toks[j].text)] && upperWord(toks[j].text) == upperWord(g.text) {
			j++ // "MAILSON DA NÓBREGA"
		}
		w := toks[j]
		if s[toks[j-1].end:w.start] != " " || !upperWord(w.text) || len(w.bare) < 3 || !strings.ContainsAny(w.bare, "aeiouy") {
			continue
		}
		if l.words[w.bare] || l.places[w.bare] || l.geo[w.bare] || l.orgWords[w.bare] || l.stop[w.bare] || europeStop.has(w.bare) || l.first[w.bare] && !l.last[w.bare] {
			continue
		}
		if i > 0 && s[toks[i-1].end:g.start] == " " && (capitalised(toks[i-1].text) || upperWord(toks[i-1].text)) {
			continue
		}
		if j+1 < len(toks) && s[w.end:toks[j+1].start] == " " && (capitalised(toks[j+1].text) || upperWord(toks[j+1].text)) {
			continue
		}
		if overlapsFound(spans, &k, g.start, w.end) {
			continue
		}
		add = append(add, personSpan(s, g, w))
		i = j
	}
	return withAdded(spans, add)
}
