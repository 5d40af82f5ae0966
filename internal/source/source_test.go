package source_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pgvector/pgvector-go"

	"knowledgestack/internal/source"
	"knowledgestack/internal/testdb"
)

type fixture struct {
	pool     *pgxpool.Pool
	ws, cred uuid.UUID
}

func newFixture(t *testing.T) fixture {
	t.Helper()
	f := fixture{pool: testdb.New(t)}
	ctx := context.Background()
	f.ws = testdb.NewWorkspace(t, f.pool, "Acme")
	if err := f.pool.QueryRow(ctx, `INSERT INTO source_credentials (workspace_id, provider, external_id, access_token_enc)
		VALUES ($1, 'gdrive', 'me@example.com', '\x00') RETURNING id`, f.ws).Scan(&f.cred); err != nil {
		t.Fatal(err)
	}
	return f
}

func (f fixture) status(t *testing.T, id uuid.UUID) (source.Status, *string) {
	t.Helper()
	var st source.Status
	var lastErr *string
	if err := f.pool.QueryRow(context.Background(), `SELECT status, last_error FROM sources WHERE workspace_id = $1 AND id = $2`, f.ws, id).
		Scan(&st, &lastErr); err != nil {
		t.Fatal(err)
	}
	return st, lastErr
}

// TestUpsertReconnects: adding a source again (a re-grant, a re-picked Drive
// folder) reconnects one that needed re-authorisation, and leaves any other
// status alone. The Drive picker's copy of the upsert left it needing
// re-authorisation, so the scheduler never synced it again.
func TestUpsertReconnects(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	spec := source.Spec{WorkspaceID: f.ws, Provider: "gdrive", ExternalID: "folder:1", Name: "Handbook", CredentialID: &f.cred,
		Config: json.RawMessage(`{"kind":"folder"}`)}
	id, err := source.Upsert(ctx, f.pool, spec)
	if err != nil {
		t.Fatal(err)
	}
	if st, _ := f.status(t, id); st != source.Idle {
		t.Fatalf("a new source is %q, want idle", st)
	}
	if err := source.MarkNeedsReauth(ctx, f.pool, f.ws, f.cred, "reconnect required: Google refused the token"); err != nil {
		t.Fatal(err)
	}
	if st, msg := f.status(t, id); st != source.NeedsReauth || msg == nil {
		t.Fatalf("after MarkNeedsReauth: %q %v, want needs_reauth with the reason", st, msg)
	}
	spec.Name = "Handbook (renamed)"
	again, err := source.Upsert(ctx, f.pool, spec)
	if err != nil || again != id {
		t.Fatalf("Upsert again = %v, %v; want the same id %v", again, err, id)
	}
	if st, msg := f.status(t, id); st != source.Idle || msg != nil {
		t.Fatalf("after adding it again: %q %v, want idle with no error", st, msg)
	}
	// A running pass's status is not reset by a rename.
	if err := source.RequestSync(ctx, f.pool, f.ws, id, false, false); err != nil {
		t.Fatal(err)
	}
	if _, err := source.Upsert(ctx, f.pool, spec); err != nil {
		t.Fatal(err)
	}
	if st, _ := f.status(t, id); st != source.Queued {
		t.Fatalf("a queued source became %q", st)
	}
}

// TestChunkWriter: CopyChunks writes loaded documents' chunks;
// WriteReindexed then rewrites several documents at once: it replaces the
// chunks given, drops those past each document's new end, keeps the others
// untouched and marks every document indexed with its new row.
func TestChunkWriter(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	src, err := source.Upsert(ctx, f.pool, source.Spec{WorkspaceID: f.ws, Provider: source.Upload, ExternalID: "uploads", Name: "Uploaded files"})
	if err != nil {
		t.Fatal(err)
	}
	a := source.Loaded{ID: uuid.New(), SourceID: src, ExternalID: "a.md", Title: "A", Hash: "h", Tokens: 9}
	b := source.Loaded{ID: uuid.New(), SourceID: src, ExternalID: "b.md", Title: "B", Hash: "h", Tokens: 9}
	vec := pgvector.NewVector(make([]float32, 8))
	chunk := func(doc uuid.UUID, i int, text string) source.Chunk {
		return source.Chunk{DocumentID: doc, Index: i, Title: "A", HeadingPath: []string{"Intro", "Part"}, Content: text,
			Tokens: 3, Hash: text, Model: "test", Vector: vec}
	}
	err = pgx.BeginFunc(ctx, f.pool, func(tx pgx.Tx) error {
		if err := source.CopyDocuments(ctx, tx, f.ws, []source.Loaded{a, b}); err != nil {
			return err
		}
		_, err := source.CopyChunks(ctx, tx, f.ws, slices.Values([]source.Chunk{chunk(a.ID, 0, "zero"), chunk(a.ID, 1, "one"), chunk(a.ID, 2, "two"),
			chunk(b.ID, 0, "b zero"), chunk(b.ID, 1, "b one")}))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	var past int
	err = pgx.BeginFunc(ctx, f.pool, func(tx pgx.Tx) error {
		past, err = source.WriteReindexed(ctx, tx, f.ws, []source.Reindexed{
			// a: chunk 1 changes, chunk 2 is gone.
			{DocumentID: a.ID, Doc: source.Indexed{Title: "A2", Hash: "a2", Tokens: 6}, Count: 2, Chunks: []source.Chunk{chunk(uuid.Nil, 1, "one again")}},
			// b: grows by one chunk, the others stay.
			{DocumentID: b.ID, Doc: source.Indexed{Title: "B2", URL: "https://b", Hash: "b2", Tokens: 9}, Count: 3, Chunks: []source.Chunk{chunk(uuid.Nil, 2, "b two")}},
		})
		return err
	})
	if err != nil || past != 1 {
		t.Fatalf("WriteReindexed = %d, %v; want 1 chunk dropped past an end", past, err)
	}
	rows, err := f.pool.Query(ctx, `SELECT d.title || ':' || content || '|' || heading_path FROM document_chunks c JOIN documents d ON d.id = c.document_id
		WHERE c.workspace_id = $1 AND d.workspace_id = $1 ORDER BY d.title, chunk_index`, f.ws)
	if err != nil {
		t.Fatal(err)
	}
	got, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"A2:zero|Intro > Part", "A2:one again|Intro > Part", "B2:b zero|Intro > Part", "B2:b one|Intro > Part", "B2:b two|Intro > Part"}; !slices.Equal(got, want) {
		t.Fatalf("chunks %q, want %q", got, want)
	}
	rows, err = f.pool.Query(ctx, `SELECT title || ' ' || status || ' ' || content_hash || ' ' || token_count || ' ' || COALESCE(url, '') FROM documents
		WHERE workspace_id = $1 ORDER BY title`, f.ws)
	if err != nil {
		t.Fatal(err)
	}
	docs, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"A2 indexed a2 6 ", "B2 indexed b2 9 https://b"}; !slices.Equal(docs, want) {
		t.Fatalf("documents %q, want %q", docs, want)
	}
}
