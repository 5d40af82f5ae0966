// Command api is the KnowledgeStack API server (with in-process job workers)
// and its admin subcommands. main only wires: the services are built by
// internal/app (shared with the end-to-end tests), the process around them here.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/app"
	"knowledgestack/internal/config"
	"knowledgestack/internal/db"
	"knowledgestack/internal/logctx"
	"knowledgestack/internal/secret"
)

const usage = `usage: api [command]

commands:
  serve        run the API server and job workers (default)
  migrate      apply pending migrations and exit
  seed         create the demo account, workspace, handbook and database (idempotent)
  rotate-keys  re-encrypt every stored secret under the first key of ENCRYPTION_KEYS
  eval         retrieval (--corpus DIR --questions FILE.jsonl [--unanswerable FILE.txt] | --beir DIR [--split test]) [--embedder local|hash|openai] [--json]
               [--json]: recall@k and MRR per search mode and question kind, the misses, and how often
               the search abstains on questions the documents cannot answer
  render       notion|confluence FILE: print the Markdown a saved provider response renders to
  sql          --database-url URL: run one statement from stdin as execute_sql would
  mcp          --token ks_pat_… (or KS_API_TOKEN): serve the MCP server over stdin/stdout for clients
               that spawn a process; logs go to stderr
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "api:", err)
		os.Exit(1)
	}
}

// run dispatches a subcommand; tests call it with their own environment.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	cmd := "serve"
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "-h", "--help", "help":
		fmt.Fprint(stdout, usage)
		return nil
	case "render":
		// Rendering a saved provider response needs no configuration.
		return runRender(args, stdout)
	}
	cfg, err := config.Load(getenv)
	if err != nil {
		return err
	}
	// logctx adds the request id, user, workspace and job id a context carries
	// to every line logged under it, whichever package logs.
	log := slog.New(logctx.NewHandler(slog.NewJSONHandler(stderr, &slog.HandlerOptions{Level: cfg.LogLevel})))
	switch cmd {
	case "serve":
		return serve(ctx, cfg, log)
	case "sql":
		return runSQL(ctx, args, stdin, stdout)
	case "mcp":
		return runMCP(ctx, cfg, log, args, getenv, stdin, stdout)
	case "migrate":
		pool, err := openMigrated(ctx, cfg, log)
		if err != nil {
			return err
		}
		pool.Close()
		return nil
	case "rotate-keys":
		keyring, err := secret.New(cfg.EncryptionKeys)
		if err != nil {
			return err
		}
		pool, err := openMigrated(ctx, cfg, log)
		if err != nil {
			return err
		}
		defer pool.Close()
		return rotateKeys(ctx, pool, keyring)
	case "seed":
		return seed(ctx, cfg, log, stdout)
	case "eval":
		pool, err := openMigrated(ctx, cfg, log)
		if err != nil {
			return err
		}
		defer pool.Close()
		return runEval(ctx, cfg, pool, args, stdout)
	default:
		return fmt.Errorf("unknown command %q\n%s", cmd, usage)
	}
}

func serve(ctx context.Context, cfg config.Config, log *slog.Logger) error {
	log.Info("starting", cfg.LogAttrs()...)
	pool, err := openMigrated(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer pool.Close()

	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	a, err := app.New(ctx, cfg, log, pool, reg, app.Options{})
	if err != nil {
		return err
	}
	// Workers (when on) start before the server and stop after it, finishing or checkpointing passes.
	// On an early return; a shutdown closes the app itself (Close runs once).
	defer func() {
		stopCtx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownGrace)
		defer cancel()
		if err := a.Close(stopCtx); err != nil {
			log.Error("stop", "err", err)
		}
	}()
	if err := a.Start(ctx); err != nil {
		return err
	}

	srv := &http.Server{
		Addr:              cfg.APIAddr,
		Handler:           a.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		// No WriteTimeout: chat streams are long; handlers set per-request deadlines.
		IdleTimeout: 120 * time.Second,
	}
	errc := make(chan error, 2)
	go func() {
		log.Info("listening", "addr", cfg.APIAddr)
		errc <- srv.ListenAndServe()
	}()
	// Metrics get a listener of their own (loopback by default): the public
	// web server forwards /api/* to the API and must never reach them.
	if cfg.MetricsAddr != "off" {
		msrv := &http.Server{Addr: cfg.MetricsAddr, Handler: a.MetricsHandler(), ReadHeaderTimeout: 10 * time.Second}
		go func() {
			log.Info("metrics listening", "addr", cfg.MetricsAddr)
			errc <- msrv.ListenAndServe()
		}()
		defer msrv.Close()
	}
	select {
	case err := <-errc:
		if !errors.Is(err, http.ErrServerClosed) {
			return fmt.Errorf("serve: %w", err)
		}
	case <-ctx.Done():
	}
	return shutdown(srv, a, cfg.ShutdownGrace, log)
}

// shutdown is the graceful stop (SIGTERM, docs/adr/0030): new turns get a
// 503 with a sentence and /readyz says unready; open answer streams end with
// a `reconnect` frame and the listener closes at once, so clients and load
// balancers go to another replica; running passes stop at their next
// checkpoint; running turns may finish within grace (followed from the
// store by the replica their clients reconnect to), and the rest end with an
// `error` frame saying the server restarted. Then the process exits.
func shutdown(srv *http.Server, a *app.App, grace time.Duration, log *slog.Logger) error {
	start := time.Now()
	log.Info("shutting down", "grace", grace)
	a.Drain()
	closed := make(chan error, 1)
	go func() {
		// Requests in flight finish; streams were just told to reconnect.
		ctx, cancel := context.WithTimeout(context.Background(), grace+15*time.Second)
		defer cancel()
		closed <- srv.Shutdown(ctx)
	}()
	graceCtx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	if err := a.Close(graceCtx); err != nil {
		log.Error("stop", "err", err)
	}
	if err := <-closed; err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	log.Info("stopped", "took", time.Since(start).Round(time.Millisecond))
	return nil
}

func openMigrated(ctx context.Context, cfg config.Config, log *slog.Logger) (*pgxpool.Pool, error) {
	pool, err := db.Open(ctx, cfg.DatabaseURL, 0)
	if err != nil {
		return nil, err
	}
	if err := db.Migrate(ctx, pool, log); err != nil {
		pool.Close()
		return nil, err
	}
	return pool, nil
}
