package pii

import "testing"

// TestCapsHeadedBodies: a court or office named in capitals at a
// document's head is no person; a given name in capitals before a word is
// (docs/adr/0243). The first two fail on the code before the pass.
func TestCapsHeadedBodies(t *testing.T) {
	checkPersons(t, []personCase{
		{text: "AMTSGERICHT HAMILTON\nAz. 12 C 3/26\nKläger: Jonas Weber", notWant: "AMTSGERICHT HAMILTON", want: "Jonas Weber"},
		{text: "TRIBUNALE MORRIS\nRuolo 12/26\nAttore: Luca Bianchi", notWant: "TRIBUNALE MORRIS", want: "Luca Bianchi"},
		{text: "MONTE HALL\nHost notes", want: "MONTE HALL"},
	})
}
