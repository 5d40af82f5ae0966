package pii

import (
	"strings"
	"testing"
)

// TestCJKListsSorted checks that every embedded dictionary list is what
// sortedList.has needs: one entry a line, no empty line, in strictly
// increasing byte order, ending in a newline.
func TestCJKListsSorted(t *testing.T) {
	lists := map[string]string{"zh-names": zhNamesText, "zh-words": zhWordsText, "zh-given": zhGivenText, "ja-surnames": jaSurnamesText,
		"ja-given": jaGivenText, "ja-names": jaNamesText, "ja-words": jaWordsText, "zh-persons": zhPersonsText,
		"zh-persons-also": zhPersonsAlsoText, "zh-things": zhThingsText, "ja-municipalities": jaMunicipalitiesText}
	for name, text := range lists {
		if !strings.HasSuffix(text, "\n") {
			t.Errorf("%s: no newline at the end", name)
		}
		lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
		if len(lines) < 300 {
			t.Errorf("%s: %d entries; the generated lists have hundreds or thousands", name, len(lines))
		}
		for i, l := range lines {
			if l == "" || i > 0 && lines[i-1] >= l {
				t.Fatalf("%s: line %d %q out of order or empty", name, i+1, l)
			}
		}
	}
}

// TestSortedListHas looks up the first, middle and last entries, words
// between entries, prefixes and extensions of entries, and the empty string.
func TestSortedListHas(t *testing.T) {
	l := sortedList("a\nab\nb\nba\nc\n")
	for _, w := range []string{"a", "ab", "b", "ba", "c"} {
		if !l.has(w) {
			t.Errorf("%q not found", w)
		}
	}
	for _, w := range []string{"", "aa", "abc", "bb", "d", "0", "a\nab"} {
		if l.has(w) {
			t.Errorf("%q found", w)
		}
	}
	if sortedList("").has("") || sortedList("").has("a") {
		t.Error("the empty list holds something")
	}
	// Real entries: a name of each list, a common word, and a near miss.
	for _, c := range []struct {
		l    sortedList
		w    string
		want bool
	}{
		{zhNames, "毛澤東", true}, {zhWords, "研究", true}, {jaSurnames, "鈴木", true}, {jaGiven, "秀幸", true},
		{jaWords, "平和", true}, {jaSurnames, "鈴木木", false}, {zhWords, "王世綱", false},
	} {
		if got := c.l.has(c.w); got != c.want {
			t.Errorf("has(%q) = %v, want %v", c.w, got, c.want)
		}
	}
}
