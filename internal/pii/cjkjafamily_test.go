package pii

import (
	"slices"
	"testing"
)

// TestJapaneseFamilyNameBeforeAnHonorific: an IPADIC family name alone
// before さん or 様 is a person in Japanese text, without the honorific
// (docs/adr/0123). Sentences written for this test; both fail on the
// detector before 0123 (it finds no one).
func TestJapaneseFamilyNameBeforeAnHonorific(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"山本さんは欠席。次回の資料は別途送付します。", "山本"},
		{"先日、田中さんから連絡がありました。", "田中"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
	// A common word before さん and a place before 様 are no persons.
	for _, text := range []string{
		"皆さん、お疲れ様です。",
		"東京様式の建物です。",
	} {
		if got := personsIn(detector, text); len(got) > 0 {
			t.Errorf("%s: found %q", text, got)
		}
	}
}
