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

// TestDutchBodiesAreNoPersons: in Dutch text a capitalised adjective and
// noun without a given name name a body or a title, not a person; a Dutch
// name beside them stays (own sentences; docs/adr/0144).
func TestDutchBodiesAreNoPersons(t *testing.T) {
	cases := []struct{ text, want string }{
		{"De jongerenorganisatie van de partij heet Jonge Liberalen, omdat zij echter altijd al zelfstandig werd geleid.", ""},
		{"Na de vergadering werd hij ook lid van de Geheime Raad, maar daar was hij niet vaak aanwezig.", ""},
		{"Na de vergadering werd Ineke Gorterink ook lid van de raad, maar daar was zij niet vaak aanwezig.", "Ineke Gorterink"},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
