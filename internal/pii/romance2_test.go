package pii

import "testing"

// TestAdjacentPersonsJoinAndElisions: a long Portuguese name the models
// cut in two comes back whole, and a French clause opened by an elided
// word ("J'ai", "L'Italia") is no person (docs/adr/0127). Every case fails
// on the code before ("[João Paulo Mendes][Cavalcanti de Albuquerque]",
// "[J'ai]", "[L'Italia Libera][J'ai][Marc Petit]").
func TestAdjacentPersonsJoinAndElisions(t *testing.T) {
	cases := []struct{ text, want string }{
		{"O pedido foi enviado ao engenheiro João Paulo Mendes Cavalcanti de Albuquerque.", "[João Paulo Mendes Cavalcanti de Albuquerque]"},
		{"J'ai reçu la facture hier et je la transmets au service comptable.", ""},
		{"L'Italia Libera a publié le bilan. J'ai envoyé le devis à Marc Petit.", "[Marc Petit]"},
	}
	for _, c := range cases {
		if got := bracketedPersons(c.text); got != c.want {
			t.Errorf("%q: persons %s, want %s", c.text, got, c.want)
		}
	}
}
