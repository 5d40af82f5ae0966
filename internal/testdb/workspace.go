package testdb

import (
	"context"
	"crypto/rand"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
)

// NewWorkspace inserts a workspace named name with a fresh slug and join code
// and returns its id: the one copy of this fixture (ADR 0023). Members, if a
// test needs them, are its own to add (apitest.NewWorkspace adds an owner).
func NewWorkspace(t testing.TB, pool *pgxpool.Pool, name string) uuid.UUID {
	t.Helper()
	code := strings.ToUpper(rand.Text()[:13])
	var id uuid.UUID
	err := pool.QueryRow(context.Background(), `INSERT INTO workspaces (name, slug, join_code) VALUES ($1, $2, $3) RETURNING id`,
		name, strings.ToLower(name)+"-"+strings.ToLower(code), code).Scan(&id)
	if err != nil {
		t.Fatalf("create workspace %q: %v", name, err)
	}
	return id
}
