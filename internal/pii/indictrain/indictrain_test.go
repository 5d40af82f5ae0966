package indictrain

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/pii/heldout"
)

// TestShippedIndicModelIsCurrent: the embedded model was trained on the
// corpora, lists and features there are now.
func TestShippedIndicModelIsCurrent(t *testing.T) {
	want, err := Meta("..", pii.NewDetector().WithIndicModel(nil))
	if err != nil {
		t.Fatal(err)
	}
	if got := pii.IndicModelMeta(); got != want {
		t.Fatalf("the shipped Indic model was trained as\n  %q\nthe corpora and features now give\n  %q\nrun go run ./cmd/trainindic", got, want)
	}
}

// TestNothingHeldOutIsTrainedOn: no corpus is a held-out set's material.
func TestNothingHeldOutIsTrainedOn(t *testing.T) {
	var paths []string
	for _, c := range Corpora {
		paths = append(paths, c.Path)
	}
	heldout.CheckNotTrainedOn(t, paths)
}

// TestTrainingReadsOnlyILNERTrainFiles: the model reads IL-NER's Hindi,
// Odia and Telugu train files (11,076, 12,109 and 2,993 sentences, as
// IL-NER's README counts them, less the 114, 85 and 22 that a set holds too:
// scripts/pii_ilner_train.py) and nothing else.
func TestTrainingReadsOnlyILNERTrainFiles(t *testing.T) {
	want := map[string]int{"hi": 10962, "or": 12024, "te": 2971}
	if len(Corpora) != len(want) {
		t.Fatalf("corpora %v", Corpora)
	}
	for _, c := range Corpora {
		if c.Path != "testdata/third_party/il-ner-train/"+c.Lang+"-train.tsv.gz" {
			t.Errorf("%s is no IL-NER train file", c.Path)
		}
		s, err := ReadSentences("..", c.Path)
		if err != nil {
			t.Fatal(err)
		}
		persons := 0
		for _, x := range s {
			_, p := x.Text()
			persons += len(p)
		}
		if len(s) != want[c.Lang] || persons < 400 {
			t.Errorf("%s: %d sentences, %d persons; want %d sentences", c.Path, len(s), persons, want[c.Lang])
		}
	}
}

// shingle is how many bytes of a sentence, its whitespace dropped, are
// looked up among the sets' text: twenty Brahmic letters or so.
const shingle = 60

// setShingles holds every shingle-byte run of the tuning sets' Brahmic
// documents (labels read as their names, whitespace dropped) that starts on
// a rune.
func setShingles(t *testing.T) (map[string]bool, string) {
	sets, err := filepath.Glob("../testdata/names_*.txt")
	if err != nil || len(sets) < 20 {
		t.Fatalf("sets %v: %v", sets, err)
	}
	out := map[string]bool{}
	var all strings.Builder
	for _, set := range sets {
		if strings.Contains(set, "twentieth") {
			continue // never read (COMMON.md)
		}
		b, err := os.ReadFile(set)
		if err != nil {
			t.Fatal(err)
		}
		for _, doc := range strings.Split(string(b), "\n=== ") {
			if !strings.ContainsFunc(doc, brahmic) {
				continue // only Brahmic documents can hold a trained sentence
			}
			text := squeeze(labelNames(doc))
			all.WriteString(text)
			all.WriteByte(0)
			for i := range text {
				if i+shingle <= len(text) {
					out[text[i:i+shingle]] = true
				}
			}
		}
	}
	return out, all.String()
}

func brahmic(r rune) bool { return r >= 0x0900 && r < 0x0D80 }

// labelNames writes a set's "[[Name|kind]]" labels as their names.
func labelNames(s string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, "[[")
		j := strings.Index(s[max(i, 0):], "]]")
		if i < 0 || j < 0 {
			b.WriteString(s)
			return b.String()
		}
		name, _, _ := strings.Cut(s[i+2:i+j], "|")
		b.WriteString(s[:i])
		b.WriteString(name)
		s = s[i+j+2:]
	}
}

// squeeze drops every space, so the sets' and the trainer's joining of
// tokens compare alike.
func squeeze(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// TestTrainingHoldsNoSetSentence proves what the corpora's names say: no
// trained sentence is a set's. Each train sentence's first sixty bytes
// (whitespace dropped) are looked up among every run of sixty bytes of the
// tuning sets' Brahmic text, the eighteenth's and nineteenth's IL-NER test
// and dev sentences among them.
// A shorter sentence is looked for whole. IL-NER repeats sentences across
// its splits, and before scripts/pii_ilner_train.py dropped those a set
// holds this test found 156 of them.
func TestTrainingHoldsNoSetSentence(t *testing.T) {
	seen, all := setShingles(t)
	checked := 0
	for _, c := range Corpora {
		s, err := ReadSentences("..", c.Path)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range s {
			text, _ := x.Text()
			q := squeeze(text)
			checked++
			if len(q) >= shingle && seen[q[:shingle]] || len(q) < shingle && strings.Contains(all, q) {
				t.Errorf("%s trains on a set's sentence: %s", c.Lang, text)
			}
		}
	}
	if checked < 25000 {
		t.Errorf("only %d train sentences checked", checked)
	}
}
