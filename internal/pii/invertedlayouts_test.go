package pii

import "testing"

// TestInvertedLayoutsAndConstructorParts: "Surname, Given" opened and
// closed by a layout no known key heads (MARC's x00 "$a", a
// bullet, a code and a key in German, a key with a comma, a label's line
// alone, a quoted CSV cell) is one person; each string argument of R's
// person() is a person; greetings, sign-offs, firms and places after a
// comma are none (docs/adr/0277), with names of our own. Each case but
// the last failed on the code before.
func TestInvertedLayoutsAndConstructorParts(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"marc 700", "=245  10$aDie Mühlen :$beine Geschichte.\n=700  1\\$aBrzęczyszczykiewicz, Tadeusz,$etranslator.\n", "Brzęczyszczykiewicz, Tadeusz"},
		{"bullet caps surname", "(72) Erfinder:\n  • WRONOWSKA, Lidia\n    33615 Bielefeld (DE)\n", "WRONOWSKA, Lidia"},
		{"code and german key", "(71) Anmelder: Hollenbeck Analytics BV\n(74) Vertreter: Kowalczyk, Marek\n      Patentanwälte\n", "Kowalczyk, Marek"},
		{"key with a comma", "Krankenkasse: AOK\nName, Vorname des Versicherten: Wronowska, Lidia\ngeb. am 12.03.1966\n", "Wronowska, Lidia"},
		{"label line in capitals", "NORTHGATE PHARMACY\nKOWALCZYK, MAREK\nTAKE ONE TABLET DAILY\n", "KOWALCZYK, MAREK"},
		{"quoted csv cell", "date,shift,nurse\n2026-04-01,Early,\"Wronowska, Lidia\",Ward 3\n", "Wronowska, Lidia"},
		{"r person positional", "Authors@R: c(\n  person(\"Lidia\", \"Wronowska\", role = c(\"aut\", \"cre\")),\n  person(\"Marek\",\"Kowalczyk\", role=\"ctb\"))\n", "Lidia|Wronowska|Marek|Kowalczyk"},
		{"r person keyed", "Authors@R: person(given = \"Tadeusz\", family = \"Brzęczyszczykiewicz\", role = \"aut\")\n", "Tadeusz|Brzęczyszczykiewicz"},
		{"no person", "Hi, Anna\nBest, Anna\nThanks, Anna\nSmith, Inc.\nCities: Berlin, Paris\n", "Anna|Anna"},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%s: persons %q, want %q", c.name, got, c.want)
		}
	}
}

// TestInvertedLayoutsKeepLists: two full names a comma parts are two
// persons in any layout, as invertedFieldNames keeps them (docs/adr/0277).
func TestInvertedLayoutsKeepLists(t *testing.T) {
	for _, text := range []string{"Authors: Marek Kowalczyk, Lidia Wronowska\n", "* Marek Kowalczyk, Lidia Wronowska\n"} {
		if got := persons(detector, text); got != "Marek Kowalczyk|Lidia Wronowska" {
			t.Errorf("%q: persons %q", text, got)
		}
	}
}
