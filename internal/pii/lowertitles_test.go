package pii

import (
	"slices"
	"testing"
)

// TestLowerCaseTitles: Afrikaans and Dutch write "mnr", "mev", "mevr" in
// lower case before a name, and the name after one is a person though no
// list holds its given name (docs/adr/0160).
func TestLowerCaseTitles(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Ons kan mev Lindiwe Mabuza hier noem, wie se oproep die eerste was wat ons ontvang het.", "Lindiwe Mabuza"},
		{"Ons het ook mnr Sipho Dlamini hier by ons, wat gehelp is om sy dokument te kry.", "Sipho Dlamini"},
	} {
		if got := foundPersons(c.text); !slices.Contains(got, c.want) {
			t.Errorf("%q: want %q among persons, got %q", c.text, c.want, got)
		}
	}
}
