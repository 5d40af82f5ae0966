package artrain

import (
	"maps"
	"os"
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

// TestPersianTrainingReadsOnlyReleasedFarsi: the Persian model reads the
// 1,121 released MultiCoNER Farsi train sentences and not the 300 held
// back for choosing its options.
func TestPersianTrainingReadsOnlyReleasedFarsi(t *testing.T) {
	if len(PersianCorpora) != 1 || PersianCorpora[0].Path != "multiconer-fa-train/fa_validation-rest.conll" {
		t.Fatalf("Persian corpora %v", PersianCorpora)
	}
	for c, want := range map[piitrain.Corpus]int{PersianCorpora[0]: 1121, PersianHeldBack: 300} {
		docs, err := piitrain.ReadCorpus("..", c)
		if err != nil {
			t.Fatal(err)
		}
		got, persons := 0, 0
		for _, d := range docs {
			got += strings.Count(d.Text, "\n") + 1
			persons += len(d.Persons)
		}
		if got != want || persons == 0 {
			t.Errorf("%s: %d sentences, %d persons; want %d sentences", c.Path, got, persons, want)
		}
	}
}

// TestShippedPersianModelIsCurrent fails when the Persian model's corpora,
// options, name lists or features changed without retraining: run
// go run ./cmd/trainar -persian and commit the model.
func TestShippedPersianModelIsCurrent(t *testing.T) {
	want, err := PersianMeta("..", pii.NewDetector())
	if err != nil {
		t.Fatal(err)
	}
	if got := pii.PersianModelMeta(); got != want {
		t.Fatalf("the shipped Persian model was trained as\n  %q\nthe corpora and features now give\n  %q\nrun go run ./cmd/trainar -persian", got, want)
	}
}

// multiCoNERSentences reads a MultiCoNER file's sentence ids and texts
// (tokens joined by a space).
func multiCoNERSentences(t *testing.T, path string) (ids, texts map[string]bool) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("../testdata/third_party", path))
	if err != nil {
		t.Fatal(err)
	}
	ids, texts = map[string]bool{}, map[string]bool{}
	for _, block := range strings.Split(string(b), "\n\n") {
		var words []string
		for _, line := range strings.Split(block, "\n") {
			if id, ok := strings.CutPrefix(line, "# id "); ok {
				ids[strings.Fields(id)[0]] = true
			} else if f := strings.Fields(line); len(f) > 0 {
				words = append(words, f[0])
			}
		}
		if len(words) > 0 {
			texts[strings.Join(words, " ")] = true
		}
	}
	return ids, texts
}

// TestFarsiTrainingHoldsNoNinthSentence: no sentence id of the ninth set's
// Farsi files (dev and the first 1,000 train sentences), and no sentence
// with the same words, is in the Farsi training or held-back files.
func TestFarsiTrainingHoldsNoNinthSentence(t *testing.T) {
	ninthIDs, ninthTexts := map[string]bool{}, map[string]bool{}
	for _, f := range []string{"multiconer-fa-ninth/fa_dev.conll", "multiconer-fa-ninth/fa_train_part-1000.conll"} {
		ids, texts := multiCoNERSentences(t, f)
		maps.Copy(ninthIDs, ids)
		maps.Copy(ninthTexts, texts)
	}
	if len(ninthIDs) != 1800 {
		t.Fatalf("%d ninth-set Farsi sentence ids, want 1,800", len(ninthIDs))
	}
	for _, f := range []string{"multiconer-fa-train/fa_validation-rest.conll", PersianHeldBack.Path} {
		ids, texts := multiCoNERSentences(t, f)
		if len(ids) == 0 {
			t.Errorf("%s holds no sentence", f)
		}
		for id := range ids {
			if ninthIDs[id] {
				t.Errorf("%s holds the ninth set's sentence %s", f, id)
			}
		}
		for s := range texts {
			if ninthTexts[s] {
				t.Errorf("%s holds a ninth-set sentence's words: %q", f, s)
			}
		}
	}
}
