package connectortest

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"

	"knowledgestack/internal/chunk/chunktest"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/source"
	"knowledgestack/internal/sync/pass"
	"knowledgestack/internal/testdb"
)

// Rig is what every connector's pass test starts from: a test database
// holding the workspace Acme, one user and one credential of the provider
// (its token is the test's token source, so the stored one is a stub).
type Rig struct {
	Pool       *pgxpool.Pool
	WS         uuid.UUID
	Credential uuid.UUID
	Provider   string
}

// NewRig creates the rig's database and rows; credential is the
// credential's external id (the provider's account, team or site).
func NewRig(t testing.TB, provider, credential string) *Rig {
	t.Helper()
	r := &Rig{Pool: testdb.New(t), Provider: provider}
	r.scan(t, &uuid.UUID{}, `INSERT INTO users (email) VALUES ('a@example.com') RETURNING id`)
	r.WS = testdb.NewWorkspace(t, r.Pool, "Acme")
	r.scan(t, &r.Credential, `INSERT INTO source_credentials (workspace_id, provider, external_id, access_token_enc)
		VALUES ($1, $2, $3, '\x00') RETURNING id`, r.WS, provider, credential)
	return r
}

// Source adds a source of the rig's credential; config is its JSON
// configuration (nil: the column's default, {}).
func (r *Rig) Source(t testing.TB, externalID, name string, config []byte) uuid.UUID {
	t.Helper()
	id, err := source.Upsert(context.Background(), r.Pool, source.Spec{WorkspaceID: r.WS, Provider: r.Provider,
		ExternalID: externalID, Name: name, CredentialID: &r.Credential, Config: config})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func (r *Rig) scan(t testing.TB, dst any, sql string, args ...any) {
	t.Helper()
	if err := r.Pool.QueryRow(context.Background(), sql, args...).Scan(dst); err != nil {
		t.Fatal(err)
	}
}

// NewPass builds the sync pass the tests run over pool with reg: the real
// chunker (shared: see chunktest), the local embedder and metrics on a
// registry of their own.
func NewPass(t testing.TB, pool *pgxpool.Pool, reg pass.Registry) *pass.Pass {
	t.Helper()
	p, err := pass.New(pass.Config{Pool: pool, Registry: reg, Chunker: chunktest.Default(t), Embedder: embed.NewLocal(),
		Metrics: metrics.New(prometheus.NewRegistry())})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Doc is a stored document as a test checks it: its row, its chunks'
// text in order, how many there are and their location kinds.
type Doc struct {
	Title, URL, Hash, Status string
	Error                    *string
	IndexedAt                *time.Time
	Text                     string
	Chunks                   int
	Locations                string
}

// Docs are a source's documents by external id.
type Docs map[string]Doc

// Indexed keeps the documents whose status is indexed.
func (d Docs) Indexed() Docs {
	out := Docs{}
	for id, doc := range d {
		if doc.Status == "indexed" {
			out[id] = doc
		}
	}
	return out
}

// ReadDocs reads every document of a source with its chunks.
func ReadDocs(t testing.TB, pool *pgxpool.Pool, ws, src uuid.UUID) Docs {
	t.Helper()
	rows, err := pool.Query(context.Background(), `
		SELECT d.external_id, d.title, d.url, d.content_hash, d.status, d.error, d.indexed_at,
		       COALESCE((SELECT string_agg(content, ' ' ORDER BY chunk_index) FROM document_chunks c
		                 WHERE c.workspace_id = $1 AND c.document_id = d.id), ''),
		       (SELECT count(*) FROM document_chunks c WHERE c.workspace_id = $1 AND c.document_id = d.id),
		       COALESCE((SELECT string_agg(location_kind, ' ') FROM document_chunks c WHERE c.workspace_id = $1 AND c.document_id = d.id), '')
		FROM documents d WHERE d.workspace_id = $1 AND d.source_id = $2`, ws, src)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := Docs{}
	for rows.Next() {
		var id string
		var d Doc
		if err := rows.Scan(&id, &d.Title, &d.URL, &d.Hash, &d.Status, &d.Error, &d.IndexedAt, &d.Text, &d.Chunks, &d.Locations); err != nil {
			t.Fatal(err)
		}
		out[id] = d
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// SourceState is a source's document count, status and last error ("" when none).
func SourceState(t testing.TB, pool *pgxpool.Pool, ws, src uuid.UUID) (docs int, status, lastError string) {
	t.Helper()
	var le *string
	if err := pool.QueryRow(context.Background(), `SELECT
		(SELECT count(*) FROM documents d WHERE d.workspace_id = $1 AND d.source_id = s.id), s.status, s.last_error
		FROM sources s WHERE s.workspace_id = $1 AND s.id = $2`, ws, src).Scan(&docs, &status, &le); err != nil {
		t.Fatal(err)
	}
	if le != nil {
		lastError = *le
	}
	return docs, status, lastError
}
