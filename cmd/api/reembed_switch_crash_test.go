package main

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/reembed"
	"knowledgestack/internal/retrieval"
)

// kill -9 of the API in the middle of a move's switch (ADR 0071). The switch
// flips the workspace's model in one short transaction and then settles the
// staged vectors into the chunks SettleBatch at a time: what settled before
// the kill stays settled, search answers from the new model through the kill
// (the chunks not yet settled through their staged vectors), and the
// restarted process finishes the settling without embedding anything again.
// Before, the switch rewrote every chunk in one transaction, so a kill undid
// all of it and search stayed on the old model.
func TestKilledSwitchKeepsWhatSettledAndResumes(t *testing.T) {
	ctx := context.Background()
	h := newHashedHandbook(t, ctx)
	pool, dbURL, ws, c := h.pool, h.dbURL, h.ws, h.corpus
	if c.Chunks <= reembed.SettleBatch {
		t.Fatalf("%d chunks: the switch must take more than one settling batch (%d)", c.Chunks, reembed.SettleBatch)
	}
	const model = "fake-embed-768"
	srv := embedtest.New(768, 0)
	defer srv.Close()
	env := map[string]string{"DATABASE_URL": dbURL, "ENCRYPTION_KEY": apitest.TestKey, "PUBLIC_URL": "http://app.test",
		"EMBEDDER": "openai", "EMBEDDING_MODEL": model, "EMBEDDING_DIMENSIONS": "768",
		"EMBEDDING_BASE_URL": srv.BaseURL(), "EMBEDDING_API_KEY": "sk-test", "WORKERS": "true"}
	progress := apitest.ReembedProgress(t, ctx, pool, ws)
	onModel := func() (moved, staged int) {
		t.Helper()
		if err := pool.QueryRow(ctx, `SELECT count(*) FILTER (WHERE embedding_model = $2),
			(SELECT count(*) FROM chunk_vectors WHERE workspace_id = $1 AND embedding_model = $2)
			FROM document_chunks WHERE workspace_id = $1`, ws, model).Scan(&moved, &staged); err != nil {
			t.Fatal(err)
		}
		return moved, staged
	}

	// The provider answers the job's first batch and holds the next: the
	// job has built the staged vectors' index by then (CREATE INDEX
	// CONCURRENTLY waits for every older transaction, the holder's below
	// included).
	srv.Gate(func(string, []string) bool { return true })
	srv.Allow(1)
	first := startAPIProcess(t, procOptions{env: env})
	deadline := time.Now().Add(time.Minute)
	for p := progress(); p.Done < reembed.DefaultBatch || srv.Waiting() == 0; p = progress() {
		if time.Now().After(deadline) {
			t.Fatalf("no batch staged, or the next not asked for, within a minute: %+v, %d waiting", p, srv.Waiting())
		}
		time.Sleep(10 * time.Millisecond)
	}
	// The workspace's last chunk (by id, so in the switch's last settling
	// batch) is held FOR NO KEY UPDATE: staging passes it (its foreign key
	// check takes FOR KEY SHARE), the settling's UPDATE waits for it, so the
	// kill lands mid-switch however fast or loaded the machine is.
	holder, err := pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = holder.Rollback(ctx) }()
	var last uuid.UUID
	if err := holder.QueryRow(ctx, `SELECT id FROM document_chunks WHERE workspace_id = $1 ORDER BY id DESC LIMIT 1 FOR NO KEY UPDATE`, ws).Scan(&last); err != nil {
		t.Fatal(err)
	}
	srv.Open()
	deadline = time.Now().Add(2 * time.Minute)
	for {
		p := progress()
		moved, _ := onModel()
		if p.Settling != "" && moved >= reembed.SettleBatch {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no part of the switch committed within two minutes: %+v, %d of %d chunks on %s", p, moved, c.Chunks, model)
		}
		time.Sleep(20 * time.Millisecond)
	}
	first.kill()

	mid := progress()
	moved, staged := onModel()
	t.Logf("killed with %d of %d chunks settled, %d staged", moved, c.Chunks, staged)
	if mid.Model != model || mid.Target != "" || mid.Settling != embed.LocalModel || !mid.Running() || mid.Done != c.Chunks {
		t.Fatalf("after the kill: %+v, want search on %s, settling from %s", mid, model, embed.LocalModel)
	}
	if moved != reembed.SettleBatch || moved+staged != c.Chunks {
		t.Fatalf("after the kill: %d chunks settled and %d staged, want %d settled (one batch) and the other %d staged",
			moved, staged, reembed.SettleBatch, c.Chunks-reembed.SettleBatch)
	}
	embedded, _ := srv.Inputs()
	if embedded != c.Chunks {
		t.Fatalf("%d inputs embedded for %d chunks before the kill", embedded, c.Chunks)
	}
	// Search answers from the new model in this half-settled state: the
	// question goes to the new model and its vector arm finds the leave
	// policy, whichever side of the kill its chunks were settled on.
	target, err := embed.NewOpenAI(embed.OpenAIConfig{APIKey: "sk-test", BaseURL: srv.BaseURL(), Model: model, Dimensions: 768})
	if err != nil {
		t.Fatal(err)
	}
	searcher := retrieval.NewSearcher(pool, target, nil, retrieval.Options{})
	ask := func() {
		t.Helper()
		res, err := searcher.Search(ctx, retrieval.Query{WorkspaceID: ws, Text: "How many days of annual leave do employees get?", Limit: 5})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Hits) == 0 || c.Files[res.Hits[0].DocumentID] != "leave-policy.md" || res.Hits[0].VectorRank == 0 {
			t.Fatalf("hits %+v, want leave-policy.md first, found by the vector arm too", res.Hits)
		}
	}
	ask()
	// Released, the dead process's statement may still commit its batch (a
	// backend learns that its client is gone when it answers): that is the
	// batch in flight, settled or not as a whole.
	if err := holder.Rollback(ctx); err != nil {
		t.Fatal(err)
	}

	startAPIProcess(t, procOptions{env: env})
	deadline = time.Now().Add(2 * time.Minute)
	for p := progress(); p.Running(); p = progress() {
		if time.Now().After(deadline) {
			t.Fatalf("not settled within two minutes of the restart: %+v", p)
		}
		time.Sleep(50 * time.Millisecond)
	}
	h.requireAllMoved(t, ctx, model, 768)
	ask()
	if total, _ := srv.Inputs(); total != embedded+2 {
		t.Fatalf("%d inputs embedded after the kill, want only the two questions: the restart embedded chunks again", total-embedded)
	}
}
