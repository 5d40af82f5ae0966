// Package evaltest loads a folder of Markdown into a fresh workspace for
// tests outside retrieval that need real search over real documents (the
// agent's, cmd/api's, reembed's), so that each does not carry its own copy.
package evaltest

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/evaluation"
	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/testdb"
)

// Load creates a workspace named name in pool and loads every Markdown file
// under dir into it with e, through the ingest path (evaluation.LoadCorpus);
// it fails the test on any error.
func Load(t testing.TB, ctx context.Context, pool *pgxpool.Pool, name, dir string, e embed.Embedder) (uuid.UUID, corpus.Corpus) {
	t.Helper()
	ws := testdb.NewWorkspace(t, pool, name)
	c, err := evaluation.LoadCorpus(ctx, pool, ws, dir, e)
	if err != nil {
		t.Fatal(err)
	}
	return ws, c
}
