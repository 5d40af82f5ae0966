package main

import (
	"context"
	"testing"
	"time"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/testdb"
)

// An installation indexed by the previous offline default (the hashing
// vectorizer) upgrades to the word vectors (ADR 0042) with nothing
// configured: the API process moves the workspace in the background, builds
// the new model's index, and the workspace then finds a paraphrase the
// hashing setup ranked tenth.
func TestAnInstallOnTheHashingEmbedderMovesToWordVectors(t *testing.T) {
	ctx := context.Background()
	pool, dbURL := testdb.NewWithURL(t)
	ws, err := retrieval.CreateWorkspace(ctx, pool, "handbook")
	if err != nil {
		t.Fatal(err)
	}
	c, err := retrieval.LoadCorpus(ctx, pool, ws, "../../demo/handbook", embed.NewLocal())
	if err != nil {
		t.Fatal(err)
	}
	const question = "How long can a new mum stay home from work on full income?"
	wv, err := embed.NewWordVec()
	if err != nil {
		t.Fatal(err)
	}
	rank := func(s *retrieval.Searcher) int {
		t.Helper()
		res, err := s.Search(ctx, retrieval.Query{WorkspaceID: ws, Text: question, Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		for i, h := range res.Hits {
			if c.Files[h.DocumentID] == "parental-leave.md" {
				return i + 1
			}
		}
		return 0
	}
	if r := rank(retrieval.NewSearcher(pool, embed.NewLocal(), nil, retrieval.Options{})); r >= 1 && r <= 5 {
		t.Fatalf("the hashing setup already ranks the parental leave page %d: the test shows nothing", r)
	}

	startAPIProcess(t, procOptions{env: map[string]string{"DATABASE_URL": dbURL, "ENCRYPTION_KEY": apitest.TestKey,
		"PUBLIC_URL": "http://app.test", "WORKERS": "true"}})
	progress := apitest.ReembedProgress(t, ctx, pool, ws)
	deadline := time.Now().Add(2 * time.Minute)
	for p := progress(); p.Running() || p.Model != embed.WordVecModel; p = progress() {
		if time.Now().After(deadline) {
			t.Fatalf("not moved to %s within two minutes: %+v", embed.WordVecModel, p)
		}
		time.Sleep(50 * time.Millisecond)
	}
	var chunks, moved, staged int
	err = pool.QueryRow(ctx, `SELECT count(*), count(*) FILTER (WHERE embedding_model = $2 AND vector_dims(embedding) = $3),
		(SELECT count(*) FROM chunk_vectors WHERE workspace_id = $1)
		FROM document_chunks WHERE workspace_id = $1`, ws, embed.WordVecModel, embed.WordVecDimensions).Scan(&chunks, &moved, &staged)
	if err != nil || chunks != c.Chunks || moved != c.Chunks || staged != 0 {
		t.Fatalf("%d chunks, %d on the word vectors, %d staged left (err %v); want %d, %d, 0", chunks, moved, staged, err, c.Chunks, c.Chunks)
	}
	var indexed bool
	if err := pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = $1)`,
		retrieval.VectorIndexName(embed.WordVecModel)).Scan(&indexed); err != nil || !indexed {
		t.Fatalf("no HNSW index for %s (err %v)", embed.WordVecModel, err)
	}
	if r := rank(retrieval.NewSearcher(pool, wv, nil, retrieval.Options{})); r < 1 || r > 5 {
		t.Fatalf("after the move the parental leave page ranks %d, want the first five", r)
	}
}
