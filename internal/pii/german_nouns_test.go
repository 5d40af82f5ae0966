package pii

import "testing"

// germanNounCases are business sentences written for this test (none from
// any name set): a common German noun before a place, a firm or another
// noun made a "name" of two words; a compound noun ("Großkunde") is one
// too; alone, a common noun that a list holds as a given name of another
// language ("Melodie", "Sommer") was a person. Each comes out as want says
// now; each but the last two (names the rules must leave whole) came out
// otherwise before docs/adr/0102 (the compound case on a5c38f0, the lone
// nouns on 5046ea7, the others on 8747717).
var germanNounCases = []struct{ text, want string }{
	{"Wir haben das Büro im Kreis Herford gemietet, und der Vertrag läuft bis zum Ende des Jahres.", ""},
	{"Zum Firmenjubiläum haben wir für jeden Mitarbeiter eine Flasche Wein bestellt, die Rechnung liegt bei.", ""},
	{"Für die Feier haben wir Kästen Bier bestellt, und die Lieferung kommt am Freitag um zehn.", ""},
	{"Die Firma Harles hat das Angebot für die neue Lagerhalle noch nicht bestätigt, wir fragen am Montag nach.", ""},
	{"Der Betriebsausflug geht dieses Jahr in den Thüringer Wald, und die Busse sind schon für alle gebucht.", ""},
	{"Die Kreuzfahrt auf dem Schwarzen Meer wurde wegen des Wetters abgesagt, und die Kunden bekommen ihr Geld zurück.", ""},
	{"Unser Großkunde Kupferberg hat die Bestellung für das nächste Jahr schon verdoppelt, und wir freuen uns.", ""},
	{"Im Sommer ist das Büro nur bis Mittag besetzt, und die Bestellungen werden erst am Montag bearbeitet.", ""},
	{"Die Warteschleife spielt eine leise Melodie, und die Kunden warten oft sehr lange auf den nächsten Mitarbeiter.", ""},
	{"Die Termine für den Kalender des nächsten Jahres sind noch nicht fest, weil die Messe sich verschoben hat.", ""},
	{"Die Besprechung mit Kerstin Vogel über den Vertrag ist auf Dienstag verschoben, weil der Raum belegt ist.", "Kerstin Vogel"},
	{"Der Bericht von Sabine Krämer Leitung liegt vor, und wir besprechen ihn am Donnerstag mit dem Vorstand.", "Sabine Krämer"},
}

// TestGermanNounsStartNoName: each case as want says.
func TestGermanNounsStartNoName(t *testing.T) {
	for _, c := range germanNounCases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}

// germanPairCases are business sentences written for this test: a German
// given name (Wiktionary's) before a surname no list holds, in German text;
// the rules took "Christian" for the word and the word model passed the
// pair over. Each was missed before docs/adr/0102; the last two stay as
// they were (a common noun after the given name, a longer run of
// capitalised words).
var germanPairCases = []struct{ text, want string }{
	{"Die Rechnung hat Christian Haberl noch nicht freigegeben, deshalb ist die Zahlung nicht erfolgt.", "Christian Haberl"},
	{"Laut Angebot übernimmt Waldemar Obendorf die Montage, und die Abnahme ist für den Mai geplant.", "Waldemar Obendorf"},
	{"Wir haben mit Bärbel Kuschnik über die neue Preisliste gesprochen, und sie ist einverstanden.", "Bärbel Kuschnik"},
	{"Wir fahren mit Christian Bus und Bahn zur Messe, und die Tickets sind schon gebucht.", ""},
	{"Wir haben die Christian Haberl Stiftung um eine Spende für das Sommerfest gebeten, und sie hat zugesagt.", ""},
}

// TestGermanGivenNameBeforeUnknownSurname: each case as want says.
func TestGermanGivenNameBeforeUnknownSurname(t *testing.T) {
	for _, c := range germanPairCases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}

// TestShortGermanSentences: short German sentences (written for this test)
// have too few German-only function words to read as German; common German
// words in lower case that are no English words count too now, so the noun
// phrases above are no persons here either (each was one on 5998861).
func TestShortGermanSentences(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Die Flasche Wein wurde geliefert.", ""},
		{"Wir haben Kästen Bier bestellt.", ""},
		{"Unser Großkunde Kupferberg bestellt mehr.", ""},
		{"Die Firma Harles hat noch nicht geliefert.", ""},
	} {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}
