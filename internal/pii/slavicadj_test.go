package pii

import "testing"

// TestSlavicAdjectivePhrasesAreNoPersons: two capitalised words of which
// one is a Polish adjective in an oblique case and neither a given name
// are a place or an institution (docs/adr/0124); a person with a declined
// given name (the Polish dative -owi too) and an adjective-shaped surname
// stays. The first two cases fail on the code before.
func TestSlavicAdjectivePhrasesAreNoPersons(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Nasz oddział w Ameryce Północnej zamknął kwartał z zyskiem.", ""},
		{"Dostawa do portu nad Morzem Czarnym opóźniła się o tydzień.", ""},
		{"Ładunek utknął w Zatoce Perskiej na dwa dni.", ""},
		{"Fakturę zatwierdziła Katarzyna Wiśniewska z działu zakupów.", "Katarzyna Wiśniewska"},
		{"Umowę przekazano Tomaszowi Kowalskiemu w piątek.", "Tomaszowi Kowalskiemu"},
	}
	checkOnePerson(t, cases)
}
