package pii

import "testing"

// TestRecordLeadNounsOutsideNames: a catalogue's subject and credit nouns
// and a pharmacist's role noun before a name are not its first word, and a
// donor list's memorial phrase is no person (docs/adr/0278). Made text.
func TestRecordLeadNounsOutsideNames(t *testing.T) {
	d := NewDetector()
	text := "Titel: Bildnis Wendelin Ostrander\n" +
		"Erwerbung: Schenkung Hedda Quastorf, Tübingen, 2001\n" +
		"  Im Gedenken an Rosalind Vasquez-Morrow\n" +
		"Abgegeben: Linden-Apotheke, Apothekerin Theda Marquardt\n"
	want := map[string]bool{"Wendelin Ostrander": true, "Hedda Quastorf": true, "Theda Marquardt": true}
	for _, sp := range d.Find(text) {
		if sp.Kind != Person {
			continue
		}
		got := text[sp.Start:sp.End]
		if !want[got] && got != "Rosalind Vasquez-Morrow" {
			t.Errorf("person %q: a record's noun is outside the name", got)
		}
		delete(want, got)
	}
	for name := range want {
		t.Errorf("missed %q", name)
	}
}
