package pii

import (
	"slices"
	"testing"
)

// TestJapaneseSpacedNames: a Japanese name written family first with a
// space before the given name is a person — alone on a programme's line,
// before its company or talk title, or glued after the company and post
// before it (docs/adr/0203). Lines written for this test; each name fails
// on the detector before 0203 (checked with jaSpacedNames off).
func TestJapaneseSpacedNames(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"株式会社サンプルシステムズ開発部山崎 健太\nクラウド入門のお話をします。", "山崎 健太"},
		{"10:00-\n40\n大城 雅人\n「検索エンジンを作った話」", "大城 雅人"},
		{"閉会の挨拶　玉城 聡 ／ 株式会社サンプル", "玉城 聡"},
		{"仲宗根 仁 ｜ 検索エンジンを作った話", "仲宗根 仁"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
	// A department before 宛 (addressed to) and classical Chinese without
	// kana are no persons; an honorific in Han stays outside the name.
	for _, c := range []struct{ text, bad string }{
		{"請求書は経理部 宛にお送りください。", "経理部 宛"},
		{"王曰 善。遂行之。", "王曰 善"},
		{"拝啓\n川端 秋穂様\nいつもお世話になっております。", "川端 秋穂様"},
	} {
		if got := personsIn(detector, c.text); slices.Contains(got, c.bad) {
			t.Errorf("%s: found %q", c.text, got)
		}
	}
}
