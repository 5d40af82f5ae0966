package pii

import (
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"knowledgestack/internal/pii/cjksimp"
)

// The simplified spellings of the rules' Han lists (docs/adr/0090):
// names/simplified/surnames.txt and given.txt are generated here from the
// vendored OpenCC character table, never typed by hand. Regenerate with
//
//	go test ./internal/pii -run TestSimplifiedHanLists -update
const (
	simplifiedSurnamesFile = "names/simplified/surnames.txt"
	simplifiedGivenFile    = "names/simplified/given.txt"
)

// simplifiedHanLists computes the two generated files from the source
// lists: the simplified form of every Han family name of cjkSurnames and
// of every Han given-name character of givenRunes that the lists do not
// already hold, sorted by byte value.
func simplifiedHanLists(tab cjksimp.Table, l nameLists) (surnames, given string) {
	sur, giv := map[string]bool{}, map[string]bool{}
	for w := range cjkSurnames(l.last) {
		if s := tab.String(w); s != w && !l.last[s] {
			sur[s] = true
		}
	}
	have := givenRunes(l.first)
	for r := range have {
		if s, _ := utf8.DecodeRuneInString(tab.String(string(r))); s != r && !have[s] {
			giv[string(s)] = true
		}
	}
	lines := func(m map[string]bool) string {
		keys := slices.Sorted(maps.Keys(m))
		return strings.Join(keys, "\n") + "\n"
	}
	return lines(sur), lines(giv)
}

// TestSimplifiedHanLists: the generated files are what the generator
// makes from today's lists and table (-update rewrites them), and the
// detector's Han family names and given-name characters hold the
// simplified form of every traditional entry.
func TestSimplifiedHanLists(t *testing.T) {
	tab, err := cjksimp.Load("testdata/third_party/opencc/TSCharacters.txt")
	if err != nil {
		t.Fatal(err)
	}
	sur, giv := simplifiedHanLists(tab, detector.names)
	for file, want := range map[string]string{simplifiedSurnamesFile: sur, simplifiedGivenFile: giv} {
		if *update {
			if err := os.WriteFile(file, []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(file)
		if err != nil || string(got) != want {
			t.Errorf("%s is not what the generator makes from the lists (go test ./internal/pii -run TestSimplifiedHanLists -update)", file)
		}
	}
	if *update {
		return // the detector read the files before they were rewritten
	}
	l := detector.names
	for w := range l.cjkLast {
		if s := tab.String(w); !l.cjkLast[s] {
			t.Errorf("family name %s: simplified %s is not a family name", w, s)
		}
	}
	for r := range l.givenHan {
		if s, _ := utf8.DecodeRuneInString(tab.String(string(r))); !l.givenHan[s] {
			t.Errorf("given-name character %c: simplified %c is not one", r, s)
		}
	}
	for w := range l.hanTop {
		if s := tab.String(w); !l.hanTop[s] {
			t.Errorf("common family name %s: simplified %s is not one", w, s)
		}
	}
	for _, w := range []string{"铃木", "高桥", "欧", "连", "东"} {
		if !l.cjkLast[w] {
			t.Errorf("%s is no family name", w)
		}
	}
}
