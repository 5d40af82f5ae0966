package retrieval

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/testdb"
)

// TestNewChunksCountAtOnce: a document the sync pass has just written (and
// marked indexed) is found by a search for a word only it contains, before
// the pass ends and refreshes the workspace's term statistics. Before, the
// word had no document frequency until then, so the English arm weighed it
// as a word the workspace never uses and the search answered "No passage
// matched" for a document listed as indexed.
func TestNewChunksCountAtOnce(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws := newWorkspace(t, pool, "fresh")
	files := map[string]string{}
	paths, _ := filepath.Glob(filepath.Join(handbookDir, "*.md"))
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		files[filepath.Base(p)] = string(b)
	}
	writeCorpus(t, pool, ws, files) // ends with RefreshTermStats, as a pass does

	// The pass writes a new document: chunks and status in one transaction,
	// the statistics only when the whole pass ends.
	// corpus.LoadMarkdown writes as the pass does and leaves the refresh to its caller.
	later := t.TempDir()
	writeFile(t, later+"/lab-safety.md", "# Lab safety\n\nEvery visitor to the lab signs the quokkatrellis register before touching the centrifuge.\n")
	c, err := corpus.LoadMarkdown(ctx, pool, ws, later, offline)
	if err != nil {
		t.Fatal(err)
	}
	s := newSearcher(pool, Options{})
	for _, q := range []string{"quokkatrellis", "who signs the quokkatrellis register"} {
		res, err := s.Search(ctx, Query{WorkspaceID: ws, Text: q, Limit: 5})
		if err != nil {
			t.Fatal(err)
		}
		// The word is in a chunk: no share of the question is on words the
		// workspace never uses, which is what abstention (ADR 0034) reads; in
		// a large workspace a stale zero there abstains on the very document.
		if len(res.Hits) == 0 || res.Hits[0].DocumentID != c.Documents["lab-safety.md"] || !res.Relevant() ||
			res.Unseen != 0 || res.Relevance.Unseen != 0 {
			t.Fatalf("%q: %d hits (empty %q, unseen %.2f/%.2f, relevant %v), want the new document first and nothing unseen",
				q, len(res.Hits), res.Empty, res.Unseen, res.Relevance.Unseen, res.Relevant())
		}
	}
}

// TestTermStatsFollowEveryWrite: the statistics count a chunk from the
// moment it is written and stop counting it the moment it is deleted, and a
// refresh folds those changes in (migration 00410) to exactly what a full
// recount gives, leaving no delta behind; deleting the workspace takes its
// statistics with it. Before, a deleted chunk kept counting until the end of
// the pass, and every refresh recounted the whole workspace.
func TestTermStatsFollowEveryWrite(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws := newWorkspace(t, pool, "deltas")
	c := writeCorpus(t, pool, ws, map[string]string{
		"a.md": "# Gearbox\n\nThe zirconflange gearbox needs oil every month.\n",
		"b.md": "# Pumps\n\nThe zirconflange pump is checked weekly.\n",
	})
	df := func(word string) (float64, float64) {
		t.Helper()
		rows, err := pool.Query(ctx, termStatsSQL, ws, word, "")
		st, err := readStats(rows, err)
		if err != nil || len(st.terms) != 1 {
			t.Fatalf("stats of %q: %+v, %v", word, st, err)
		}
		return st.terms[0].df, st.chunks
	}
	if got, chunks := df("zirconflange"); got != 2 || chunks != 2 {
		t.Fatalf("after the load: df %v over %v chunks, want 2 over 2", got, chunks)
	}
	if _, err := pool.Exec(ctx, `DELETE FROM document_chunks WHERE workspace_id = $1 AND document_id = $2`, ws, c.Documents["a.md"]); err != nil {
		t.Fatal(err)
	}
	if got, chunks := df("zirconflange"); got != 1 || chunks != 1 {
		t.Fatalf("after a delete, before the refresh: df %v over %v chunks, want 1 over 1", got, chunks)
	}
	if got, _ := df("gearbox"); got != 0 {
		t.Fatalf("a word only the deleted chunk held still counts %v", got)
	}
	if err := RefreshTermStats(ctx, pool, ws); err != nil {
		t.Fatal(err)
	}
	var differ, deltas int
	if err := pool.QueryRow(ctx, `
		WITH full_count AS (SELECT lexeme, count(*)::int AS df FROM document_chunks, unnest(tsvector_to_array(tsv_english)) AS lexeme
		                    WHERE workspace_id = $1 GROUP BY lexeme),
		     kept AS (SELECT lexeme, df FROM chunk_term_stats WHERE workspace_id = $1)
		SELECT (SELECT count(*) FROM ((SELECT * FROM full_count EXCEPT SELECT * FROM kept) UNION ALL (SELECT * FROM kept EXCEPT SELECT * FROM full_count)) x),
		       (SELECT count(*) FROM chunk_term_deltas WHERE workspace_id = $1)`, ws).Scan(&differ, &deltas); err != nil {
		t.Fatal(err)
	}
	if differ != 0 || deltas != 0 {
		t.Fatalf("after the fold: %d lexemes differ from a full recount, %d deltas left", differ, deltas)
	}
	if got, chunks := df("zirconflange"); got != 1 || chunks != 1 {
		t.Fatalf("after the fold: df %v over %v chunks, want 1 over 1", got, chunks)
	}
	if _, err := pool.Exec(ctx, `DELETE FROM workspaces WHERE id = $1`, ws); err != nil {
		t.Fatalf("deleting the workspace: %v", err)
	}
	var left int
	if err := pool.QueryRow(ctx, `SELECT (SELECT count(*) FROM chunk_term_deltas WHERE workspace_id = $1) + (SELECT count(*) FROM chunk_term_stats WHERE workspace_id = $1)`, ws).Scan(&left); err != nil || left != 0 {
		t.Fatalf("%d statistics rows outlive their workspace (%v)", left, err)
	}
}
