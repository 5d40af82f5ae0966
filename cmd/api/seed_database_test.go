package main

import (
	"bytes"
	"context"
	"net/url"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/config"
	"knowledgestack/internal/dbconn"
	"knowledgestack/internal/dbconn/dbconntest"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/tools"
)

// TestSeedRegistersTheDemoDatabaseWithoutAnAllowlist runs `api seed` with DB_HOST_ALLOWLIST empty (the make run
// default): the demo database on loopback is registered through the trusted path and answers queries, while the
// same registration sent by a workspace owner is refused.
func TestSeedRegistersTheDemoDatabaseWithoutAnAllowlist(t *testing.T) {
	app, appURL := testdb.NewWithURL(t)
	demo, err := url.Parse(dbconntest.Pagila(t))
	if err != nil {
		t.Fatal(err)
	}
	demo.User = url.UserPassword(dbconntest.ReaderRole, dbconntest.ReaderPassword)
	env := map[string]string{
		"DATABASE_URL":      appURL,
		"ENCRYPTION_KEY":    "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8",
		"DEMO_DATABASE_URL": demo.String(),
		"DEMO_DIR":          "../../demo",
		"WORKERS":           "false",
		"LOG_LEVEL":         "error",
	}
	var out bytes.Buffer
	if err := run(context.Background(), []string{"seed"}, func(k string) string { return env[k] }, nil, &out, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "database:  registered as "+demoDatabase) {
		t.Fatalf("seed output:\n%s", out.String())
	}

	var ws uuid.UUID
	if err := app.QueryRow(context.Background(), `SELECT workspace_id FROM database_connections WHERE name = $1`, demoDatabase).Scan(&ws); err != nil {
		t.Fatal(err)
	}
	cfg, err := config.Load(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.DBHostAllowlist) != 0 {
		t.Fatalf("the allow-list is %v, want empty", cfg.DBHostAllowlist)
	}
	svc, err := dbconn.NewService(app, ring(t, cfg.EncryptionKeys...), dbconn.Options{HostAllowlist: cfg.DBHostAllowlist})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(svc.Close)
	res, err := svc.ExecuteSQL(context.Background(), ws, demoDatabase, "SELECT count(*) AS actors FROM actor")
	if text := tools.QueryText(res, tools.SurfaceChat); err != nil || !strings.Contains(text, "200") {
		t.Fatalf("the seeded demo database does not answer: %q, %v", text, err)
	}

	reg, err := registrationFromURL(demoDatabase, demo.String())
	if err != nil {
		t.Fatal(err)
	}
	_, err = svc.Register(context.Background(), ws, uuid.Nil, reg)
	if !errs.Is(err, errs.Forbidden) || !strings.Contains(errs.Message(err), "DB_HOST_ALLOWLIST") {
		t.Fatalf("an owner re-registering the demo address: %v", err)
	}
	if res, err := svc.ExecuteSQL(context.Background(), ws, demoDatabase, "SELECT 1 AS one"); err != nil || !strings.Contains(tools.QueryText(res, tools.SurfaceChat), "1 row(s)") {
		t.Fatalf("the refused re-registration changed the demo connection: %v", err)
	}
}
