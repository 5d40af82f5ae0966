package cjktrain

import (
	"testing"

	"knowledgestack/internal/pii/heldout"
)

// TestNothingHeldOutIsTrainedOn: the character model reads none of the held-out
// sets' material (package heldout).
func TestNothingHeldOutIsTrainedOn(t *testing.T) {
	for _, c := range Corpora {
		if set, w, ok := heldout.Refuses(c.Path); ok {
			t.Errorf("%s is reserved for the %s set (%s)", c.Path, set, w)
		}
	}
}
