package db_test

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"knowledgestack/internal/db"
	"knowledgestack/internal/testdb"
)

// Migration 00020 replaces every 8-character (40-bit) join code with a fresh
// 13-character one of the join-code alphabet, distinct per workspace.
func TestMigrationReplacesShortJoinCodes(t *testing.T) {
	const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789" // workspace.CodeAlphabet (db must not import workspace)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	empty := testdb.Template(t, "ks_template_empty", func(context.Context, string) error { return nil })
	pool, err := db.Open(ctx, testdb.Clone(t, empty), 4)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	p, sqlDB, err := db.Provider(pool)
	if err != nil {
		t.Fatal(err)
	}
	defer sqlDB.Close()
	if _, err := p.UpTo(ctx, 19); err != nil {
		t.Fatal(err)
	}
	old := []string{"ABCDEFGH", "JKMNPQRS", "TUVWXYZ2"}
	for i, code := range old {
		if _, err := pool.Exec(ctx, `INSERT INTO workspaces (name, slug, join_code) VALUES ($1, $1, $2)`, "w"+code, code); err != nil {
			t.Fatalf("workspace %d: %v", i, err)
		}
	}
	if err := db.Migrate(ctx, pool, slog.New(slog.NewTextHandler(io.Discard, nil))); err != nil {
		t.Fatal(err)
	}
	rows, err := pool.Query(ctx, `SELECT join_code FROM workspaces`)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for rows.Next() {
		var code string
		if err := rows.Scan(&code); err != nil {
			t.Fatal(err)
		}
		if len(code) != 13 || strings.Trim(code, alphabet) != "" || seen[code] {
			t.Fatalf("join code %q after the migration (seen before: %v)", code, seen[code])
		}
		seen[code] = true
	}
	if rows.Err() != nil || len(seen) != len(old) {
		t.Fatalf("%d codes, %v", len(seen), rows.Err())
	}
	if _, err := pool.Exec(ctx, `INSERT INTO workspaces (name, slug, join_code) VALUES ('x', 'x', 'ABCDEFGH')`); err == nil {
		t.Fatal("an 8-character join code can still be stored")
	}
}
