package pii

import (
	"strings"
	"testing"
)

// foundPersons is what the detector finds as persons in text, in order.
func foundPersons(text string) []string {
	return personsIn(detector, text)
}

// bracketedPersons is each person found in text, in order, as "[name]".
func bracketedPersons(text string) string {
	got := ""
	for _, p := range foundPersons(text) {
		got += "[" + p + "]"
	}
	return got
}

// checkOnePerson fails t for each case whose text does not hold exactly
// the one person want, or no person when want is empty.
func checkOnePerson(t *testing.T, cases []struct{ text, want string }) {
	t.Helper()
	for _, c := range cases {
		got := foundPersons(c.text)
		want := []string{}
		if c.want != "" {
			want = []string{c.want}
		}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("%q: persons %q, want %q", c.text, got, want)
		}
	}
}

// checkRedacted masks text and fails for each name still in what would be
// sent and for each kept word no longer in it; it returns the masked text.
func checkRedacted(t *testing.T, m *Mask, text string, names, kept []string) string {
	t.Helper()
	red, _ := m.Redact(text)
	for _, n := range names {
		if strings.Contains(red, n) {
			t.Errorf("%q: name %q sent raw: %q", text, n, red)
		}
	}
	for _, k := range kept {
		if !strings.Contains(red, k) {
			t.Errorf("%q: %q masked: %q", text, k, red)
		}
	}
	return red
}
