package pii

import (
	"slices"
	"testing"
)

// TestSaintInsideSurnames: "St." before a capitalised word stays inside a
// surname (docs/adr/0189). Sentences written for this test in the shape of
// Kubernetes blog posts; the code before 0189 ended the name at "St".
func TestSaintInsideSurnames(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"他们加入了 Marcus Feldhoff ([@mfeld])， Google；和 Oliver St. Armand ([@ostarmand])，使得委员会更圆满。", "Oliver St. Armand"},
		{"The steering committee welcomes Oliver St. Armand and Priya Raman this year.", "Oliver St. Armand"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
}

// TestSpeakersBeforeFullWidthColons: a bold Latin label before a
// full-width colon opening Japanese speech is a speaker like one before
// ":" (docs/adr/0189). An interview written for this test; the code before
// 0189 read only ":".
func TestSpeakersBeforeFullWidthColons(t *testing.T) {
	text := "**Harriet**： なぜ参加しようと思いましたか？\n**Yoshiki**： 参加した当時はまだ学生でした。\n" +
		"**Harriet**：参加してみて、どうでしたか？\n**Yoshiki**：とてもありがたいなと感じました。\n"
	got := personsIn(detector, text)
	if !slices.Equal(got, []string{"Harriet", "Yoshiki", "Harriet", "Yoshiki"}) {
		t.Errorf("found %q, want Harriet, Yoshiki, Harriet, Yoshiki", got)
	}
}

// TestPresentersEndingNoteItems: a given name after a dash ending a list
// item of meeting notes is a person (docs/adr/0189). Notes written for this
// test; the code before 0189 found none of them.
func TestPresentersEndingNoteItems(t *testing.T) {
	text := "* 演示新的调度器 - Gregory\n* Demo of the new scheduler - Margaret\n* 下次会议的议程 - 待定\n"
	got := personsIn(detector, text)
	if !slices.Equal(got, []string{"Gregory", "Margaret"}) {
		t.Errorf("found %q, want Gregory, Margaret", got)
	}
}

// TestNicknamesInsideNames: a nickname in parentheses between a given name
// and a surname stays inside the name (docs/adr/0189). Sentences written
// for this test; the code before 0189 kept the given name alone.
func TestNicknamesInsideNames(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"それは、[Sarah Lindqvist](https://www.linkedin.com/in/a/)さん、[Peter Hollis](https://www.linkedin.com/in/b/)さん、そして[Daniel (DJ) Haddadin](https://www.linkedin.com/in/c/)さんです。", "Daniel (DJ) Haddadin"},
		{"Thanks to Daniel (DJ) Haddadin, Sarah Lindqvist and Peter Hollis for the review.", "Daniel (DJ) Haddadin"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
}
