package pii

import (
	"slices"
	"testing"
)

// TestJapaneseListedNames: an item of a 、 or ・ list beside a found person,
// shaped as a name, is a person (a Han given name, or one in hiragana or
// katakana); an item that is a thing, or a family name with an honorific,
// is not (docs/adr/0210). Sentences written for this test; each of the
// first three fails with jaListedNames off (the item after the found person
// is missed or cut to its family name).
func TestJapaneseListedNames(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"同期には山田太一郎、鷹木信吾組がいた。", []string{"山田太一郎", "鷹木信吾"}},
		{"客は中村太地、石井めぐるの2人だった。", []string{"中村太地", "石井めぐる"}},
		{"北野豊吉、北野ミヤ名義の作品もある。", []string{"北野豊吉", "北野ミヤ"}},
		{"会議には佐藤花子、山田さん、東京都庁の職員が出た。", []string{"佐藤花子", "山田"}},
	} {
		if got := personsIn(detector, c.text); !slices.Equal(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
}
