package pii

import (
	"slices"
	"testing"
)

// TestJapaneseOneCharacterFamilyNames: a programme's speaker line that
// opens on a family name of one character, a space and a given name is a
// person (docs/adr/0283). Lines written for this test; each name is missed
// with jaOneFamilyNames off (checked).
func TestJapaneseOneCharacterFamilyNames(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"A2 (15分) 社内Rubyの導入事例\n林 浩一 <株式会社サンプル>\n導入の経緯をご紹介します。", "林 浩一"},
		{"D3 (20分) テスト駆動開発入門\n岡　直樹 （例示大学大学院）\n", "岡　直樹"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
}
