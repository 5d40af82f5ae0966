package kotrain

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"knowledgestack/internal/pii/heldout"
)

// TestNoOtherHeldOutMaterialIsTrainedOn: the Korean model's corpus is KLUE
// dev sentences the eighth set does not read (TestNothingReservedIsTrainedOn
// checks the ids), and nothing of any other held-out set (package heldout).
func TestNoOtherHeldOutMaterialIsTrainedOn(t *testing.T) {
	heldout.CheckNotTrainedOn(t, []string{Corpus}, "klue")
}

// TestNoNinthSentenceIsTrainedOn: the vendored MultiCoNER sentences are the
// Korean train file less every sentence the ninth set read: no id of the
// multiconer-ko-ninth files is among them (reserved10.md: released are
// only the sentences the set did not read), and all 14,300 others are.
func TestNoNinthSentenceIsTrainedOn(t *testing.T) {
	heldout.CheckNotTrainedOn(t, []string{MultiCoNERCorpus})
	sents, ids, _, err := ReadMultiCoNER(corpora)
	if err != nil {
		t.Fatal(err)
	}
	if len(sents) != 14300 || len(ids) != len(sents) {
		t.Fatalf("%d sentences, %d ids, want 14,300", len(sents), len(ids))
	}
	ninth := map[string]bool{}
	for _, f := range []string{"ko_dev.conll", "ko_train_part-1000.conll"} {
		b, err := os.ReadFile(filepath.Join(corpora, "multiconer-ko-ninth", f))
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(string(b), "\n") {
			if id, ok := strings.CutPrefix(l, "# id "); ok {
				id, _, _ = strings.Cut(id, "\t")
				ninth[strings.TrimSpace(id)] = true
			}
		}
	}
	if len(ninth) != 1800 {
		t.Fatalf("%d ids in the ninth set's Korean files, want 1,800", len(ninth))
	}
	seen := map[string]bool{}
	for _, id := range ids {
		if ninth[id] {
			t.Errorf("sentence %s is the ninth set's", id)
		}
		if seen[id] {
			t.Errorf("sentence %s twice", id)
		}
		seen[id] = true
	}
}
