package pii

import "testing"

// TestTerritoryLeads: a country's or a language's name that is no listed
// name, before a given name, is cut from the person; a romanised Chinese
// name and a given name that is a country's name keep theirs (sentences
// written for this test; docs/adr/0157).
func TestTerritoryLeads(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Il s'est classé derrière le Danois Wilson Kipketer au championnat.", "Wilson Kipketer"},
		{"La finale a opposé le Suédois Stefan Holm au champion.", "Stefan Holm"},
		{"The contract was signed by Man Miao Au in Hong Kong.", "Man Miao Au"},
	}
	checkOnePerson(t, cases)
}
