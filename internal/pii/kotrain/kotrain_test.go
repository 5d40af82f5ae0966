package kotrain

import (
	"fmt"
	"strings"
	"testing"

	"knowledgestack/internal/pii"
)

const corpora = "../testdata/third_party"

// TestEmbeddedModelIsCurrent: the embedded Korean model was trained on the
// vendored sentences with the current features, lists, rules and options;
// after a change to any of them, go run ./cmd/trainko.
func TestEmbeddedModelIsCurrent(t *testing.T) {
	sents, raw, err := ReadAll(corpora)
	if err != nil {
		t.Fatal(err)
	}
	mc, _, mcRaw, err := ReadMultiCoNER(corpora)
	if err != nil {
		t.Fatal(err)
	}
	want := Meta(MetaBytes(raw, mcRaw, Shipped), Examples(pii.NewDetector(), Split(pii.NewDetector(), sents, mc, Shipped)), Shipped)
	if got := pii.KoreanModelMeta(); got != want {
		t.Errorf("the embedded Korean model is stale: its meta is %q, the sentences and features now give %q; run go run ./cmd/trainko", got, want)
	}
}

// TestNothingReservedIsTrainedOn: the vendored corpus holds KLUE NER dev
// sentences 1,001-5,000 (ids 1,000-4,999) and no other, in order; the
// reader refuses a reserved sentence (ids 0-999, sentences 1-1,000, which a
// held-out set is built from) wherever it appears.
func TestNothingReservedIsTrainedOn(t *testing.T) {
	sents, _, err := ReadAll(corpora)
	if err != nil {
		t.Fatal(err)
	}
	if len(sents) != 4000 {
		t.Fatalf("%d sentences, want 4,000", len(sents))
	}
	for i, s := range sents {
		if s.ID != FirstAllowed+i {
			t.Fatalf("sentence %d has id %d, want %d", i, s.ID, FirstAllowed+i)
		}
	}
	if n := len(Split(nil, sents, nil, Options{WithoutTuning: true})); n != 3200 {
		t.Errorf("without the tuning sentences %d remain, want 3,200", n)
	}
	if got := Tuning(sents)[0].ID; got != 4200 {
		t.Errorf("the tuning sentences start at id %d, want 4,200 (sentence 4,201)", got)
	}
	for _, id := range []string{"00000", "00999", "00500"} {
		in := "## klue-ner-v1_dev_" + id + "-wikitree\t<박:PS>씨\n박\tB-PS\n씨\tO\n"
		if _, err := Read(strings.NewReader(in)); err == nil || !strings.Contains(err.Error(), "reserved") {
			t.Errorf("a reserved sentence (id %s) was read: %v", id, err)
		}
	}
	if _, err := Read(strings.NewReader("## klue-ner-v1_train_01000-nsmc\tx\nx\tO\n")); err == nil {
		t.Error("a sentence of another split was read")
	}
}

// TestRead: persons are byte ranges of KLUE's PS labels, spaces inside a
// foreign name included, other kinds and O left out.
func TestRead(t *testing.T) {
	in := "## 주석\n## klue-ner-v1_dev_01024-nsmc\t그당시 <브래드 피트:PS> 연기\n" +
		"그\tO\n당\tO\n시\tO\n \tO\n브\tB-PS\n래\tI-PS\n드\tI-PS\n \tI-PS\n피\tI-PS\n트\tI-PS\n \tO\n연\tB-OG\n기\tO\n\n" +
		"## klue-ner-v1_dev_01025-nsmc\t<박:PS>씨와 <김:PS>\n박\tB-PS\n씨\tO\n와\tO\n \tO\n김\tB-PS\n"
	sents, err := Read(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if len(sents) != 2 || sents[0].ID != 1024 || sents[0].Text != "그당시 브래드 피트 연기" {
		t.Fatalf("read %+v", sents)
	}
	var got []string
	for _, s := range sents {
		for _, p := range s.Persons {
			got = append(got, s.Text[p[0]:p[1]])
		}
	}
	if strings.Join(got, "|") != "브래드 피트|박|김" {
		t.Errorf("persons %q", got)
	}
	if _, err := Read(strings.NewReader("박\tB-PS\n")); err == nil {
		t.Error("a character line outside a sentence was read")
	}
}

// TestSwapped: each copy replaces every person with a person's text from
// the sentences and keeps the text around it; the labels cover exactly the
// new names; the same input gives the same copies.
func TestSwapped(t *testing.T) {
	sents := []Sentence{
		{ID: 1000, Text: "장동건과 고소영은 결혼했다.", Persons: [][2]int{{0, 9}, {13, 22}}},
		{ID: 1001, Text: "이름 없는 문장.", Persons: nil},
		{ID: 1002, Text: "브래드 피트가 왔다.", Persons: [][2]int{{0, 16}}},
	}
	pool := map[string]bool{"장동건": true, "고소영": true, "브래드 피트": true}
	got := Swapped(sents, 2)
	if len(got) != 4 {
		t.Fatalf("%d copies, want 4 (2 of each sentence naming someone)", len(got))
	}
	for _, s := range got {
		orig := sents[0]
		if s.ID == 1002 {
			orig = sents[2]
		}
		rest, last := "", 0
		for _, p := range s.Persons {
			if !pool[s.Text[p[0]:p[1]]] {
				t.Errorf("%q: person %q is not from the sentences", s.Text, s.Text[p[0]:p[1]])
			}
			rest += s.Text[last:p[0]] + "|"
			last = p[1]
		}
		rest += s.Text[last:]
		wantRest, last := "", 0
		for _, p := range orig.Persons {
			wantRest += orig.Text[last:p[0]] + "|"
			last = p[1]
		}
		wantRest += orig.Text[last:]
		if rest != wantRest {
			t.Errorf("%q: the text around the names is %q, want %q", s.Text, rest, wantRest)
		}
	}
	again := Swapped(sents, 2)
	for i := range got {
		if got[i].Text != again[i].Text {
			t.Errorf("copy %d differs between runs: %q, %q", i, got[i].Text, again[i].Text)
		}
	}
}

// TestForeignSwapped: the made foreign names join the first word of one
// name of two words or more and the last word of another, every person of
// a sentence naming someone is replaced, and the same sentences give the
// same copies (the model's bytes depend on them).
func TestForeignSwapped(t *testing.T) {
	sents := []Sentence{
		{ID: 1000, Text: "장동건과 고소영은 결혼했다.", Persons: [][2]int{{0, 9}, {13, 22}}},
		{ID: 1001, Text: "케일라 진 뮬러의 이름.", Persons: [][2]int{{0, 20}}},
		{ID: 1002, Text: "브래드 피트가 왔다.", Persons: [][2]int{{0, 16}}},
	}
	firsts, lasts := map[string]bool{"케일라": true, "브래드": true}, map[string]bool{"뮬러": true, "피트": true}
	got := ForeignSwapped(sents, 2)
	if len(got) != 6 {
		t.Fatalf("%d copies, want 6", len(got))
	}
	for _, s := range got {
		for _, p := range s.Persons {
			f, l, ok := strings.Cut(s.Text[p[0]:p[1]], " ")
			if !ok || !firsts[f] || !lasts[l] {
				t.Errorf("%q: person %q is not a first word and a last word of the sentences' names", s.Text, s.Text[p[0]:p[1]])
			}
		}
	}
	if fmt.Sprint(got) != fmt.Sprint(ForeignSwapped(sents, 2)) {
		t.Error("two runs made different copies")
	}
	if ForeignSwapped(sents[:1], 3) != nil {
		t.Error("copies made without a name of two words")
	}
}

// TestReadCoNLL: MultiCoNER's tokens are joined by spaces, none before a
// closing mark or after an opening one; a person is its PER run without
// the space after it; other kinds are no person; a token line outside a
// sentence is refused.
func TestReadCoNLL(t *testing.T) {
	in := "# id a1\tdomain=train\n찰스 _ _ B-PER\n라이엘 _ _ I-PER\n경은 _ _ O\n( _ _ O\n영국 _ _ B-LOC\n) _ _ O\n지질학자 _ _ O\n. _ _ O\n\n" +
		"# id b2\tdomain=train\n윤휴 _ _ B-PER\n허목 _ _ B-PER\n, _ _ O\n윤선도 _ _ B-PER\n"
	sents, ids, err := ReadCoNLL(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if len(sents) != 2 || strings.Join(ids, ",") != "a1,b2" || sents[0].ID != MultiCoNERID || sents[1].ID != MultiCoNERID+1 {
		t.Fatalf("read %+v %q", sents, ids)
	}
	if sents[0].Text != "찰스 라이엘 경은 (영국) 지질학자." || sents[1].Text != "윤휴 허목, 윤선도" {
		t.Errorf("texts %q, %q", sents[0].Text, sents[1].Text)
	}
	var got []string
	for _, s := range sents {
		for _, p := range s.Persons {
			got = append(got, s.Text[p[0]:p[1]])
		}
	}
	if strings.Join(got, "|") != "찰스 라이엘|윤휴|허목|윤선도" {
		t.Errorf("persons %q", got)
	}
	if _, _, err := ReadCoNLL(strings.NewReader("윤휴 _ _ B-PER\n")); err == nil {
		t.Error("a token line outside a sentence was read")
	}
}

// TestMultiCoNERKept: "per" keeps the sentences naming a person, "all"
// every one, none without a mode; the held-back last MultiCoNERTuning stay
// out of a tuning model's training; "foreign" wants every person of two
// words or more (allForeign).
func TestMultiCoNERKept(t *testing.T) {
	mc := make([]Sentence, MultiCoNERTuning+2)
	mc[0] = Sentence{Text: "에르네스트 쇼송 작곡", Persons: [][2]int{{0, 22}}}
	mc[1] = Sentence{Text: "소녀시대 음반", Others: [][2]int{{0, 12}}}
	mc[len(mc)-1] = Sentence{Text: "윤휴 허목", Persons: [][2]int{{0, 6}}}
	for _, c := range []struct {
		opt  Options
		want int
	}{
		{Options{}, 0},
		{Options{MultiCoNER: "per"}, 2},
		{Options{MultiCoNER: "per", WithoutTuning: true}, 1},
		{Options{MultiCoNER: "all"}, len(mc)},
		{Options{MultiCoNER: "all", WithoutTuning: true}, 2},
	} {
		if got := len(multiCoNERKept(nil, nil, mc, c.opt)); got != c.want {
			t.Errorf("%+v: %d sentences kept, want %d", c.opt, got, c.want)
		}
	}
	if !allForeign(mc[0]) || allForeign(mc[len(mc)-1]) {
		t.Error("allForeign: a two-word foreign name is foreign, a one-word Korean name is not")
	}
	if got := len(MultiCoNERHeld(mc)); got != MultiCoNERTuning {
		t.Errorf("%d held back, want %d", got, MultiCoNERTuning)
	}
}
