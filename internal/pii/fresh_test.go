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
// held out by a hash of its name, fixed before anything was measured. Both
// parts are tuning data since docs/adr/0070; the official lists its names
// came from ship in internal/pii/names/official since then too.
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

// freshTuningFloors hold the tuning documents, just under their figures
// with the rules frozen for docs/adr/0070: recall 0.953, precision 0.938 on
// 316 names (b1f3503, ADR 0065: 0.918 / 0.861; the code before that:
// 0.807 / 0.792); per kind ja-latn is lowest, 0.917.
var freshTuningFloors = nameFloors{0.90, 0.94, 0.92}

// freshHeldOutFloors hold the documents that were held out until ADR 0065
// scored them once (recall 0.871, precision 0.774 on 428 names; the code
// before that set: 0.801 / 0.731). Their errors were read then, so since
// docs/adr/0070 they are tuning data like the rest: with its rules 0.923 /
// 0.892; per kind zh-latn is lowest (0.733). These floors guard against
// going back, they are no held-out figure; the held-out figure of ADR 0070
// comes from a third set that none of this was tuned on.
var freshHeldOutFloors = nameFloors{0.70, 0.91, 0.88}

// TestFreshTuningPart measures the fresh set's tuning documents (read while
// rules were changed since ADR 0065).
func TestFreshTuningPart(t *testing.T) {
	parts := freshParts(t)
	measureNames(t, freshSet, freshTuningFloors, func(i int) bool { return parts[i] == "tuning" })
}

// TestFreshHeldOutPart measures the fresh set's formerly held-out documents:
// scored once by ADR 0065, read and tuned on by ADR 0070 (so no longer a
// held-out measurement); it must keep at least 300 names.
func TestFreshHeldOutPart(t *testing.T) {
	parts := freshParts(t)
	_, labels := loadLabelled(t, freshSet)
	n := 0
	for i, l := range labels {
		if parts[i] == "heldout" {
			n += len(l)
		}
	}
	if len(parts) != len(labels) || n < 300 {
		t.Fatalf("the held-out part must hold at least 300 names in %d documents; it has %d in %d", len(labels), n, len(parts))
	}
	measureNames(t, freshSet, freshHeldOutFloors, func(i int) bool { return parts[i] == "heldout" })
}
