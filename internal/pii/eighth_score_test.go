//go:build eighthset

package pii

import "testing"

// eighthFloors are 0 until the lead scores the eighth set (docs/adr/0091)
// once with the session's final detector and writes the figures here; that
// one measurement is the set's held-out figure.
var eighthFloors = nameFloors{kindRecall: 0, recall: 0, precision: 0}

// TestEighthHeldOutSet measures the eighth set: recall per kind, overall
// recall and precision over every person found, and (with -v) every miss
// and false find.
func TestEighthHeldOutSet(t *testing.T) {
	measureNames(t, eighthSet, eighthFloors, nil)
}
