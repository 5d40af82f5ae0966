package pii

import (
	"slices"
	"testing"
)

// TestKoreanCommonWords: common words the Korean model takes for persons
// when they stand alone are no persons; names before particles, the
// copula, vocatives and titles stay (docs/adr/0128). The sentences are the
// team's own business text.
func TestKoreanCommonWords(t *testing.T) {
	on := NewDetector()
	c := on.KoreanCombinationInUse()
	c.NoCommon = true
	off := on.WithKoreanCombination(c)
	for _, tc := range []struct {
		text string
		want []string
		// byPass: without the pass the model's find stands (the old code).
		byPass bool
	}{
		{"허리가 아파서 오늘 회의는 김민준 과장이 대신 진행합니다.", []string{"김민준"}, true},
		{"허리 통증으로 오늘 결근합니다.", nil, true},
		{"반찬은 직접 만든다고 합니다.", nil, true},
		{"성은아 회의록 좀 보내 줘.", []string{"성은"}, false},
		{"추천해 준 사람은 최나연이었다.", []string{"최나연"}, false},
		{"이서연님의 요청으로 일정을 바꿨습니다.", []string{"이서연"}, false},
		{"박지성 선수들과 함께 견학을 갑니다.", []string{"박지성"}, false},
	} {
		got := personsIn(on, tc.text)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q: got %q, want %q", tc.text, got, tc.want)
		}
		if old := personsIn(off, tc.text); slices.Equal(old, got) == tc.byPass {
			t.Errorf("%q: without the pass got %q (with it %q)", tc.text, old, got)
		}
	}
}
