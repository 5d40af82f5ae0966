package pii

import (
	"slices"
	"testing"
)

// TestKatakanaNamesOpeningOnAGivenName: a dotted katakana run opening on a
// foreign given name of IPADIC's, a particle after it, is a person
// (docs/adr/0123). Sentences written for this test; both fail on the
// detector before 0123 (it finds no one). A run with a loanword part is a
// thing named after a person.
func TestKatakanaNamesOpeningOnAGivenName(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"見積もりはアルバート・シュナイダーの承認後に送付します。", "アルバート・シュナイダー"},
		{"経理部からジャネット・ウォーカーに請求書を転送しました。", "ジャネット・ウォーカー"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
	for _, text := range []string{
		"ジャック・ラッセル・テリアの写真を添付します。",
		"アル・アハリの試合は延期されました。",
	} {
		if got := personsIn(detector, text); len(got) > 0 {
			t.Errorf("%s: found %q", text, got)
		}
	}
}
