package pii

import "strings"

// A court, office or other body's name written in capitals at the head of
// a document ("RECHTBANK GHENT", "SĄD REJONOWY", "AMTSGERICHT KÖLN") has
// the shape of a name in capitals, and the caps passes run after
// listedThing, which refuses a person led by a head noun of a place or
// body (cldrHeads: iD's preset names in every language, courthouses and
// government offices among them). dropCapsHeaded refuses it there too
// (docs/adr/0243).

// dropCapsHeaded drops the Latin persons of two words or more written in
// capitals whose first word is a listed head noun and no given name (US
// census, curated European or the name lists'): "RECHTBANK GHENT" is the
// court, "MONTE HALL" stays a person.
func (d *Detector) dropCapsHeaded(s string, spans []Span) []Span {
	out := spans[:0]
	for _, sp := range spans {
		if sp.Kind == Person && d.capsHeaded(s[sp.Start:sp.End]) {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// capsHeaded is whether text is a body's name in capitals (dropCapsHeaded).
func (d *Detector) capsHeaded(text string) bool {
	if !allLatin(text) || !upperRun(text) {
		return false
	}
	ws := words(text)
	if len(ws) < 2 {
		return false
	}
	head := ws[0]
	return cldrHeads[strings.ToLower(head.text)] && !censusGiven[head.bare] && !curatedGiven(head.folded) && !d.names.first[head.bare]
}
