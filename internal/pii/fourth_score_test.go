//go:build fourthset

package pii

import "testing"

// fourthFloors are placeholders until the one scoring (docs/adr/0074): the
// lead runs TestFourthHeldOutSet once on the frozen rules, records the
// commit and the figures in the ADR and the issue note, sets these floors
// just under them and drops the build tag so that make test holds them.
// After that run the set has been read and is no longer held out.
var fourthFloors = nameFloors{kindRecall: 0, recall: 0, precision: 0}

// TestFourthHeldOutSet measures the fourth set: recall per kind, overall
// recall and precision over every person found, and (with -v) every miss
// and false find.
func TestFourthHeldOutSet(t *testing.T) {
	measureNames(t, fourthSet, fourthFloors, nil)
}
