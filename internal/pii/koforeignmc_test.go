package pii

import (
	"slices"
	"testing"
)

// TestKoreanForeignNamesWithoutParticles: a foreign name in Hangul of two
// words, written without a particle after it as lists, minutes and
// headlines often are, is found whole: the Korean model learnt such names
// from MultiCoNER's sentences (docs/adr/0110). The model trained on KLUE
// alone cut the first (마르틴 | 슐체 left out) and split the second into
// two persons (올리비 and 벤틀리).
func TestKoreanForeignNamesWithoutParticles(t *testing.T) {
	d := NewDetector()
	for _, c := range []struct {
		text string
		want []string
	}{
		{"신규 공급업체 담당자 올리비아 벤틀리 연락처를 공유드립니다.", []string{"올리비아 벤틀리"}},
		{"다음 분기 고객 미팅: 본사 대표 마르틴 슐체 방문 일정은 다음 달로 미뤄졌다.", []string{"마르틴 슐체"}},
	} {
		if got := personsIn(d, c.text); !slices.Equal(got, c.want) {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}
