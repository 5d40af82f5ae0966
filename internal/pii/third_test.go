package pii

import (
	"sort"
	"strings"
	"testing"
	"unicode"
)

// The third set (names_third.txt, docs/adr/0072) was built while the rules
// were being tuned on every earlier set, by someone who never ran the
// detector on it: English Web Treebank e-mails, reviews, blogs and posts
// with Universal NER's person labels, Chinese Wikipedia (GSD) and Japanese
// Wikipedia (Stockmark) with theirs, and names made from Wiktionary's name
// categories for the kinds those texts lack (scripts/pii-third-names.py).
// It was scored twice (docs/adr/0070's and docs/adr/0073's rules) and is
// tuning data since: docs/adr/0075 chose its dictionary rules reading this
// set's Chinese and Japanese documents too. Held-out figures now come from
// a fourth set built apart from it.
const thirdSet = "testdata/names_third.txt"

// thirdKinds are the kinds of name the set labels; the scorer prints each.
var thirdKinds = []string{"af", "ar", "ar-latn", "hyphen", "ie", "initials", "ja", "ja-kana", "ja-latn", "latin",
	"particle", "pl", "real", "vi", "zh", "zh-latn", "zh-other", "zh-translit"}

// TestThirdSetParses checks the set without running the detector: at least
// 300 names, every kind present with at least 15, no label overlapping
// another or holding stray brackets or spaces at its ends.
func TestThirdSetParses(t *testing.T) {
	docs, labels := loadLabelled(t, thirdSet)
	if len(docs) < 100 {
		t.Fatalf("%d documents; the set has hundreds", len(docs))
	}
	per := map[string]int{}
	total := 0
	for i, doc := range docs {
		if strings.Contains(doc, "[[") || strings.Contains(doc, "]]") {
			t.Errorf("document %d keeps label brackets after parsing", i)
		}
		ls := append([]heldOutName(nil), labels[i]...)
		sort.Slice(ls, func(a, b int) bool { return ls[a].start < ls[b].start })
		for j, l := range ls {
			name := doc[l.start:l.end]
			if name == "" || strings.TrimSpace(name) != name || strings.Contains(name, "|") || strings.Contains(name, "\n") {
				t.Errorf("document %d: bad label %q", i, name)
			}
			if j > 0 && l.start < ls[j-1].end {
				t.Errorf("document %d: %q overlaps %q", i, name, doc[ls[j-1].start:ls[j-1].end])
			}
			per[l.kind]++
			total++
		}
	}
	if total < 300 {
		t.Errorf("%d names; at least 300 needed", total)
	}
	known := map[string]bool{}
	for _, k := range thirdKinds {
		known[k] = true
		if per[k] < 15 {
			t.Errorf("kind %s has %d names; at least 15 needed", k, per[k])
		}
	}
	for k, n := range per {
		if !known[k] {
			t.Errorf("kind %q (%d names) is not one of thirdKinds", k, n)
		}
	}
	t.Logf("%d documents, %d names: %v", len(docs), total, per)
}

// cjkDocument: more than half of the letters of doc are Han or kana.
func cjkDocument(doc string) bool {
	cjkLetters, letters := 0, 0
	for _, r := range doc {
		if unicode.IsLetter(r) {
			letters++
			if hanRune(r) || unicode.In(r, unicode.Hiragana, unicode.Katakana) {
				cjkLetters++
			}
		}
	}
	return 2*cjkLetters > letters
}

// thirdCJKFloors hold the third set's Chinese and Japanese documents (GSD
// and Stockmark, 209 documents, 617 names) just under their measurement
// with docs/adr/0075's dictionaries: recall 0.339, precision 0.853
// (docs/adr/0073's rules alone: 0.143 / 0.733).
var thirdCJKFloors = nameFloors{0, 0.33, 0.845}

// TestThirdCJKNames measures the third set's documents in Chinese and
// Japanese alone, so that their precision is not hidden by the English ones.
func TestThirdCJKNames(t *testing.T) {
	docs, _ := loadLabelled(t, thirdSet)
	measureNames(t, thirdSet, thirdCJKFloors, func(i int) bool { return cjkDocument(docs[i]) })
}
