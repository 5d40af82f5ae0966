package cjktrain

import (
	"testing"

	"knowledgestack/internal/pii/heldout"
)

// TestNothingHeldOutIsTrainedOn: the character model reads none of the held-out sets' material.
func TestNothingHeldOutIsTrainedOn(t *testing.T) {
	var paths []string
	for _, c := range Corpora {
		paths = append(paths, c.Path)
	}
	heldout.CheckNotTrainedOn(t, paths)
}
