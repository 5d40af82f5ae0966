package pii

import (
	"slices"
	"testing"
)

// TestJapaneseNamesAfterARoleOrBeforeRa: a post run on before a full name
// (社長|扇谷甚七, 参謀|扇谷孝久|中佐), a post and の before it (学長の|…) and ら
// after it mark a person (docs/adr/0198). Sentences written for this test
// with names of no set; each fails with jaRoledNames off.
func TestJapaneseNamesAfterARoleOrBeforeRa(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"式典には日本製鋼社長扇谷甚七らが出席した。", "扇谷甚七"},
		{"作戦には司令部の参謀扇谷孝久中佐が加わった。", "扇谷孝久"},
		{"開会の挨拶は東都大学学長の扇谷甚七が務めた。", "扇谷甚七"},
		{"この運動には扇谷甚七らが加わり、会は大きくなった。", "扇谷甚七"},
		{"この曲は作曲扇谷甚七、作詞は不詳である。", "扇谷甚七"},
		{"この城は藩主扇谷甚七が築いた。", "扇谷甚七"},
		{"脚本家として扇谷甚七の名義で活動した。", "扇谷甚七"},
		{"1991年に芸名を扇谷甚七に改名した。", "扇谷甚七"},
		{"扇谷甚七は、日本の外交官である。", "扇谷甚七"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
	// ら that begins a word (明らか, 暮らし, 知られる) and a post before a
	// word that is no name mark no one.
	for _, text := range []string{
		"調査の結果が明らかになった。",
		"田舎暮らしを始めた人が多い。",
		"この地方は温泉で知られる。",
		"社長室長の承認を得ています。",
		"市長選挙の結果が出た。",
		"東京都は、日本の首都である。",
		"会社名義の口座を開いた。",
	} {
		if got := personsIn(detector, text); len(got) > 0 {
			t.Errorf("%s: found %q", text, got)
		}
	}
}
