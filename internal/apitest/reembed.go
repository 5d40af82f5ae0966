package apitest

import (
	"context"
	"testing"

	"knowledgestack/internal/reembed"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
)

// ReembedProgress returns a probe of ws's move to a new embedding model, for
// tests that poll it while the API's workers re-embed; a failed read fails
// the test.
func ReembedProgress(t testing.TB, ctx context.Context, pool *pgxpool.Pool, ws uuid.UUID) func() reembed.Progress {
	return func() reembed.Progress {
		t.Helper()
		p, err := reembed.ProgressOf(ctx, pool, ws)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
}
