package pii

import "testing"

// TestParticleSurnamesAfterTheWholeName: a Dutch surname with a particle,
// written alone and capitalised after the whole name, is the same person;
// without the whole name in the text, or before a further capitalised word,
// it is left (own sentences; docs/adr/0144).
func TestParticleSurnamesAfterTheWholeName(t *testing.T) {
	cases := []struct{ text, want string }{
		{"De offerte is opgesteld door Marloes van der Heijden uit Utrecht. Van der Heijden verwacht dat de levering in mei plaatsvindt.", "Marloes van der Heijden|Van der Heijden"},
		{"Het contract werd getekend door Joost de Bruijn op kantoor. De Bruijn verwacht dat de prijs nog stijgt.", "Joost de Bruijn|De Bruijn"},
		{"Het contract werd getekend door Joost de Bruijn op kantoor. Volgens De Bruijn Bouw is de prijs nog niet definitief.", "Joost de Bruijn"},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
