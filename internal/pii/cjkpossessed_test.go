package pii

import (
	"slices"
	"testing"
)

// TestTransliteratedOwners: a run of transliteration characters before 的
// and a noun only a person owns (kin, works, a body, what one says) is a
// foreign person, with no title or role beside it, in Traditional and
// Simplified text; a verb of saying right after a run of two marks it too;
// a place or a firm before the same 的 is none (docs/adr/0275). Lines
// written for this test; each name fails on the detector before 0275
// (checked with translitByOwner off).
func TestTransliteratedOwners(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"十二歲她開始讀布萊克莫爾的作品。", "布萊克莫爾"},
		{"根據韋瑟比的說法，那艘船早已沉沒。", "韋瑟比"},
		{"后来，塔莉娅的老师也来了。", "塔莉娅"},
		{"结束后不久，费尔南的女儿便出生了。", "费尔南"},
		{"他翻譯了埃斯特雷拉的小說。", "埃斯特雷拉"},
		{"根据斯特罗姆的说法，公司亏损了。", "斯特罗姆"},
		{"会后，卡萨说球队会更强。", "卡萨"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
	for _, c := range []struct{ text, bad string }{
		{"威尼斯的作品展覽很有名。", "威尼斯"},
		{"集團（肯德基的母公司）今天公佈了業績。", "肯德基"},
		{"我在佛羅里達的朋友寄來一封信。", "佛羅里達"},
	} {
		if got := personsIn(detector, c.text); slices.Contains(got, c.bad) {
			t.Errorf("%s: found %q", c.text, got)
		}
	}
}
