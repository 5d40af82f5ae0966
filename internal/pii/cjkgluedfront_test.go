package pii

import (
	"slices"
	"strings"
	"testing"
)

// TestGluedVerbBeforeAChineseName: a verb of one character that the CJK
// model glues before family and given name stays out of the person
// (讓|梁君豪; docs/adr/0117).
func TestGluedVerbBeforeAChineseName(t *testing.T) {
	s := "主席讓梁君豪先匯報預算，再由財務部補充。"
	if got, want := personsIn(detector, s), []string{"梁君豪"}; !slices.Equal(got, want) {
		t.Errorf("%s: persons %q, want %q", s, got, want)
	}
}

// tidiedPerson is the person tidyChinese leaves of v taken as one in s.
func tidiedPerson(s, v string) string {
	i := strings.Index(s, v)
	out := detector.tidyChinese(s, []Span{{Start: i, End: i + len(v), Kind: Person, Key: v}})
	if len(out) != 1 {
		return ""
	}
	return out[0].Key
}

// TestCantoneseNicknamePrefixLeftOut: 阿 glued before a full Chinese name
// (阿 + family name is a familiar form) is no part of the person the
// tidying pass keeps, nor is a verb or preposition glued there; a
// compound Chinese family name and a Japanese one keep their first
// character (docs/adr/0117).
func TestCantoneseNicknamePrefixLeftOut(t *testing.T) {
	for _, c := range []struct{ s, glued, want string }{
		{"阿毛淑儀話份報價單聽日先寄得出。", "阿毛淑儀", "毛淑儀"},
		{"阿梁家輝今朝打嚟問張發票。", "阿梁家輝", "梁家輝"},
		{"董事會應謝偉豪的要求押後表決。", "應謝偉豪", "謝偉豪"},
		{"報告由歐陽志明撰寫。", "歐陽志明", "歐陽志明"},
		{"報告提到阿南惟幾大將。", "阿南惟幾", "阿南惟幾"},
	} {
		if got := tidiedPerson(c.s, c.glued); got != c.want {
			t.Errorf("%s: %s tidied to %q, want %q", c.s, c.glued, got, c.want)
		}
	}
}

// TestPronounOpensNoChineseName: a person in Han opening on a Chinese or
// Cantonese pronoun (你, 妳, 佢) is a phrase the tidying pass drops
// (docs/adr/0117); a name right after a pronoun stays.
func TestPronounOpensNoChineseName(t *testing.T) {
	for _, c := range []struct{ s, found, want string }{
		{"你剛寄嘅報價單我收到喇。", "你剛", ""},
		{"佢話份合約聽日簽。", "佢話", ""},
		{"你同陳志明講聲份報價要改。", "陳志明", "陳志明"},
	} {
		if got := tidiedPerson(c.s, c.found); got != c.want {
			t.Errorf("%s: %s tidied to %q, want %q", c.s, c.found, got, c.want)
		}
	}
}
