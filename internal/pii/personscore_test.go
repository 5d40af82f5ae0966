package pii

import (
	"strings"
	"testing"
)

// PersonScore counts strictly: a cut label is no match, and persons whose
// text the filter refuses are counted on neither side.
func TestPersonScoreIsStrict(t *testing.T) {
	text := "Dear Anna Kowalska,\nthe invoice is attached."
	at := strings.Index(text, "Anna")
	all := func(string) bool { return true }
	var exact, cut, none PersonScore
	exact.Add(detector, text, [][2]int{{at, at + len("Anna Kowalska")}}, all)
	cut.Add(detector, text, [][2]int{{at, at + len("Anna")}}, all)
	none.Add(detector, text, [][2]int{{at, at + len("Anna Kowalska")}}, HasHangulText)
	if exact != (PersonScore{1, 1, 1}) || cut != (PersonScore{1, 1, 0}) || none != (PersonScore{}) {
		t.Fatalf("exact %+v, cut %+v, filtered %+v", exact, cut, none)
	}
	if sum := exact.Plus(cut); sum.Recall() != 0.5 || sum.Precision() != 0.5 {
		t.Errorf("sum %+v: recall %.2f precision %.2f", sum, sum.Recall(), sum.Precision())
	}
}
