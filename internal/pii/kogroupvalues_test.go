package pii

import (
	"slices"
	"testing"
)

// TestKoreanGroupValues: a firm in Hangul that is a company key's value is
// no person, the speaker's name beside it still is (docs/adr/0272).
// Invented record; with the pass off the firm is found as a person
// (checked: koGroupValues false).
func TestKoreanGroupValues(t *testing.T) {
	text := "speaker: {\nname: '하태윤',\ncompany: '레드스톤랩스(레드)',\nimageUrl: '/images/speakers/4.png',\n},\n"
	got := personsIn(detector, text)
	if !slices.Contains(got, "하태윤") || slices.Contains(got, "레드스톤랩스") {
		t.Errorf("found %q", got)
	}
	koGroupValues = false
	off := personsIn(detector, text)
	koGroupValues = true
	if !slices.Contains(off, "레드스톤랩스") {
		t.Errorf("without the pass: found %q, the firm expected among them", off)
	}
}
