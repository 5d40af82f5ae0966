package e2e

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"knowledgestack/internal/auth"
	"knowledgestack/internal/config"
	"knowledgestack/internal/db"
	"knowledgestack/internal/httpapi"
	"knowledgestack/internal/metrics"
)

// startAPI builds the API server from cfg with the real services, the way
// cmd/api wires them, and stops its background work when the test ends.
//
// TODO(e2e): switch to the shared wiring once cmd/api exposes it; until then
// this mirrors it and grows as each domain's service lands.
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
	reg := prometheus.NewRegistry()
	srv := httpapi.New(httpapi.Deps{
		Pool:     pool,
		Log:      log,
		Config:   cfg,
		Metrics:  metrics.New(reg),
		Gatherer: reg,
		Sessions: auth.NewSessions(pool),
	})
	return srv.Handler()
}

// testWriter sends the API's logs to the test log (visible with -v).
type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(string(p))
	return len(p), nil
}
