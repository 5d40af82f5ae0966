package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"regexp"
	"testing"

	"knowledgestack/internal/auth"
	"knowledgestack/internal/config"
	"knowledgestack/internal/testdb"
)

// The demo account's password is per installation: never a constant of the
// source, printed when made, and kept (or reset only on request) afterwards.
func TestSeedDemoPasswordIsPerInstall(t *testing.T) {
	pool, dbURL := testdb.NewWithURL(t)
	ctx := context.Background()
	load := func(demoPassword string) config.Config {
		cfg, err := config.Load(func(k string) string {
			return map[string]string{"ENCRYPTION_KEY": "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8",
				"DATABASE_URL": dbURL, "DEMO_DIR": "../../demo", "DEMO_PASSWORD": demoPassword}[k]
		})
		if err != nil {
			t.Fatal(err)
		}
		cfg.DemoDatabaseURL = "" // the demo business database is another test's business
		return cfg
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	printed := regexp.MustCompile(`sign in:\s+demo@knowledgestack\.local\s+/\s+(\S.*)`)
	seedOnce := func(cfg config.Config) string {
		var out bytes.Buffer
		if err := seed(ctx, cfg, log, &out); err != nil {
			t.Fatal(err)
		}
		m := printed.FindStringSubmatch(out.String())
		if m == nil {
			t.Fatalf("seed printed no sign-in line:\n%s", out.String())
		}
		return m[1]
	}
	accounts, err := auth.NewAccounts(pool, auth.AccountsOptions{BcryptCost: 4})
	if err != nil {
		t.Fatal(err)
	}
	signsIn := func(pw string) bool {
		_, err := accounts.SignIn(ctx, "demo@knowledgestack.local", pw)
		return err == nil
	}

	first := seedOnce(load(""))
	if len(first) < 16 || first == "northwind-demo" || !signsIn(first) {
		t.Fatalf("generated password %q does not sign in", first)
	}
	if again := seedOnce(load("")); again == first || signsIn("(unchanged") || !signsIn(first) {
		t.Fatalf("a second seed printed %q and must keep the first password", again)
	}
	if set := seedOnce(load("chosen-demo-password")); set != "chosen-demo-password" || !signsIn(set) || signsIn(first) {
		t.Fatalf("DEMO_PASSWORD did not reset the password (printed %q)", set)
	}
}
