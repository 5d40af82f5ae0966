package retrieval

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/testdb"
)

// pendingPages counts the pages in the pending lists of document_chunks'
// GIN indexes (pgstattuple, in the test's own database).
func pendingPages(t *testing.T, pool *pgxpool.Pool) int64 {
	t.Helper()
	var n int64
	err := pool.QueryRow(context.Background(), `
		SELECT COALESCE(sum(s.pending_pages), 0)::bigint
		FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam,
		     LATERAL pgstatginindex(i.indexrelid) s
		WHERE i.indrelid = 'document_chunks'::regclass AND a.amname = 'gin'`).Scan(&n)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestRefreshTermStatsFlushesThePendingList: the chunks a pass writes wait
// in the GIN indexes' pending lists, which every full-text scan reads whole;
// the refresh at the pass's end moves them into the indexes (ADR 0078), and
// the searches find what they found before. Fails on the old code, which
// left them pending until autovacuum.
func TestRefreshTermStatsFlushesThePendingList(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	if _, err := pool.Exec(ctx, `CREATE EXTENSION IF NOT EXISTS pgstattuple`); err != nil {
		t.Fatal(err)
	}
	ws := newWorkspace(t, pool, "pending")
	loadCorpus(t, pool, ws, handbookDir)
	if n := pendingPages(t, pool); n != 0 {
		t.Fatalf("%d pages pending after the first load's refresh, want 0", n)
	}
	// A second pass's chunks, before its refresh: pending, and searched.
	dir := filepath.Join(t.TempDir(), "more")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(dir, "kettle.md"), "# Kitchen kettle\n\nThe kettle is descaled on Fridays by the office manager. "+filler(30))
	writeFile(t, filepath.Join(dir, "bicycle.md"), "# Bicycle parking\n\nBicycles go in the courtyard rack, not in the kitchen. "+filler(30))
	if _, err := corpus.LoadMarkdown(ctx, pool, ws, dir, offline); err != nil {
		t.Fatal(err)
	}
	if n := pendingPages(t, pool); n == 0 {
		t.Fatal("no page pending after writing chunks: the premise (fastupdate GIN indexes) no longer holds")
	}
	s := newSearcher(pool, Options{})
	questions := []string{"who descales the kettle", "where do bicycles go", "how many days of annual leave", "ERR-4021"}
	before := make([][]Hit, len(questions))
	for i, q := range questions {
		before[i] = search(t, s, ws, q, 5).Hits
	}
	if err := RefreshTermStats(ctx, pool, ws); err != nil {
		t.Fatal(err)
	}
	if n := pendingPages(t, pool); n != 0 {
		t.Fatalf("%d pages still pending after the pass's refresh, want 0", n)
	}
	for i, q := range questions {
		after := search(t, s, ws, q, 5).Hits
		if !slices.EqualFunc(before[i], after, func(a, b Hit) bool { return a.ChunkID == b.ChunkID && a.Score == b.Score }) {
			t.Errorf("%q: hits changed with the flush:\n%+v\n%+v", q, before[i], after)
		}
	}
	if len(before[0]) == 0 || len(before[1]) == 0 {
		t.Fatal("the pending chunks were not found: the comparison proves nothing")
	}
}

// TestFlushWithoutOwningTheIndexes: a role that may not flush the indexes
// (PostgreSQL asks the owner's rights) leaves them to autovacuum and the
// refresh still succeeds.
func TestFlushWithoutOwningTheIndexes(t *testing.T) {
	owner, url := testdb.NewWithURL(t)
	ctx := context.Background()
	ws := newWorkspace(t, owner, "not-owner")
	loadCorpus(t, owner, ws, handbookDir)
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		t.Fatal(err)
	}
	// pg_read_all_data reads every table and owns none.
	cfg.AfterConnect = func(ctx context.Context, c *pgx.Conn) error {
		_, err := c.Exec(ctx, `SET ROLE pg_read_all_data`)
		return err
	}
	reader, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close()
	if _, err := reader.Exec(ctx, `SELECT gin_clean_pending_list('document_chunks_tsv_english_idx'::regclass)`); err == nil {
		t.Fatal("the reader role flushed an index it does not own: the test proves nothing")
	}
	if pages, err := FlushPendingIndexEntries(ctx, reader); err != nil || pages != 0 {
		t.Fatalf("flush by a role that does not own the indexes: %d pages, %v; want 0, nil", pages, err)
	}
}
