package retrieval

import (
	"context"
	"slices"
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

// TestBM25CountsARepeatedTitleOnce loads a Markdown upload whose first heading
// is its title (the upload title rule makes it so) and reads back the real
// generated tsvector: the title's words carry the title, heading and body
// labels. Scored, they must weigh what a title word weighs once (ADR 0067);
// ADR 0066's ranking counted them three times.
func TestBM25CountsARepeatedTitleOnce(t *testing.T) {
	pool := testdb.New(t)
	ws := newWorkspace(t, pool, "title-once")
	writeCorpus(t, pool, ws, map[string]string{
		"glacier.md": "# Glacier retreat\n\nMeasurements of ice loss since 1950. The retreat doubled.\n\n## Moraines\n\nDebris left behind. " + filler(2),
	})
	rows, err := pool.Query(context.Background(), `
		SELECT c.chunk_index, u.lexeme, array_to_string(u.weights, '')
		FROM document_chunks c, unnest(c.tsv_english) AS u
		WHERE c.workspace_id = $1 AND u.lexeme IN ('glacier', 'retreat', 'morain', 'debri')
		ORDER BY c.chunk_index, u.lexeme`, ws)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for rows.Next() {
		var i int
		var lexeme, labels string
		if err := rows.Scan(&i, &lexeme, &labels); err != nil {
			t.Fatal(err)
		}
		got[lexeme] = labels // one chunk: the document is short
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	// What the loader stores: the stored labels are the premise of the rule.
	if sortLabels(got["glacier"]) != "ABC" || sortLabels(got["retreat"]) != "ABCC" || sortLabels(got["morain"]) != "BC" || sortLabels(got["debri"]) != "C" {
		t.Fatalf("labels %v: the stored fields changed; re-check ADR 0067's rule", got)
	}
	idf := map[string]float64{"glacier": 2, "retreat": 2, "morain": 2, "debri": 2}
	once := DefaultRanking()
	thrice := once
	thrice.TitleOnce = false
	score := func(r TextRanking, lexeme string) float64 {
		return r.bm25([]string{got[lexeme] + "|" + lexeme}, idf, 40, 40)
	}
	near := func(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }
	if s, want := score(once, "glacier"), once.bm25([]string{"A|glacier"}, idf, 40, 40); !near(s, want) {
		t.Errorf("a title word in heading and heading line scored %.4f, a title word once %.4f", s, want)
	}
	if s, want := score(once, "retreat"), once.bm25([]string{"AC|retreat"}, idf, 40, 40); !near(s, want) {
		t.Errorf("a title word used again in the body scored %.4f, want title + one body use %.4f", s, want)
	}
	if s, want := score(once, "morain"), thrice.bm25([]string{"BC|morain"}, idf, 40, 40); !near(s, want) {
		t.Errorf("a heading word that is not in the title scored %.4f, want %.4f (heading and body counted)", s, want)
	}
	if a, b := score(thrice, "glacier"), score(once, "glacier"); a <= b {
		t.Errorf("ADR 0066's ranking no longer counts the repeated title more (%.4f <= %.4f): the sweep's before row is wrong", a, b)
	}
}

// sortLabels puts a lexeme's labels in order.
func sortLabels(s string) string {
	b := []byte(s)
	slices.Sort(b)
	return string(b)
}
