package piitrain

import (
	"strings"
	"testing"
)

// eighthReserved names what the eighth held-out name set (docs/adr/0091)
// is built from: its "-eighth" folders (AQMAR's Arabic Wikipedia articles,
// UD Japanese GSD's train split, KLUE NER's Korean, GermEval 2014's German)
// and the corpora themselves by name, wherever
// another copy might be vendored. GSD's dev and test files (the seventh
// set's, tuning data now) stay allowed.
var eighthReserved = []string{"eighth", "aqmar", "ja_gsd-ud-train", "klue", "germeval", "ner-de-"}

// eighthRefuses reports the reserved name a corpus path holds, if any.
func eighthRefuses(path string) (string, bool) {
	p := strings.ToLower(path)
	for _, r := range eighthReserved {
		if strings.Contains(p, r) {
			return r, true
		}
	}
	return "", false
}

// TestNothingOfTheEighthSetIsTrainedOn: the word model reads none of the
// eighth set's material, and the check refuses each of its folders and
// copies of its corpora by name.
func TestNothingOfTheEighthSetIsTrainedOn(t *testing.T) {
	for _, c := range append(append([]Corpus(nil), Corpora...), FiHuCorpora...) {
		if r, ok := eighthRefuses(c.Path); ok {
			t.Errorf("%s is reserved for the eighth set (%s)", c.Path, r)
		}
	}
	for _, p := range []string{"aqmar-eighth/Atom.txt", "ud-ja-gsd-eighth/train.bio", "AQMAR/Damascus.txt", "klue/klue-ner-v1.1_train.tsv",
		"germeval2014/NER-de-train.tsv",
		"ud-ja-gsd/ja_gsd-ud-train.ne.conllu"} {
		if _, ok := eighthRefuses(p); !ok {
			t.Errorf("%s is not refused", p)
		}
	}
	if r, ok := eighthRefuses("ud-ja-gsd-seventh/ja_gsd-ud-dev.ne.conllu"); ok {
		t.Errorf("the seventh set's GSD dev file is refused (%s)", r)
	}
	if r, ok := eighthRefuses("uner-train/hr_set-ud-train.iob2.gz"); ok {
		t.Errorf("a released corpus is refused (%s)", r)
	}
}
