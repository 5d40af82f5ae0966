package pii

import (
	"slices"
	"testing"
)

// TestZhNumberedGivenNames: a number opening a two-character given name
// (張九齡, 李四光) does not keep a cued person out (docs/adr/0188), while a
// family-name character and a number that make a word (周三, 万一) stay no
// person. Sentences written for this test; the wanted names were missed
// before 0188 (checked with zhNumberOpensGiven returning false).
func TestZhNumberedGivenNames(t *testing.T) {
	cases := []struct{ text, want string }{
		{"少有才名，楊九齡深器之。", "楊九齡"},
		{"早年受知于李三峰，后任知州。", "李三峰"},
		{"奸相賈七郎關係密切。", "賈七郎"},
	}
	for _, c := range cases {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
	for _, text := range []string{
		"周三等人来了。",
		"万一深器之。",
	} {
		if got := personsIn(detector, text); len(got) > 0 {
			t.Errorf("%s: found %q", text, got)
		}
	}
}
