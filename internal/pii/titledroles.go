package pii

import "strings"

// A letter's salutation may put a role noun between the title and the
// name: German "Sehr geehrte Frau Kollegin Erma Murtas", "Herr Pfarrer
// …", Spanish "Señora Doctora …". The rules cut the title and read the
// capitalised noun as the name's first word ("Kollegin Erma Murtas",
// docs/adr/0271). A found person of three words or more right after a
// title, opening on a common word no list holds as a given name, starts
// at its second word.
func (d *Detector) cutTitledRoles(s string, spans []Span) []Span {
	out := spans[:0:0]
	for _, sp := range spans {
		if sp.Kind == Person {
			if ts := words(s[sp.Start:sp.End]); len(ts) >= 3 && d.titledRole(s, sp.Start, ts[0], ts[1]) {
				a := sp.Start + ts[1].start
				out = append(out, Span{Start: a, End: sp.End, Kind: Person, Key: strings.Join(strings.Fields(fold(s[a:sp.End])), " ")})
				continue
			}
		}
		out = append(out, sp)
	}
	return out
}

// titledRole is whether first, the first word of a person at start, is a
// role noun after a title: capitalised and no listed given name, and a
// common word or followed by a listed given name that is no surname
// ("Kollegin Erma …"), with a title (titles) as the word before it on its
// line.
func (d *Detector) titledRole(s string, start int, first, next token) bool {
	if !capitalised(first.text) || d.names.first[first.bare] {
		return false
	}
	if !d.names.commonWord(first) && !(d.names.first[next.bare] && !d.names.last[next.bare]) {
		return false
	}
	before := strings.TrimRight(s[max(0, start-12):start], " \t")
	if len(before) == start-max(0, start-12) {
		return false // no blank before the person
	}
	prev := words(before)
	if len(prev) == 0 || prev[len(prev)-1].end != len(before) && !strings.HasSuffix(before, ".") {
		return false
	}
	return titles[prev[len(prev)-1].bare]
}
