package pii

import "testing"

// TestDutchGivenNamePairs: a Dutch given name that only Wiktionary's Dutch
// list holds, before a surname no list holds, is a person in Dutch text
// (own sentences; docs/adr/0144).
func TestDutchGivenNamePairs(t *testing.T) {
	cases := []struct{ text, want string }{
		{"De offerte is gisteren door Harm Stientjes naar de klant gestuurd, maar er is nog geen antwoord.", "Harm Stientjes"},
		{"Volgens de planning zal Ineke Gorterink de levering in mei controleren, want zij is daar verantwoordelijk voor.", "Ineke Gorterink"},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
