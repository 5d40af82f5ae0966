package pii

import (
	"strings"
	"testing"
)

// TestFirmsBrandsAndKnownPeople: organisations and brands named after
// people are no one without context, globally known people are names
// without context, an office is never part of a name, and the official
// Taiwanese surnames are known (docs/adr/0070).
func TestFirmsBrandsAndKnownPeople(t *testing.T) {
	for s, want := range map[string]string{
		"Goldman Sachs and Morgan Stanley led the offering.":             "",
		"Coffee at Tim Hortons, shoes from Jimmy Choo.":                  "",
		"Designer Paul Smith said the line sold out.":                    "Paul Smith",
		"Barack Obama met reporters after the Tom Cruise video aired.":   "Barack Obama,Tom Cruise",
		"The Walt Disney Company reported earnings.":                     "",
		"GM CEO Mary Barra and Taoiseach Albert Reynolds met in Dublin.": "Mary Barra,Albert Reynolds",
		"Labour MP 簡冠廷 and councillor 莊玉蘭 spoke on Friday.":              "簡冠廷,莊玉蘭",
	} {
		var got []string
		for _, sp := range detector.Find(s) {
			got = append(got, s[sp.Start:sp.End])
		}
		if strings.Join(got, ",") != want {
			t.Errorf("%q: found %q, want %q", s, got, want)
		}
	}
}
