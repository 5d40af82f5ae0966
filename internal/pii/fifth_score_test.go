//go:build fifthset

package pii

import "testing"

// fifthFloors are 0 until the lead scores the fifth set (docs/adr/0081) once
// with the frozen rules and writes the figures here; that one measurement is
// the set's held-out figure.
var fifthFloors = nameFloors{kindRecall: 0, recall: 0, precision: 0}

// TestFifthHeldOutSet measures the fifth set: recall per kind, overall
// recall and precision over every person found, and (with -v) every miss
// and false find.
func TestFifthHeldOutSet(t *testing.T) {
	measureNames(t, fifthSet, fifthFloors, nil)
}
