package pii

import "testing"

// TestWorldGivenNamePairs: a given name that only Wiktionary's lists of the
// languages without a list of their own hold (Kurdish "Berfîn", Javanese
// "Ngatemi", "Sukarman") opens a name before a surname no list holds; a
// listed name that is a common word opens nothing (own sentences;
// docs/adr/0187).
func TestWorldGivenNamePairs(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Berfîn Xelîlzade li gundê xwe dijî û her roj diçe dibistanê.", "Berfîn Xelîlzade"},
		{"Ing dina Setu, Ngatemi Wiryosuwarno tindak menyang pasar karo anake.", "Ngatemi Wiryosuwarno"},
		{"Miturut warga, Sukarman Pringgodigdo wis suwe manggon ing desa kasebut.", "Sukarman Pringgodigdo"},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
