// Package testdb gives each test its own PostgreSQL database on the local
// cluster, cloned from a template built once from the real migrations. A
// test that cannot reach the cluster fails with instructions; it never skips.
package testdb

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/config"
	"knowledgestack/internal/db"
	"knowledgestack/migrations"
)

// AdminURL is the maintenance database of the test cluster: KS_TEST_DATABASE_URL,
// or the local cluster scripts/db.sh starts (password KS_PG_PASSWORD from .env.local).
func AdminURL() string {
	if u := os.Getenv("KS_TEST_DATABASE_URL"); u != "" {
		return u
	}
	return config.LocalDatabaseURL(os.Getenv, "postgres")
}

// New returns a pool on a fresh, fully migrated database that is dropped when
// the test ends.
func New(t testing.TB) *pgxpool.Pool {
	pool, _ := NewWithURL(t)
	return pool
}

// NewWithURL is New, also returning the database's URL for code that opens its own pool.
func NewWithURL(t testing.TB) (*pgxpool.Pool, string) {
	t.Helper()
	return newDatabase(t, 8)
}

// NewSized is New with a pool of exactly maxConns connections, for tests of
// what happens when the pool runs out.
func NewSized(t testing.TB, maxConns int32) *pgxpool.Pool {
	t.Helper()
	pool, _ := newDatabase(t, maxConns)
	return pool
}

// newDatabase clones the migrated template into a fresh database, dropped
// when the test ends, and opens a pool of maxConns on it.
func newDatabase(t testing.TB, maxConns int32) (*pgxpool.Pool, string) {
	t.Helper()
	tmpl := Template(t, "ks_template_"+migrationsHash(t), func(ctx context.Context, dbURL string) error {
		pool, err := db.Open(ctx, dbURL, 2)
		if err != nil {
			return err
		}
		defer pool.Close()
		return db.Migrate(ctx, pool, slog.New(slog.NewTextHandler(io.Discard, nil)))
	})
	dbURL := Clone(t, tmpl)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	pool, err := db.Open(ctx, dbURL, maxConns)
	if err != nil {
		t.Fatalf("testdb: open clone: %v", err)
	}
	t.Cleanup(pool.Close)
	return pool, dbURL
}

// Template makes sure the database name exists, building it with build under
// an advisory lock the first time (concurrent test binaries wait for one
// another), and returns its name.
func Template(t testing.TB, name string, build func(ctx context.Context, dbURL string) error) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	admin := connect(t, ctx)
	defer admin.Close(ctx)
	if _, err := admin.Exec(ctx, `SELECT pg_advisory_lock(hashtext('ks_testdb_template'))`); err != nil {
		t.Fatalf("testdb: lock: %v", err)
	}
	defer admin.Exec(context.Background(), `SELECT pg_advisory_unlock(hashtext('ks_testdb_template'))`)
	var exists bool
	if err := admin.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)`, name).Scan(&exists); err != nil {
		t.Fatalf("testdb: look up template: %v", err)
	}
	if exists {
		return name
	}
	// Build under a scratch name and rename, so a half-built template is never cloned.
	scratch := name + "_build"
	ident := pgx.Identifier{scratch}.Sanitize()
	_, _ = admin.Exec(ctx, `DROP DATABASE IF EXISTS `+ident+` WITH (FORCE)`)
	if _, err := admin.Exec(ctx, `CREATE DATABASE `+ident); err != nil {
		t.Fatalf("testdb: create template: %v", err)
	}
	if err := build(ctx, withDatabase(t, scratch)); err != nil {
		t.Fatalf("testdb: build template %s: %v", name, err)
	}
	if _, err := admin.Exec(ctx, `ALTER DATABASE `+ident+` RENAME TO `+pgx.Identifier{name}.Sanitize()); err != nil {
		t.Fatalf("testdb: rename template: %v", err)
	}
	return name
}

// Clone creates a new database from template, drops it when the test ends and
// returns its URL.
func Clone(t testing.TB, template string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	admin := connect(t, ctx)
	defer admin.Close(ctx)
	name := "ks_test_" + randomHex(6)
	var err error
	for attempt := 0; attempt < 20; attempt++ {
		// Another session briefly connected to the template makes CREATE fail; retry.
		_, err = admin.Exec(ctx, `CREATE DATABASE `+pgx.Identifier{name}.Sanitize()+` TEMPLATE `+pgx.Identifier{template}.Sanitize())
		if err == nil || !strings.Contains(err.Error(), "being accessed by other users") {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	if err != nil {
		t.Fatalf("testdb: clone %s: %v", template, err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		c, err := pgx.Connect(ctx, AdminURL())
		if err != nil {
			return
		}
		defer c.Close(ctx)
		_, _ = c.Exec(ctx, `DROP DATABASE IF EXISTS `+pgx.Identifier{name}.Sanitize()+` WITH (FORCE)`)
	})
	return withDatabase(t, name)
}

func connect(t testing.TB, ctx context.Context) *pgx.Conn {
	t.Helper()
	c, err := pgx.Connect(ctx, AdminURL())
	if err != nil {
		t.Fatalf("testdb: cannot reach the test PostgreSQL at %s (%v).\n"+
			"Start it with `scripts/db.sh start` (make test does this), or set KS_TEST_DATABASE_URL.", AdminURL(), err)
	}
	return c
}

func withDatabase(t testing.TB, name string) string {
	u, err := url.Parse(AdminURL())
	if err != nil {
		t.Fatalf("testdb: bad KS_TEST_DATABASE_URL: %v", err)
	}
	u.Path = "/" + name
	return u.String()
}

func migrationsHash(t testing.TB) string {
	h := sha256.New()
	err := fs.WalkDir(migrations.FS, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(migrations.FS, path)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s\x00%s\x00", path, b)
		return nil
	})
	if err != nil {
		t.Fatalf("testdb: hash migrations: %v", err)
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
