package pii

import "regexp"

// A person's birth name follows their name after a marker that says so:
// German "geb." (geborene), French and English "née", Polish "z d."
// (z domu), Czech and Slovak "roz." (rozená), Hungarian "szül.", Italian
// "nata", Spanish "nacida", Portuguese "nascida", Danish and Norwegian
// "født", Swedish "född". Genealogies, obituaries and registers write it
// after the given name alone ("Uliana geb. Eberhardt") or the full name;
// the surname alone is a lone capitalised word the rules do not take
// (docs/adr/0271).

// birthNameAfter is the marker and the birth surname (one capitalised word,
// or two joined by a hyphen) right after a person.
var birthNameAfter = regexp.MustCompile(`^,?[ \t]+(?:geb\.|geborene|gebürtige|née|nee|né|z d\.|z domu|roz\.|rozená|rod\.|szül\.|született|nata|nacida|nascida|født|född)[ \t]+(\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?)(?:[^\p{L}]|$)`)

// birthNames adds the birth surname that a marker puts after a found
// person, where no other span stands. Each person reads a bounded
// stretch after it, so Find stays linear.
func (d *Detector) birthNames(s string, spans []Span) []Span {
	var add []Span
	for i, sp := range spans {
		if sp.Kind != Person {
			continue
		}
		m := birthNameAfter.FindStringSubmatchIndex(s[sp.End:min(len(s), sp.End+64)])
		if m == nil {
			continue
		}
		a, b := sp.End+m[2], sp.End+m[3]
		if i+1 < len(spans) && spans[i+1].Start < b {
			continue // found already, or another kind's
		}
		add = append(add, personSpan(s, token{start: a, end: b, text: s[a:b]}, token{start: a, end: b, text: s[a:b]}))
	}
	return withAdded(spans, add)
}
