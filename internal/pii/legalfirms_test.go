package pii

import "testing"

// TestLegalFormFirms: a name-shaped run that a legal form of some
// jurisdiction follows on its line (GLEIF's ISO 20275 list) is a firm; a
// listed given name and a surname before one name the founder and stay a
// person, and a form in capitals that is a common word is the word
// (docs/adr/0243). The first four fail on the code before the pass.
func TestLegalFormFirms(t *testing.T) {
	checkPersons(t, []personCase{
		{text: "[Host — Lera Mokoena] Not yet, Tomas. Call Fjellvik Kraft AB.", notWant: "Fjellvik Kraft", want: "Lera Mokoena"},
		{text: "900,\"Lera Mokoena\",Mirasol Conservas S.A.,2026-01-10,\"Tomas Oduya\"", notWant: "Mirasol Conservas", want: "Tomas Oduya"},
		{text: "  <span class=\"org\">Mirasol Conservas S.A.</span> <span class=\"locality\">Brno</span>", notWant: "Mirasol Conservas"},
		{text: "Mirasol Conservas S.A. · Seite 3 von 7", notWant: "Mirasol Conservas"},
		{text: "Supplier: Mirasol Conservas Ltda, invoice 44.", notWant: "Mirasol Conservas"},
		{text: "Auftrag an Karl Meisenbach KG erteilt.", want: "Karl Meisenbach"},
		{text: "Contact Anna Lindqvist AB today.", want: "Anna Lindqvist"},
		{text: "Meeting with Erik Olsen Sr. and Tove Holm.", want: "Erik Olsen"},
	})
}

// TestLegalFormAfter: the form is read on the person's line after spaces
// alone, whole words, several words long and with its final dot or without.
func TestLegalFormAfter(t *testing.T) {
	for _, c := range []struct {
		after string
		want  bool
	}{
		{" AB.", true}, {" sp. z o.o. w", true}, {" s.r.o., Brno", true}, {" A.Ş. ile", true},
		{" Oy, Tampere", true}, {" Ltda", true}, {" GmbH & Co. KG", true},
		{",AS", false}, {"\nAB", false}, {" ABC", false}, {" Sr.", false}, {" VS Nowak", false}, {" and", false},
	} {
		const person = "Fjellvik Kraft"
		if _, got := legalFormAfter(person+c.after, len(person)); got != c.want {
			t.Errorf("%q: a legal form after the person = %v, want %v", person+c.after, got, c.want)
		}
	}
}
