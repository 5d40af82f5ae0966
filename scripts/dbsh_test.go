// Package scripts_test runs scripts/db.sh for real: a throwaway cluster on a
// free loopback port, in a copy of the scripts under a temporary directory, so
// the shared development cluster is never touched.
package scripts_test

import (
	"context"
	"errors"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"knowledgestack/internal/testdb"
)

// legacyHBA is what scripts/db.sh wrote before passwords: TCP trusted postgres.
const legacyHBA = `local   all      postgres                trust
host    all      postgres 127.0.0.1/32   trust
host    all      all      127.0.0.1/32   scram-sha-256
`

type cluster struct {
	root string
	port int
}

// newCluster copies db.sh, env-local.sh and the demo database files into a
// temporary root and starts a cluster there (stopped when the test ends).
func newCluster(t *testing.T) *cluster {
	t.Helper()
	c := &cluster{root: t.TempDir(), port: testdb.FreePort(t)}
	for _, f := range []string{"scripts/db.sh", "scripts/env-local.sh", "demo/business/01_schema.sql",
		"demo/business/02_data.sql", "demo/business/03_reader.sql"} {
		b, err := os.ReadFile(filepath.Join("..", f))
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(c.root, f)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, b, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() { _, _ = c.run("stop") })
	c.mustRun(t, "start")
	return c
}

func (c *cluster) run(args ...string) (string, error) {
	cmd := exec.Command(filepath.Join(c.root, "scripts/db.sh"), args...)
	cmd.Env = append(os.Environ(), "KS_PG_PORT="+strconv.Itoa(c.port))
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func (c *cluster) mustRun(t *testing.T, args ...string) string {
	t.Helper()
	out, err := c.run(args...)
	if err != nil {
		t.Fatalf("db.sh %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return out
}

// secret reads NAME from the cluster's .env.local.
func (c *cluster) secret(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(c.root, ".env.local"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^` + name + `=(.*)$`).FindStringSubmatch(string(b))
	if m == nil {
		t.Fatalf(".env.local has no %s", name)
	}
	return m[1]
}

func (c *cluster) connect(user, password, db string) error {
	u := url.URL{Scheme: "postgres", User: url.UserPassword(user, password), Host: "127.0.0.1:" + strconv.Itoa(c.port),
		Path: "/" + db, RawQuery: "sslmode=disable&connect_timeout=5"}
	if password == "" {
		u.User = url.User(user)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, u.String())
	if err != nil {
		return err
	}
	return conn.Close(ctx)
}

// refused asserts that the server turned the connection down for its credentials.
func refused(t *testing.T, err error, what string) {
	t.Helper()
	var pe *pgconn.PgError
	if !errors.As(err, &pe) || (pe.Code != "28P01" && pe.Code != "28000") {
		t.Fatalf("%s: want an authentication refusal (28P01/28000), got %v", what, err)
	}
}

func TestDBShRequiresPasswordsOnTCP(t *testing.T) {
	c := newCluster(t)
	pw := c.secret(t, "KS_PG_PASSWORD")
	key := c.secret(t, "ENCRYPTION_KEY")

	t.Run("a fresh cluster refuses postgres without a password", func(t *testing.T) {
		refused(t, c.connect("postgres", "", "postgres"), "no password")
		refused(t, c.connect("postgres", pw+"x", "postgres"), "wrong password")
		if err := c.connect("postgres", pw, "knowledgestack"); err != nil {
			t.Fatalf("the generated password does not sign in: %v", err)
		}
	})

	t.Run("a running cluster made with TCP trust is switched to passwords", func(t *testing.T) {
		c.makeLegacy(t, pw)
		if err := c.connect("postgres", "", "postgres"); err != nil {
			t.Fatalf("the legacy cluster should trust TCP: %v", err)
		}
		c.mustRun(t, "start")
		newPW := c.secret(t, "KS_PG_PASSWORD")
		if newPW == pw || len(newPW) < 16 {
			t.Fatalf("no new password generated (%q)", newPW)
		}
		if got := c.secret(t, "ENCRYPTION_KEY"); got != key {
			t.Fatal("ENCRYPTION_KEY was replaced; existing secrets must be kept")
		}
		refused(t, c.connect("postgres", "", "postgres"), "no password after migration")
		if err := c.connect("postgres", newPW, "postgres"); err != nil {
			t.Fatalf("the new password does not sign in: %v", err)
		}
		hba, err := os.ReadFile(filepath.Join(c.root, ".data/pg/pg_hba.conf"))
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(hba), "trust") {
			t.Fatalf("pg_hba.conf still trusts someone:\n%s", hba)
		}
		pw = newPW
	})

	t.Run("start again changes nothing", func(t *testing.T) {
		c.mustRun(t, "start")
		if got := c.secret(t, "KS_PG_PASSWORD"); got != pw {
			t.Fatal("a second start replaced the password")
		}
		if err := c.connect("postgres", pw, "postgres"); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("the demo reader needs its generated password", func(t *testing.T) {
		out := c.mustRun(t, "demo-db")
		demoPW := c.secret(t, "DEMO_DB_PASSWORD")
		if strings.Contains(out, demoPW) || strings.Contains(out, pw) {
			t.Fatalf("db.sh printed a password:\n%s", out)
		}
		refused(t, c.connect("demo_reader", "", "demo_business"), "demo reader without password")
		refused(t, c.connect("demo_reader", "demo_reader", "demo_business"), "the old constant demo password")
		if err := c.connect("demo_reader", demoPW, "demo_business"); err != nil {
			t.Fatalf("demo reader with its password: %v", err)
		}
		if err := c.connect("demo_reader", demoPW, "knowledgestack"); err == nil {
			t.Fatal("the demo reader may connect to the app database")
		}
	})

	t.Run("url prints the working URL", func(t *testing.T) {
		u := strings.TrimSpace(c.mustRun(t, "url"))
		ctx := context.Background()
		conn, err := pgx.Connect(ctx, u)
		if err != nil {
			t.Fatalf("db.sh url %q: %v", u, err)
		}
		_ = conn.Close(ctx)
	})
}

// makeLegacy turns the cluster back into what an old db.sh left behind: TCP
// trust for postgres, no password, and an .env.local with only the key.
func (c *cluster) makeLegacy(t *testing.T, pw string) {
	t.Helper()
	ctx := context.Background()
	u := "postgres://postgres:" + pw + "@127.0.0.1:" + strconv.Itoa(c.port) + "/postgres?sslmode=disable"
	conn, err := pgx.Connect(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if err := os.WriteFile(filepath.Join(c.root, ".data/pg/pg_hba.conf"), []byte(legacyHBA), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec(ctx, `SELECT pg_reload_conf()`); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec(ctx, `ALTER ROLE postgres PASSWORD NULL`); err != nil {
		t.Fatal(err)
	}
	env := filepath.Join(c.root, ".env.local")
	if err := os.WriteFile(env, []byte("ENCRYPTION_KEY="+c.secret(t, "ENCRYPTION_KEY")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	// The postmaster reads pg_hba.conf on SIGHUP, a moment after the call.
	for i := 0; i < 50 && c.connect("postgres", "", "postgres") != nil; i++ {
		time.Sleep(100 * time.Millisecond)
	}
}
