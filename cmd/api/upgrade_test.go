package main

import (
	"context"
	"testing"
	"time"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/vectorindex"
)

// An installation indexed by the previous offline default (the hashing
// vectorizer) upgrades to the word vectors (ADR 0042) with nothing
// configured: the API process moves the workspace in the background, builds
// the new model's index, and the workspace then finds a paraphrase the
// hashing setup ranked tenth.
func TestAnInstallOnTheHashingEmbedderMovesToWordVectors(t *testing.T) {
	ctx := context.Background()
	h := newHashedHandbook(t, ctx)
	pool, ws, c := h.pool, h.ws, h.corpus
	const question = "How long can a new mum stay home from work on full income?"
	wv := embedtest.WordVec()
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

	startAPIProcess(t, procOptions{env: map[string]string{"DATABASE_URL": h.dbURL, "ENCRYPTION_KEY": apitest.TestKey,
		"PUBLIC_URL": "http://app.test", "WORKERS": "true"}})
	progress := apitest.ReembedProgress(t, ctx, pool, ws)
	deadline := time.Now().Add(2 * time.Minute)
	for p := progress(); p.Running() || p.Model != embed.WordVecModel; p = progress() {
		if time.Now().After(deadline) {
			t.Fatalf("not moved to %s within two minutes: %+v", embed.WordVecModel, p)
		}
		time.Sleep(50 * time.Millisecond)
	}
	h.requireAllMoved(t, ctx, embed.WordVecModel, embed.WordVecDimensions)
	var indexed bool
	if err := pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = $1)`,
		vectorindex.Name(embed.WordVecModel)).Scan(&indexed); err != nil || !indexed {
		t.Fatalf("no HNSW index for %s (err %v)", embed.WordVecModel, err)
	}
	if r := rank(retrieval.NewSearcher(pool, wv, nil, retrieval.Options{})); r < 1 || r > 5 {
		t.Fatalf("after the move the parental leave page ranks %d, want the first five", r)
	}
}
