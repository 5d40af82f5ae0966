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
	checkPassCases(t, on, off, []passCase{
		{"허리가 아파서 오늘 회의는 김민준 과장이 대신 진행합니다.", []string{"김민준"}, true},
		{"허리 통증으로 오늘 결근합니다.", nil, true},
		{"반찬은 직접 만든다고 합니다.", nil, true},
		{"성은아 회의록 좀 보내 줘.", []string{"성은"}, false},
		{"추천해 준 사람은 최나연이었다.", []string{"최나연"}, false},
		{"이서연님의 요청으로 일정을 바꿨습니다.", []string{"이서연"}, false},
		{"박지성 선수들과 함께 견학을 갑니다.", []string{"박지성"}, false},
	})
}

// passCase is a sentence, the persons detection finds in it, and whether
// the pass under test is what gives them (byPass: without it the model's
// find stands, as on the old code).
type passCase struct {
	text   string
	want   []string
	byPass bool
}

// checkPassCases checks each case's persons with the pass on, and that
// turning it off (off) changes them exactly when byPass.
func checkPassCases(t *testing.T, on, off *Detector, cases []passCase) {
	t.Helper()
	for _, tc := range cases {
		got := personsIn(on, tc.text)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q: got %q, want %q", tc.text, got, tc.want)
		}
		if old := personsIn(off, tc.text); slices.Equal(old, got) == tc.byPass {
			t.Errorf("%q: without the pass got %q (with it %q)", tc.text, old, got)
		}
	}
}
