package pii

import (
	"math/rand/v2"
	"reflect"
	"sort"
	"testing"
)

// resolveByHand is resolve written the plain quadratic way: in priority order
// (kind, then length, then start), keep a span unless a kept one overlaps it.
func resolveByHand(spans []Span) []Span {
	s := append([]Span(nil), spans...)
	sort.SliceStable(s, func(i, j int) bool {
		if s[i].Kind.rank() != s[j].Kind.rank() {
			return s[i].Kind.rank() < s[j].Kind.rank()
		}
		if s[i].End-s[i].Start != s[j].End-s[j].Start {
			return s[i].End-s[i].Start > s[j].End-s[j].Start
		}
		return s[i].Start < s[j].Start
	})
	var kept []Span
	for _, c := range s {
		ok := true
		for _, k := range kept {
			if c.Start < k.End && k.Start < c.End {
				ok = false
			}
		}
		if ok {
			kept = append(kept, c)
		}
	}
	sort.SliceStable(kept, func(i, j int) bool { return kept[i].Start < kept[j].Start })
	return kept
}

// TestResolveKeepsByPriority: resolve keeps exactly the spans the plain
// priority rule keeps, on random dense overlaps of every kind.
func TestResolveKeepsByPriority(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for round := range 500 {
		var spans []Span
		for range r.IntN(40) {
			a := r.IntN(200)
			spans = append(spans, Span{Start: a, End: a + 1 + r.IntN(15), Kind: Kinds[r.IntN(len(Kinds))]})
		}
		want := resolveByHand(spans)
		got := resolve(append([]Span(nil), spans...))
		if len(want) == 0 && len(got) == 0 {
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("round %d: resolve kept %v, the priority rule %v", round, got, want)
		}
	}
}
