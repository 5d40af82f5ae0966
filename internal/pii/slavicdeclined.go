package pii

import (
	"strings"
	"unicode/utf8"
)

// slavicCaseEndings are the case endings South and West Slavic languages
// in Latin script put on a name, folded, longest first: Slovene,
// Croatian, Serbian, Czech, Slovak and Polish genitive -a/-ja/-ega,
// dative and locative -u/-ju/-emu/-ovi/-owi, instrumental -om/-em/-jem/
// -ym/-im ("o Vidiču", "z Lewandowskym", "premaga Arturja Boruca", "od
// Jurčiča"). With each, how the nominative ends: as the stem ("Vidić-u"),
// or with "i" where the name is an adjective's ("Lewandowsk-ym" →
// "Lewandowski").
var slavicCaseEndings = []struct{ ending, nominative string }{
	{"ovi", ""}, {"owi", ""}, {"emu", "i"}, {"ega", "i"}, {"jem", ""}, {"om", ""}, {"em", ""}, {"ym", "i"},
	{"im", "i"}, {"ja", ""}, {"ju", ""}, {"u", ""}, {"a", ""},
}

// slavicDeclinedNames adds, in Slavic text of Latin script (slavicAround),
// a lone capitalised word inside a sentence that is a given name or
// surname of the lists, or a word of a person found in the text ("Boruc"
// → "Boruca"), once a case ending comes off (slavicCaseEndings):
// spoken Slovene names foreign and native players "o Vidiču in
// Ferdinandu", "z Lewandowskym", and the lists hold the nominative only.
// The word must be no name, English word or thing (thingWord) as written,
// its stem three letters or more, and the nominative no place, country,
// organisation, firm, English word or one of the commonest words of a
// European language (within wholeNameCommonRank: "Artur" is 2,811th; the ADR 0245
// try read every proper noun and took "Facebookot", "Linuxu"). One of the
// words must be sure (slavicDeclined): found in the text in its nominative
// or shaped as an adjective. Two such words side by side are one person
// ("Arturja Boruca", "Boruc" found), and a word
// beside another capitalised word is left (a body's or a place's name).
// Only words overlapping nothing found are read; one walk over the words
// (docs/adr/0261).
func (d *Detector) slavicDeclinedNames(s string, toks []token, spans []Span) []Span {
	found := map[string]bool{}
	for _, sp := range spans {
		if a, b, ok := spanWords(toks, sp); ok && sp.Kind == Person && (b > a || !d.names.first[toks[a].bare]) {
			// A given name found alone is as often a demonym or a word
			// ("Malti", Maltese) as a person: no echo is read from it.
			for _, t := range toks[a : b+1] {
				found[t.bare] = true
			}
		}
	}
	var add []Span
	k := 0
	for i := 1; i < len(toks); i++ {
		ok, sure := d.slavicDeclined(s, toks[i], found)
		if !ok || !slavicAround(toks, i) || !allLatin(toks[i].text) {
			continue
		}
		j := i
		if j+1 < len(toks) && spacedWords(s, toks[j], toks[j+1]) {
			if ok2, sure2 := d.slavicDeclined(s, toks[j+1], found); ok2 {
				j, sure = j+1, sure || sure2
			}
		}
		if !sure {
			i = j
			continue
		}
		if capitalised(toks[i-1].text) && spacedWords(s, toks[i-1], toks[i]) || j+1 < len(toks) && spacedWords(s, toks[j], toks[j+1]) && capitalised(toks[j+1].text) {
			i = j
			continue
		}
		if !overlapsFound(spans, &k, toks[i].start, toks[j].end) {
			add = append(add, personSpan(s, toks[i], toks[j]))
		}
		i = j
	}
	return withAdded(spans, add)
}

// slavicDeclined: t, inside a sentence, reads as a declined given name or
// surname of the lists (slavicDeclinedNames); sure when the nominative is
// a word of a person found in the text or a surname shaped as an
// adjective (-ski, -cki, -sky, -cky: "Lewandowskym"). A listed name alone
// is not enough: the lists hold "Srb", "Haag", "Edward" and "Abraham", and
// "Srba", "Haagu", "Edwarda" were a Serb, The Hague and a place or a
// street in the tuning sets.
func (d *Detector) slavicDeclined(s string, t token, found map[string]bool) (ok, sure bool) {
	l := d.names
	if !capitalised(t.text) || utf8.RuneCountInString(t.bare) < 4 || sentenceStart(s, t.start) {
		return false, false
	}
	if l.first[t.bare] || l.last[t.bare] || l.words[t.bare] || l.thingWord(t) || l.firms[t.bare] {
		return false, false
	}
	for _, e := range slavicCaseEndings {
		stem, ok := strings.CutSuffix(t.bare, e.ending)
		if !ok || utf8.RuneCountInString(stem) < 3 {
			continue
		}
		nom := stem + e.nominative
		if !l.first[nom] && !l.last[nom] && !found[nom] {
			continue
		}
		if l.places[nom] || l.geo[nom] || l.countries[nom] || l.orgWords[nom] || l.firms[nom] || l.words[nom] || l.stop[nom] {
			return false, false
		}
		if r, common := europeCommon[nom]; common && r <= wholeNameCommonRank {
			return false, false
		}
		return true, found[nom] || adjectivalSurname(nom)
	}
	return false, false
}

// adjectivalSurname: a folded nominative ends as the Slavic surnames
// shaped as adjectives do ("lewandowski", "vysocky").
func adjectivalSurname(nom string) bool {
	for _, e := range []string{"ski", "cki", "sky", "cky", "dzki"} {
		if strings.HasSuffix(nom, e) && len(nom) > len(e)+2 {
			return true
		}
	}
	return false
}
