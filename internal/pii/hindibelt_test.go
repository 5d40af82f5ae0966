package pii

import "testing"

// TestHindiBeltPhrasesNoPersons: Bhojpuri verb phrases and common words
// whose first word reads as a given name ("राखल", kept, as Rachel; "करत",
// doing, as Curt) are no persons, and a name after an abbreviated title
// ("डा॰") is one (docs/adr/0230). The sentences are made for this test; on
// the code before it the first two each hold a person and the third none.
func TestHindiBeltPhrasesNoPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"गाँव के मेला में एगो बड़ आयोजन राखल गइल बा आ सभे लोग आइल ।", ""},
		{"ओह दिन करत कहनी कि काम पूरा हो गइल ।", ""},
		{"कार्यक्रम के अध्यक्षता डा॰ सुरेश द्विवेदी कइलन ।", "[सुरेश द्विवेदी]"},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
