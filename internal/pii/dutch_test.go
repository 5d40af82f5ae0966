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

// TestDutchBodyBeforeVanAndAName: a Dutch body, a party or a word written
// before "van" and a given name is cut off the person it was found with
// (own sentences; docs/adr/0148).
func TestDutchBodyBeforeVanAndAName(t *testing.T) {
	cases := []struct{ text, want string }{
		{"In die jaren ontstond ook de partij Nieuw Verbond van Ward Gorterink, maar die haalde bij de verkiezingen geen zetel.", "Ward Gorterink"},
		{"Kritiek van Hans van Stientjes: hij wil niet dat een minister zich daar mee bemoeit.", "Hans van Stientjes"},
	}
	checkOnePerson(t, cases)
}

// TestDutchRoleGluedBeforeAName: a role written with a hyphen before a
// Dutch name comes off it (own sentences; docs/adr/0148).
func TestDutchRoleGluedBeforeAName(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Volgens KLM-woordvoerder Jan Stientjes is de vlucht niet op tijd vertrokken, maar er is nog niets bekend.", "Jan Stientjes"},
		{"Mede-oprichter Van Gorterink was dan ook een voorstander van het plan, maar hij wilde niet wachten.", "Van Gorterink"},
	}
	checkOnePerson(t, cases)
}
