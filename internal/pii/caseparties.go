package pii

// caseParties adds the parties of a court case cited or captioned as "X v.
// Y" ("Okafor v. Brandt", "Jane Okafor vs. Markus Brandt") that nothing
// found (docs/adr/0227): on each side of a "v.", "vs." or "vs" parted by
// single spaces, one to three capitalised words. A side of one
// word is a person when it is a listed surname and no common word, place,
// region or organisation word ("Brown v. Board of Education" has none); a
// side of two or three when its first is a listed given name and no
// common word and its last a listed surname. Firms ("Apple Inc. v.
// Samsung") end on no surname. Only sides that overlap nothing found are
// added (the sides come in text order, so one cursor walks the spans);
// each "v" is read once, each side's words at most three times.
func (d *Detector) caseParties(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	for i := 1; i+1 < len(toks); i++ {
		v := toks[i]
		if v.text != "v" && v.text != "vs" || s[toks[i-1].end:v.start] != " " {
			continue
		}
		// "v" without its dot is the Czech, Slovak and Slovenian "in" ("v
		// Brodě", "v koncerne Thyssen"); "vs" is no word of them.
		gap := s[v.end:toks[i+1].start]
		if gap != ". " && (gap != " " || v.text == "v") {
			continue
		}
		a := i - 1
		for a > 0 && i-a < 3 && capitalised(toks[a-1].text) && s[toks[a-1].end:toks[a].start] == " " {
			a--
		}
		b := i + 1
		for b+1 < len(toks) && b-i < 3 && capitalised(toks[b+1].text) && s[toks[b].end:toks[b+1].start] == " " {
			b++
		}
		for _, side := range [][]token{toks[a:i], toks[i+1 : b+1]} {
			if side, ok := d.partyWords(side); ok && !overlapsFound(spans, &k, side[0].start, side[len(side)-1].end) {
				add = append(add, personSpan(s, side[0], side[len(side)-1]))
			}
		}
	}
	return withAdded(spans, add)
}

// partyWords: the capitalised words of one side of a case name, or the
// longest tail of them ("See Okafor" -> "Okafor"), read as a person.
func (d *Detector) partyWords(side []token) ([]token, bool) {
	for from := range side {
		if d.partyRun(side[from:]) {
			return side[from:], true
		}
	}
	return nil, false
}

// partyRun: one to three capitalised Latin words read as a person, by the
// lists (caseParties).
func (d *Detector) partyRun(side []token) bool {
	l := d.names
	for _, t := range side {
		if !capitalised(t.text) || !allLatin(t.text) {
			return false
		}
	}
	last := side[len(side)-1].bare
	if !l.last[last] || l.words[last] || l.orgWords[last] || l.places[last] || l.geo[last] || l.stop[last] {
		return false
	}
	if len(side) == 1 {
		return true
	}
	g := side[0].bare
	return d.anyGiven(g) && !l.words[g] && !l.stop[g]
}
