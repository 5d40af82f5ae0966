package pii

import (
	"slices"
	"testing"
)

// TestJapaneseNameTakesItsWholeRun: a name found one character short of
// its Han run (森昭二 of 友森昭二) takes the run; a cast's 役 and a verb's
// stem (擁する) after a name stay out (docs/adr/0198). Sentences written for
// this test; the first fails with jaWholeRuns off (森昭二 is found), the
// last without jaParticleOrNoKana (山本千夏擁 is found).
func TestJapaneseNameTakesItsWholeRun(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"音楽はギタリスト友森昭二が担当している。", "友森昭二"},
		{"主演は竹中麻奈役の新人である。", "竹中麻奈"},
		{"チームは山本千夏擁する新鋭だ。", "山本千夏"},
	} {
		if got := personsIn(detector, c.text); !slices.Equal(got, []string{c.want}) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
}
