package pii

import "testing"

// TestMaltesePersons: in Maltese prose an office's adjective is no person
// ("Kap Eżekuttiv", chief executive), a common word opening the sentence
// stays out of a name ("Allura", so), and the particle "d'" stays inside
// one (docs/adr/0230). The sentences are made for this test; on the code
// before it each gives another answer ("Kap Eżekuttiv", "Allura Robert
// Abela", "Amato").
func TestMaltesePersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"L-Uffiċċju ħatar lil Mark Spiteri, Kap Eżekuttiv tal-Korporazzjoni.", "[Mark Spiteri]"},
		{"Allura Robert Abela qal li l-Gvern se jibqa' għaddej.", "[Robert Abela]"},
		{"Pierre d' Amato, f'isem il-Kumitat, ta sommarju tal-ħidma.", "[Pierre d' Amato]"},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
