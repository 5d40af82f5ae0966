package pii

import (
	"slices"
	"testing"
)

// TestDottedNameBeforeAGluedVerb: a verb or preposition glued after a
// dotted name stays out of it, whether the rules or the model found the name (紐曼|給;
// docs/adr/0106).
func TestDottedNameBeforeAGluedVerb(t *testing.T) {
	for s, want := range map[string][]string{
		"上周经理彼得·纽曼给这家供应商发了邮件。": {"彼得·纽曼"},
		"財務部門的安娜·施密特把發票退回了。":   {"安娜·施密特"},
	} {
		if got := personsIn(detector, s); !slices.Equal(got, want) {
			t.Errorf("%s: persons %q, want %q", s, got, want)
		}
	}
}
