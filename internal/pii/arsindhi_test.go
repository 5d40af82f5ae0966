package pii

import "testing"

// TestSindhiPersons: on Sindhi lines function words are no name ("جو
// پاڻي", of the water), the names after a form of address ("جسٽس",
// "جنرل", "سيد" kept outside) and before a verb of saying are found
// whole (docs/adr/0183).
func TestSindhiPersons(t *testing.T) {
	s := "ٻوڏ جو پاڻي شهر ۾ داخل ٿي ويو ، جسٽس تصدق حسين جيلاني چيو ته ڪيس جو فيصلو ٿيندو ، اطلاع آهن ته سيد خورشيد احمد شاهه جي وچ ۾ ڳالهه ٿي ، ڪي ڪي آغا چيو ته اهو مسئلو ناهي"
	want := map[string]bool{"تصدق حسين جيلاني": true, "خورشيد احمد شاهه": true, "ڪي ڪي آغا": true}
	got := map[string]bool{}
	for _, sp := range detector.Find(s) {
		if sp.Kind == Person {
			got[s[sp.Start:sp.End]] = true
			if !want[s[sp.Start:sp.End]] {
				t.Errorf("false person %q", s[sp.Start:sp.End])
			}
		}
	}
	for w := range want {
		if !got[w] {
			t.Errorf("missed %q", w)
		}
	}
}
