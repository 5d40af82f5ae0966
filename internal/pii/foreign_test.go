package pii

import (
	"strings"
	"testing"
)

// TestNamesFoundInTheFreshTuningPart holds the rules added while tuning on
// the fresh set's tuning documents (docs/adr/0065), each with the text that
// must stay unmasked beside it.
func TestNamesFoundInTheFreshTuningPart(t *testing.T) {
	cases := []struct {
		text  string
		names []string
	}{
		// Another script inside Latin text.
		{"Labour MP 朱冠廷 defects to Ukip", []string{"朱冠廷"}},
		{"In the 62nd minute آدم عمر conceded a penalty.", []string{"آدم عمر"}},
		{"Anthony Horowitz, 長谷川凪, Niamh Cusack and others", []string{"Anthony Horowitz", "長谷川凪", "Niamh Cusack"}},
		// Inside Arabic prose the island rule does not apply: "قال" (said) is no name.
		{"قال مدير المشروع إن الاجتماع تأجل", nil},
		// Romanised given names with a capital or one letter before the hyphen.
		{"Korea substituted Kim Min-Woo in the 28th minute", []string{"Kim Min-Woo"}},
		{"His direction to Heng I-chun to enforce some laws", []string{"Heng I-chun"}},
		{"The best analogy is when Chow Shu-hui, former editor, likened it to wine", []string{"Chow Shu-hui"}},
		// A given name and a common surname that are both English words.
		{"Uh, attorney John Martin will be arguing the rebuttal.", []string{"John Martin"}},
		{"Former police officer Troy Grant elected deputy premier.", []string{"Troy Grant"}},
		{"The concert is in Grant Park tonight.", nil},
		// Icelandic patronymics.
		{"Ástrós Harðardóttir, British space scientist, said so.", []string{"Ástrós Harðardóttir"}},
		// No names inside web addresses; Irish counties; organisations ending in an office or contest.
		{"Lands in London http://t.co/A2TUr58Siu and more", nil},
		{"No applications for GP position in Co Clare for second time", nil},
		{"UK Home Office to pay £224m to Raytheon", nil},
	}
	for _, c := range cases {
		got := foundPersons(c.text)
		if strings.Join(got, "|") != strings.Join(c.names, "|") {
			t.Errorf("%q: found %q, want %q", c.text, got, c.names)
		}
	}
}
