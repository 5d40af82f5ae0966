// Package dbconntest gives tests a realistic business database to register: a clone of the pagila sample database
// (built once into a template from testdata/pagila-schema-and-data.sql.gz) and login roles to register it with.
package dbconntest

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/testdb"
)

const (
	// ReaderRole may log in to every pagila clone and holds every privilege on its tables and sequences, so that
	// only the read-only layers stand between the tools and a write.
	ReaderRole = "ks_pagila_reader"
	// ReaderPassword is the password of ReaderRole and SignallerRole.
	ReaderPassword = "Pagila-Reader-s3cret-9f2c"
	// SignallerRole is a login role that is a member of pg_signal_backend, which registration must refuse.
	SignallerRole = "ks_pagila_signaller"
	// TemplateName is the template database the clones come from.
	TemplateName = "ks_pagila_template"
)

// Pagila returns the superuser URL of a fresh pagila clone, dropped when the test ends.
func Pagila(t testing.TB) string {
	t.Helper()
	_, here, _, _ := runtime.Caller(0)
	file := filepath.Join(filepath.Dir(here), "testdata", "pagila-schema-and-data.sql.gz")
	tmpl := testdb.Template(t, TemplateName, func(ctx context.Context, dbURL string) error {
		dump, err := os.Open(file)
		if err != nil {
			return err
		}
		defer dump.Close()
		sql, err := gzip.NewReader(dump)
		if err != nil {
			return err
		}
		load := exec.CommandContext(ctx, "psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", dbURL)
		load.Stdin = sql
		out, err := load.CombinedOutput()
		if err != nil {
			return errors.New("load pagila: " + string(out))
		}
		c, err := pgx.Connect(ctx, dbURL)
		if err != nil {
			return err
		}
		defer c.Close(ctx)
		_, err = c.Exec(ctx, "ANALYZE")
		return err
	})
	dbURL := testdb.Clone(t, tmpl)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		t.Fatalf("connect to pagila clone: %v", err)
	}
	defer c.Close(ctx)
	ensureRole(t, c, ReaderRole, "")
	ensureRole(t, c, SignallerRole, "pg_signal_backend")
	for _, q := range []string{
		"GRANT ALL ON ALL TABLES IN SCHEMA public TO " + ReaderRole,
		"GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO " + ReaderRole,
		"GRANT CREATE ON SCHEMA public TO " + ReaderRole,
		"GRANT SELECT ON ALL TABLES IN SCHEMA public TO " + SignallerRole,
	} {
		if _, err := c.Exec(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	return dbURL
}

// SuperuserPassword is the password of the test cluster's superuser postgres (from testdb.AdminURL), so that tests
// can show a superuser is refused for being one, not for a wrong password.
func SuperuserPassword(t testing.TB) string {
	t.Helper()
	u, err := url.Parse(testdb.AdminURL())
	if err != nil {
		t.Fatal(err)
	}
	pw, _ := u.User.Password()
	return pw
}

// Target splits a database URL into what a registration names.
func Target(t testing.TB, dbURL string) (host string, port int, database string) {
	t.Helper()
	u, err := url.Parse(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	port, _ = strconv.Atoi(u.Port())
	return u.Hostname(), port, u.Path[1:]
}

var roleMu sync.Mutex

// ensureRole creates a cluster-wide login role once; concurrent test binaries may race, so a duplicate is fine.
func ensureRole(t testing.TB, c *pgx.Conn, name, member string) {
	t.Helper()
	roleMu.Lock()
	defer roleMu.Unlock()
	ctx := context.Background()
	var exists bool
	if err := c.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1)`, name).Scan(&exists); err != nil {
		t.Fatal(err)
	}
	if exists {
		return
	}
	q := "CREATE ROLE " + pgx.Identifier{name}.Sanitize() + " LOGIN PASSWORD '" + ReaderPassword + "'"
	if member != "" {
		q += " IN ROLE " + member
	}
	if _, err := c.Exec(ctx, q); err != nil && !bytes.Contains([]byte(err.Error()), []byte("already exists")) {
		t.Fatalf("create role %s: %v", name, err)
	}
}
