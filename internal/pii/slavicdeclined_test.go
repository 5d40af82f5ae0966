package pii

import "testing"

// TestSlavicCaseFormNames: in spoken Slovene a surname shaped as an
// adjective in the instrumental, and a given name and surname declined
// beside the nominative found in the same text, are persons; a declined
// listed name alone ("o Haagu", "pri Edwardu") is left (own sentences;
// docs/adr/0261).
func TestSlavicCaseFormNames(t *testing.T) {
	cases := []struct{ text, want string }{
		{"danes se bo na desni strani večkrat srečal z Wisniewskym , ki bo prihajal pred gol .", "Wisniewskym"},
		{"in Kowalczuk je rešil . tudi drugi napadalec je imel priložnost , da premaga Tomasza Kowalczuka , toda tudi njemu to ni uspelo .", "Kowalczuk|Tomasza Kowalczuka"},
		{"to je bilo o Haagu in pri Edwardu , ki sta bila tam že leta in leta .", ""},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
