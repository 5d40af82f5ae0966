package piitrain

import (
	"bufio"
	"strings"
	"testing"

	"knowledgestack/internal/pii"
)

// TestShippedPersonModelIsCurrent fails when the features (PersonFeatureSet,
// or what they compute on the probe text, the rules' verdicts included), the
// training constants, a vendored corpus or a name list changed without
// retraining: run go run ./cmd/piitrain and commit the model.
func TestShippedPersonModelIsCurrent(t *testing.T) {
	want, err := Meta("..", pii.NewDetector())
	if err != nil {
		t.Fatal(err)
	}
	if got := pii.PersonModelMeta(); got != want {
		t.Fatalf("the shipped model was trained as\n  %q\nthe corpora and features now give\n  %q\nrun go run ./cmd/piitrain", got, want)
	}
}

// TestNothingReservedIsTrainedOn: no corpus is one the sixth held-out set
// reserves (docs/adr/0083), a PUD translation, or a framed names_*.txt set.
func TestNothingReservedIsTrainedOn(t *testing.T) {
	reserved := []string{"pud", "hr_set-ud-test", "pt_bosque-ud-test", "sk_snk-ud-dev", "sv_talbanken-ud-dev",
		"sv_talbanken-ud-test", "emerging.test", "newsfane-601", "names_", "stockmark", "zh_gsd", "masakhane"}
	for _, c := range Corpora {
		for _, r := range reserved {
			if strings.Contains(strings.ToLower(c.Path), r) {
				t.Errorf("%s is reserved (%s)", c.Path, r)
			}
		}
	}
}

func scan(s string) *bufio.Scanner { return bufio.NewScanner(strings.NewReader(s)) }

func names(d Doc) []string {
	var out []string
	for _, p := range d.Persons {
		out = append(out, d.Text[p[0]:p[1]])
	}
	return out
}

// TestReadIOB2 aligns Universal NER's tokens to the sentence text, persons
// as whole spans, a document per "# newdoc".
func TestReadIOB2(t *testing.T) {
	docs, err := readIOB2(scan("# newdoc id = a\n# text = Presuda Veliji Ramkovskom, rekao je.\n" +
		"1\tPresuda\tO\tO\t-\n2\tVeliji\tB-PER\tB-PER\t-\n3\tRamkovskom\tI-PER\tI-PER\t-\n4\t,\tO\tO\t-\n5\trekao\tO\tO\t-\n6\tje\tO\tO\t-\n7\t.\tO\tO\t-\n\n" +
		"# newdoc id = b\n# text = Ana i Marko.\n1\tAna\tB-PER\t-\t-\n2\ti\tO\t-\t-\n3\tMarko\tB-PER\t-\t-\n4\t.\tO\t-\t-\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 2 || strings.Join(names(docs[0]), "|") != "Veliji Ramkovskom" || strings.Join(names(docs[1]), "|") != "Ana|Marko" {
		t.Fatalf("docs %+v", docs)
	}
}

// TestReadNewsFANE drops the left-to-right marks, joins split-off clitics
// outside names, and keeps only person classes.
func TestReadNewsFANE(t *testing.T) {
	docs, err := readCoNLL(scan("\u200eو\tO\n\u200eقال\tO\n\u200eبشار\tB-Politician\n\u200eالاسد\tI-Politician\n\u200eفي\tO\n\u200eدمشق\tB-Population-Center\n\n"), tagFANE, "", 8)
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 1 || docs[0].Text != "وقال بشار الاسد في دمشق" || strings.Join(names(docs[0]), "|") != "بشار الاسد" {
		t.Fatalf("docs %+v", docs)
	}
}

// TestExamplesLabelWordsOfTheDetectorsTokeniser: gold labels follow pii's
// own words (B on a name's first word, I after), so training and detection
// read text the same way.
func TestExamplesLabelWordsOfTheDetectorsTokeniser(t *testing.T) {
	d := pii.NewDetector()
	doc := Doc{Text: "Sa Jackom Kerouacom i O'Brienom."}
	doc.Persons = [][2]int{{3, 20}, {23, 32}}
	ex := Examples(d, []Doc{doc})
	if len(ex) != 1 {
		t.Fatalf("%d segments", len(ex))
	}
	if got := ex[0].Gold; len(got) != 5 || got[0] != 0 || got[1] != 1 || got[2] != 2 || got[3] != 0 || got[4] != 1 {
		t.Fatalf("gold %v", got)
	}
}
