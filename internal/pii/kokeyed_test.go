package pii

import (
	"slices"
	"testing"
)

// TestKoreanKeyedNames: a Korean name that is the whole value of a
// speaker's or author's key is a person (docs/adr/0203). Lines written for
// this test; each name fails on the detector before 0203 (checked with
// koKeyedNames off).
func TestKoreanKeyedNames(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"# 🎤 발표자: 석효근\n## 🔎 세션 정보", "석효근"},
		{"- **이름**: 조정인\n- **소속**: 예시 커뮤니티", "조정인"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
	// A value that is a word (미정, to be decided) is no person.
	if got := personsIn(detector, "- **발표자**: 미정\n"); slices.Contains(got, "미정") {
		t.Errorf("found %q", got)
	}
}
