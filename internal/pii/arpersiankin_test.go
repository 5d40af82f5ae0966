package pii

import "testing"

// TestPersianKinAndSpeakers: on a Persian line the names before and after
// "فرزند" (child of) and the name opening a clause before a verb of saying
// are persons, and the verb is no part of a name after a form of address
// (docs/adr/0183).
func TestPersianKinAndSpeakers(t *testing.T) {
	s := "متهم ردیف چهارم کامران مقصودی فرزند سبزعلی، ۲۵ ساله به زندان محکوم شد. دکتر فریدونی تصریح کرد: امروز واحد زمان لحظه است. فریدونی گفت: باید کار کنیم."
	want := map[string]bool{"کامران مقصودی": true, "سبزعلی": true, "فریدونی": true}
	got := map[string]int{}
	for _, sp := range detector.Find(s) {
		if sp.Kind != Person {
			continue
		}
		got[s[sp.Start:sp.End]]++
		if !want[s[sp.Start:sp.End]] {
			t.Errorf("false person %q", s[sp.Start:sp.End])
		}
	}
	for w := range want {
		if got[w] == 0 {
			t.Errorf("missed %q", w)
		}
	}
	if got["فریدونی"] != 2 {
		t.Errorf("found فریدونی %d times, want 2", got["فریدونی"])
	}
}
