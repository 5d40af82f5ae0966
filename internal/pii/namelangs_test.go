package pii

import (
	"slices"
	"testing"
)

// TestNameLanguageObjects: the language-keyed values of a name object are
// whole persons (docs/adr/0272). Invented names; with the pass off the
// Latin name is cut to its surname or missed (checked: nameLangObjects
// false). A language-keyed object under another key (title) holds none.
func TestNameLanguageObjects(t *testing.T) {
	text := "  {\n    name: {\n      en: 'Haneul You',\n      ko: '서다원',\n    },\n    link: 'https://example.org',\n  },\n"
	want := []string{"Haneul You", "서다원"}
	check := func() bool {
		got := personsIn(detector, text)
		for _, w := range want {
			if !slices.Contains(got, w) {
				t.Logf("found %q, want %q", got, w)
				return false
			}
		}
		return true
	}
	if !check() {
		t.Error("a name object's values not found whole")
	}
	nameLangObjects = false
	if check() {
		t.Error("found whole without the pass")
	}
	nameLangObjects = true
	if got := personsIn(detector, "title: {\n  en: 'Summer Garden',\n  ko: '여름 정원',\n},\n"); len(got) > 0 {
		t.Errorf("found %q", got)
	}
}
