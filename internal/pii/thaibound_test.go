package pii

import (
	"strings"
	"testing"
)

// TestThaiLongRunsAreBounded: a crafted run of thousands of Thai letters
// before a space and a Thai word goes through the Thai passes in time in
// proportion to its length (the loops that look for listed words stop at
// the longest one, thaiWordMax, and a glued name is at most
// thaiGluedNameMax runes), so it cannot hold a request for minutes. The
// run is long enough that the old cubic loops took more than a minute.
func TestThaiLongRunsAreBounded(t *testing.T) {
	for _, s := range []string{
		strings.Repeat("ก", 20000) + " ข",
		"ทดสอบ " + strings.Repeat("โดย", 5000) + " ข",
		strings.Repeat("ของโดยกับมาร์ติน", 2000) + " แบรนต์ ครับ",
	} {
		detector.Find(s)
	}
	if thaiWordMax < 3 || thaiWordMax > 64 {
		t.Errorf("thaiWordMax %d: the Thai word lists did not load as expected", thaiWordMax)
	}
}
