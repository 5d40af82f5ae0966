package pii

import "testing"

// TestLowerProseSurnames: in a transcript that writes its sentences in
// lower case, a lone capitalised word that is a listed surname, or the
// surname of a person the text names in full, is a person; a name said
// twice is two persons; a common word ("Dieu"), a town and a capitalised
// word of written prose stay as they were (sentences written for this
// test; docs/adr/0246).
func TestLowerProseSurnames(t *testing.T) {
	const spoken = "alors, euh, on commence.\nvoilà, c'est bien ça.\noui, on y va maintenant.\nbon, euh, d'accord.\n"
	checkPersonsExactly(t, [][2]string{
		{spoken + "et là, euh, Kowalczyk qui passe le ballon.", "Kowalczyk"},
		{spoken + "j'ai lu le livre de Paolo Bianchi hier.\net donc Bianchi raconte sa jeunesse.", "Paolo Bianchi|Bianchi"},
		{spoken + "ils jouaient tout Hernandez Hernandez à quatre mains.", "Hernandez|Hernandez"},
		{spoken + "il inaugure la venue de Dieu parmi nous.", ""},
		{spoken + "on est parti à Marseille en juin.", ""},
		{"Alors, on commence. Voilà, c'est bien ça. Oui, on y va.\nEt là, Kowalczyk passe le ballon.", ""},
	})
}
