package pii

import "testing"

// TestGermanAmountsAreNoPersons: in German text a currency or unit after a
// number is no person; the same word as a given name is one (own business
// sentences; docs/adr/0144).
func TestGermanAmountsAreNoPersons(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Die Firma hat im letzten Jahr rund drei Millionen Mark für die neue Halle ausgegeben.", ""},
		{"Der Umsatz soll bis 2027 auf 12 Milliarden Mark steigen, sagte der Vorstand.", ""},
		{"Der Hof hat 400 Hektar Land und keine Tiere, aber eine große Scheune.", ""},
		{"Az. 3 StR 112/19 Monika Brandtner wurde gestern in Leipzig verhandelt, und das Urteil kommt bald.", "Monika Brandtner"},
		{"Die Rechnung hat Mark Weber gestern an die Buchhaltung geschickt.", "Mark Weber"},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
