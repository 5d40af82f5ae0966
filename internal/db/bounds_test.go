package db_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"knowledgestack/internal/db"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/testdb"
)

// A database that accepts connections and never answers (a hung host, a
// black-holed network) fails Open within the connect timeout, as an outage.
func TestOpenGivesUpOnASilentServer(t *testing.T) {
	addr := testdb.SilentAddr(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	start := time.Now()
	_, err := db.Open(ctx, "postgres://nobody:pw@"+addr+"/x?sslmode=disable", 2)
	took := time.Since(start)
	if err == nil || !errs.Unreachable(err) {
		t.Fatalf("open of a silent server: %v", err)
	}
	if took > db.ConnectTimeout+db.AcquireTimeout+2*time.Second {
		t.Fatalf("open of a silent server took %s", took)
	}
}

// A caller without a deadline of its own still stops waiting for a pooled
// connection after AcquireTimeout, with an error counted as an outage.
func TestAcquireIsBounded(t *testing.T) {
	pool := testdb.NewSized(t, 1)
	ctx := context.Background()
	held, err := pool.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err = pool.Exec(ctx, `SELECT 1`)
	took := time.Since(start)
	held.Release()
	if !errors.Is(err, context.DeadlineExceeded) || !errs.Unreachable(err) {
		t.Fatalf("acquire from an exhausted pool: %v", err)
	}
	if took < db.AcquireTimeout-100*time.Millisecond || took > db.AcquireTimeout+2*time.Second {
		t.Fatalf("acquire gave up after %s, want about %s", took, db.AcquireTimeout)
	}
	// The deadline was Acquire's only: a statement longer than it runs to the end.
	var slept string
	if err := pool.QueryRow(ctx, `SELECT pg_sleep($1)::text`, (db.AcquireTimeout + time.Second).Seconds()).Scan(&slept); err != nil {
		t.Fatalf("a statement longer than the acquire timeout: %v", err)
	}
}
