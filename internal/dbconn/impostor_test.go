package dbconn

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/errs"
)

// impostor is a PostgreSQL cluster the test starts on another loopback address, playing the attacker's server: it
// trusts every connection, and its role named postgres is not a superuser.
type impostor struct {
	t        *testing.T
	dir      string
	bin      string
	addr     string
	port     int
	database string
}

// pgBin finds the installed PostgreSQL server binaries (the same ones scripts/db.sh uses).
func pgBin(t *testing.T) string {
	t.Helper()
	m, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	if len(m) == 0 {
		t.Fatal("no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (scripts/install-deps.sh installs them)")
	}
	return filepath.Dir(m[len(m)-1])
}

// asPG runs a server binary, as the postgres system user when the test runs as root (PostgreSQL refuses root).
func asPG(t *testing.T, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	if os.Geteuid() == 0 {
		cmd = exec.Command("runuser", append([]string{"-u", "postgres", "--", name}, args...)...)
	}
	cmd.Dir = "/"
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", filepath.Base(name), strings.Join(args, " "), err, out)
	}
}

// startImpostor initialises a throw-away cluster with a non-superuser role postgres, the reader role, and a
// database named database, listening on port of the first free 127.0.0.x address from 127.0.0.5 on.
func startImpostor(t *testing.T, port int, database string) *impostor {
	t.Helper()
	dir, err := os.MkdirTemp("", "ks-impostor-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	if os.Geteuid() == 0 {
		pg, err := user.Lookup("postgres")
		if err != nil {
			t.Fatalf("running as root needs the postgres system user: %v", err)
		}
		uid, _ := strconv.Atoi(pg.Uid)
		gid, _ := strconv.Atoi(pg.Gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			t.Fatal(err)
		}
	}
	im := &impostor{t: t, dir: dir, bin: pgBin(t), port: port, database: database}
	asPG(t, filepath.Join(im.bin, "initdb"), "-D", filepath.Join(dir, "data"), "-U", "impostor_admin", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync")
	for _, last := range []int{5, 15, 25, 35, 45} {
		im.addr = fmt.Sprintf("127.0.0.%d", last)
		if im.tryStart() {
			break
		}
		im.addr = ""
	}
	if im.addr == "" {
		t.Fatal("the impostor cluster could not listen on any of 127.0.0.{5,15,25,35,45}")
	}
	t.Cleanup(im.stop)
	admin := im.conn("impostor_admin", "postgres")
	defer admin.Close(context.Background())
	for _, q := range []string{
		"CREATE ROLE postgres LOGIN NOSUPERUSER",
		"CREATE ROLE " + readerRole + " LOGIN NOSUPERUSER",
		"CREATE DATABASE " + pgx.Identifier{database}.Sanitize(),
	} {
		if _, err := admin.Exec(context.Background(), q); err != nil {
			t.Fatalf("impostor: %s: %v", q, err)
		}
	}
	return im
}

func (im *impostor) tryStart() bool {
	args := []string{"-D", filepath.Join(im.dir, "data"), "-l", filepath.Join(im.dir, "log"), "-w", "-t", "30", "-o",
		fmt.Sprintf("-c listen_addresses=%s -p %d -c unix_socket_directories=%s -c fsync=off", im.addr, im.port, im.dir), "start"}
	cmd := exec.Command(filepath.Join(im.bin, "pg_ctl"), args...)
	if os.Geteuid() == 0 {
		cmd = exec.Command("runuser", append([]string{"-u", "postgres", "--", filepath.Join(im.bin, "pg_ctl")}, args...)...)
	}
	cmd.Dir = "/"
	return cmd.Run() == nil
}

func (im *impostor) start() {
	if !im.tryStart() {
		im.t.Fatalf("impostor: restart on %s:%d failed", im.addr, im.port)
	}
}

func (im *impostor) stop() {
	cmd := exec.Command(filepath.Join(im.bin, "pg_ctl"), "-D", filepath.Join(im.dir, "data"), "-m", "immediate", "-w", "stop")
	if os.Geteuid() == 0 {
		cmd = exec.Command("runuser", "-u", "postgres", "--", filepath.Join(im.bin, "pg_ctl"), "-D", filepath.Join(im.dir, "data"), "-m", "immediate", "-w", "stop")
	}
	cmd.Dir = "/"
	_ = cmd.Run()
}

func (im *impostor) conn(user, database string) *pgx.Conn {
	im.t.Helper()
	c, err := pgx.Connect(context.Background(), fmt.Sprintf("postgres://%s@%s:%d/%s?sslmode=disable", user, im.addr, im.port, database))
	if err != nil {
		im.t.Fatalf("impostor: connect: %v", err)
	}
	return c
}

// TestImpostorAttack replays the five steps: sign up and own a workspace; run a PostgreSQL you control on
// another loopback address with a non-superuser role postgres and a database named like the app's; register it with
// a host list ending in the app's cluster; stop it; have execute_sql read the accounts table. The registration is
// refused by default; with an allow-list admitting the impostor, the later query never reaches the app database.
func TestImpostorAttack(t *testing.T) {
	f := newFixture(t, Options{HostAllowlist: []string{}})
	ctx := context.Background()
	app, err := url.Parse(f.appURL)
	if err != nil {
		t.Fatal(err)
	}
	appDB := strings.TrimPrefix(app.Path, "/")
	appPort, _ := strconv.Atoi(app.Port())
	// Step 1: the stranger's workspace is f.ws. An account whose e-mail must never leak:
	if _, err := f.app.Exec(ctx, `INSERT INTO users (email, name, password_hash) VALUES ('victim@example.com', 'Victim', '$2a$10$secretbcrypthash')`); err != nil {
		t.Fatal(err)
	}
	// Step 2: the impostor, on the app cluster's port, at another loopback address.
	im := startImpostor(t, appPort, appDB)
	leak := func(text string) bool {
		return strings.Contains(text, "victim@example.com") || strings.Contains(text, "secretbcrypthash")
	}

	attack := Registration{Name: "impostor", Host: im.addr + ",127.0.0.1", Port: appPort, Database: appDB, User: "postgres", SSLMode: "disable"}
	t.Run("step 3 is refused by default: a host list", func(t *testing.T) {
		_, err := f.svc.Register(ctx, f.ws, uuid.Nil, attack)
		if !errs.Is(err, errs.Invalid) || !strings.Contains(errs.Message(err), "not a list") {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("step 3 is refused by default: the impostor's loopback address alone", func(t *testing.T) {
		r := attack
		r.Host = im.addr
		_, err := f.svc.Register(ctx, f.ws, uuid.Nil, r)
		if !errs.Is(err, errs.Forbidden) || !strings.Contains(errs.Message(err), "DB_HOST_ALLOWLIST") {
			t.Fatalf("err = %v", err)
		}
	})

	t.Run("with an allow-list admitting the impostor, the query never reaches the app database", func(t *testing.T) {
		svc, err := NewService(f.app, f.svc.keys, Options{HostAllowlist: []string{im.addr + "/32"}})
		if err != nil {
			t.Fatal(err)
		}
		defer svc.Close()
		if _, err := svc.Register(ctx, f.ws, uuid.Nil, attack); !errs.Is(err, errs.Invalid) {
			t.Fatalf("the host list was accepted: %v", err)
		}
		r := attack
		r.Host = im.addr
		if _, err := svc.Register(ctx, f.ws, uuid.Nil, r); err != nil {
			t.Fatalf("the impostor's registration: %v", err)
		}
		im.stop()                                                                                     // step 4
		_, text, err := execSQL(svc, ctx, f.ws, "impostor", "SELECT email, password_hash FROM users") // step 5
		if err == nil || leak(text) || !errs.Is(err, errs.Unavailable) {
			t.Fatalf("step 5 answered %q, %v", text, err)
		}
		list, _ := svc.List(ctx, f.ws)
		if len(list) != 1 || list[0].Status != "unreachable" || list[0].StatusReason == "" {
			t.Fatalf("status after step 5: %+v", list)
		}
		im.start()
	})

	t.Run("a name that later resolves to the app cluster meets the identity check on the new connection", func(t *testing.T) {
		res := newFakeResolver(map[string]string{"impostor.test": im.addr})
		svc, err := NewService(f.app, f.svc.keys, Options{HostAllowlist: []string{"impostor.test"}, Resolver: res})
		if err != nil {
			t.Fatal(err)
		}
		defer svc.Close()
		r := attack
		r.Name, r.Host, r.User, r.Password = "rebound", "impostor.test", readerRole, readerPassword
		if _, err := svc.Register(ctx, f.ws, uuid.Nil, r); err != nil {
			t.Fatalf("registration on the impostor: %v", err)
		}
		im.stop()
		res.set("impostor.test", "127.0.0.1")
		_, text, err := execSQL(svc, ctx, f.ws, "rebound", "SELECT email, password_hash FROM users")
		want := "Database rebound cannot be used: " + appDB + " is this application's own database"
		if err != nil || leak(text) || !strings.HasPrefix(text, want) {
			t.Fatalf("after the name moved: %q, %v; want %q", text, err, want)
		}
		st, _ := svc.storedByName(ctx, f.ws, "rebound")
		if st.Status != "unreachable" || !strings.Contains(st.StatusReason, "this application's own database") {
			t.Fatalf("status %q reason %q", st.Status, st.StatusReason)
		}
	})
}
