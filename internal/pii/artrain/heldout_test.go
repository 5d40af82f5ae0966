package artrain

import (
	"testing"

	"knowledgestack/internal/pii/heldout"
)

// TestNothingHeldOutIsTrainedOn: the Arabic and Persian models read none of the held-out sets' material.
func TestNothingHeldOutIsTrainedOn(t *testing.T) {
	var paths []string
	for _, c := range append(Corpora, PersianCorpora...) {
		paths = append(paths, c.Path)
	}
	heldout.CheckNotTrainedOn(t, paths)
}
