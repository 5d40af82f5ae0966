package pii

import (
	"strings"
	"testing"
)

// TestGeorgianPersons: in Georgian, which has no capitals, a word that
// reads in Latin letters as a given name ("ალბერტ", Albert; "კარლ",
// Carl) or is one of faker's ka_GE given names ("გიორგი"), then a word
// that is no function word, is a person, with the case ending the
// surname carries; an adjective or noun in the nominative ("დიდი", big)
// or a word in an oblique case first ("მის", his) starts none, nor does a
// case ending after a number ("1990-იან", the 1990s). Made for
// this test (docs/adr/0143); none of these persons is found on the code
// before it.
func TestGeorgianPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"ალბერტ აინშტაინმა შექმნა ფარდობითობის თეორია.", "[ალბერტ აინშტაინმა]"},
		{"წიგნი კარლ სეიგანის შესახებ გამოიცა.", "[კარლ სეიგანის]"},
		{"გიორგი ბერიძე თბილისში ცხოვრობს.", "[გიორგი ბერიძე]"},
		{"დიდი სახლი მთაზე დგას, მის ეზოში შავი ძაღლი წევს.", ""},
		{"1990-იან წლებში ქალაქი გაიზარდა.", ""},
	} {
		checkBracketed(t, c.text, c.want)
	}
}

// TestGeorgianFunctionWordsNoPersons: the Georgian function words, each
// before a word of the sentence, make no person of the letters pass.
func TestGeorgianFunctionWordsNoPersons(t *testing.T) {
	for _, w := range strings.Fields(georgianFunctionWords) {
		s := "ჩვენ ვნახეთ " + w + " სახლი მთაზე."
		if got := detector.lettersPersons(s, words(s), nil); len(got) > 0 {
			t.Errorf("%s: %v", s, got)
		}
	}
}
