package retrieval

import (
	"context"
	"testing"

	"knowledgestack/internal/testdb"
)

// TestBoundedPoolKeepsTheAnswer: when the question's terms occur in more
// chunks than the match budget, the English arm stops ranking every match
// (bm25SQL's first branch reads nothing) and draws its pool from the chunks
// holding every term first (its second branch, then boundedPool). On the demo handbook
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
	// The budget's guards: over it, the pool statement ranks no chunk
	// holding only one of the terms; without one, it does.
	tx, err := begin(ctx, pool, DefaultEFSearch)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx)
	both := `SELECT count(*), count(*) FILTER (WHERE p.tsv_english @@ 'annual & leav'::tsquery) FROM (` + bm25SQL + `) p`
	var n, all int
	if err := tx.QueryRow(ctx, both, ws, []string{offline.Model()}, 400, "annual leave", "", everyone, 1).Scan(&n, &all); err != nil || n == 0 || all != n {
		t.Fatalf("over the budget the pool statement returned %d rows, %d of them holding both terms (%v); want only those", n, all, err)
	}
	if err := tx.QueryRow(ctx, both, ws, []string{offline.Model()}, 400, "annual leave", "", everyone, -1).Scan(&n, &all); err != nil || n <= all {
		t.Fatalf("without a budget the pool statement returned %d rows, %d of them holding both terms (%v); want more", n, all, err)
	}
}
