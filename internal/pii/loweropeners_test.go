package pii

import "testing"

// TestLowerOpeners: a capitalised word on no name list that opens a
// sentence before a name, and that the same text writes in lower case
// elsewhere, is the language's common word, not the name's first word
// (sentences written for this test; docs/adr/0184). The first two fail on
// the code before the change; the last keeps a listed given name.
func TestLowerOpeners(t *testing.T) {
	checkPersonsExactly(t, [][2]string{
		{"Mu dem Ndar, waaye du fa yàgg. Waaye Napoleon moom mujj na ko not.", "Napoleon"},
		{"Bu ma ko gisee, endi ham keldi. Endi Abdulla Tangriyev bronza medali uchun kurashadi.", "Abdulla Tangriyev"},
		{"She grew a rose in the garden. Rose Byrne visited her last spring.", "Rose Byrne"},
	})
}
