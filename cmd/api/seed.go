package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/google/uuid"
	"github.com/prometheus/client_golang/prometheus"

	"knowledgestack/internal/app"
	"knowledgestack/internal/auth"
	"knowledgestack/internal/config"
	"knowledgestack/internal/dbconn"
	"knowledgestack/internal/sync/pass"
	"knowledgestack/internal/workspace"
)

// Demo account printed by `make run`. It is a local account on a local
// machine; a deployment with real users simply never runs `api seed`. Its
// password is per installation (DEMO_PASSWORD, which scripts/env-local.sh
// generates into .env.local), never a constant anyone can read here.
const (
	demoEmail     = "demo@knowledgestack.local"
	demoWorkspace = "Northwind Robotics"
	demoDatabase  = "northwind"
)

// seeder holds what seedDemo needs; seed builds it with the same wiring as
// serve (internal/app).
type seeder struct {
	accounts   *auth.Accounts
	workspaces *workspace.Service
	sources    *pass.Service
	databases  *dbconn.Service
	demoDir    string
	demoDBURL  string
	// demoPassword is DEMO_PASSWORD; empty generates one for a new account.
	demoPassword string
}

// seedDemo makes the demo account, its workspace, the handbook upload and
// the demo database registration exist. Running it again changes nothing:
// the account and workspace are found, unchanged files are not rewritten,
// and re-registering a name updates it in place.
func (s seeder) seedDemo(ctx context.Context, stdout io.Writer) error {
	user, passwordNote, err := s.demoAccount(ctx)
	if err != nil {
		return err
	}
	list, err := s.workspaces.List(ctx, user)
	if err != nil {
		return fmt.Errorf("seed: workspaces: %w", err)
	}
	var ws workspace.Workspace
	for _, w := range list {
		if w.Name == demoWorkspace {
			ws = w
		}
	}
	if ws.Name == "" {
		if ws, err = s.workspaces.Create(ctx, user, uuid.Nil, demoWorkspace); err != nil {
			return fmt.Errorf("seed: demo workspace: %w", err)
		}
	}

	files, err := readHandbook(filepath.Join(s.demoDir, "handbook"))
	if err != nil {
		return err
	}
	res, err := s.sources.Upload(ctx, ws.ID, user, files)
	if err != nil {
		return fmt.Errorf("seed: upload handbook: %w", err)
	}
	stored := 0
	for _, f := range res.Files {
		if f.Status == "stored" {
			stored++
		}
	}

	dbNote := "skipped (DEMO_DATABASE_URL is empty)"
	if s.demoDBURL != "" {
		reg, err := registrationFromURL(demoDatabase, s.demoDBURL)
		if err != nil {
			return fmt.Errorf("seed: DEMO_DATABASE_URL: %w", err)
		}
		// The operator configured this address (the local cluster, on loopback), so it is registered through the
		// trusted path; DB_HOST_ALLOWLIST stays empty and every request-borne registration stays refused there.
		if _, err := s.databases.RegisterTrusted(ctx, ws.ID, user, reg); err != nil {
			dbNote = "not registered: " + err.Error()
		} else {
			dbNote = "registered as " + demoDatabase
		}
	}

	fmt.Fprintf(stdout, `
Demo workspace %q is ready.
  sign in:   %s  /  %s
  handbook:  %d files (%d new or changed; indexing runs in the background)
  database:  %s
`, demoWorkspace, demoEmail, passwordNote, len(files), stored, dbNote)
	return nil
}

// demoAccount makes the demo account exist. With DEMO_PASSWORD it (re)sets
// that password; without, a new account gets a random one, printed once, and
// an existing account keeps whatever password it has.
func (s seeder) demoAccount(ctx context.Context) (uuid.UUID, string, error) {
	if s.demoPassword != "" {
		id, err := s.accounts.EnsureLocalUser(ctx, demoEmail, s.demoPassword, "Demo User")
		if err != nil {
			return uuid.Nil, "", fmt.Errorf("seed: demo account: %w", err)
		}
		return id, s.demoPassword, nil
	}
	generated, err := auth.RandomPassword()
	if err != nil {
		return uuid.Nil, "", fmt.Errorf("seed: demo account: %w", err)
	}
	id, created, err := s.accounts.CreateLocalUser(ctx, demoEmail, generated, "Demo User")
	if err != nil {
		return uuid.Nil, "", fmt.Errorf("seed: demo account: %w", err)
	}
	if !created {
		return id, "(unchanged; set DEMO_PASSWORD to reset it)", nil
	}
	return id, generated, nil
}

// registrationFromURL turns a postgres:// URL into a registration named name.
func registrationFromURL(name, raw string) (dbconn.Registration, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") || u.User == nil {
		return dbconn.Registration{}, errors.New("must be postgres://user:password@host:port/database")
	}
	port := 5432
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil {
			return dbconn.Registration{}, errors.New("port is not a number")
		}
	}
	password, _ := u.User.Password()
	return dbconn.Registration{
		Name: name, Host: u.Hostname(), Port: port, Database: strings.TrimPrefix(u.Path, "/"),
		User: u.User.Username(), Password: password, SSLMode: cmp.Or(u.Query().Get("sslmode"), "prefer"),
	}, nil
}

// readHandbook loads the demo handbook's Markdown files in name order.
func readHandbook(dir string) ([]pass.UploadFile, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("seed: read %s (set DEMO_DIR): %w", dir, err)
	}
	var files []pass.UploadFile
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".md") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			return nil, fmt.Errorf("seed: %w", err)
		}
		files = append(files, pass.UploadFile{Name: e.Name(), Content: b})
	}
	sort.Slice(files, func(i, j int) bool { return files[i].Name < files[j].Name })
	if len(files) == 0 {
		return nil, fmt.Errorf("seed: no Markdown files in %s", dir)
	}
	return files, nil
}

// seed wires the services seedDemo needs (no workers: the sync job it queues
// runs in `api serve`).
func seed(ctx context.Context, cfg config.Config, log *slog.Logger, stdout io.Writer) error {
	pool, err := openMigrated(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer pool.Close()
	cfg.Workers = false
	a, err := app.New(ctx, cfg, log, pool, prometheus.NewRegistry(), app.Options{})
	if err != nil {
		return err
	}
	// Not started: the queue only records the sync job.
	defer a.Close(context.Background())
	return seeder{
		accounts: a.Deps.Accounts, workspaces: a.Deps.Workspaces, sources: a.Deps.Sources, databases: a.Deps.Databases,
		demoDir: cfg.DemoDir, demoDBURL: cfg.DemoDatabaseURL, demoPassword: cfg.DemoPassword,
	}.seedDemo(ctx, stdout)
}
