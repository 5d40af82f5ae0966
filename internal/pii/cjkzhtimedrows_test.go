package pii

import (
	"slices"
	"testing"
)

// TestChineseSpeakersGluedToTimedTitles: in a programme's row that opens
// with a time and ends with a post, a name glued to the end of the talk's
// title is the speaker; a title ending in no name finds no one
// (docs/adr/0247). Rows written for this test; with zhTimedRowTails off (the
// detector before 0247) both wanted names are missed.
func TestChineseSpeakersGluedToTimedTitles(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"14:00-14:30 数据湖的治理与实践钱秉文 某某科技 资深架构师", "钱秉文"},
		{"14:30-15:00 Kubernetes 调度器详解孟庆祥 Acme 工程师", "孟庆祥"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
	for _, text := range []string{
		"15:00-15:30 开场致辞 Acme 工程师",
		"15:30-16:00 云原生可观测体系 某某科技 工程师",
	} {
		if got := personsIn(detector, text); len(got) > 0 {
			t.Errorf("%s: found %q", text, got)
		}
	}
}
