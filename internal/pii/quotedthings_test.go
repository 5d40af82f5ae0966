package pii

import "testing"

// TestQuotedTitles: a Latin or Cyrillic find that fills a pair of
// typographic quotation marks is a work's, a firm's or a place's title, and
// so is the same text bare elsewhere in the document; a name in straight
// quotes (a field's value) or between two quoted titles stays (sentences
// written for this test; docs/adr/0157).
func TestQuotedTitles(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Forlaget gir ut et essay om «Mein Kampf» neste høst.", ""},
		{"Han leste «Mein Kampf» i fengselet, og Mein Kampf ble forbudt.", ""},
		{"Заўтра ў «Арт Сядзібе» адбудзецца вечарына, а потым на Арт Сядзібе будзе кірмаш.", ""},
		{"Гурт выступіць у «Арт Сядзібе», а госцем Арт Сядзібы быў паэт.", ""},
		{"Die Polizei kritisierte den ``Münchner Kessel'' scharf.", ""},
		{`{"name": "Ana Silva", "role": "buyer"}`, "Ana Silva"},
		{"Il a lu « Les Misérables » puis Jean Dupont a lu « Germinal ».", "Jean Dupont"},
		{"Efter »Titel« Hans Jensen skrev »Andet« i 1990.", "Hans Jensen"},
	}
	checkOnePerson(t, cases)
}

// TestQuotedTitleTexts: the texts set in typographic quotation marks, and
// those the marks do not pair.
func TestQuotedTitleTexts(t *testing.T) {
	got := quotedTitles("«Min Kamp» og „El Greco” og »Titel« og » løs « og \"Ana Silva\"")
	for _, w := range []string{"Min Kamp", "El Greco", "Titel"} {
		if !got[w] {
			t.Errorf("%q not read as a title: %v", w, got)
		}
	}
	for _, w := range []string{"Ana Silva", "løs", " og "} {
		if got[w] {
			t.Errorf("%q read as a title", w)
		}
	}
}
