package pass

import (
	"context"
	"fmt"
	"testing"
	"time"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/embed/embedtest"
)

// TestRemoteEmbedderConcurrency: with a remote embedder a pass keeps
// Config.Concurrency requests in flight (one per document being prepared),
// never more, so an endpoint limited to that many concurrent requests is kept
// busy and never refuses one; at 1 the requests go one after the other.
func TestRemoteEmbedderConcurrency(t *testing.T) {
	for _, n := range []int{1, 3} {
		t.Run(fmt.Sprint("concurrency ", n), func(t *testing.T) {
			srv := embedtest.New(0, 40*time.Millisecond)
			t.Cleanup(srv.Close)
			srv.Limit(3)
			remote, err := embed.NewOpenAI(embed.OpenAIConfig{APIKey: "sk-test", BaseURL: srv.BaseURL(), Model: "text-embedding-3-small",
				Dimensions: embed.NewLocal().Dimensions()})
			if err != nil {
				t.Fatal(err)
			}
			fx := newFixture(t, func(c *Config) { c.Embedder, c.Concurrency = remote, n })
			fx.fake.pageSize = 12
			for i := range 12 {
				fx.fake.set(fakeDoc{id: fmt.Sprintf("d%02d", i), title: fmt.Sprint("Doc ", i), body: longDoc(2, fmt.Sprint(i)), updated: t0})
			}
			res := fx.run(t)
			if res.Indexed != 12 || res.Failed != 0 {
				t.Fatalf("pass %+v", res)
			}
			if got := srv.MostInFlight(); got != n {
				t.Fatalf("the endpoint served %d requests at once, want %d", got, n)
			}
			if srv.Refused() != 0 || srv.Requests() != 12 {
				t.Fatalf("%d requests, %d refused; want 12 (one per document), none refused", srv.Requests(), srv.Refused())
			}
			if got := scalar[int](t, fx.pool, `SELECT count(*) FROM document_chunks WHERE workspace_id = $1 AND embedding_model = 'text-embedding-3-small'`, fx.ws); got != 24 {
				t.Fatalf("%d chunks of the remote model, want 24", got)
			}
		})
	}
}

// TestBatchWithABadDocument: documents are written in batches, one
// transaction each; when one document of a batch cannot be saved, the batch
// is written again one document at a time, so only that document fails and
// the others of its batch are indexed.
func TestBatchWithABadDocument(t *testing.T) {
	fx := newFixture(t)
	ctx := context.Background()
	fx.fake.pageSize = 10
	for i := range 10 {
		fx.fake.set(fakeDoc{id: fmt.Sprintf("d%02d", i), title: fmt.Sprint("Doc ", i), body: longDoc(2, fmt.Sprint("t", i)), updated: t0})
	}
	if _, err := fx.pool.Exec(ctx, `
		CREATE FUNCTION refuse_chunk() RETURNS trigger LANGUAGE plpgsql AS $$
		BEGIN RAISE EXCEPTION 'refused'; END $$;
		CREATE TRIGGER refuse_chunk BEFORE INSERT ON document_chunks
			FOR EACH ROW WHEN (NEW.title = 'Doc 6') EXECUTE FUNCTION refuse_chunk()`); err != nil {
		t.Fatal(err)
	}
	res := fx.run(t)
	if res.Indexed != 9 || res.Failed != 1 || res.ChunksWritten != 18 {
		t.Fatalf("pass %+v, want 9 indexed (18 chunks) and Doc 6 failed", res)
	}
	if got := scalar[string](t, fx.pool, `SELECT status || ': ' || COALESCE(error, '') FROM documents WHERE workspace_id = $1 AND external_id = 'd06'`, fx.ws); got != "failed: saving the document's chunks failed" {
		t.Fatalf("Doc 6 is %q", got)
	}
	if got := scalar[int](t, fx.pool, `SELECT count(*) FROM document_chunks WHERE workspace_id = $1`, fx.ws); got != 18 {
		t.Fatalf("%d chunks stored, want 18", got)
	}
	var seen, indexed, failed int
	if err := fx.pool.QueryRow(ctx, `SELECT docs_seen, docs_indexed, docs_failed FROM sources WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source).
		Scan(&seen, &indexed, &failed); err != nil || seen != 10 || indexed != 9 || failed != 1 {
		t.Fatalf("progress seen %d indexed %d failed %d (%v)", seen, indexed, failed, err)
	}
}
