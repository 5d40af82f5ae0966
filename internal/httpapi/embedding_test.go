package httpapi_test

import (
	"context"
	"net/http"
	"testing"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/testdb"
)

func TestEmbeddingStatus(t *testing.T) {
	pool := testdb.New(t)
	srv := apitest.Serve(t, apitest.BaseDeps(t, pool, &apitest.LogBuffer{}))
	tn := apitest.NewTenants(t, pool, srv)
	if _, err := pool.Exec(context.Background(), `INSERT INTO workspace_embedding (workspace_id, model, dims, target_model, target_dims, started_at, error)
		VALUES ($1, 'local-hash-v1', 1536, 'text-embedding-3-large', 3072, now(), 'embeddings endpoint: 429')`, tn.WS); err != nil {
		t.Fatal(err)
	}
	type status struct {
		Model       string  `json:"model"`
		TargetModel *string `json:"targetModel"`
		Done, Total int
		StartedAt   *string  `json:"startedAt"`
		Error       *string  `json:"error"`
		Rate        *float64 `json:"chunksPerSecond"`
		Left        *int64   `json:"secondsLeft"`
	}
	var got status
	asMember := apitest.Login(t, pool, srv, tn.Member, tn.WS)
	if code := asMember.JSON("GET", "/sources/embedding", nil, &got); code != http.StatusOK {
		t.Fatalf("member: status %d", code)
	}
	if got.Model != "local-hash-v1" || got.TargetModel == nil || *got.TargetModel != "text-embedding-3-large" ||
		got.StartedAt == nil || got.Error == nil || got.Done != 0 || got.Total != 0 || got.Rate != nil || got.Left != nil {
		t.Fatalf("status %+v", got)
	}
	// After the job's batches of this run: their rate, and the time the rest takes.
	if _, err := pool.Exec(context.Background(), `UPDATE workspace_embedding SET run_started_at = now() - interval '40 seconds', run_staged = 100
		WHERE workspace_id = $1`, tn.WS); err != nil {
		t.Fatal(err)
	}
	got = status{}
	if code := asMember.JSON("GET", "/sources/embedding", nil, &got); code != http.StatusOK || got.Rate == nil || *got.Rate != 2.5 ||
		got.Left == nil || *got.Left != 0 {
		t.Fatalf("after a batch: status %d, %+v", code, got)
	}
	// Another workspace sees its own state only: no move under way.
	asRival := apitest.Login(t, pool, srv, tn.Rival, tn.RivalWS)
	got = status{}
	if code := asRival.JSON("GET", "/sources/embedding", nil, &got); code != http.StatusOK || got.TargetModel != nil || got.Error != nil {
		t.Fatalf("rival: status %d, %+v", code, got)
	}
}
