package e2e

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"golang.org/x/crypto/bcrypt"

	"knowledgestack/internal/app"
	"knowledgestack/internal/config"
	"knowledgestack/internal/db"
	"knowledgestack/internal/logctx"
)

// startAPILogged builds the API server from cfg with the wiring `api serve`
// uses (internal/app), starts its workers and stale-turn recovery, and stops
// them when the test ends; with logs set, the API's logs (JSON) go there too,
// for tests that assert on what is logged.
func startAPILogged(t *testing.T, cfg config.Config, logs io.Writer, opts app.Options) http.Handler {
	t.Helper()
	h, _ := runAPI(t, cfg, logs, opts)
	return h
}

// runAPI is startAPILogged also returning a stop function, for a test that
// restarts the API mid-test; the test's end stops it if the test did not.
func runAPI(t *testing.T, cfg config.Config, logs io.Writer, opts app.Options) (http.Handler, func()) {
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
		log = slog.New(logctx.NewHandler(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: cfg.LogLevel})))
	}
	if logs != nil {
		log = slog.New(logctx.NewHandler(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: cfg.LogLevel})))
	}

	a, err := app.New(ctx, cfg, log, pool, prometheus.NewRegistry(), withCost(opts))
	if err != nil {
		t.Fatalf("e2e: wire the API: %v", err)
	}
	var once sync.Once
	stop := func() {
		once.Do(func() {
			stopCtx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			if err := a.Close(stopCtx); err != nil {
				t.Logf("stop API: %v", err)
			}
		})
	}
	// Registered after pool.Close, so it runs before it.
	t.Cleanup(stop)
	if err := a.Start(ctx); err != nil {
		t.Fatalf("e2e: start the API: %v", err)
	}
	return a.Handler(), stop
}

// testWriter sends the API's logs to the test log (visible with -v).
type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(string(p))
	return len(p), nil
}

// withCost lowers the bcrypt cost of opts for tests.
func withCost(opts app.Options) app.Options {
	opts.BcryptCost = bcrypt.MinCost
	return opts
}
