package pii

import "testing"

// TestPersonsInFirmAndPlaceColumns: a contact list's organisation and city
// cells are no persons however they read, while its contact column and
// its notes keep theirs (own CRM export, no set's rows; docs/adr/0120).
func TestPersonsInFirmAndPlaceColumns(t *testing.T) {
	text := "Contact,Organisation,City,Notes\n" +
		"Beatriz Quaresma,Partido Trabalhista,Carolina do Norte,follow up\n" +
		"Garba Shettima,Império Romano Lda,Punta Rasa,call Marta Kowalczyk back\n"
	got := personsIn(detector, text)
	want := []string{"Beatriz Quaresma", "Garba Shettima", "Marta Kowalczyk"}
	if len(got) != len(want) {
		t.Fatalf("persons %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("persons %q, want %q", got, want)
		}
	}
}
