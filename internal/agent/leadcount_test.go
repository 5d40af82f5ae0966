package agent

import (
	"testing"

	"knowledgestack/internal/tools"
)

// A "how many <noun>" question leads with the sentence that counts that
// noun, not with one that only shares the word and has some number: the
// payroll sentence ("the 15th and the last working day") outranked the
// annual-leave one once both were retrieved (ADR 0055).
func TestLeadPrefersTheSentenceCountingTheNounAsked(t *testing.T) {
	cites := []tools.Citation{
		{N: 1, Text: "US employees are paid semi-monthly, on the 15th and the last working day of each month."},
		{N: 9, Text: "Every full-time employee earns **25 days of annual leave** per calendar year."},
	}
	lead, ok := pickLead("How many vacation days do new employees get?", cites)
	if !ok || lead.n != 9 {
		t.Fatalf("lead %+v (ok %v), want the annual-leave sentence [9]", lead, ok)
	}
	for q, want := range map[string]string{
		"How many vacation days do new employees get?": "25 days",
		"how many paid sick days do I have":            "10 paid sick days",
		"How many people can join?":                    "12 people",
	} {
		re := countedNoun(q)
		if re == nil || !re.MatchString("… "+want+" …") {
			t.Errorf("%q: pattern %v does not match %q", q, re, want)
		}
	}
	if re := countedNoun("How much is the per diem?"); re != nil {
		t.Errorf("a question that counts nothing got %v", re)
	}
}
