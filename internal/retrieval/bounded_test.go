package retrieval

import (
	"context"
	"testing"

	"knowledgestack/internal/testdb"
)

// TestBoundedPoolKeepsTheAnswer: when the question's terms occur in more
// chunks than the match budget, the English arm stops ranking every match
// (bm25SQL returns nothing without reading a chunk) and draws its pool from
// the chunks holding every term first (boundedPool). On the demo handbook
// with a budget of 1 chunk, so every question takes that path, the English
// arm's first hit is the one it finds ranking every match.
func TestBoundedPoolKeepsTheAnswer(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws := newWorkspace(t, pool, "bounded")
	loadCorpus(t, pool, ws, handbookDir)
	unbounded := newSearcher(pool, Options{Mode: ModeText, Ranking: TextRanking{Func: "bm25", MatchBudget: -1}})
	bounded := newSearcher(pool, Options{Mode: ModeText, Ranking: TextRanking{Func: "bm25", MatchBudget: 1}})
	if got := bounded.Options().Ranking.MatchBudget; got != 1 {
		t.Fatalf("budget %d", got)
	}
	for _, q := range []string{
		"how many days of annual leave do employees get",
		"expense receipts deadline",
		"parental leave policy",
	} {
		want := search(t, unbounded, ws, q, 5)
		got := search(t, bounded, ws, q, 5)
		if len(want.Hits) == 0 {
			t.Fatalf("%q: no hit without a budget", q)
		}
		if len(got.Hits) == 0 || got.Hits[0].ChunkID != want.Hits[0].ChunkID {
			t.Errorf("%q: bounded first hit %+v, want %q", q, got.Hits, want.Hits[0].Title+" / "+want.Hits[0].HeadingPath)
		}
	}
	// The budget's guard: over it, the ranking statement reads nothing.
	tx, err := begin(ctx, pool, DefaultEFSearch)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx)
	var n int
	if err := tx.QueryRow(ctx, `SELECT count(*) FROM (`+bm25SQL+`) p`, ws, []string{offline.Model()}, 400, "annual leave", "", everyone, 1).Scan(&n); err != nil || n != 0 {
		t.Fatalf("over the budget the pool statement returned %d rows (%v), want 0", n, err)
	}
	if err := tx.QueryRow(ctx, `SELECT count(*) FROM (`+bm25SQL+`) p`, ws, []string{offline.Model()}, 400, "annual leave", "", everyone, -1).Scan(&n); err != nil || n == 0 {
		t.Fatalf("without a budget the pool statement returned %d rows (%v)", n, err)
	}
}
