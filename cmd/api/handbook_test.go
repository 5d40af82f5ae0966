package main

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/evaluation/evaltest"
	"knowledgestack/internal/testdb"
)

// hashedHandbook is a fresh database holding the demo handbook in one
// workspace, indexed by the hashing vectorizer: the starting point of a move
// to another embedding model.
type hashedHandbook struct {
	pool   *pgxpool.Pool
	dbURL  string
	ws     uuid.UUID
	corpus corpus.Corpus
}

func newHashedHandbook(t *testing.T, ctx context.Context) hashedHandbook {
	t.Helper()
	pool, dbURL := testdb.NewWithURL(t)
	ws, c := evaltest.Load(t, ctx, pool, "handbook", "../../demo/handbook", embed.NewLocal())
	return hashedHandbook{pool: pool, dbURL: dbURL, ws: ws, corpus: c}
}

// requireAllMoved fails unless every chunk of the workspace carries exactly
// one vector, of model at dims, and nothing is left staged.
func (h hashedHandbook) requireAllMoved(t *testing.T, ctx context.Context, model string, dims int) {
	t.Helper()
	var chunks, moved, staged int
	err := h.pool.QueryRow(ctx, `SELECT count(*), count(*) FILTER (WHERE embedding_model = $2 AND vector_dims(embedding) = $3),
		(SELECT count(*) FROM chunk_vectors WHERE workspace_id = $1)
		FROM document_chunks WHERE workspace_id = $1`, h.ws, model, dims).Scan(&chunks, &moved, &staged)
	if err != nil || chunks != h.corpus.Chunks || moved != h.corpus.Chunks || staged != 0 {
		t.Fatalf("%d chunks, %d on %s, %d staged left (err %v); want %d, %d, 0", chunks, moved, model, staged, err, h.corpus.Chunks, h.corpus.Chunks)
	}
}
