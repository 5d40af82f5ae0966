package pii

import (
	"slices"
	"testing"
)

// TestJapaneseGivenNamesInHiragana: a family name of IPADIC's and a listed
// given name in hiragana, the hiragana run ending with the name, a particle
// or an honorific, is a person (docs/adr/0123). Sentences written for this
// test; each fails on the detector before 0123 (it finds no one, or the
// family name alone).
func TestJapaneseGivenNamesInHiragana(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"受付担当、山田うめの説明は以上です。", "山田うめ"},
		{"本日の研修講師は美樹さやかさんです。", "美樹さやか"},
		{"担当:中川はるか、山本和也", "中川はるか"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
	// A one-character family name before kana is as often a stem (高まり), and
	// a hiragana run that goes on past the given name is grammar.
	for _, text := range []string{
		"市場では値上げの機運が高まり、各社が対応を急いでいる。",
		"担当の山田はなにもしないと言った。",
	} {
		for _, p := range personsIn(detector, text) {
			if p == "高まり" || p == "山田はな" {
				t.Errorf("%s: found %q", text, p)
			}
		}
	}
}
