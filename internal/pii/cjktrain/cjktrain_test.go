package cjktrain

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"knowledgestack/internal/pii"
)

const corpora = "../testdata/third_party"

// TestEmbeddedModelIsCurrent fails when the corpora, the features the
// detector computes (cjkfeat.go, and the rules whose verdict is one of
// them) or the training options changed since the embedded model was
// trained: retrain with `go run ./cmd/traincjk` from the repository
// root.
func TestEmbeddedModelIsCurrent(t *testing.T) {
	sents, raw, err := ReadAll(corpora, Shipped)
	if err != nil {
		t.Fatal(err)
	}
	want := Meta(raw, Examples(pii.NewDetector(), sents, Shipped), Shipped)
	if got := pii.CJKModelMeta(); got != want {
		t.Errorf("the embedded CJK model is stale: its meta is %q, the corpora and features now give %q; run go run ./cmd/traincjk", got, want)
	}
}

// TestCorporaAsExpected: every allowed file is read, the Chinese ones twice
// (as written and simplified, docs/adr/0086), and the counts are the slices
// reserved6.md allows (GSD train 1-2,600, dev and test: 3,600 sentences;
// Stockmark classes 0-4).
func TestCorporaAsExpected(t *testing.T) {
	sents, raw, err := ReadAll(corpora, Shipped)
	if err != nil {
		t.Fatal(err)
	}
	if len(raw) != len(Corpora)+4 {
		t.Fatalf("%d files read, want %d and 4 simplified copies", len(raw), len(Corpora))
	}
	persons := 0
	for _, s := range sents {
		for _, p := range s.Persons {
			if p[0] < 0 || p[0] >= p[1] || p[1] > len(s.Text) {
				t.Fatalf("person %v outside %q", p, s.Text)
			}
			persons++
		}
	}
	if len(sents) != 8090+3600 || persons < 4000 {
		t.Errorf("%d sentences, %d persons; want 11,690 sentences (3,600 GSD twice, 4,490 Stockmark) and over 4,000 persons", len(sents), persons)
	}
	fewer, _, err := ReadAll(corpora, Options{WithoutFifth: true, TraditionalOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(fewer) != 8090-600-931 {
		t.Errorf("without the fifth set's sources: %d sentences, want %d", len(fewer), 8090-600-931)
	}
}

// TestSimplifiedCopiesKeepTheirPersons: the simplified copy of a GSD file
// follows it sentence for sentence, each person on the same characters
// turned simplified, and some text differs (劉 becomes 刘).
func TestSimplifiedCopiesKeepTheirPersons(t *testing.T) {
	sents, _, err := ReadAll(corpora, Options{})
	if err != nil {
		t.Fatal(err)
	}
	trad, _, err := ReadAll(corpora, Options{TraditionalOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	// The first file, GSD train 1-2,000, is followed by its copy.
	const n = 2000
	differ := 0
	for i := range n {
		a, b := trad[i], sents[n+i]
		if sents[i].Text != a.Text || len(a.Persons) != len(b.Persons) {
			t.Fatalf("sentence %d: %q with %v, copy %q with %v", i, a.Text, a.Persons, b.Text, b.Persons)
		}
		if a.Text != b.Text {
			differ++
		}
		for k, p := range a.Persons {
			q := b.Persons[k]
			if utf8.RuneCountInString(a.Text[p[0]:p[1]]) != utf8.RuneCountInString(b.Text[q[0]:q[1]]) ||
				utf8.RuneCountInString(a.Text[:p[0]]) != utf8.RuneCountInString(b.Text[:q[0]]) {
				t.Errorf("sentence %d: person %s became %s", i, a.Text[p[0]:p[1]], b.Text[q[0]:q[1]])
			}
		}
	}
	if differ < n/2 {
		t.Errorf("only %d of %d sentences changed when simplified", differ, n)
	}
}

// TestReadIOB2 finds tokens in the sentence's text, so spaces between
// Latin words stay and person spans are byte ranges of the text.
func TestReadIOB2(t *testing.T) {
	in := "# sent_id = 1\n# text = 據說 John Smith 曾與王小明見面。\n" +
		"1\t據說\tO\t-\t-\n2\tJohn\tB-PER\t-\t-\n3\tSmith\tI-PER\t-\t-\n4\t曾\tO\t-\t-\n5\t與\tO\t-\t-\n" +
		"6\t王小明\tB-PER\t-\t-\n7\t見面\tO\t-\t-\n8\t。\tO\t-\t-\n\n"
	got, err := readIOB2([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 {
		t.Fatalf("%d sentences", len(got))
	}
	var names []string
	for _, p := range got[0].Persons {
		names = append(names, got[0].Text[p[0]:p[1]])
	}
	if !slices.Equal(names, []string{"John Smith", "王小明"}) {
		t.Errorf("persons %q", names)
	}
	if _, err := readIOB2([]byte("# text = 甲乙\n1\t丙\tO\t-\t-\n\n")); err == nil {
		t.Error("a token missing from the text was accepted")
	}
}

// TestReadStockmark maps code-point spans to byte ranges, keeps persons
// (人名) only, and refuses a record of the sixth set's hash class.
func TestReadStockmark(t *testing.T) {
	rec := func(id, text string, span [2]int, typ string) string {
		return fmt.Sprintf(`{"curid": %q, "text": %q, "entities": [{"name": "x", "span": [%d, %d], "type": %q}]}`, id, text, span[0], span[1], typ)
	}
	id := func(class int) string {
		for i := 0; ; i++ {
			if v := fmt.Sprint(i); hashClass(v+"監督の山田太郎は述べた。") == class {
				return v
			}
		}
	}
	in := rec(id(0), "監督の山田太郎は述べた。", [2]int{3, 7}, "人名") + "\n" + rec(id(1), "監督の山田太郎は述べた。", [2]int{0, 2}, "その他の組織名")
	got, err := readStockmark([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || len(got[0].Persons) != 1 || len(got[1].Persons) != 0 {
		t.Fatalf("got %+v", got)
	}
	if p := got[0].Persons[0]; got[0].Text[p[0]:p[1]] != "山田太郎" {
		t.Errorf("person %q", got[0].Text[p[0]:p[1]])
	}
	if _, err := readStockmark([]byte(rec(id(5), "監督の山田太郎は述べた。", [2]int{3, 7}, "人名"))); err == nil || !strings.Contains(err.Error(), "sixth") {
		t.Errorf("a record of class 5 gave %v", err)
	}
	if _, err := readStockmark([]byte(rec(id(0), "監督の山田太郎は述べた。", [2]int{3, 70}, "人名"))); err == nil {
		t.Error("a span past the text was accepted")
	}
}

// TestScoreIsStrict: a person counts only with its exact bounds, and only
// persons holding Han or kana are counted.
func TestScoreIsStrict(t *testing.T) {
	d := pii.NewDetector()
	text := "經理王世綱說，John Smith來了。"
	at := strings.Index(text, "王世綱")
	var sc Score
	score(&sc, d.WithCJKModel(nil), Sentence{Text: text, Persons: [][2]int{{at, at + len("王世綱")}, {strings.Index(text, "John"), strings.Index(text, "來")}}})
	if sc.Labelled != 1 || sc.Correct != 1 || sc.Found != 1 {
		t.Errorf("score %+v, want 1 labelled, found and correct", sc)
	}
	var cut Score
	score(&cut, d.WithCJKModel(nil), Sentence{Text: text, Persons: [][2]int{{at, at + len("王世")}}})
	if cut.Correct != 0 || cut.Found != 1 {
		t.Errorf("a span one rune short counted: %+v", cut)
	}
}
