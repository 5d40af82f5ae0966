package piitrain

import (
	"testing"

	"knowledgestack/internal/pii/heldout"
)

// TestNothingHeldOutIsTrainedOn: the word models read none of the held-out
// sets' material, nor would they with -with-europeana (docs/adr/0156).
func TestNothingHeldOutIsTrainedOn(t *testing.T) {
	var paths []string
	for _, c := range append(append(append([]Corpus(nil), Corpora...), FiHuCorpora...), EuropeanaCorpora...) {
		paths = append(paths, c.Path)
	}
	heldout.CheckNotTrainedOn(t, paths)
}
