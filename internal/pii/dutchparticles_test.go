package pii

import "testing"

// TestDutchParticleNamesWhole: in Frisian and Dutch speech a surname with a
// particle is one name with its given name, after a form of address, and
// alone when the particle is a capitalised "Van" inside a sentence; a
// capitalised word after it makes a body or a place and is left (own
// sentences; docs/adr/0261).
func TestDutchParticleNamesWhole(t *testing.T) {
	cases := []struct{ text, want string }{
		{"dêr wie ek Tsjalling fan Duinen dy't it boek skreaun hat", "Tsjalling fan Duinen"},
		{"it wie mei de hear Van der Meulen dy't dêr foar it bestjoer oer praat hat", "Van der Meulen"},
		{"dêr hat dokter de Boer it rapport oer skreaun foar de gemeente", "de Boer"},
		{"en dan kaam ingenieur Wierdsma út Snits nei de gearkomste yn it gebou", "Wierdsma"},
		{"hy wie dêr mei it bestjoer fan Hotel De Kroon Ljouwert yn it gebou", ""},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
