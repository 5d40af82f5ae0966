package pii

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"

	"knowledgestack/internal/pii/cjksimp"
)

// The simplified name sets (docs/adr/0086): the Chinese documents of the
// CJK tuning set and of the third to sixth sets, every character turned
// into its simplified form by OpenCC's table, labels where they were. No
// text is new: most Chinese business text is simplified, and every set
// was built from traditional-script Wikipedia and news, so these copies
// measure what the sets could not. All are tuning figures; the fourth
// set's Chinese (PUD) is the only part no model trained on.

// simplifiedCopy writes a simplified copy of the set at path into a
// temporary folder and returns its path and documents.
func simplifiedCopy(t *testing.T, path string) (string, []string) {
	t.Helper()
	return convertedCopy(t, path, "testdata/third_party/opencc/TSCharacters.txt")
}

// convertedCopy writes a copy of the set at path, every character turned
// by the OpenCC character table at table, into a temporary folder and
// returns its path and documents.
func convertedCopy(t *testing.T, path, table string) (string, []string) {
	t.Helper()
	tab, err := cjksimp.Load(table)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), filepath.Base(path))
	if err := os.WriteFile(out, tab.Bytes(b), 0o644); err != nil {
		t.Fatal(err)
	}
	docs, _ := loadLabelled(t, out)
	return out, docs
}

// chineseDocument: a CJK document (cjkDocument) without kana.
func chineseDocument(doc string) bool {
	return cjkDocument(doc) && !strings.ContainsFunc(doc, func(r rune) bool {
		return unicode.In(r, unicode.Hiragana, unicode.Katakana)
	})
}

// measureSimplified scores the simplified copy of a set's Chinese
// documents.
func measureSimplified(t *testing.T, path string, floors nameFloors) {
	out, docs := simplifiedCopy(t, path)
	measureNames(t, out, floors, func(i int) bool { return chineseDocument(docs[i]) })
}

// simplifiedFloors hold each simplified set's Chinese documents about 0.01
// under their measurement with docs/adr/0090's rules and model (in the
// comments; docs/adr/0086's model, trained on both scripts: 0.766 / 0.979,
// 0.786 / 0.978, 0.631 / 0.843, 0.797 / 0.963, 0.372 / 0.780; the model of
// docs/adr/0084, trained on traditional text alone: recall 0.459, 0.487,
// 0.555, 0.538, 0.308, in the order below). The fourth
// set's (PUD) and the sixth set's sentences are in no model's training.
var simplifiedFloors = map[string]nameFloors{
	cjkTuningSet: {0, 0.77, 0.975}, // 0.776 / 0.981
	thirdSet:     {0, 0.79, 0.97},  // 0.801 / 0.978
	fourthSet:    {0, 0.67, 0.87},  // 0.652 / 0.863; 0.683 / 0.880 with docs/adr/0099
	fifthSet:     {0, 0.80, 0.96},  // 0.812 / 0.964; 0.807 / 0.964 with docs/adr/0099
	sixthSet:     {0, 0.47, 0.82},  // 0.388 / 0.784; 0.443 / 0.808 with docs/adr/0099; 0.473 / 0.825 with docs/adr/0123
	ninthSet:     {0, 0.81, 0.60},  // 0.769 / 0.570; 0.777 / 0.575 with docs/adr/0106; 0.822 / 0.604 with docs/adr/0111
}

// traditionalFloors hold the same documents in their own script
// (docs/adr/0084's model: 0.717 / 0.981, 0.737 / 0.983, 0.659 / 0.853,
// 0.797 / 0.975, 0.377 / 0.787; docs/adr/0086's: 0.771 / 0.979, 0.791 /
// 0.978, 0.672 / 0.844, 0.822 / 0.970, 0.397 / 0.762; docs/adr/0090's in
// the comments).
var traditionalFloors = map[string]nameFloors{
	cjkTuningSet: {0, 0.78, 0.975}, // 0.793 / 0.984
	thirdSet:     {0, 0.82, 0.975}, // 0.829 / 0.982
	fourthSet:    {0, 0.68, 0.87},  // 0.662 / 0.861; 0.693 / 0.878 with docs/adr/0099
	fifthSet:     {0, 0.82, 0.96},  // 0.832 / 0.970; 0.827 / 0.970 with docs/adr/0099
	sixthSet:     {0, 0.47, 0.815}, // 0.392 / 0.776; 0.449 / 0.803 with docs/adr/0099; 0.477 / 0.822 with docs/adr/0123
	ninthSet:     {0, 0.81, 0.60},  // mixed scripts as written: 0.773 / 0.573; 0.781 / 0.579 with docs/adr/0106; 0.826 / 0.608 with docs/adr/0111
}

// TestSimplifiedNames measures the simplified copies of the sets' Chinese
// documents, one subtest a set.
func TestSimplifiedNames(t *testing.T) {
	for _, set := range []string{cjkTuningSet, thirdSet, fourthSet, fifthSet, sixthSet, ninthSet} {
		t.Run(strings.TrimSuffix(filepath.Base(set), ".txt"), func(t *testing.T) {
			measureSimplified(t, set, simplifiedFloors[set])
		})
	}
}

// TestTraditionalChineseNames measures the same documents as
// TestSimplifiedNames in their own script, for comparison.
func TestTraditionalChineseNames(t *testing.T) {
	for _, set := range []string{cjkTuningSet, thirdSet, fourthSet, fifthSet, sixthSet, ninthSet} {
		t.Run(strings.TrimSuffix(filepath.Base(set), ".txt"), func(t *testing.T) {
			docs, _ := loadLabelled(t, set)
			measureNames(t, set, traditionalFloors[set], func(i int) bool { return chineseDocument(docs[i]) })
		})
	}
}

// TestNinthTraditionalCopy measures the ninth set's Chinese documents
// (MultiCoNER, simplified and traditional mixed) turned wholly into
// traditional characters by OpenCC's STCharacters.txt (the first choice
// of each character), beside TestSimplifiedNames' wholly simplified copy
// and TestTraditionalChineseNames' text as written (docs/adr/0106).
// Before docs/adr/0106: 0.775 / 0.579; with it 0.783 / 0.585; with
// docs/adr/0111 0.822 / 0.607.
func TestNinthTraditionalCopy(t *testing.T) {
	out, docs := convertedCopy(t, ninthSet, "testdata/third_party/opencc/STCharacters.txt")
	measureNames(t, out, nameFloors{0, 0.81, 0.60}, func(i int) bool { return chineseDocument(docs[i]) })
}

// TestSimplifiedNamesFound: names in simplified business prose that the
// model trained on traditional text alone missed or cut (docs/adr/0086).
func TestSimplifiedNamesFound(t *testing.T) {
	for _, c := range []struct {
		text  string
		names []string
	}{
		{"据报道，郭德纲与潘粤明昨日出席了发布会。", []string{"郭德纲"}},
		// 陈菊: 菊 is on no given-name list, so only the model finds her;
		// docs/adr/0086's model did, docs/adr/0090's (50 epochs) does not
		// (its 30-epoch retraining did, and broke the traditional sixth
		// set's floor). Kept for the cut: 李双江 must not become 李双.
		{"会议由副总经理陈菊主持，李双江做了总结发言。", nil},
		{"凯伦在报告中指出，欧洲市场的需求正在下降。", []string{"凯伦"}},
		{"巴格曼随后被任命为首席执行官。", []string{"巴格曼"}},
	} {
		got := personsIn(detector, c.text)
		for _, n := range c.names {
			if !slices.Contains(got, n) {
				t.Errorf("%s: found %q, want %s", c.text, got, n)
			}
		}
		if slices.Contains(got, "李双") {
			t.Errorf("%s: found %q, a name cut short", c.text, got)
		}
	}
}

// TestCJKModelKeepsTheRulesWholeName: a Japanese name written with a space
// stays whole where the model, which learnt from prose without spaces,
// reads only its family name.
func TestCJKModelKeepsTheRulesWholeName(t *testing.T) {
	s := "担当：田中 宏\n出席者：佐藤 花子、鈴木 一郎、高橋 美咲\n山本さんは欠席。\n"
	got := personsIn(detector, s)
	if !slices.Contains(got, "高橋 美咲") || slices.Contains(got, "高橋") {
		t.Errorf("found %q, want 高橋 美咲 whole", got)
	}
}
