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

// TestChunkWriter: CopyChunks writes loaded documents' chunks; DropChunks
// then removes the replaced ones and those past the new end, and the new
// versions go in with the same writer.
func TestChunkWriter(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	src, err := source.Upsert(ctx, f.pool, source.Spec{WorkspaceID: f.ws, Provider: source.Upload, ExternalID: "uploads", Name: "Uploaded files"})
	if err != nil {
		t.Fatal(err)
	}
	doc := source.Loaded{ID: uuid.New(), SourceID: src, ExternalID: "a.md", Title: "A", Hash: "h", Tokens: 9}
	vec := pgvector.NewVector(make([]float32, 8))
	chunk := func(i int, text string) source.Chunk {
		return source.Chunk{DocumentID: doc.ID, Index: i, Title: "A", HeadingPath: []string{"Intro", "Part"}, Content: text,
			Tokens: 3, Hash: text, Model: "test", Vector: vec}
	}
	err = pgx.BeginFunc(ctx, f.pool, func(tx pgx.Tx) error {
		if err := source.CopyDocuments(ctx, tx, f.ws, []source.Loaded{doc}); err != nil {
			return err
		}
		_, err := source.CopyChunks(ctx, tx, f.ws, slices.Values([]source.Chunk{chunk(0, "zero"), chunk(1, "one"), chunk(2, "two")}))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	past, err := source.DropChunks(ctx, f.pool, f.ws, doc.ID, []int{1}, 2)
	if err != nil || past != 1 {
		t.Fatalf("DropChunks = %d, %v; want 1 past the end", past, err)
	}
	if _, err := source.CopyChunks(ctx, f.pool, f.ws, slices.Values([]source.Chunk{chunk(1, "one again")})); err != nil {
		t.Fatal(err)
	}
	rows, err := f.pool.Query(ctx, `SELECT content || '|' || heading_path FROM document_chunks WHERE workspace_id = $1 AND document_id = $2 ORDER BY chunk_index`, f.ws, doc.ID)
	if err != nil {
		t.Fatal(err)
	}
	got, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"zero|Intro > Part", "one again|Intro > Part"}; !slices.Equal(got, want) {
		t.Fatalf("chunks %q, want %q", got, want)
	}
	var status source.DocStatus
	if err := f.pool.QueryRow(ctx, `SELECT status FROM documents WHERE workspace_id = $1 AND id = $2`, f.ws, doc.ID).Scan(&status); err != nil || status != source.DocIndexed {
		t.Fatalf("loaded document status %q, %v", status, err)
	}
}
