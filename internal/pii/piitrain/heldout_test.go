package piitrain

import (
	"testing"

	"knowledgestack/internal/pii/heldout"
)

// TestNothingHeldOutIsTrainedOn: the word models read none of the held-out sets' material.
func TestNothingHeldOutIsTrainedOn(t *testing.T) {
	var paths []string
	for _, c := range append(append([]Corpus(nil), Corpora...), FiHuCorpora...) {
		paths = append(paths, c.Path)
	}
	heldout.CheckNotTrainedOn(t, paths)
}
