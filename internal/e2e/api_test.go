package e2e

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"golang.org/x/crypto/bcrypt"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/auth"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/config"
	"knowledgestack/internal/db"
	"knowledgestack/internal/dbconn"
	"knowledgestack/internal/httpapi"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/secret"
	"knowledgestack/internal/sync"
	"knowledgestack/internal/sync/chunk"
	"knowledgestack/internal/sync/embed"
	"knowledgestack/internal/sync/oauth"
	"knowledgestack/internal/tools"
	"knowledgestack/internal/workspace"
)

// startAPI builds the API server from cfg with the real services, wired as
// cmd/api's serve wires them (cmd/api is package main, so its wiring cannot
// be imported: keep the two in step), and stops the workers when the test ends.
func startAPI(t *testing.T, cfg config.Config) http.Handler {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	openCtx, openCancel := context.WithTimeout(ctx, 30*time.Second)
	defer openCancel()
	pool, err := db.Open(openCtx, cfg.DatabaseURL, 10)
	if err != nil {
		t.Fatalf("e2e: open database: %v", err)
	}
	t.Cleanup(pool.Close)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if testing.Verbose() {
		log = slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: cfg.LogLevel}))
	}
	must := func(what string, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("e2e: %s: %v", what, err)
		}
	}
	reg := prometheus.NewRegistry()
	m := metrics.New(reg)

	keyring, err := secret.New(cfg.EncryptionKeys)
	must("keyring", err)
	databases, err := dbconn.NewService(pool, keyring, dbconn.Options{
		StatementTimeout: cfg.SQLStatementTimeout, HostAllowlist: cfg.DBHostAllowlist, Logger: log,
	})
	must("databases", err)
	t.Cleanup(databases.Close)
	accounts, err := auth.NewAccounts(pool, auth.AccountsOptions{BcryptCost: bcrypt.MinCost})
	must("accounts", err)

	chunker, err := chunk.New(chunk.Options{})
	must("chunker", err)
	embedder := embed.NewLocal()
	registry := sync.Registry{sync.UploadProvider: sync.UploadFactory(pool, 0)}
	pass, err := sync.NewPass(sync.PassConfig{Pool: pool, Registry: registry, Chunker: chunker, Embedder: embedder, Metrics: m, Log: log})
	must("sync pass", err)
	queue, err := sync.NewQueue(sync.QueueConfig{Pool: pool, Pass: pass, Workers: cfg.Workers, SyncInterval: cfg.SyncInterval, Metrics: m, Log: log})
	must("sync queue", err)
	sources, err := sync.NewService(pool, queue, cfg.UploadMaxBytes)
	must("sources", err)
	must("start workers", queue.Start(ctx))
	t.Cleanup(func() {
		stopCtx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		if err := queue.Stop(stopCtx); err != nil {
			t.Logf("stop queue: %v", err)
		}
	})

	// Notion/Confluence grants: with no client ids the connectors are listed
	// as unavailable, naming the missing variables.
	connectors, err := oauth.NewService(pool, keyring, oauth.Options{Config: cfg, StateKey: oauth.DeriveStateKey(cfg.EncryptionKeys[0])})
	must("connectors", err)

	// Chat: the agent sees the document search and the database tools; with
	// no model key it answers offline.
	searcher := retrieval.NewSearcher(pool, embedder, m, retrieval.Options{})
	toolset, err := tools.NewRegistry(append([]tools.Tool{tools.SearchDocuments(searcher)}, tools.DatabaseTools(databases)...)...)
	must("tool registry", err)
	var model agent.Model
	if !cfg.Offline() {
		model = agent.NewOpenAI(cfg.OpenAIAPIKey, cfg.OpenAIBaseURL, 2)
	}
	ag, err := agent.New(model, toolset, chat.NewAudit(pool, cfg.MonthlyTokenLimit, log), m, log,
		agent.Config{MaxModelCalls: cfg.MaxModelCalls, ModelTimeout: cfg.ModelTimeout})
	must("agent", err)
	chats, err := chat.NewService(pool, ag, log, chat.OptionsFrom(cfg))
	must("chat", err)

	srv := httpapi.New(httpapi.Deps{
		Pool:       pool,
		Log:        log,
		Config:     cfg,
		Metrics:    m,
		Gatherer:   reg,
		Sessions:   auth.NewSessions(pool),
		Accounts:   accounts,
		Workspaces: workspace.NewService(pool),
		Databases:  databases,
		Sources:    sources,
		Chat:       chats,
		Connectors: connectors,
	})
	return srv.Handler()
}

// testWriter sends the API's logs to the test log (visible with -v).
type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(string(p))
	return len(p), nil
}
