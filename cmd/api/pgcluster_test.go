package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/testdb"
)

// pgCluster is a private PostgreSQL cluster on a free loopback port in a
// temporary directory, made with the server binaries scripts/db.sh uses
// (the newest /usr/lib/postgresql/N; pgvector is installed into that
// server's share directory, so CREATE EXTENSION vector works). A test may
// stop and start it at will: the shared development cluster is never touched.
type pgCluster struct {
	bin, dir, data, log string
	port                int
	password            string
}

// newPGCluster initialises and starts a cluster; it is stopped and removed when the test ends.
func newPGCluster(t *testing.T) *pgCluster {
	t.Helper()
	bin := pgBinDir(t)
	dir, err := os.MkdirTemp("", "ks-pg-")
	if err != nil {
		t.Fatal(err)
	}
	// The postgres OS user (when the test runs as root) must reach the directory.
	if err := os.Chmod(dir, 0o711); err != nil {
		t.Fatal(err)
	}
	pw := make([]byte, 16)
	_, _ = rand.Read(pw)
	c := &pgCluster{bin: bin, dir: dir, data: filepath.Join(dir, "data"), log: filepath.Join(dir, "pg.log"),
		port: testdb.FreePort(t), password: hex.EncodeToString(pw)}
	t.Cleanup(func() {
		_ = c.pgCtl("stop", "-m", "immediate", "-w", "-t", "30")
		_ = os.RemoveAll(dir)
	})
	pwfile := filepath.Join(dir, "pw")
	if err := os.WriteFile(pwfile, []byte(c.password+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	run := filepath.Join(dir, "run")
	if err := os.Mkdir(run, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(c.data, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(c.log, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	c.chown(t, pwfile, run, c.data, c.log)
	if out, err := c.asOwner(filepath.Join(bin, "initdb"), "-D", c.data, "-U", "postgres", "-E", "UTF8", "--locale=C.UTF-8",
		"--auth-local=peer", "--auth-host=scram-sha-256", "--pwfile="+pwfile, "--no-sync").CombinedOutput(); err != nil {
		t.Fatalf("initdb: %v\n%s", err, out)
	}
	conf := fmt.Sprintf(`
listen_addresses = '127.0.0.1'
port = %d
unix_socket_directories = '%s'
max_connections = 60
shared_buffers = 32MB
fsync = off
timezone = 'UTC'
`, c.port, run)
	f, err := os.OpenFile(filepath.Join(c.data, "postgresql.conf"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.WriteString(conf)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.start(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, c.url("postgres"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, `CREATE DATABASE knowledgestack`); err != nil {
		t.Fatal(err)
	}
	return c
}

// url is the TCP URL of database db as the superuser.
func (c *pgCluster) url(db string) string {
	return fmt.Sprintf("postgres://postgres:%s@127.0.0.1:%d/%s?sslmode=disable", c.password, c.port, db)
}

// stop shuts the server down as `scripts/db.sh stop` does (fast mode: open
// transactions are rolled back, connections closed) and waits until it is down.
func (c *pgCluster) stop() error { return c.pgCtl("stop", "-m", "fast", "-w", "-t", "60") }

// start starts the server and waits until it accepts connections.
func (c *pgCluster) start() error { return c.pgCtl("start", "-w", "-t", "60", "-l", c.log) }

func (c *pgCluster) pgCtl(args ...string) error {
	out, err := c.asOwner(filepath.Join(c.bin, "pg_ctl"), append([]string{"-D", c.data}, args...)...).CombinedOutput()
	if err != nil {
		logTail, _ := os.ReadFile(c.log)
		return fmt.Errorf("pg_ctl %s: %v\n%s\n%s", strings.Join(args, " "), err, out, tail(string(logTail), 2000))
	}
	return nil
}

// asOwner runs a server binary as the cluster's owner: PostgreSQL refuses
// to run as root, so as root that is the postgres system user (as in scripts/db.sh).
func (c *pgCluster) asOwner(name string, args ...string) *exec.Cmd {
	if os.Geteuid() == 0 {
		cmd := exec.Command("runuser", append([]string{"-u", "postgres", "--", name}, args...)...)
		cmd.Dir = "/"
		return cmd
	}
	return exec.Command(name, args...)
}

func (c *pgCluster) chown(t *testing.T, paths ...string) {
	t.Helper()
	if os.Geteuid() != 0 {
		return
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		t.Fatalf("running as root needs the postgres system user (scripts/db.sh install creates it): %v", err)
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	for _, p := range paths {
		if err := os.Chown(p, uid, gid); err != nil {
			t.Fatal(err)
		}
	}
}

// pgBinDir is the newest installed server's bin directory, chosen as scripts/db.sh chooses it.
func pgBinDir(t *testing.T) string {
	t.Helper()
	found, _ := filepath.Glob("/usr/lib/postgresql/*/bin/pg_ctl")
	sort.Slice(found, func(i, j int) bool { return major(found[i]) > major(found[j]) })
	if len(found) == 0 {
		t.Fatal("no PostgreSQL server in /usr/lib/postgresql: run scripts/db.sh install")
	}
	return filepath.Dir(found[0])
}

func major(pgCtl string) int {
	n, _ := strconv.Atoi(strings.Split(strings.TrimPrefix(pgCtl, "/usr/lib/postgresql/"), "/")[0])
	return n
}
