package kotrain

import (
	"testing"

	"knowledgestack/internal/pii/heldout"
)

// TestNoOtherHeldOutMaterialIsTrainedOn: the Korean model's corpus is KLUE
// dev sentences the eighth set does not read (TestNothingReservedIsTrainedOn
// checks the ids), and nothing of any other held-out set (package heldout).
func TestNoOtherHeldOutMaterialIsTrainedOn(t *testing.T) {
	heldout.CheckNotTrainedOn(t, []string{Corpus}, "klue")
}
