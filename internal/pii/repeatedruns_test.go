package pii

import (
	"strings"
	"testing"
)

// TestRepeatedRuns checks docs/adr/0197 on made sentences in Wolof words
// with made names: a two-word run written twice in a text of a language no
// list covers is a person, a title that opens runs going on differently is
// cut off, and a run whose word the text also writes in lower case, or a
// run in a listed language, or a run written once, is left.
func TestRepeatedRuns(t *testing.T) {
	wolof := "Ñépp xamoon nañu ne Baxaw Ndóoxaan kilifaag mbëtt la te dafa toroxal askan wi. " +
		"Lu dul dëgg du yàgg te jenn dëgg rekk la: na Baxaw Ndóoxaan dem ci kanam! " +
		"Xamoon nañu itam ne Soxna Jiggaa Mbooral ak Soxna Sàqqa Tëggal dañuy jàngalekat ci daara ji, " +
		"te Soxna Jiggaa Mbooral moom itam am na doom yu bari ci dëkk bi."
	cases := []struct {
		name, text string
		want, not  []string
	}{
		{"run written twice", wolof, []string{"Baxaw Ndóoxaan", "Jiggaa Mbooral"}, []string{"Soxna Jiggaa Mbooral"}},
		{"word also lower case", strings.Replace(wolof, "askan wi", "askan ndóoxaan", 1), nil, []string{"Baxaw Ndóoxaan"}},
		{"written once", strings.Replace(wolof, "na Baxaw Ndóoxaan dem", "na mu dem", 1), nil, []string{"Baxaw Ndóoxaan"}},
		{"listed language", "The supporters of Porin Ässät travelled north on Saturday, and the players of Porin Ässät " +
			"thanked them after the match, which everybody watching remembered for years afterwards.", nil, []string{"Porin Ässät"}},
	}
	for _, c := range cases {
		checkFoundAmong(t, c.name, c.text, c.want, c.not)
	}
}

// TestReduplicated checks the Austronesian plural shape.
func TestReduplicated(t *testing.T) {
	for w, want := range map[string]bool{"Cublak-cublak": true, "Anak-anak": true, "Habiibu-l-Laahi": false, "Jean-Pierre": false, "Wàdd": false} {
		if got := reduplicated(w); got != want {
			t.Errorf("reduplicated(%q) = %v, want %v", w, got, want)
		}
	}
}
