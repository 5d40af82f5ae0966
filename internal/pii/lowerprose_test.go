package pii

import "testing"

// TestLowerProseSurnames: in a transcript that writes its sentences in
// lower case, a lone capitalised word that is a listed surname (even one
// that is a rarer word of some language, "Bianchi"), the
// surname of a person the text names in full, or an unlisted word it says
// twice, is a person; a name said twice is two persons; a common word
// ("Dieu"), a town, an unlisted word said once or after an article, a host
// name and a capitalised word of written prose stay as they were
// (sentences written for this test; docs/adr/0246). Six cases fail on the
// code before the change; the other five guard precision.
func TestLowerProseSurnames(t *testing.T) {
	const spoken = "alors, euh, on commence.\nvoilà, c'est bien ça.\noui, on y va maintenant.\nbon, euh, d'accord.\n"
	checkPersonsExactly(t, [][2]string{
		{spoken + "et là, euh, Kowalczyk qui passe le ballon.", "Kowalczyk"},
		{spoken + "et là, euh, on a revu Bianchi hier soir.", "Bianchi"},
		{spoken + "j'ai lu le livre de Paolo Bianchi hier.\net donc Bianchi raconte sa jeunesse.", "Paolo Bianchi|Bianchi"},
		{spoken + "ils jouaient tout Hernandez Hernandez à quatre mains.", "Hernandez|Hernandez"},
		{spoken + "il inaugure la venue de Dieu parmi nous.", ""},
		{spoken + "on est parti à Marseille en juin.", ""},
		{spoken + "c'est un élève de Brezhoulet.\net Brezhoulet jouait aussi.", "Brezhoulet|Brezhoulet"},
		{spoken + "c'est un élève de Brezhoulet.\net après, euh, on passe.", ""},
		{spoken + "on passe devant la Morvandelle.\net la Morvandelle est fermée.", ""},
		{spoken + "posté via Brezhoulet.Com hier.\net Brezhoulet.Com encore.", ""},
		{"Alors, on commence. Voilà, c'est bien ça. Oui, on y va.\nEt là, Kowalczyk passe le ballon.", ""},
	})
}
