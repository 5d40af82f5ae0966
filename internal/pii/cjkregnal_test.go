package pii

import (
	"slices"
	"testing"
)

// TestChineseRulersWithAnOrdinal: a listed person or a run of
// transliteration characters before a Chinese ordinal and 世 is one person
// with it (docs/adr/0123). Sentences written for this test; each fails on
// the detector before 0123, which finds no one or the name without its
// ordinal.
func TestChineseRulersWithAnOrdinal(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"本次展覽的主題是愛德華七世時期的宮廷家具，門票請向前台索取。", "愛德華七世"},
		{"本季度合同涉及的藏品来自腓特烈二世的旧藏。", "腓特烈二世"},
		{"报价单附有乔治三世时代银器的照片。", "乔治三世"},
		{"講座將介紹教皇格列高利十三世修訂曆法的經過。", "格列高利十三世"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
	// 世紀 and 世界 after the numerals are a century and a world, not an ordinal.
	for _, text := range []string{
		"報告回顧了十九世紀以來的貿易往來。",
		"該基金支持第三世界國家的教育項目。",
	} {
		if got := personsIn(detector, text); len(got) > 0 {
			t.Errorf("%s: found %q", text, got)
		}
	}
}
