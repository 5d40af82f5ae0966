package app_test

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
	"golang.org/x/crypto/bcrypt"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/app"
)

// newApp is the real wiring of one API process on pool with env (over
// apitest's defaults) and opts (bcrypt at its cheapest unless set), closed
// when the test ends; start runs its workers and periodic work as `api serve`
// does. It returns the app and the API served over HTTP.
func newApp(t *testing.T, pool *pgxpool.Pool, env map[string]string, opts app.Options, start bool) (*app.App, *httptest.Server) {
	t.Helper()
	if opts.BcryptCost == 0 {
		opts.BcryptCost = bcrypt.MinCost
	}
	ctx := context.Background()
	a, err := app.New(ctx, apitest.Config(t, env), slog.New(slog.NewTextHandler(io.Discard, nil)), pool, prometheus.NewRegistry(), opts)
	if err != nil {
		t.Fatal(err)
	}
	if start {
		if err := a.Start(ctx); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() {
		stop, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		_ = a.Close(stop)
	})
	return a, apitest.Serve(t, a.Deps)
}
