package retrieval

import (
	"context"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/pgvector/pgvector-go"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/vectorindex"
)

// TestArmsUseTheirIndexes explains each arm's SQL inside the same kind of
// transaction the searcher opens (same settings, same pgx exec mode: a
// prepared statement with bound parameters), rolled back afterwards.
//
// The vector arm: the test table is tiny, so the planner would rightly prefer
// an exact scan; enable_seqscan = off and enable_sort = off (leaving the
// ordered HNSW scan as the only plan without a sort) ask "can this query use
// the index?", which is what breaks when a WHERE clause or the operator class
// stops matching it.
//
// The text arms: on a tiny table every btree leading with workspace_id (the
// (workspace_id, embedding_model) and (workspace_id, created_at) indexes, the
// primary key and the (workspace_id, document_id, chunk_index) key) is as cheap as GIN, so the
// transaction drops them (rolled back, like everything here) and turns
// sequential scans off: what is left to find is whether the arm's @@ can be
// answered by its GIN index.
// At 100k rows cmd/bench sees the planner choose HNSW freely: its recall@10
// is below 1 and its latency far below the exact scan's.
func TestArmsUseTheirIndexes(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws := newWorkspace(t, pool, "explain")
	writeCorpus(t, pool, ws, map[string]string{"servo.md": "# Servo\n\n## ERR-4021\n\nThe drive reports ERR-4021 on overcurrent. " + filler(4)})
	if _, err := pool.Exec(ctx, `ANALYZE document_chunks`); err != nil {
		t.Fatal(err)
	}
	vecs, _ := embed.NewLocal().Embed(ctx, []string{"servo overcurrent"})
	model := embed.NewLocal().Model()
	textOff := []string{`DROP INDEX document_chunks_workspace_model_idx`, `DROP INDEX document_chunks_workspace_created_idx`, `DROP INDEX document_chunks_readers_idx`,
		`ALTER TABLE document_chunks DROP CONSTRAINT document_chunks_pkey CASCADE, DROP CONSTRAINT document_chunks_document_chunk_key`,
		`SET LOCAL enable_seqscan = off`}
	tests := []struct {
		name, sql, index string
		arg              any
		setup            []string
		extra            []any // the English arm's ranking weights and normalisation
	}{
		{"vector arm walks its model's HNSW index", vectorSQL(embed.Dimensions), vectorindex.Name(embed.LocalModel), pgvector.NewVector(vecs[0]),
			[]string{"DROP INDEX document_chunks_readers_idx", "SET LOCAL enable_seqscan = off", "SET LOCAL enable_sort = off"}, nil},
		{"english arm uses its GIN index", englishSQL("ts_rank", true), "document_chunks_tsv_english_idx", proseQuery("servo overcurrent drive"), textOff, []any{[]float32{0.1, 0.2, 0.4, 1}, 0}},
		{"english all-terms arm uses its GIN index", englishSQL("ts_rank_cd", false), "document_chunks_tsv_english_idx", "servo overcurrent", textOff, []any{[]float32{0.1, 0.2, 0.4, 1}, 0}},
		{"stop-word arm uses the simple GIN index", stopWordsSQL, "document_chunks_tsv_simple_idx", "who are we", textOff, nil},
		{"identifier arm uses its GIN index", identifierSQL, "document_chunks_tsv_simple_idx", identifierQuery([]string{"ERR-4021"}), textOff, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// The vector arm compares one model's vectors; the text arms take a list of models.
			var models any = []string{model}
			if tt.index == vectorindex.Name(model) {
				models = model
			}
			plan := explain(t, pool, tt.setup, tt.sql, append([]any{ws, models, tt.arg, 40, everyone}, tt.extra...)...)
			if !strings.Contains(plan, tt.index) {
				t.Errorf("plan does not use %s:\n%s", tt.index, plan)
			}
			// The model's partial HNSW index implies its embedding_model filter,
			// so the plan need not repeat it.
			byModel := strings.Contains(plan, "embedding_model") || tt.index == vectorindex.Name(model)
			if !strings.Contains(plan, "workspace_id") || !byModel || !strings.Contains(plan, "readers") {
				t.Errorf("plan does not filter on workspace, model and the asker's principals:\n%s", plan)
			}
		})
	}
}

func explain(t *testing.T, db txBeginner, setup []string, sql string, args ...any) string {
	t.Helper()
	ctx := context.Background()
	tx, err := begin(ctx, db, DefaultEFSearch)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx)
	for _, s := range setup {
		if _, err := tx.Exec(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	rows, err := tx.Query(ctx, "EXPLAIN "+sql, args...)
	if err != nil {
		t.Fatal(err)
	}
	lines, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(lines, "\n")
}
