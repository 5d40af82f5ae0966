package pii

import "testing"

// TestSelfIntroducedNames: after "my name is" and the creoles' "my name
// na", "call me", past a transcript's pause marks and hesitations, the
// capitalised words are a person however rare; an English word alone is
// left (own sentences; docs/adr/0261).
func TestSelfIntroducedNames(t *testing.T) {
	cases := []struct{ text, want string }{
		{"okay my name na # ehn Ejiro Okpara // I dey work for Warri //", "Ejiro Okpara"},
		{"# dem call me # Oghenekaro for area //", "Oghenekaro"},
		{"my name is Legion, for we are many", ""},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
