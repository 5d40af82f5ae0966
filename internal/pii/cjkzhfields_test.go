package pii

import (
	"slices"
	"testing"
)

// TestChineseFieldNames: a Chinese name that fills a field of a page's
// layout — a key's value, a list item, a heading, the head of a speaker's
// line, the next name of an author line — is a person (docs/adr/0203).
// Lines written for this test; each name fails on the detector before 0203
// (checked with zhFieldNames off).
func TestChineseFieldNames(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"time: 郝志远，庞晓，5月2日，2021", "庞晓"},
		{"- 学生：柴雨桐\n- 学生：侯嘉", "柴雨桐"},
		{"## 乔远\n分享大纲", "乔远"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
	// A common word filling a list item, a classical clause before a space
	// and an encyclopedia's lead term before its copula are no persons.
	for _, c := range []struct{ text, bad string }{
		{"- 成员\n- 项目", "成员"},
		{"齊王曰 寡人將寄徑於梁", "齊王曰"},
		{"豆腐乳，是一種經過發酵的豆製品。", "豆腐乳"},
	} {
		if got := personsIn(detector, c.text); slices.Contains(got, c.bad) {
			t.Errorf("%s: found %q", c.text, got)
		}
	}
}
