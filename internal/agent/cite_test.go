package agent

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/tools"
)

func filterAll(pieces []string) (string, []int) {
	sess := tools.NewSession()
	sess.Add(tools.Citation{ChunkID: uuid.New()})
	sess.Add(tools.Citation{ChunkID: uuid.New()})
	var cites []int
	var b strings.Builder
	f := newCiteFilter(sess, func(e Event) error {
		switch d := e.Data.(type) {
		case DeltaData:
			b.WriteString(d.Text)
		case tools.Citation:
			cites = append(cites, d.N)
		}
		return nil
	})
	for _, p := range pieces {
		_ = f.Write(p)
	}
	_, _ = f.Flush()
	return b.String(), cites
}

var anyMarker = regexp.MustCompile(`\[(\d+)\]`)

// FuzzCiteFilter: however the answer is split into deltas, the client sees the
// same text, and no marker in it names a citation the session does not hold.
func FuzzCiteFilter(f *testing.F) {
	for _, s := range []string{"a [1] b [9] c", "[1, 2, 3]", "[[1]]", "x[", "[12345678901234567890123456]", "arr[i] [ 2 ]", "é[1]ü",
		"Sources: [1][7]\n\nA [1]. B [7].", "**Sources:** [2]\nx [1][2]", "Sources: none\ny [1]", "Sources: [9]\nz [9]", "Source: [1", "Sources:[1]"} {
		f.Add(s, uint8(1))
		f.Add(s, uint8(3))
	}
	f.Fuzz(func(t *testing.T, s string, size uint8) {
		whole, _ := filterAll([]string{s})
		var pieces []string
		r := []rune(s)
		n := int(size%7) + 1
		for len(r) > 0 {
			k := min(n, len(r))
			pieces = append(pieces, string(r[:k]))
			r = r[k:]
		}
		split, cites := filterAll(pieces)
		if split != whole {
			t.Fatalf("split %q gives %q, whole gives %q", pieces, split, whole)
		}
		sent := map[int]bool{}
		for _, c := range cites {
			sent[c] = true
		}
		for _, m := range anyMarker.FindAllStringSubmatch(split, -1) {
			n, _ := strconv.Atoi(m[1])
			if (n == 1 || n == 2) && !sent[n] {
				t.Fatalf("marker [%d] streamed without its citation frame: %q", n, split)
			}
			if n != 1 && n != 2 && !strings.Contains(s, m[0]) {
				t.Fatalf("invented marker [%d] created from %q: %q", n, s, split)
			}
		}
	})
}

// BenchmarkCiteFilter measures the filter over a 2 KB answer in 4-character
// deltas (the OpenAI stream's usual size), opening with a sources line and
// without one (the fallback): the work per streamed byte of either form.
func BenchmarkCiteFilter(b *testing.B) {
	body := strings.Repeat("Employees earn 25 days of annual leave a year [1], and carry over five [2]. ", 27)
	for _, tc := range []struct{ name, text string }{
		{"listed", "Sources: [1][2]\n\n" + body},
		{"inline", body},
	} {
		var pieces []string
		r := []rune(tc.text)
		for len(r) > 0 {
			k := min(4, len(r))
			pieces = append(pieces, string(r[:k]))
			r = r[k:]
		}
		b.Run(tc.name, func(b *testing.B) {
			b.SetBytes(int64(len(tc.text)))
			for b.Loop() {
				if text, cites := filterAll(pieces); len(cites) != 2 || strings.Contains(text, "Sources") {
					b.Fatalf("%d citations, %q", len(cites), text[:40])
				}
			}
		})
	}
}
