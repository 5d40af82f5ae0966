package pass

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"

	"knowledgestack/internal/chunk/chunktest"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/source"
	"knowledgestack/internal/testdb"
)

// countingEmbedder is the local embedder, counting the inputs it embeds.
type countingEmbedder struct {
	embed.Embedder
	mu     sync.Mutex
	inputs []string
}

func (c *countingEmbedder) Embed(ctx context.Context, in []string) ([][]float32, error) {
	c.mu.Lock()
	c.inputs = append(c.inputs, in...)
	c.mu.Unlock()
	return c.Embedder.Embed(ctx, in)
}

// fakeDoc is a document of the fake provider.
type fakeDoc struct {
	id, title, body string
	updated         time.Time
}

// fakeConnector is an in-memory provider: pages of pageSize documents, the
// cursor being the index of the page's first document. Hooks inject failures.
type fakeConnector struct {
	mu       sync.Mutex
	docs     []fakeDoc
	pageSize int
	hidden   map[string]bool // listed as absent but Exists says true

	onList  func(cursor string) error
	onFetch func(id string) error

	lists, fetches, exists []string
}

func (f *fakeConnector) List(ctx context.Context, cursor string) (Page, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := logCall(&f.lists, cursor, f.onList); err != nil {
		return Page{}, err
	}
	start := 0
	if cursor != "" {
		start, _ = strconv.Atoi(cursor)
	}
	var visible []fakeDoc
	for _, d := range f.docs {
		if !f.hidden[d.id] {
			visible = append(visible, d)
		}
	}
	total := len(visible)
	page := Page{Total: &total}
	end := min(start+f.pageSize, len(visible))
	for _, d := range visible[start:end] {
		page.Items = append(page.Items, Item{ExternalID: d.id, Title: d.title, UpdatedAt: d.updated})
	}
	if end < len(visible) {
		page.NextCursor = strconv.Itoa(end)
	}
	return page, nil
}

func (f *fakeConnector) Fetch(ctx context.Context, id string) (Document, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := logCall(&f.fetches, id, f.onFetch); err != nil {
		return Document{}, err
	}
	for _, d := range f.docs {
		if d.id == id {
			return Document{ExternalID: id, Title: d.title, URL: "https://example.test/" + id, Markdown: d.body, UpdatedAt: d.updated}, nil
		}
	}
	return Document{}, ErrDocumentGone
}

// logCall logs a call of the fake and runs its failure hook (if any); the
// fake's lock is held, so a hook that blocks holds the fake too.
func logCall(log *[]string, arg string, hook func(string) error) error {
	*log = append(*log, arg)
	if hook == nil {
		return nil
	}
	return hook(arg)
}

func (f *fakeConnector) Exists(ctx context.Context, id string) (bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.exists = append(f.exists, id)
	for _, d := range f.docs {
		if d.id == id {
			return true, nil
		}
	}
	return false, nil
}

func (f *fakeConnector) set(d fakeDoc) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for i := range f.docs {
		if f.docs[i].id == d.id {
			f.docs[i] = d
			return
		}
	}
	f.docs = append(f.docs, d)
}

func (f *fakeConnector) remove(id string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for i := range f.docs {
		if f.docs[i].id == id {
			f.docs = append(f.docs[:i], f.docs[i+1:]...)
			return
		}
	}
}

func (f *fakeConnector) reset() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.lists, f.fetches, f.exists = nil, nil, nil
}

// fixture is a test database with one workspace and a provider source.
type fixture struct {
	pool   *pgxpool.Pool
	ws     uuid.UUID
	source uuid.UUID
	fake   *fakeConnector
	emb    *countingEmbedder
	pass   *Pass
	reg    *prometheus.Registry
	m      *metrics.Metrics
}

func newFixture(t *testing.T, tune ...func(*Config)) *fixture {
	t.Helper()
	pool := testdb.New(t)
	fx := &fixture{pool: pool, fake: &fakeConnector{pageSize: 3, hidden: map[string]bool{}},
		emb: &countingEmbedder{Embedder: embed.NewLocal()}, reg: prometheus.NewRegistry()}
	fx.m = metrics.New(fx.reg)
	fx.ws = testdb.NewWorkspace(t, pool, "acme")
	fx.source = newSource(t, pool, fx.ws, "notion", "team-wiki")
	reg := Registry{
		"notion": func(context.Context, source.Source) (Connector, error) { return fx.fake, nil },
		"upload": UploadFactory(pool, 2),
	}
	cfg := Config{Pool: pool, Registry: reg, Chunker: chunktest.Default(t), Embedder: fx.emb, Metrics: fx.m}
	for _, f := range tune {
		f(&cfg)
	}
	p, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	fx.pass = p
	return fx
}

func newSource(t testing.TB, pool *pgxpool.Pool, ws uuid.UUID, provider, ext string) uuid.UUID {
	t.Helper()
	var id uuid.UUID
	if err := pool.QueryRow(context.Background(), `INSERT INTO sources (workspace_id, provider, external_id, name) VALUES ($1, $2, $3, $3) RETURNING id`,
		ws, provider, ext).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// run runs a pass of the fixture's source and fails the test on error.
func (fx *fixture) run(t *testing.T) Result {
	t.Helper()
	fx.emb.mu.Lock()
	fx.emb.inputs = nil
	fx.emb.mu.Unlock()
	res, err := fx.pass.Run(context.Background(), fx.ws, fx.source)
	if err != nil {
		t.Fatalf("pass: %v", err)
	}
	return res
}

// scalar runs a one-value query.
func scalar[T any](t testing.TB, pool *pgxpool.Pool, q string, args ...any) T {
	t.Helper()
	var v T
	if err := pool.QueryRow(context.Background(), q, args...).Scan(&v); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return v
}

// longDoc is a Markdown document of n sections, each its own chunk (well
// above the floor, well under the ceiling). Words differ per section.
func longDoc(n int, tag string) string {
	var b strings.Builder
	b.WriteString("# Handbook " + tag + "\n\n")
	for i := range n {
		fmt.Fprintf(&b, "## Section %d\n\n", i)
		for j := range 90 {
			fmt.Fprintf(&b, "word%d_%d ", i, j)
		}
		b.WriteString("\n\n")
	}
	return b.String()
}

var errBoom = errors.New("boom: connection reset by peer at 10.0.0.7")

// chunkRows returns a document's chunks as index → (id, xmin, hash).
type chunkState struct {
	ID   uuid.UUID
	Xmin uint32
	Hash string
}

func (fx *fixture) chunks(t *testing.T, externalID string) map[int]chunkState {
	t.Helper()
	rows, err := fx.pool.Query(context.Background(), `SELECT c.chunk_index, c.id, c.xmin::text::bigint, c.content_hash
		FROM document_chunks c JOIN documents d ON d.id = c.document_id
		WHERE d.workspace_id = $1 AND d.source_id = $2 AND d.external_id = $3`, fx.ws, fx.source, externalID)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[int]chunkState{}
	for rows.Next() {
		var i int
		var s chunkState
		var x int64
		if err := rows.Scan(&i, &s.ID, &x, &s.Hash); err != nil {
			t.Fatal(err)
		}
		s.Xmin = uint32(x)
		out[i] = s
	}
	return out
}
