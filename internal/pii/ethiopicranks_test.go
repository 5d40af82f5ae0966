package pii

import "testing"

// TestEthiopicRanksAndGluedTitles: an Amharic person after a rank
// (ኮሎኔል, colonel; ሚስተር, Mr), after a form of address with a preposition
// glued before it ("በአቶ", by Mr; "ከአቶ", from Mr), after the slashed
// short form written with a space ("ዶ/ ር"), and with the father's name
// written short ("ወ/ ሰማያት", for ወልደ ሰማያት), is found, the title left
// out. Made for this test from the names of TestEthiopicTitledPersons
// (docs/adr/0280); on the code before it no person of them is found.
func TestEthiopicRanksAndGluedTitles(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"ኮሎኔል ከበደ አለሙ ትናንት አዲስ አበባ ገቡ።", "[ከበደ አለሙ]"},
		{"ደብዳቤው በአቶ ተስፋዬ በቀለ ተጻፈ።", "[ተስፋዬ በቀለ]"},
		{"ዶ/ ር ጌታቸው ወርቁ በዩኒቨርሲቲው አስተማሩ።", "[ጌታቸው ወርቁ]"},
		{"አቶ ታዬ ወ/ ሰማያት ትናንት ተፈቱ።", "[ታዬ ወ/ ሰማያት]"},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
