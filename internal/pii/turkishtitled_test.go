package pii

import "testing"

// TestTurkishTitledPersons: a Turkish form of address ("Sayın", "Bay")
// before a name is cut from the person, and a name after one that nothing
// found is added; in English "Bay" stays a word (docs/adr/0173). The first
// two fail on the code before the change.
func TestTurkishTitledPersons(t *testing.T) {
	checkPersons(t, []personCase{
		{text: "Sayın Kellerhals , şirketin genel başkan yardımcısı olarak çalışıyor .", want: "Kellerhals"},
		{text: "Bay Hollister bir enstitü hocasıdır ve bu konuda konuştu .", want: "Hollister", notWant: "Bay Hollister"},
		{text: "The Bay Area is large and Michael Bay lives there.", want: "Michael Bay", notWant: "Area"},
		{text: "Visit us at 12 Bay Rd in the town of Fairfield next week.", notWant: "Rd"},
	})
}
