package artrain

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/pii/heldout"
)

// TestShippedUrduModelIsCurrent fails when the Urdu model's corpus, the
// name lists, the features or the options changed without retraining: run
// go run ./cmd/trainar -urdu and commit the model.
func TestShippedUrduModelIsCurrent(t *testing.T) {
	want, err := UrduMeta("..", pii.NewDetector())
	if err != nil {
		t.Fatal(err)
	}
	if got := pii.UrduModelMeta(); got != want {
		t.Fatalf("the shipped Urdu model was trained as\n  %q\nthe corpus and features now give\n  %q\nrun go run ./cmd/trainar -urdu", got, want)
	}
}

// TestUrduTrainingReadsOnlyTheTrainFile: the Urdu model reads IL-NER's
// Urdu train file, which no set reserves, and the file holds the sentences
// and persons its README promises.
func TestUrduTrainingReadsOnlyTheTrainFile(t *testing.T) {
	if UrduCorpus != "il-ner-train-ur/Urdu-train.txt.gz" {
		t.Fatalf("Urdu corpus %s", UrduCorpus)
	}
	// "il-ner" marks IL-NER's test and dev files, the eighteenth's and
	// nineteenth's text; they are refused by their own names still.
	heldout.CheckNotTrainedOn(t, []string{UrduCorpus}, "il-ner")
	for _, p := range []string{"il-ner-ur-eighteenth/Urdu-test.txt", "il-ner-ur-eighteenth/Urdu-dev.txt"} {
		if _, _, ok := heldout.Refuses(p, "il-ner"); !ok {
			t.Errorf("%s is not refused", p)
		}
	}
	sents, err := UrduSentences("..")
	if err != nil {
		t.Fatal(err)
	}
	persons := 0
	for _, s := range sents {
		persons += len(s.Persons)
	}
	if len(sents) != 8717 || persons != 796 {
		t.Errorf("%d sentences, %d persons; want 8,717 and 796", len(sents), persons)
	}
}

// setMarkup is a name set's label, "[[name|kind]]".
var setMarkup = regexp.MustCompile(`\[\[([^|\]]*)\|[^\]]*\]\]`)

// TestUrduTrainingSharesNoSentenceWithTheSets: no sentence the Urdu model
// trains on (held-back ones included) is a sentence of IL-NER's Urdu test
// or dev file (the eighteenth set's source, joined as the set joins it) or
// a line of any tuning name set with its labels taken off. The twentieth
// set's files are not opened: no improver reads them.
func TestUrduTrainingSharesNoSentenceWithTheSets(t *testing.T) {
	sents, err := UrduSentences("..")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, f := range []string{"Urdu-test.txt", "Urdu-dev.txt"} {
		b, err := os.ReadFile(filepath.Join("../testdata/third_party/il-ner-ur-eighteenth", f))
		if err != nil {
			t.Fatal(err)
		}
		for _, block := range strings.Split(string(b), "\n\n") {
			var words, tags []string
			for _, line := range strings.Split(block, "\n") {
				if strings.TrimSpace(line) == "" {
					continue
				}
				w, tag, _ := strings.Cut(line, "\t")
				words, tags = append(words, strings.ReplaceAll(w, "_", " ")), append(tags, tag)
			}
			if len(words) > 0 {
				seen[urduSentence(words, tags).Text] = true
			}
		}
	}
	sets, err := filepath.Glob("../testdata/names_*.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range sets {
		if strings.Contains(p, "twentieth") {
			continue
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(setMarkup.ReplaceAllString(string(b), "$1"), "\n") {
			seen[strings.TrimSpace(line)] = true
		}
	}
	if len(seen) < 2000 {
		t.Fatalf("read %d sentences of the sets only", len(seen))
	}
	for _, s := range sents {
		if seen[s.Text] {
			t.Errorf("trained on a set's sentence: %s", s.Text)
		}
	}
}

// TestUrduSentencesAreJoinedAndLabelled: tokens are written as Urdu writes
// them and a title the corpus tags inside a name stays outside it.
func TestUrduSentencesAreJoinedAndLabelled(t *testing.T) {
	d := urduSentence(
		[]string{"وزیراعظم", "نریندر", "مودی", "نے", "کہا", "(", "ڈاکٹر", "ستیش کمار", ")", "۔"},
		[]string{"B-NEP", "I-NEP", "I-NEP", "O", "O", "O", "B-NEP", "I-NEP", "O", "O"})
	if want := "وزیراعظم نریندر مودی نے کہا (ڈاکٹر ستیش کمار)۔"; d.Text != want {
		t.Fatalf("text %q, want %q", d.Text, want)
	}
	var got []string
	for _, p := range d.Persons {
		got = append(got, d.Text[p[0]:p[1]])
	}
	if strings.Join(got, "|") != "نریندر مودی|ستیش کمار" {
		t.Errorf("persons %q", got)
	}
}
