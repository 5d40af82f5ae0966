package pii

import "testing"

// TestEthiopicTitledPersons: in Amharic sentences the one or two words
// after a form of address (አቶ, ዶ/ር, ፕሮፌሰር) are a person, the form of
// address left out. The sentences are made for this test from Ethiopian
// names of Wiktionary's "English surnames from Amharic" (as collected by
// jgwoolley/Names-by-Culture, pages/amh/surnames.csv: Kebede, Alemu,
// Tesfaye, Bekele, Getachew, Worku; CC BY-SA 4.0), written in Ethiopic;
// on the code before docs/adr/0199 no person of them is found.
func TestEthiopicTitledPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"አቶ ከበደ አለሙ ትናንት አዲስ አበባ ገቡ።", "[ከበደ አለሙ]"},
		{"ዶ/ር ተስፋዬ በቀለ በሆስፒታሉ ንግግር አደረጉ።", "[ተስፋዬ በቀለ]"},
		{"ፕሮፌሰር ጌታቸው ወርቁ በዩኒቨርሲቲው አስተማሩ።", "[ጌታቸው ወርቁ]"},
		{"አዲስ አበባ ዩኒቨርሲቲ ትናንት አዲስ ሕንፃ ከፈተ።", ""},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
