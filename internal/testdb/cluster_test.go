package testdb_test

import (
	"context"
	"errors"
	"net"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"knowledgestack/internal/testdb"
)

// The cluster the tests run on (scripts/db.sh's, by default) must not let
// anyone on the host in as postgres without the password: that trust is what
// turned a registered database's host list into every tenant's data (issue 12).
func TestClusterRefusesPostgresWithoutPassword(t *testing.T) {
	cfg, err := pgx.ParseConfig(testdb.AdminURL())
	if err != nil {
		t.Fatal(err)
	}
	if ip := net.ParseIP(cfg.Host); ip == nil || !ip.IsLoopback() {
		t.Fatalf("the test cluster is at %q; this test only dials loopback addresses", cfg.Host)
	}
	if cfg.Password == "" {
		t.Fatal("the test cluster URL carries no password: run scripts/db.sh start (it writes KS_PG_PASSWORD to .env.local)")
	}
	for name, pw := range map[string]string{"no password": "", "a wrong password": cfg.Password + "-wrong"} {
		t.Run("refuses "+name, func(t *testing.T) {
			c := cfg.Copy()
			c.User, c.Password, c.Fallbacks = "postgres", pw, nil
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			conn, err := pgx.ConnectConfig(ctx, c)
			if err == nil {
				_ = conn.Close(ctx)
				t.Fatalf("%s:%d let postgres in with %s", cfg.Host, cfg.Port, name)
			}
			var pe *pgconn.PgError
			if !errors.As(err, &pe) || (pe.Code != "28P01" && pe.Code != "28000") {
				t.Fatalf("want an authentication refusal (28P01/28000), got %v", err)
			}
		})
	}
}
