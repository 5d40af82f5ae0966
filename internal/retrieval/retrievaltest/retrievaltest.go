// Package retrievaltest loads a folder of Markdown into a fresh workspace for
// tests outside retrieval that need real search over real documents (the
// agent's, cmd/api's), so that each does not carry its own copy.
package retrievaltest

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/retrieval"
)

// Load creates a workspace named name in pool and loads every Markdown file
// under dir into it with e; it fails the test on any error.
func Load(t testing.TB, ctx context.Context, pool *pgxpool.Pool, name, dir string, e embed.Embedder) (uuid.UUID, retrieval.Corpus) {
	t.Helper()
	ws, err := retrieval.CreateWorkspace(ctx, pool, name)
	if err != nil {
		t.Fatal(err)
	}
	c, err := retrieval.LoadCorpus(ctx, pool, ws, dir, e)
	if err != nil {
		t.Fatal(err)
	}
	return ws, c
}
