package errs_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/testdb"
)

// Every error here is produced for real (a refused port, a silent server, a
// terminated backend, an exhausted pool), so a pgx upgrade that changes how
// they are wrapped fails this test rather than a user's request.
func TestUnreachableRecognisesRealConnectionFailures(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	pool, url := testdb.NewWithURL(t)

	t.Run("refused connection", func(t *testing.T) {
		_, err := pgx.Connect(ctx, "postgres://nobody@"+testdb.FreeAddr(t)+"/x?sslmode=disable&connect_timeout=2")
		wantOutage(t, err)
	})

	t.Run("server that never answers the startup", func(t *testing.T) {
		addr := testdb.SilentAddr(t)
		start := time.Now()
		_, err := pgx.Connect(ctx, "postgres://nobody@"+addr+"/x?sslmode=disable&connect_timeout=1")
		if d := time.Since(start); d > 5*time.Second {
			t.Fatalf("connect_timeout=1 took %s", d)
		}
		wantOutage(t, err)
	})

	t.Run("backend terminated under a connection", func(t *testing.T) {
		conn, err := pgx.Connect(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close(ctx)
		// With a timeout it returns once the backend has exited (a fixed
		// pause could end, on a slow machine, before the backend did).
		var gone bool
		if err := pool.QueryRow(ctx, `SELECT pg_terminate_backend($1, 10000)`, conn.PgConn().PID()).Scan(&gone); err != nil || !gone {
			t.Fatalf("terminate the backend: exited %v, %v", gone, err)
		}
		var one int
		err = conn.QueryRow(ctx, `SELECT 1`).Scan(&one)
		wantOutage(t, fmt.Errorf("load thing: %w", err))
		// The connection is now closed: using it again is unreachable too.
		_, err = conn.Exec(ctx, `SELECT 1`)
		wantOutage(t, err)
	})

	t.Run("deadline while every pooled connection is busy", func(t *testing.T) {
		cfg, err := pgxpool.ParseConfig(url)
		if err != nil {
			t.Fatal(err)
		}
		cfg.MaxConns = 1
		small, err := pgxpool.NewWithConfig(ctx, cfg)
		if err != nil {
			t.Fatal(err)
		}
		defer small.Close()
		held, err := small.Acquire(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer held.Release()
		short, cancelShort := context.WithTimeout(ctx, 100*time.Millisecond)
		defer cancelShort()
		_, err = small.Exec(short, `SELECT 1`)
		wantOutage(t, err)
	})

	t.Run("statements the server refused are not outages", func(t *testing.T) {
		if _, err := pool.Exec(ctx, `CREATE TABLE t (id int PRIMARY KEY)`); err != nil {
			t.Fatal(err)
		}
		_, _ = pool.Exec(ctx, `INSERT INTO t VALUES (1)`)
		_, dup := pool.Exec(ctx, `INSERT INTO t VALUES (1)`)
		_, syntax := pool.Exec(ctx, `SELEC 1`)
		noRows := pool.QueryRow(ctx, `SELECT id FROM t WHERE id = 2`).Scan(new(int))
		_, httpDown := http.Get("http://" + testdb.FreeAddr(t) + "/token")
		gone, cancelGone := context.WithCancel(ctx)
		cancelGone()
		_, cancelled := pool.Exec(gone, `SELECT 1`)
		for name, err := range map[string]error{"unique violation": dup, "syntax error": syntax, "no rows": noRows,
			"caller went away": cancelled, "plain error": errors.New("boom"),
			"another service over HTTP refused the connection": fmt.Errorf("google token exchange: %w", httpDown)} {
			if err == nil {
				t.Fatalf("%s: no error", name)
			}
			if errs.Unreachable(err) {
				t.Errorf("%s (%v) counted as the database being unreachable", name, err)
			}
			if errs.Outage(err) != err {
				t.Errorf("%s: Outage changed it", name)
			}
		}
	})

	t.Run("the message of an unkinded outage is the sentence", func(t *testing.T) {
		_, err := pgx.Connect(ctx, "postgres://nobody@127.0.0.1:1/x?sslmode=disable&connect_timeout=2")
		if m := errs.Message(fmt.Errorf("finish turn: %w", err)); m != errs.DatabaseUnreachable {
			t.Fatalf("message %q", m)
		}
		if m := errs.Message(errors.New("boom")); m == errs.DatabaseUnreachable {
			t.Fatal("any error reads as an outage")
		}
		if errs.Busy(err).Error() == "" || errs.Message(errs.Busy(err)) != errs.DatabaseUnreachable {
			t.Fatalf("Busy of an outage: %q", errs.Message(errs.Busy(err)))
		}
		if m := errs.Message(errs.Busy(errors.New("lock timeout"))); m != "the service is busy; try again in a moment" {
			t.Fatalf("Busy of another failure: %q", m)
		}
	})

	t.Run("a kind that says more is kept", func(t *testing.T) {
		_, err := pgx.Connect(ctx, "postgres://nobody@127.0.0.1:1/x?sslmode=disable&connect_timeout=2")
		named := errs.Wrap(errs.Unavailable, err, "database sales is unreachable")
		if got := errs.Outage(named); errs.Message(got) != "database sales is unreachable" {
			t.Fatalf("message %q", errs.Message(got))
		}
	})
}

func wantOutage(t *testing.T, err error) {
	t.Helper()
	if err == nil {
		t.Fatal("no error")
	}
	if !errs.Unreachable(err) {
		t.Fatalf("%T %v: not recognised as the database being unreachable", err, err)
	}
	out := errs.Outage(err)
	if errs.KindOf(out) != errs.Unavailable || errs.Message(out) != errs.DatabaseUnreachable {
		t.Fatalf("Outage(%v) = %s %q", err, errs.KindOf(out), errs.Message(out))
	}
}
