package pii

import (
	"slices"
	"strings"
	"testing"
)

// TestKoreanFirmHeads: a Hangul firm or group whose last word spells an
// English word that makes it one is no person (docs/adr/0283). A line
// written for this test; the firm is found as a person with koFirmHeadsOn
// off (checked), and the foreign person of two words stays.
func TestKoreanFirmHeads(t *testing.T) {
	got := personsIn(detector, "마이크로소프트 디벨로퍼 그룹 서울의 운영진입니다.")
	for _, p := range got {
		if strings.Contains(p, "디벨로퍼") {
			t.Errorf("found %q", got)
		}
	}
	if got := personsIn(detector, "도널드 트럼프 대통령이 말했다."); !slices.Contains(got, "도널드 트럼프") {
		t.Errorf("found %q, want 도널드 트럼프", got)
	}
}
