package pii

import "strings"

// wholeNameCommonRank is the rank within which a word of europeCommon is a
// common word of some European language, too common to be the surname the
// rules and the word model left after a Nordic name ("Heidi Christine" +
// "Myrvold"): "sande" (Danish "true", 2,104th) is also a Norwegian surname
// and stays a candidate (docs/adr/0144).
const wholeNameCommonRank = 1500

// wholeGermanicNames gives back the words of a Nordic or German name that
// the rules and the word model left outside a person they found: Norwegian,
// Danish and German write two given names before the surname ("Per Arne
// Olsen", "Ove Kjell Hole", "Christian Dietrich Grabbes") and Norwegians
// two surnames after them ("Karita Bekkemellem Orheim"), while the word
// model, trained on two-word names, keeps two of the three. In Nordic text
// (nordicAround) or German text (deAround):
//   - a capitalised given name right before a person whose first word is a
//     given name or an initial joins it ("Pål" + "W. Olsen");
//   - in Nordic text only (German capitalises its nouns), up to two
//     capitalised words after a person that opens on a given name join it
//     when each is no given name (the next person of a list), function
//     word, English word, organisation nor one of the commonest words of a
//     European language ("Inger Marie" + "Sperre", "Heidi Christine" +
//     "Myrvold Øverland"), and no third capitalised word follows.
//
// In Nordic text a first word that is a role or a place comes off when a
// given name follows it and two words stay ("Sportssjef Clas Brede",
// "Kristiansund Håvard Krane"): Norwegian writes the title right before the
// name, as German does (ADR 0094 cuts it there). A word another find covers
// is never taken; what structure vouched for is never cut.
func (d *Detector) wholeGermanicNames(s string, toks []token, spans []Span, keep map[[2]int]bool) []Span {
	l := d.names
	var out []Span
	for k, sp := range spans {
		a, b, ok := spanWords(toks, sp)
		if sp.Kind != Person || !ok {
			out = append(out, sp)
			continue
		}
		a0, b0 := a, b
		nordic := nordicAround(toks, a)
		german := !nordic && l.deAround(toks, a)
		given := func(t token) bool {
			low := strings.ToLower(t.text)
			if !capitalised(t.text) || titles[t.bare] || nordicStop.has(low) || deStop.has(low) || !nordic && l.stop[t.bare] {
				return false
			}
			if german && deCommonWords.has(low) && !deGiven.has(t.bare) {
				return false // "General Rafael Carrera": the lists hold the noun as a name
			}
			return l.first[t.bare] || nordic && nordicGivenNames.has(t.bare) || german && deGiven.has(t.bare)
		}
		if nordic && b > a+1 && !keep[[2]int{sp.Start, sp.End}] && !given(toks[a]) && l.nordicRole(toks[a]) && given(toks[a+1]) {
			a++ // the role or place before the name: "Sportssjef", "KrF-leder", "Kristiansund"
		}
		if !nordic && !german || !given(toks[a]) && !initial(s, toks[a]) {
			out = append(out, sp)
			continue
		}
		prevEnd := 0
		if len(out) > 0 {
			prevEnd = out[len(out)-1].End
		}
		if a > 0 && toks[a-1].start >= prevEnd && s[toks[a-1].end:toks[a].start] == " " && given(toks[a-1]) {
			a--
		}
		if nordic && b > a {
			nextStart := len(s)
			if k+1 < len(spans) {
				nextStart = spans[k+1].Start
			}
			c := b
			for c+1 < len(toks) && c-b < 2 && toks[c+1].end <= nextStart && s[toks[c].end:toks[c+1].start] == " " && l.nordicSurname(toks[c+1]) {
				c++
			}
			if c > b && !(c+1 < len(toks) && s[toks[c].end:toks[c+1].start] == " " && capitalised(toks[c+1].text)) {
				b = c
			}
		}
		if a == a0 && b == b0 {
			out = append(out, sp)
			continue
		}
		out = append(out, personSpan(s, toks[a], toks[b]))
	}
	return out
}

// nordicSurname: t may be a surname after a Nordic given name: capitalised,
// no given name, function word, English word, organisation or common word
// (wholeGermanicNames).
func (l nameLists) nordicSurname(t token) bool {
	low := strings.ToLower(t.text)
	if !capitalised(t.text) || len(t.bare) < 3 || l.first[t.bare] || nordicGivenNames.has(t.bare) {
		return false
	}
	if r, ok := europeCommon[low]; ok && r <= wholeNameCommonRank {
		return false
	}
	return !nordicStop.has(low) && !europeStop.has(t.bare) && !l.stop[t.bare] && !l.words[t.bare] && !l.orgWords[t.bare]
}

// nordicRole: t, no given name, is a common word of a European language
// (europeCommon), a compound whose head is one of four letters or more
// after three or more ("Sportssjef", "Elevrådsleder"; the part after a
// hyphen: "KrF-leder"), or a place: a title, role or place written before a
// Nordic name (wholeGermanicNames).
func (l nameLists) nordicRole(t token) bool {
	if l.places[t.bare] || l.geo[t.bare] {
		return true
	}
	w := []rune(strings.ToLower(t.text))
	if i := strings.LastIndexByte(string(w), '-'); i >= 0 {
		w = []rune(string(w)[i+1:])
	}
	if _, ok := europeCommon[string(w)]; ok {
		return true
	}
	for k := 3; k+4 <= len(w) && len(w) <= 48; k++ {
		if _, ok := europeCommon[string(w[k:])]; ok {
			return true
		}
	}
	return false
}
