package pii

import "testing"

// TestTownWardIsNoPerson: a town's name before a ward's or depot's noun in
// a rota's cell is no person, while a given name before the same noun
// still is (docs/adr/0278). Made text.
func TestTownWardIsNoPerson(t *testing.T) {
	d := NewDetector()
	text := "date,shift,staff,ward\n2026-05-01,Early,Odile Brannigan,Valladolid Ward\n2026-05-02,Late,Piet Okafor,Ballarat Ward\nDear Terry Ward,\n"
	found := map[string]bool{}
	for _, sp := range d.Find(text) {
		if sp.Kind == Person {
			found[text[sp.Start:sp.End]] = true
		}
	}
	for _, not := range []string{"Valladolid Ward", "Ballarat Ward"} {
		if found[not] {
			t.Errorf("%q is a ward, no person", not)
		}
	}
	if !found["Terry Ward"] {
		t.Errorf("missed Terry Ward (found %v)", found)
	}
}
