package pii

import "testing"

// TestPostAdjectivePhrases: a capitalised phrase that ends on a colour, age
// or compass adjective written after its noun is a place, a body or a dish,
// in any of the languages that write it so; such a word after a given name
// is a surname and stays (sentences written for this test, no set's names;
// docs/adr/0191).
func TestPostAdjectivePhrases(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Los soldados del Ejército Blanco cruzaron el río al amanecer.", ""},
		{"Cenamos en un bar del Casco Viejo antes del concierto.", ""},
		{"De primero pedimos Gamba Roja a la plancha.", ""},
		{"Am plecat spre Marea Neagră vara trecută.", ""},
		{"Studoval na Univerzity Severní ve městě.", ""},
		{"O avançado Carlos Blanco marcou dois golos.", "Carlos Blanco"},
		{"O zagueiro Tarquino Rojo renovou o contrato.", "Tarquino Rojo"},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
