package pii

import (
	"slices"
	"testing"
)

// TestIcelandicNamesWhole: an Icelandic name is found whole, with its middle
// given name and in every case of its patronymic, a title glued before it
// is not taken, and a foreign given name in the genitive keeps its surname
// (docs/adr/0126).
func TestIcelandicNamesWhole(t *testing.T) {
	for _, c := range []struct{ text, want, notWant string }{
		{"Reikningurinn var sendur til Andri Þór Björnsson hjá fjármálasviði í gær.", "Andri Þór Björnsson", "Andri Þór"},
		{"Við þökkum Gunnari Braga Sveinssyni fyrir skjót svör um samninginn.", "Gunnari Braga Sveinssyni", ""},
		{"Samkvæmt Hannesar S. Jónssonar verður fundurinn haldinn á morgun.", "Hannesar S. Jónssonar", ""},
		{"Fundargerðina ritaði Ólafía Þórunn Kristinsdóttir, gjaldkeri félagsins.", "Ólafía Þórunn Kristinsdóttir", "Þórunn Kristinsdóttir"},
		{"Á fundinum talaði Deildarstjórinn Helgi Sveinsson um nýja verðskrá.", "Helgi Sveinsson", "Deildarstjórinn Helgi Sveinsson"},
		{"Reikninginn samþykkti Guðrún Brá Björgvinsdóttir, fjármálastjóri, í gær.", "Guðrún Brá Björgvinsdóttir", "Guðrún"},
		{"Í samningnum er vísað til tilboðs Johns Burgoyne frá því í maí.", "Johns Burgoyne", ""},
	} {
		got := foundPersons(c.text)
		if !slices.Contains(got, c.want) {
			t.Errorf("%q: want %q among persons, got %q", c.text, c.want, got)
		}
		if c.notWant != "" && slices.Contains(got, c.notWant) {
			t.Errorf("%q: %q found instead of the whole name", c.text, c.notWant)
		}
	}
}
