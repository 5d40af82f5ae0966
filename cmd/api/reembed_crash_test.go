package main

import (
	"context"
	"testing"
	"time"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/reembed"
)

// kill -9 of the API while it moves a workspace to a new embedding model: the
// restarted process resumes with the chunks still missing, then switches.
// Every chunk ends with exactly one vector of the new model; the embeddings
// server saw each chunk at most twice (once more only for the batch in flight
// when the process died, never committed), and search stayed on the old
// model until the switch.
func TestKilledReembeddingResumesWhereItStopped(t *testing.T) {
	ctx := context.Background()
	h := newHashedHandbook(t, ctx)
	pool, dbURL, ws, c := h.pool, h.dbURL, h.ws, h.corpus
	// The provider answers the job's first batch and holds the next, so the
	// kill lands mid-job however fast or loaded the machine is (a provider
	// that was merely slow let a busy run finish before the kill).
	srv := embedtest.New(768, 0)
	defer srv.Close()
	srv.Gate(func(string, []string) bool { return true })
	srv.Allow(1)
	env := map[string]string{"DATABASE_URL": dbURL, "ENCRYPTION_KEY": apitest.TestKey, "PUBLIC_URL": "http://app.test",
		"EMBEDDER": "openai", "EMBEDDING_MODEL": "fake-embed-768", "EMBEDDING_DIMENSIONS": "768",
		"EMBEDDING_BASE_URL": srv.BaseURL(), "EMBEDDING_API_KEY": "sk-test", "WORKERS": "true"}
	progress := apitest.ReembedProgress(t, ctx, pool, ws)

	first := startAPIProcess(t, procOptions{env: env})
	deadline := time.Now().Add(time.Minute)
	for p := progress(); p.Done < reembed.DefaultBatch || srv.Waiting() == 0; p = progress() {
		if time.Now().After(deadline) {
			t.Fatalf("no batch staged, or the next not asked for, within a minute: %+v, %d waiting", p, srv.Waiting())
		}
		time.Sleep(10 * time.Millisecond)
	}
	first.kill()
	srv.Open() // for the restarted process
	mid := progress()
	t.Logf("killed at %d of %d chunks", mid.Done, mid.Total)
	if !mid.Running() || mid.Model != embed.LocalModel || mid.Done >= mid.Total || mid.Total != c.Chunks {
		t.Fatalf("after the kill: %+v, want a partial move still searching %s", mid, embed.LocalModel)
	}
	// The checkpoint committed with the last batch (ADR 0064): it is the
	// largest chunk id with a staged vector, and the job's count matches.
	var atLast bool
	var staged int
	if err := pool.QueryRow(ctx, `SELECT e.checkpoint = (SELECT max(v.chunk_id::text)::uuid FROM chunk_vectors v WHERE v.workspace_id = $1), e.staged
		FROM workspace_embedding e WHERE e.workspace_id = $1`, ws).Scan(&atLast, &staged); err != nil {
		t.Fatal(err)
	}
	if !atLast || staged != mid.Done || mid.Rate <= 0 || mid.Left <= 0 {
		t.Fatalf("after the kill: checkpoint at the last staged chunk %v, %d staged, progress %+v; want the checkpoint there, %d staged, a rate and a time left",
			atLast, staged, mid, mid.Done)
	}

	startAPIProcess(t, procOptions{env: env})
	deadline = time.Now().Add(2 * time.Minute)
	for p := progress(); p.Running(); p = progress() {
		if p.Done < mid.Done {
			t.Fatalf("progress went back from %d to %d: staged batches were lost", mid.Done, p.Done)
		}
		if time.Now().After(deadline) {
			t.Fatalf("not switched within two minutes of the restart: %+v", p)
		}
		time.Sleep(50 * time.Millisecond)
	}
	end := progress()
	if end.Model != "fake-embed-768" || end.Done != c.Chunks || end.Total != c.Chunks {
		t.Fatalf("after the restart: %+v, want all %d chunks on fake-embed-768", end, c.Chunks)
	}
	h.requireAllMoved(t, ctx, "fake-embed-768", 768)
	total, most := srv.Inputs()
	t.Logf("the embeddings server embedded %d inputs for %d chunks", total, c.Chunks)
	if most > 2 || total > c.Chunks+reembed.DefaultBatch {
		t.Fatalf("%d inputs embedded for %d chunks (one text %d times): more than the batch lost in the kill was redone", total, c.Chunks, most)
	}
}
