package pii

import "testing"

// TestHindiCommonPairsNoPersons: a common Hindi word that reads as a short
// given name ("आयरन", iron, reads as Aron; "माया", Maya), then a common word of the
// subtitle or web lists, is a phrase, no person (docs/adr/0212); a foreign
// given name before a surname no list holds stays a person. The sentences
// are made for this test; on the code before it the first two hold one (आयरन युग, the Iron
// Age; माया कैलेंडर, the Maya calendar).
func TestHindiCommonPairsNoPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"वह आयरन युग की बात है .", ""},
		{"माया कैलेंडर पुराना है .", ""},
		{"कल जॉन हेवर्थ ने भाषण दिया .", "[जॉन हेवर्थ]"},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
