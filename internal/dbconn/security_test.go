package dbconn

import (
	"context"
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/secret/secrettest"
)

func TestRegisterRefuses(t *testing.T) {
	f := newFixture(t, Options{})
	ctx := context.Background()
	appURL, err := url.Parse(f.appURL)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		edit   func(r *Registration)
		kind   errs.Kind
		reason string
	}{
		// With the cluster's real superuser password: only the role check may refuse it.
		{"a superuser, saying why", func(r *Registration) { r.User, r.Password = "postgres", adminPassword(appURL) }, errs.Invalid, "role postgres is a superuser"},
		{"a member of pg_signal_backend, saying why", func(r *Registration) { r.User = signallerRole }, errs.Invalid, "member of pg_signal_backend"},
		{"the application's own database", func(r *Registration) { r.Database = appURL.Path[1:] }, errs.Invalid, "this application's own database"},
		{"the application's own database under another host name", func(r *Registration) {
			r.Database, r.Host = appURL.Path[1:], "localhost"
		}, errs.Invalid, "own database"},
		{"an unreachable server without the driver's error", func(r *Registration) { r.Port = 1 }, errs.Invalid, "could not be reached"},
		{"a database that does not exist", func(r *Registration) { r.Database = "ks_no_such_db" }, errs.Invalid, "does not exist"},
		{"a bad name", func(r *Registration) { r.Name = "no spaces allowed" }, errs.Invalid, "name must be"},
		{"a bad SSL mode", func(r *Registration) { r.SSLMode = "sometimes" }, errs.Invalid, "sslMode"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := f.registration(t, "target")
			c.edit(&r)
			_, err := f.svc.Register(ctx, f.ws, uuid.Nil, r)
			if !errs.Is(err, c.kind) || !strings.Contains(errs.Message(err), c.reason) {
				t.Fatalf("err = %v (%s), want %s mentioning %q", err, errs.KindOf(err), c.kind, c.reason)
			}
			if strings.Contains(errs.Message(err), "dial") || strings.Contains(errs.Message(err), "SQLSTATE") {
				t.Fatalf("the message leaks driver text: %q", errs.Message(err))
			}
			if list, _ := f.svc.List(ctx, f.ws); len(list) != 0 {
				t.Fatalf("a refused registration was stored: %+v", list)
			}
		})
	}
	t.Run("a host outside the allow-list", func(t *testing.T) {
		strict, err := NewService(f.app, secrettest.NewKeyring(t), Options{HostAllowlist: []string{"*.example.com", "db.internal"}})
		if err != nil {
			t.Fatal(err)
		}
		_, err = strict.Register(ctx, f.ws, uuid.Nil, f.registration(t, "target"))
		if !errs.Is(err, errs.Forbidden) || !strings.Contains(errs.Message(err), "DB_HOST_ALLOWLIST") {
			t.Fatalf("err = %v", err)
		}
		p := strict.policy
		if !p.nameAllowed("reports.example.com") || p.nameAllowed("example.com.evil.net") || !p.nameAllowed("db.internal") {
			t.Fatal("allow-list matching is wrong")
		}
	})
}

func TestPasswordNeverLeaves(t *testing.T) {
	f := newFixture(t, Options{})
	ctx := context.Background()
	c := f.register(t, "pagila")

	var outputs []string
	add := func(v any) {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		outputs = append(outputs, string(b))
	}
	list, err := f.svc.List(ctx, f.ws)
	add(list)
	add(err)
	res, err := f.svc.Test(ctx, f.ws, c.ID)
	add(res)
	add(err)
	for _, sql := range []string{"SELECT current_user", "SELECT no_such", "SELECT pg_sleep(1)"} {
		r, text, err := execSQL(f.svc, ctx, f.ws, "pagila", sql)
		add(r)
		outputs = append(outputs, text)
		add(err)
	}
	text, _ := listDatabases(f.svc, ctx, f.ws)
	outputs = append(outputs, text)
	bad := f.registration(t, "broken")
	bad.Port = 1
	_, err = f.svc.Register(ctx, f.ws, uuid.Nil, bad)
	outputs = append(outputs, err.Error(), errs.Message(err))
	if _, err := f.app.Exec(ctx, `UPDATE database_connections SET port = 1, updated_at = now() WHERE id = $1`, c.ID); err != nil {
		t.Fatal(err)
	}
	res, _ = f.svc.Test(ctx, f.ws, c.ID)
	add(res)
	_, _, err = execSQL(f.svc, ctx, f.ws, "pagila", "SELECT 1")
	outputs = append(outputs, err.Error(), errs.Message(err))

	for _, o := range append(outputs, f.logs.String()) {
		if strings.Contains(o, readerPassword) {
			t.Fatalf("the password appears in %q", o)
		}
	}
	if !strings.Contains(f.logs.String(), "database registered") {
		t.Fatalf("the log capture saw nothing: %q", f.logs.String())
	}
	var stored []byte
	if err := f.app.QueryRow(ctx, `SELECT password_enc FROM database_connections WHERE id = $1`, c.ID).Scan(&stored); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(stored), readerPassword) {
		t.Fatal("the password is stored in clear")
	}
	if _, err := f.svc.keys.Decrypt(stored, []byte(uuid.NewString())); err == nil {
		t.Fatal("the ciphertext is not bound to its connection id")
	}
}

func TestAnotherWorkspaceCannotReachTheDatabase(t *testing.T) {
	f := newFixture(t, Options{})
	ctx := context.Background()
	c := f.register(t, "pagila")

	if list, err := f.svc.List(ctx, f.other); err != nil || len(list) != 0 {
		t.Fatalf("other workspace lists %+v, %v", list, err)
	}
	if text, err := listDatabases(f.svc, ctx, f.other); err != nil || strings.Contains(text, "pagila") {
		t.Fatalf("other workspace's list_databases = %q, %v", text, err)
	}
	if _, err := f.svc.Test(ctx, f.other, c.ID); !errs.Is(err, errs.NotFound) {
		t.Fatalf("test by id from another workspace: %v", err)
	}
	if err := f.svc.Delete(ctx, f.other, c.ID); !errs.Is(err, errs.NotFound) {
		t.Fatalf("delete by id from another workspace: %v", err)
	}
	for name, call := range map[string]func() (string, error){
		"execute_sql": func() (string, error) {
			_, s, err := execSQL(f.svc, ctx, f.other, "pagila", "SELECT 1")
			return s, err
		},
		"execute_sql by id": func() (string, error) {
			_, s, err := execSQL(f.svc, ctx, f.other, c.ID.String(), "SELECT 1")
			return s, err
		},
		"list_tables":     func() (string, error) { return listTables(f.svc, ctx, f.other, "pagila") },
		"describe_tables": func() (string, error) { return describeTables(f.svc, ctx, f.other, "pagila", []string{"actor"}) },
	} {
		text, err := call()
		if err != nil || !strings.Contains(text, "no database named") || strings.Contains(text, "actor_id") {
			t.Fatalf("%s from another workspace = %q, %v", name, text, err)
		}
	}
	// The same name registered in the other workspace is a separate connection.
	r := f.registration(t, "pagila")
	mine, err := f.svc.Register(ctx, f.other, uuid.Nil, r)
	if err != nil || mine.ID == c.ID {
		t.Fatalf("same name in another workspace: %+v, %v", mine, err)
	}
	if err := f.svc.Delete(ctx, f.other, mine.ID); err != nil {
		t.Fatal(err)
	}
	if _, text, err := execSQL(f.svc, ctx, f.ws, "pagila", "SELECT count(*) FROM actor"); err != nil || !strings.Contains(text, "200") {
		t.Fatalf("the owner lost its database: %q, %v", text, err)
	}
	if err := f.svc.Delete(ctx, f.ws, c.ID); err != nil {
		t.Fatal(err)
	}
	if list, _ := f.svc.List(ctx, f.ws); len(list) != 0 {
		t.Fatalf("delete left %+v", list)
	}
}

// adminPassword is the postgres password in the app database's URL (the test
// cluster requires one since issue 12).
func adminPassword(u *url.URL) string {
	pw, _ := u.User.Password()
	return pw
}
