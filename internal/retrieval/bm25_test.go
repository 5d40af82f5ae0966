package retrieval

import (
	"context"
	"testing"

	"knowledgestack/internal/testdb"
)

func TestBM25PrefersRareTermsAndTitles(t *testing.T) {
	r := DefaultRanking()
	idf := map[string]float64{"rare": 3, "common": 0.1}
	if a, b := r.bm25([]string{"C|rare"}, idf, 100, 100), r.bm25([]string{"CCC|common"}, idf, 100, 100); a <= b {
		t.Errorf("one rare term %.3f <= three common %.3f", a, b)
	}
	if a, b := r.bm25([]string{"A|rare"}, idf, 100, 100), r.bm25([]string{"C|rare"}, idf, 100, 100); a <= b {
		t.Errorf("title %.3f <= body %.3f", a, b)
	}
	if a, b := r.bm25([]string{"CCCCCCCC|rare"}, idf, 100, 100), 8*r.bm25([]string{"C|rare"}, idf, 100, 100); a >= b {
		t.Errorf("term frequency does not saturate: %.3f >= %.3f", a, b)
	}
	r.B = 0.75
	if a, b := r.bm25([]string{"C|rare"}, idf, 50, 100), r.bm25([]string{"C|rare"}, idf, 400, 100); a <= b {
		t.Errorf("with b > 0 a short chunk %.3f <= a long one %.3f", a, b)
	}
	if got := r.bm25([]string{"garbage"}, idf, 1, 0); got != 0 {
		t.Errorf("malformed match scored %.3f", got)
	}
}

func TestBM25UsesWorkspaceStatistics(t *testing.T) {
	pool := testdb.New(t)
	ws := newWorkspace(t, pool, "bm25")
	// "policy" is in every document; "kettle" in one. The question has both;
	// ts_rank (no IDF) prefers the chunk repeating the common word.
	files := map[string]string{
		"kettle.md": "# Kitchen\n\nThe kettle is descaled on Fridays. " + filler(3),
	}
	for _, n := range []string{"a", "b", "c", "d", "e"} {
		files[n+".md"] = "# Policy " + n + "\n\nPolicy policy policy: this policy is the policy of policies. " + filler(3)
	}
	c := writeCorpus(t, pool, ws, files)
	var df, chunks int
	if err := pool.QueryRow(context.Background(), `SELECT s.df, cs.chunks FROM chunk_term_stats s JOIN chunk_stats cs USING (workspace_id)
		WHERE s.workspace_id = $1 AND s.lexeme = 'polici'`, ws).Scan(&df, &chunks); err != nil {
		t.Fatal(err)
	}
	if df != 5 || chunks != c.Chunks {
		t.Fatalf("df(polici) = %d, chunks %d (corpus %d)", df, chunks, c.Chunks)
	}
	q := "kettle policy"
	bm := search(t, newSearcher(pool, Options{Mode: ModeText}), ws, q, 3)
	if len(bm.Hits) == 0 || c.Files[bm.Hits[0].DocumentID] != "kettle.md" {
		t.Fatalf("bm25 first hit %+v, want kettle.md", bm.Hits)
	}
	ts := search(t, newSearcher(pool, Options{Mode: ModeText, Ranking: TSRank()}), ws, q, 3)
	if len(ts.Hits) == 0 || c.Files[ts.Hits[0].DocumentID] == "kettle.md" {
		t.Fatalf("ts_rank also put kettle.md first: the corpus no longer shows what IDF changes")
	}

	t.Run("without statistics the arm falls back to ts_rank", func(t *testing.T) {
		if _, err := pool.Exec(context.Background(), `DELETE FROM chunk_stats WHERE workspace_id = $1`, ws); err != nil {
			t.Fatal(err)
		}
		res := search(t, newSearcher(pool, Options{Mode: ModeText}), ws, q, 3)
		if len(res.Hits) == 0 {
			t.Fatal("no hits without statistics")
		}
		if err := RefreshTermStats(context.Background(), pool, ws); err != nil {
			t.Fatal(err)
		}
		if err := RefreshTermStats(context.Background(), pool, ws); err != nil {
			t.Fatalf("a second refresh: %v", err)
		}
	})
}
