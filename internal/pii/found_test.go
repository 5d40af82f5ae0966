package pii

import (
	"slices"
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

// personCase is a text, a person it must hold (none when empty) and a span
// it must not hold as a person (none when empty).
type personCase struct{ text, want, notWant string }

// checkPersons fails t for each case whose want is not among the persons
// found in its text or whose notWant is.
func checkPersons(t *testing.T, cases []personCase) {
	t.Helper()
	for _, c := range cases {
		got := foundPersons(c.text)
		if c.want != "" && !slices.Contains(got, c.want) {
			t.Errorf("%q: want %q among persons, got %q", c.text, c.want, got)
		}
		if c.notWant != "" && slices.Contains(got, c.notWant) {
			t.Errorf("%q: %q is no person here, got %q", c.text, c.notWant, got)
		}
	}
}

// checkFoundAmong fails t for each name of want that is not among the
// persons found in text, whole, and for each span of not that is; name
// labels the case.
func checkFoundAmong(t *testing.T, name, text string, want, not []string) {
	t.Helper()
	got := foundPersons(text)
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("%s: %q not found whole as a person; found %q", name, w, got)
		}
	}
	for _, n := range not {
		if slices.Contains(got, n) {
			t.Errorf("%s: %q taken for a person", name, n)
		}
	}
}
