package pii

import (
	"slices"
	"testing"
)

// TestChineseFieldNamesOnFunctionSurnames: a field's name may open on a
// family name that is a function character (于, 向), its given characters
// given names'; the same characters before a word, a non-name or spaces
// find no one (docs/adr/0247). Lines written for this test; with
// zhFieldSurnames off (the detector before 0247) both wanted names are
// missed.
func TestChineseFieldNamesOnFunctionSurnames(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"- 于海明，某某大学 教授", "于海明"},
		{"- 向思远，某某科技 工程师", "向思远"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
	for _, text := range []string{
		"万一，我们没有准备好",
		"都好，",
		"### 揭秘：三大 Apache 项目",
	} {
		if got := personsIn(detector, text); len(got) > 0 {
			t.Errorf("%s: found %q", text, got)
		}
	}
}
