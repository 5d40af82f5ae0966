package pii

import "testing"

// TestEthiopicEchoedPersons: a given name found after a form of address
// is a person again where the text names it alone, with a preposition
// glued before it ("የከበደ", Kebede's) or an ending after it ("ከበደና",
// Kebede and); a word that no title stood before is none. Made for this
// test (docs/adr/0280); on the code before it only the titled name is
// found.
func TestEthiopicEchoedPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"አቶ ከበደ አለሙ ትናንት ገቡ። የከበደ ቤተሰብ ተደሰተ።", "[ከበደ አለሙ][የከበደ]"},
		{"አቶ ከበደ አለሙ ትናንት ገቡ። ከበደና ልጆቹ ተደሰቱ።", "[ከበደ አለሙ][ከበደና]"},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
