package artrain

import (
	"path/filepath"
	"strings"
	"testing"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/pii/piitrain"
)

// TestShippedArabicModelIsCurrent fails when the Arabic features
// (ArabicFeatureSet, or what they compute on the probe text, the rules'
// verdicts included), the training constants, a corpus or a name list
// changed without retraining: run go run ./cmd/trainar and commit the model.
func TestShippedArabicModelIsCurrent(t *testing.T) {
	want, err := Meta("..", pii.NewDetector())
	if err != nil {
		t.Fatal(err)
	}
	if got := pii.ArabicModelMeta(); got != want {
		t.Fatalf("the shipped Arabic model was trained as\n  %q\nthe corpora and features now give\n  %q\nrun go run ./cmd/trainar", got, want)
	}
}

// TestArabicTrainingReadsOnlyReleasedNewsFANE: the Arabic model reads
// NewsFANE sentences 1-600 and 901-2,900 and nothing else — not 601-900 (the
// sixth set's text), not 2,901 on (the seventh's), no other corpus — and
// the files hold the 2,600 sentences their names promise.
func TestArabicTrainingReadsOnlyReleasedNewsFANE(t *testing.T) {
	allowed := map[string]int{"newsfane-first300.txt": 300, "newsfane-next300.txt": 300, "newsfane-901-2900.txt.gz": 2000}
	sentences := 0
	for _, c := range Corpora {
		n, ok := allowed[filepath.Base(c.Path)]
		if !ok || c.Format != "newsfane" || strings.Contains(c.Path, "seventh") {
			t.Errorf("%s is no released NewsFANE range", c.Path)
			continue
		}
		docs, err := piitrain.ReadCorpus("..", c)
		if err != nil {
			t.Fatal(err)
		}
		got := 0
		for _, d := range docs {
			got += strings.Count(d.Text, "\n") + 1
		}
		if got != n {
			t.Errorf("%s: %d sentences, want %d", c.Path, got, n)
		}
		sentences += got
	}
	if sentences != 2600 {
		t.Errorf("%d sentences in all, want 2,600", sentences)
	}
}
