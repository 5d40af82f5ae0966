package pii

import (
	"regexp"
	"sort"
	"strings"
)

// Slavic languages name places, seas, courts and institutions with an
// adjective beside a noun ("Ameryka Północna", "Morza Karaibskiego", "Sądu
// Najwyższego", "Česká republika", "Южной Америки"), and the word model,
// which learnt that two capitalised words are often a person, takes many
// of them (docs/adr/0124). A person's name in these languages has a given
// name; an adjective-shaped surname ("Kowalski", "Nováková") stands beside
// one. So two capitalised words of which one ends as a Polish, Czech,
// Slovak or Russian adjective and neither is a given name, in any case, are
// a thing, not a person.

// slavicAdjective is how adjectives end in Polish, Czech, Slovak and
// Croatian (Latin letters, folded: "Północnej" is "polnocnej") and in
// Russian (Cyrillic, folded: "й" is "и"): the -n-, -sk-, -ck-, -ow- stems
// with their oblique case endings only. The nominatives (-ski, -ska, -ná,
// -ный) and the noun-like -owi, -na are surnames and given names too
// ("Rahilka Stojkovska", "Rumjana").
var slavicAdjective = regexp.MustCompile(`(?:` +
	`(?:n|sk|ck|ow|czn|sz)(?:ej|ego|emu|ym|ych|ymi)|(?:sk|ck)(?:ich|iej|iego|iemu|im|eho|em|emu|ych|ou|ym)` +
	`|(?:н|ск|цк)(?:ои|ого|ому|ым|ых|ыми|ую)|(?:ск|цк)(?:ои|ого|ому|им|их|ими|ую)` +
	`)$`)

// adjectivePhrases drops the persons of two capitalised words in Slavic text
// (slavicTextAround) of which one is adjective-shaped and neither is a given
// name of any list (as it stands or declined). Persons the rules vouched
// for are read too: the rules take such pairs as well.
func (d *Detector) adjectivePhrases(s string, toks []token, spans []Span) []Span {
	if toks == nil {
		toks = words(s)
	}
	var out []Span
	dropped := false
	for i, sp := range spans {
		drop := false
		if sp.Kind == Person {
			a := sort.Search(len(toks), func(j int) bool { return toks[j].start >= sp.Start })
			if a+1 < len(toks) && toks[a].start == sp.Start && toks[a+1].end == sp.End && s[toks[a].end:toks[a+1].start] == " " {
				drop = d.adjectivePair(toks[a], toks[a+1]) && slavicTextAround(toks, a)
			}
		}
		if drop && !dropped {
			out, dropped = append(make([]Span, 0, len(spans)), spans[:i]...), true
		}
		if !drop && dropped {
			out = append(out, sp)
		}
	}
	if !dropped {
		return spans
	}
	return out
}

// adjectivePair: both words are capitalised, one ends as a Slavic adjective
// and neither is a given name.
func (d *Detector) adjectivePair(x, y token) bool {
	if !capitalised(x.text) || !capitalised(y.text) || !slavicAdjective.MatchString(x.bare) && !slavicAdjective.MatchString(y.bare) {
		return false
	}
	return !d.names.anyGiven(x.bare) && !d.names.anyGiven(y.bare)
}

// slavicTextAround: a word within 12 of toks[i] is written in Cyrillic or
// with a letter of a Slavic Latin alphabet (Polish ą ę ł ń ś ź ż besides
// slavicLetters), or slavicAround holds.
func slavicTextAround(toks []token, i int) bool {
	for _, t := range toks[max(0, i-slavicWindow):min(len(toks), i+slavicWindow+2)] {
		w := strings.ToLower(t.text)
		if strings.ContainsAny(w, slavicLetters+"ąęłńśźż") || cyrillicWord(w) {
			return true
		}
	}
	return slavicAround(toks, i)
}

// anyGiven: the folded word is a given name of a list as it stands, or
// declined (Slavic endings), or read from Cyrillic into Latin letters.
func (l nameLists) anyGiven(bare string) bool {
	if l.first[bare] || slavicGivenNames.has(bare) {
		return true
	}
	if _, ok := l.slavicGiven(bare); ok {
		return true
	}
	for _, e := range []string{"owi", "ewi"} { // Polish dative: "Tomaszowi", "Janowi"
		if n := strings.TrimSuffix(bare, e); n != bare && (l.first[n] || slavicGivenNames.has(n)) {
			return true
		}
	}
	if cyrillicWord(bare) {
		_, ok := l.cyrillicGiven(strings.ToLower(bare))
		return ok
	}
	return false
}
