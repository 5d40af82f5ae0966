package pii

import "testing"

// TestPersianOfficeNames: the two words after "رییس‌جمهور" (president),
// both words of Wikidata's persons' names, are a person; an office word
// before common words is none (docs/adr/0190).
func TestPersianOfficeNames(t *testing.T) {
	s := "در همین راستا، رییس\u200cجمهور حسنی مبارک به واشنگتن سفر کرد. سخنان رییس\u200cجمهور در قاهره منتشر شد."
	want := map[string]bool{"حسنی مبارک": true}
	got := map[string]bool{}
	for _, sp := range detector.Find(s) {
		if sp.Kind != Person {
			continue
		}
		got[s[sp.Start:sp.End]] = true
		if !want[s[sp.Start:sp.End]] {
			t.Errorf("false person %q", s[sp.Start:sp.End])
		}
	}
	for w := range want {
		if !got[w] {
			t.Errorf("missed %q", w)
		}
	}
}
