package pii

import "testing"

// TestEthiopicPersons: in Amharic news-like sentences a word whose
// syllables read as a common given name, then a word that is none of
// Unilex's commonest Amharic words, is a person; a government and a city
// are not. The sentences are made for this test from the given-name list
// (docs/adr/0153); on the code before it no person of them is found.
func TestEthiopicPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"ፓትሪክ ዊልያምስ ትናንት በዋሽንግተን ንግግር አደረጉ።", "[ፓትሪክ ዊልያምስ]"},
		{"ጀምስ ዊልሰን አዲስ አበባ ገቡ።", "[ጀምስ ዊልሰን]"},
		{"የኢትዮጵያ መንግሥት በአዲስ አበባ ስብሰባ አካሄደ።", ""},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
