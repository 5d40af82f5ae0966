package pii

import (
	"os"
	"strings"
	"testing"
)

// The fresh set (names_fresh.txt, docs/adr/0065) was built after the
// outside set was spent: GUM's Wikinews stories and interviews and the
// Broad Twitter Corpus's news tweets, with every other person's real name
// kept and the rest given names from official name statistics. The script
// that writes it (scripts/pii-fresh-names.py) marks each document tuning or
// held out by a hash of its name, fixed before anything was measured.
const freshSet = "testdata/names_fresh.txt"

// freshParts reads each document's part ("tuning" or "heldout") from its
// header line, in the order loadLabelled returns the documents.
func freshParts(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile(freshSet)
	if err != nil {
		t.Fatal(err)
	}
	var parts []string
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "=== "); ok {
			part, _, _ := strings.Cut(rest, " ")
			parts = append(parts, part)
		}
	}
	return parts
}

// TestFreshTuningPart measures the fresh set's tuning documents, the only
// part of it read while rules were changed.
func TestFreshTuningPart(t *testing.T) {
	parts := freshParts(t)
	measureNames(t, freshSet, nameFloors{0, 0, 0}, func(i int) bool { return parts[i] == "tuning" })
}
