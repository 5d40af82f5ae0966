package workspace

import (
	"context"
	"crypto/rand"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
)

// CreateScratch inserts a workspace without members for a program's own use
// (the retrieval evaluation, the benchmarks): nobody can sign into it, and
// its slug carries a random suffix so scratch workspaces never collide. It
// returns the workspace's id; DeleteScratch removes it with everything in it.
func CreateScratch(ctx context.Context, pool *pgxpool.Pool, name string) (uuid.UUID, error) {
	code, err := NewJoinCode()
	if err != nil {
		return uuid.Nil, fmt.Errorf("create workspace: join code: %w", err)
	}
	slug := Slugify(name) + "-" + strings.ToLower(rand.Text()[:10])
	var id uuid.UUID
	err = pool.QueryRow(ctx, `INSERT INTO workspaces (name, slug, join_code) VALUES ($1, $2, $3) RETURNING id`,
		name, slug, code).Scan(&id)
	if err != nil {
		return uuid.Nil, fmt.Errorf("create workspace: %w", err)
	}
	return id, nil
}

// DeleteScratch deletes a workspace CreateScratch made, and (by cascade)
// everything stored in it.
func DeleteScratch(ctx context.Context, pool *pgxpool.Pool, id uuid.UUID) error {
	if _, err := pool.Exec(ctx, `DELETE FROM workspaces WHERE id = $1`, id); err != nil {
		return fmt.Errorf("delete workspace: %w", err)
	}
	return nil
}
