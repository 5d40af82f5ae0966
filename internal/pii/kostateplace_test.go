package pii

import "testing"

// TestKoStatePlaceNoPerson: a listed state with its suffix, then a city
// written apart, is a place, no person (docs/adr/0212). The sentence is
// made for this test; on the code before it it holds a person.
func TestKoStatePlaceNoPerson(t *testing.T) {
	checkBracketed(t, "조지아주 사바나 근교의 마을.", "")
}
