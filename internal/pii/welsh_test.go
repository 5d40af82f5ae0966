package pii

import (
	"slices"
	"testing"
)

// TestWelshOpenersTitlesAndPlaces: in Welsh text a sentence-opening verb or
// a title is no part of the name after it, and a county ("Sir …"), a field
// or a mutated bay ("ym Mae Caerdydd") is no person (docs/adr/0126).
func TestWelshOpenersTitlesAndPlaces(t *testing.T) {
	for _, c := range []struct{ text, want, notWant string }{
		{"Mae John Humphrys yn dweud bod y cyngor wedi anfon yr anfoneb yn hwyr.", "John Humphrys", "Mae John Humphrys"},
		{"Mae'r adroddiad yn barod. Mae Cyngor Sir Ceredigion wedi cyhoeddi y bydd y swyddfa yn cau.", "", "Sir Ceredigion"},
		{"Bydd y gynhadledd yn cael ei chynnal ym Mae Caerdydd ac mae'r tocynnau wedi eu gwerthu.", "", "Mae Caerdydd"},
		{"Mae'n olynu'r Athro Graham Upton yn y swydd, ac mae'r bwrdd wedi croesawu'r penodiad.", "Graham Upton", "Athro Graham Upton"},
	} {
		got := foundPersons(c.text)
		if c.want != "" && !slices.Contains(got, c.want) {
			t.Errorf("%q: want %q among persons, got %q", c.text, c.want, got)
		}
		if slices.Contains(got, c.notWant) {
			t.Errorf("%q: %q found as a person", c.text, c.notWant)
		}
	}
}
