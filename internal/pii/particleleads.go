package pii

import (
	"strings"
	"unicode"
)

// A particle opens a surname ("de Castilho", "van Dijk"), never a given
// name: in "hijo de Bystrík Nájera y de Zoltán Erez" the second "de" is
// the preposition "of" before a full name, and the rules read it into the
// person ("de Zoltán Erez", docs/adr/0271). A found person of three words
// or more that opens on a lower-case particle followed by a listed given
// name that is no listed surname starts at that given name.
func (d *Detector) cutParticleLeads(s string, spans []Span) []Span {
	out := spans[:0:0]
	for _, sp := range spans {
		if sp.Kind == Person {
			ts := words(s[sp.Start:sp.End])
			if len(ts) >= 3 && particles[ts[0].text] && lowerLatin(ts[0].text) && capitalised(ts[1].text) && d.names.first[ts[1].bare] && !d.names.last[ts[1].bare] {
				a := sp.Start + ts[1].start
				out = append(out, Span{Start: a, End: sp.End, Kind: Person, Key: strings.Join(strings.Fields(fold(s[a:sp.End])), " ")})
				continue
			}
		}
		out = append(out, sp)
	}
	return out
}

// lowerLatin is a word of Latin letters in lower case: Arabic "عبد" and
// "ابو" are particles too, but open a name.
func lowerLatin(w string) bool {
	for _, r := range w {
		if !unicode.Is(unicode.Latin, r) || !unicode.IsLower(r) {
			return false
		}
	}
	return w != ""
}
