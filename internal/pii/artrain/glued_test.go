package artrain

import (
	"testing"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/pii/piitrain"
)

// TestGluedCopiesLabelTheNameWithoutTheClitic: a clitic NewsFANE writes as
// a word of its own before a name is glued to it in a glued copy, the label
// stays the name alone, and Examples gives the glued word B-PER-GLUED.
func TestGluedCopiesLabelTheNameWithoutTheClitic(t *testing.T) {
	text := "قال المتحدث ان الرئيس و عبد الله الثاني وصل الى عمان امس مع الوفد المرافق له"
	at := len("قال المتحدث ان الرئيس و ")
	doc := piitrain.Doc{Text: text, Persons: [][2]int{{at, at + len("عبد الله الثاني")}}}
	out := GluedCopies([]piitrain.Doc{doc}, 1, 1, 0)
	if len(out) != 1 {
		t.Fatalf("%d copies, want 1", len(out))
	}
	g := out[0]
	if want := "قال المتحدث ان الرئيس وعبد الله الثاني وصل الى عمان امس مع الوفد المرافق له"; g.Text != want {
		t.Fatalf("copy %q, want %q", g.Text, want)
	}
	if p := g.Persons[0]; g.Text[p[0]:p[1]] != "عبد الله الثاني" {
		t.Fatalf("label %q", g.Text[p[0]:p[1]])
	}
	ex := Examples(pii.NewDetector(), out)
	found := false
	for _, e := range ex {
		for _, y := range e.Gold {
			if y == 3 {
				found = true
			}
		}
	}
	if !found || pii.ArabicLabels[3] != "B-PER-GLUED" {
		t.Errorf("no word labelled B-PER-GLUED")
	}
}

// TestTransliterate: the fixed rule writes English spellings as Arabic
// news writes them, and refuses other letters.
func TestTransliterate(t *testing.T) {
	for in, want := range map[string]string{"Donald": "دونالد", "Albert": "ألبرت", "Peter": "بيتر", "Sharon": "شارون",
		"George": "جورج", "Tim": "تيم", "Müller": ""} {
		if got := Transliterate(in); got != want {
			t.Errorf("%s: %q, want %q", in, got, want)
		}
	}
}
