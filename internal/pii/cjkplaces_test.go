package pii

import (
	"strings"
	"testing"
)

// TestCJKPlacesNotMasked: a span the CJK rules take for a name is kept
// when CLDR names it, or a part joined by ・, as a place, or it is a
// place's people (docs/adr/0080); the two team names here were sent as
// placeholders before. A name beside them is still masked.
func TestCJKPlacesNotMasked(t *testing.T) {
	m := NewMask(detector)
	cases := []struct {
		text  string
		names []string
		kept  []string
	}{
		{"昨夜はパリ・サンジェルマンが勝った。", nil, []string{"パリ・サンジェルマン"}},
		{"結局ロンドン・ダービーは引き分けた。", nil, []string{"ロンドン・ダービー"}},
		{"許多歐洲人曾經住在這裡。", nil, []string{"歐洲人"}},
		{"代表ファビオ・カンナヴァーロがロンドンに来た。", []string{"ファビオ・カンナヴァーロ"}, []string{"ロンドン"}},
	}
	for _, c := range cases {
		checkRedacted(t, m, c.text, c.names, c.kept)
	}
}

// TestCJKPlace names what the place list decides.
func TestCJKPlace(t *testing.T) {
	for v, want := range map[string]bool{
		"伊拉克": true, "多倫多": true, "マドリード": true, "羅馬人": true, "レアル・マドリード": true,
		"王小明": false, "ファビオ・カンナヴァーロ": false, "鈴木隆仁": false,
	} {
		if got := cjkPlace(v); got != want {
			t.Errorf("cjkPlace(%q) = %v, want %v", v, got, want)
		}
	}
}

// TestDottedNameStartsAfterWord: a foreign name in Han joined by a middle
// dot starts after a common word that ends before it (docs/adr/0080); the
// title before it was masked with the name before.
func TestDottedNameStartsAfterWord(t *testing.T) {
	m := NewMask(detector)
	for _, c := range []struct{ text, name, kept string }{
		{"新任船長約翰·史密斯抵達港口。", "約翰·史密斯", "新任船長"},
		{"我們的候選人彼得·帕克贏了。", "彼得·帕克", "候選人"},
	} {
		red, _ := m.Redact(c.text)
		if strings.Contains(red, c.name) || !strings.Contains(red, c.kept) {
			t.Errorf("%q: want %q masked and %q kept: %q", c.text, c.name, c.kept, red)
		}
	}
}

// TestDottedNameOneCharLastPart: a dotted name's last part of one character
// ends before a function character, and any last part before 稱 or 亦
// (docs/adr/0080); it took the character with it before.
func TestDottedNameOneCharLastPart(t *testing.T) {
	m := NewMask(detector)
	for _, c := range []struct{ text, name, kept string }{
		{"他見到了保羅·金的妹妹。", "保羅·金", "的妹妹"},
		{"後來彼得·李還是走了。", "彼得·李", "還是走了"},
		{"據報道，湯瑪斯·懷特稱他不在場。", "湯瑪斯·懷特", "稱他不在場"},
	} {
		red, _ := m.Redact(c.text)
		if strings.Contains(red, c.name) || !strings.Contains(red, c.kept) {
			t.Errorf("%q: want %q masked and %q kept: %q", c.text, c.name, c.kept, red)
		}
	}
}

// TestCJKCommonWordsNotMasked: a span the CJK rules found that is wholly a
// common word of jieba's or IPADIC's is kept (docs/adr/0080); each of
// these was masked before.
func TestCJKCommonWordsNotMasked(t *testing.T) {
	m := NewMask(detector)
	for _, c := range []struct{ text, kept string }{
		{"石灰石被運到工廠。", "石灰石"},
		{"彼は高校生のとき東京へ来た。", "高校生"},
		{"曹洞宗の僧侶が来た。", "曹洞宗"},
		{"山口銀行は合併した。", "山口銀行"},
	} {
		if red, _ := m.Redact(c.text); !strings.Contains(red, c.kept) {
			t.Errorf("%q: %q masked: %q", c.text, c.kept, red)
		}
	}
}

// TestJapaneseWordCompoundsNotMasked: four Han characters ending in a
// common noun of IPADIC, after no family name, are kept before a title
// (docs/adr/0080; masked before); a name of IPADIC's is still masked.
func TestJapaneseWordCompoundsNotMasked(t *testing.T) {
	m := NewMask(detector)
	for _, c := range []struct{ text, name, kept string }{
		{"今年の国際水泳選手権で優勝した。", "", "国際水泳"},
		{"委員長として鈴木隆仁が参加した。", "鈴木隆仁", "委員長"},
	} {
		red, _ := m.Redact(c.text)
		if !strings.Contains(red, c.kept) || c.name != "" && strings.Contains(red, c.name) {
			t.Errorf("%q: want %q masked and %q kept: %q", c.text, c.name, c.kept, red)
		}
	}
}
