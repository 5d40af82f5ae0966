package pii

import (
	"strings"
	"testing"
)

// TestNameBeforeItsAddress: a name written right before the e-mail address
// that spells it is a person even when its words are English words
// (docs/adr/0070); an address that spells someone else vouches for no one.
func TestNameBeforeItsAddress(t *testing.T) {
	for s, want := range map[string]string{
		"Leading Dutch Librarians into DH Michiel Cock m.p.cock@vu.nl Vrije Universiteit": "Michiel Cock,m.p.cock@vu.nl",
		"Reviewers: see Grace Hall <ghall@example.org> for the schedule.":                 "Grace Hall,ghall@example.org",
		"Ask the Support Desk support@example.org today.":                                 "support@example.org",
	} {
		var got []string
		for _, sp := range detector.Find(s) {
			got = append(got, s[sp.Start:sp.End])
		}
		if strings.Join(got, ",") != want {
			t.Errorf("%q: found %q, want %q", s, got, want)
		}
	}
}
