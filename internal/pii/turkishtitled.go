package pii

// Turkish news writes a person after a form of address, "Sayın
// Seelenfreund", "Bay Bandow", often by surname alone, which no list
// holds; the word model leaves some (docs/adr/0173). trimHonorifics cuts
// the title from the persons found; this pass adds the ones nothing
// found.

// turkishTitledPersons adds the one to three capitalised Latin words
// joined by single spaces after a Turkish title (turkishTitles: "Bay",
// "Bayan", "Sayın"), a Turkish case suffix after an apostrophe left out of
// the last, when the last is no thing's word and the line is prose of a
// language other than English (latinProseAround: "Bay" is an English
// word). Only persons that overlap nothing found are added.
func (d *Detector) turkishTitledPersons(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		if !turkishTitles[toks[i].bare] || !capitalised(toks[i].text) || s[toks[i].end:toks[i+1].start] != " " {
			continue
		}
		last := i
		for j := i + 1; j < len(toks) && j <= i+3 && capitalised(toks[j].text) && allLatin(toks[j].text) && s[toks[j-1].end:toks[j].start] == " "; j++ {
			last = j
			if suffixedName(toks[j]).end != toks[j].end {
				break // the case suffix closes the name ("Bay Bush'un")
			}
		}
		if last == i {
			continue
		}
		end := suffixedName(toks[last])
		if d.names.thingWord(end) || !d.names.latinProseAround(toks, i) || overlapsFound(spans, &k, toks[i+1].start, end.end) {
			continue
		}
		add = append(add, personSpan(s, toks[i+1], end))
		i = last
	}
	return withAdded(spans, add)
}
