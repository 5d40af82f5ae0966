package pii

import (
	"slices"
	"testing"
)

// TestChineseNamesBeforeAPost: a listed family name and a two-character
// given name right before a post are a person in Chinese text, whatever the
// given name's characters (docs/adr/0123). Sentences written for this test;
// both fail on the detector before 0123 (it finds no one).
func TestChineseNamesBeforeAPost(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"第二位提出問題的是許智峯議員，請各位留意時間。", "許智峯"},
		{"會議記錄已由毛孟靜議員核對。", "毛孟靜"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
	// "Vice" before a post belongs to it; a council before a post is no name.
	for _, text := range []string{
		"他曾任副校长一职。",
		"所有立法會議員都出席了。",
	} {
		if got := personsIn(detector, text); len(got) > 0 {
			t.Errorf("%s: found %q", text, got)
		}
	}
}
