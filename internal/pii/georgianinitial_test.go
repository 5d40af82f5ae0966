package pii

import "testing"

// TestGeorgianInitialPersons: a Georgian initial, its dot and one space
// before a surname is a person ("პ. მელიქიშვილმა"); the one-letter
// abbreviations of city, village, year and "so-called" ("ქ. თბილისში",
// "ე. წ.") and the letters of "ძვ. წ." are none. Made for this test
// (docs/adr/0175); the code before it finds none of these persons.
func TestGeorgianInitialPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"საფუძველი ჩაუყარეს პ. მელიქიშვილმა და შ. ცინცაძემ, რომელმაც", "[პ. მელიქიშვილმა][შ. ცინცაძემ]"},
		{"ფრანგ ანთროპოლოგ პ. ბროკას სახელთან.", "[პ. ბროკას]"},
		{"ქ. თბილისში და ს. მცხეთაში ძვ. წ. III საუკუნეში ე. წ. ბოლშევიკებმა", ""},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
