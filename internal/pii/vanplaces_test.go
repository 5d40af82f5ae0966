package pii

import "testing"

// TestVanPlacesAndTwins: a person running on past "van" into a place is
// cut there or dropped (Afrikaans and Dutch name a body or a person's home
// with "van"), a surname after "van" stays, and a person of one word twice
// that no surname list holds is no person (docs/adr/0160).
func TestVanPlacesAndTwins(t *testing.T) {
	checkPersons(t, []personCase{
		{"Die Hooggeregshof van Suid-Afrika het die saak verlede week na die Grondwetlike Hof verwys.", "", "Hooggeregshof van Suid-Afrika"},
		{"Ons verwelkom ook mev Thandi Ndlovu van Port Elizabeth, wat die eerste oproep gemaak het.", "", "Ndlovu van Port Elizabeth"},
		{"Ons het vandag vir Anna Maria Botha van Worcester gesien, en sy het ons vertel wat gebeur het.", "Anna Maria Botha", "Anna Maria Botha van Worcester"},
		{"De minister sprak gisteren met Hans van Mierlo over de begroting.", "Hans van Mierlo", ""},
		{"The crowd cheered for Bafana Bafana when the team came out on Saturday.", "", "Bafana Bafana"},
		{"The contract was countersigned by Nasser Nasser, the head of procurement.", "Nasser Nasser", ""},
	})
}
