package db_test

import (
	"context"
	"io"
	"log/slog"
	"math"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pgvector/pgvector-go"

	"knowledgestack/internal/db"
	"knowledgestack/internal/testdb"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

func schemaDump(t *testing.T, pool *pgxpool.Pool) string {
	t.Helper()
	rows, err := pool.Query(context.Background(), `
		SELECT table_name || '.' || column_name || ':' || data_type || ':' || is_nullable
		FROM information_schema.columns WHERE table_schema = 'public'
		UNION ALL SELECT indexname || ':' || indexdef FROM pg_indexes WHERE schemaname = 'public'
		UNION ALL SELECT 'version:' || max(version_id)::text FROM goose_db_version
		ORDER BY 1`)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		b.WriteString(s + "\n")
	}
	return b.String()
}

func TestMigrateTwiceChangesNothing(t *testing.T) {
	pool := testdb.New(t)
	before := schemaDump(t, pool)
	if err := db.Migrate(context.Background(), pool, quiet); err != nil {
		t.Fatalf("second migrate: %v", err)
	}
	if after := schemaDump(t, pool); after != before {
		t.Fatal("schema changed on a second migration")
	}
	if p := db.Problems(context.Background(), pool); len(p) != 0 {
		t.Fatalf("migrated database reports problems: %v", p)
	}
	for _, table := range []string{"users", "sessions", "workspaces", "workspace_memberships", "source_credentials", "sources",
		"uploaded_files", "documents", "document_chunks", "chats", "turns", "database_connections", "model_calls", "retrieval_log", "river_job"} {
		if !strings.Contains(before, table+".") {
			t.Errorf("table %s missing", table)
		}
	}
}

// seedWorkspace inserts the rows chunks hang off and returns the ids.
func seedWorkspace(t *testing.T, pool *pgxpool.Pool) (ws, doc string) {
	t.Helper()
	ctx := context.Background()
	err := pool.QueryRow(ctx, `INSERT INTO workspaces (name, slug, join_code) VALUES ('W', 'w', 'ABCDEFGHJKMNP') RETURNING id`).Scan(&ws)
	if err != nil {
		t.Fatal(err)
	}
	var src string
	if err := pool.QueryRow(ctx, `INSERT INTO sources (workspace_id, provider, external_id, name) VALUES ($1, 'upload', 'uploads', 'Uploads') RETURNING id`, ws).Scan(&src); err != nil {
		t.Fatal(err)
	}
	if err := pool.QueryRow(ctx, `INSERT INTO documents (workspace_id, source_id, external_id, title, last_seen_at) VALUES ($1, $2, 'a.md', 'A', now()) RETURNING id`, ws, src).Scan(&doc); err != nil {
		t.Fatal(err)
	}
	return ws, doc
}

func randomUnit(r *rand.Rand) []float32 {
	v := make([]float32, 1536)
	var n float64
	for i := range v {
		v[i] = float32(r.NormFloat64())
		n += float64(v[i]) * float64(v[i])
	}
	for i := range v {
		v[i] /= float32(math.Sqrt(n))
	}
	return v
}

func TestVectorsComeBackInCosineOrderThroughHNSW(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws, doc := seedWorkspace(t, pool)
	r := rand.New(rand.NewSource(7))
	vecs := make([][]float32, 200)
	for i := range vecs {
		vecs[i] = randomUnit(r)
		_, err := pool.Exec(ctx, `INSERT INTO document_chunks (workspace_id, document_id, chunk_index, content, token_count, content_hash, embedding_model, embedding)
			VALUES ($1, $2, $3, 'x', 1, 'h', 'local-hash-v1', $4)`, ws, doc, i, pgvector.NewVector(vecs[i]))
		if err != nil {
			t.Fatal(err)
		}
	}
	q := randomUnit(r)
	// Brute-force truth, computed in Go.
	type scored struct {
		idx  int
		dist float64
	}
	var truth []scored
	for i, v := range vecs {
		var dot float64
		for j := range v {
			dot += float64(v[j]) * float64(q[j])
		}
		truth = append(truth, scored{i, 1 - dot})
	}
	sort.Slice(truth, func(a, b int) bool { return truth[a].dist < truth[b].dist })

	tx, err := pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx)
	// A 200-row table would be seq-scanned, or read through a btree (the model's, the document's) and sorted; forbid
	// scans and sorts so only an index that yields rows in distance order, the HNSW one, can answer.
	if _, err := tx.Exec(ctx, `SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off; SET LOCAL enable_sort = off;
		SET LOCAL hnsw.ef_search = 200`); err != nil {
		t.Fatal(err)
	}
	// The local model's partial index on the typed cast (migration 00061; halfvec since 00410, as
	// vectorindex.Cast gives for 1,536 dimensions).
	const query = `SELECT chunk_index, embedding FROM document_chunks WHERE embedding_model = 'local-hash-v1'
		ORDER BY embedding::halfvec(1536) <=> ($1::vector(1536))::halfvec(1536) LIMIT 10`
	var plan strings.Builder
	rows, err := tx.Query(ctx, `EXPLAIN `+query, pgvector.NewVector(q))
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var line string
		_ = rows.Scan(&line)
		plan.WriteString(line + "\n")
	}
	if !strings.Contains(plan.String(), "document_chunks_hnsw_local_hash_v1") {
		t.Fatalf("plan does not use the HNSW index:\n%s", plan.String())
	}
	rows, err = tx.Query(ctx, query, pgvector.NewVector(q))
	if err != nil {
		t.Fatal(err)
	}
	i := 0
	for rows.Next() {
		var idx int
		var v pgvector.Vector
		if err := rows.Scan(&idx, &v); err != nil {
			t.Fatal(err)
		}
		if len(v.Slice()) != 1536 {
			t.Fatalf("vector came back with %d dims", len(v.Slice()))
		}
		if idx != truth[i].idx {
			t.Fatalf("rank %d: got chunk %d, brute force says %d", i, idx, truth[i].idx)
		}
		i++
	}
	if i != 10 {
		t.Fatalf("got %d rows", i)
	}
}

func TestEachTextSearchColumnFindsItsChunk(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws, doc := seedWorkspace(t, pool)
	_, err := pool.Exec(ctx, `INSERT INTO document_chunks (workspace_id, document_id, chunk_index, title, heading_path, content, token_count, content_hash, embedding_model, embedding)
		VALUES ($1, $2, 0, 'Runbook', 'Servos > Faults', 'Servo drives report ERR-4021 when running overcurrent', 9, 'h', 'm', $3)`,
		ws, doc, pgvector.NewVector(randomUnit(rand.New(rand.NewSource(1)))))
	if err != nil {
		t.Fatal(err)
	}
	count := func(where string, arg string) int {
		var n int
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM document_chunks WHERE workspace_id = $1 AND `+where, ws, arg).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n := count(`tsv_english @@ websearch_to_tsquery('english', $2)`, "servo runs"); n != 1 {
		t.Errorf("english column: stemmed words found %d chunks, want 1", n)
	}
	if n := count(`tsv_simple @@ phraseto_tsquery('simple', $2)`, "ERR-4021"); n != 1 {
		t.Errorf("simple column: identifier found %d chunks, want 1", n)
	}
	if n := count(`tsv_simple @@ plainto_tsquery('simple', $2)`, "runs"); n != 0 {
		t.Errorf("simple column must not stem: found %d chunks", n)
	}
	if n := count(`tsv_english @@ websearch_to_tsquery('english', $2)`, "faults"); n != 1 {
		t.Errorf("heading path is not searchable: %d", n)
	}
}
