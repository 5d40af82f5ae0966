package pii

import "testing"

// TestGivenNamesOfNordicAndSlavicText: a given name that only the Nordic
// or Slavic lists hold, before a surname no list holds, is a person in text
// of that family; before a firm's compound it is none (own business
// sentences, no set's names; docs/adr/0112).
func TestGivenNamesOfNordicAndSlavicText(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Kontrakten blev underskrevet af Mogens Thygesen og sendt til revisoren i går.", "Mogens Thygesen"},
		{"Regningen er sendt til Jytte Damgaard, og hun betaler næste uge.", "Jytte Damgaard"},
		{"Ugovor je potpisao Dardan Sejdiu, a isplata će biti u srpnju.", "Dardan Sejdiu"},
		{"Vi har fået et tilbud fra Mogens Byggeservice og det er for dyrt.", ""},
		{"Vi har ikke fået svar fra Jytte Bilcenter endnu, og det er for sent.", ""},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
