package pii

import (
	"strings"
	"testing"
)

// TestChineseNameCutShortGrows: a family name and one given character the
// model found, followed by a given-name character that completes a full
// name, takes it (docs/adr/0123); a character that starts a word with the
// one before it (明天, "tomorrow") is left. Sentences written for this test.
func TestChineseNameCutShortGrows(t *testing.T) {
	for _, c := range []struct{ text, found, want string }{
		{"項目經理丁冠峰不同意這份報價。", "丁冠", "丁冠峰"},
		{"合同由金介壽做最後審核。", "金介", "金介壽"},
		{"李明天來公司簽約。", "李明", "李明"},
	} {
		i := strings.Index(c.text, c.found)
		sp := Span{Start: i, End: i + len(c.found), Kind: Person, Key: c.found}
		got := detector.growCutNames(c.text, []Span{sp})
		if len(got) != 1 || c.text[got[0].Start:got[0].End] != c.want {
			t.Errorf("%s: %s grew to %v, want %s", c.text, c.found, got, c.want)
		}
	}
}
