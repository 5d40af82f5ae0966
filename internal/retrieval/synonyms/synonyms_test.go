package synonyms

import (
	"slices"
	"testing"
)

func TestOf(t *testing.T) {
	for word, want := range map[string]string{"vacation": "holiday", "unwell": "ailing", "salary": "wage", "car": "automobile"} {
		if got := Of(word); !slices.Contains(got, want) {
			t.Errorf("Of(%q) = %v, want it to contain %q", word, got, want)
		}
	}
	if got := Of("zzqx"); got != nil {
		t.Errorf("unknown word: %v", got)
	}
	if got := Of("vacation"); slices.Contains(got, "vacation") {
		t.Errorf("a word is not its own synonym: %v", got)
	}
}
