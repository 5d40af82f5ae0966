package pii

import "strings"

// A rota, a timesheet or a roster names the ward, the depot or the
// campus after its town: "Valladolid Ward", "Aarhus Depot". "Ward" and
// "Park" are surnames, so the rules read a town's name before one as a
// given name before a surname (docs/adr/0278).

// placeUnitNouns are the nouns of a place's unit, ward or building that
// follow a town's name.
var placeUnitNouns = map[string]bool{"ward": true, "wing": true, "depot": true, "campus": true, "clinic": true,
	"hospital": true, "stadium": true, "park": true, "station": true, "library": true, "school": true,
	"college": true, "theatre": true, "centre": true, "center": true}

// dropPlaceUnits drops a found person whose last word is a unit's noun
// and whose other words are places that no list holds as given names.
func (d *Detector) dropPlaceUnits(s string, spans []Span) []Span {
	out := spans[:0]
	for _, sp := range spans {
		if sp.Kind == Person && d.placeUnit(s[sp.Start:sp.End]) {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// placeUnit is whether name is a town's name and a unit's noun.
func (d *Detector) placeUnit(name string) bool {
	toks := words(name)
	if len(toks) < 2 || !placeUnitNouns[toks[len(toks)-1].bare] {
		return false
	}
	town := toks[:len(toks)-1]
	var bares []string
	for _, t := range town {
		if d.names.first[t.bare] {
			return false
		}
		bares = append(bares, t.bare)
	}
	joined := strings.Join(bares, " ")
	return d.names.places[joined] || d.names.geo[joined] || d.names.placePhrases[joined]
}
