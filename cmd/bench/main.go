// Command bench runs the product's benchmarks against the local PostgreSQL
// and prints one Markdown table per benchmark (make bench). Each benchmark
// works in its own scratch database, dropped at the end.
//
//	bench [ingest|retrieval|chat|pdf|uploads|reembed|quantise ...]   (default: all but quantise)
package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"os/signal"
	"runtime/pprof"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/config"
	"knowledgestack/internal/db"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

type benchmark struct {
	name string
	run  func(context.Context, io.Writer) error
}

func run(ctx context.Context, args []string, out io.Writer) error {
	all := []benchmark{
		{"ingest", benchIngest},
		{"retrieval", benchRetrieval},
		{"chat", benchChat},
		{"pdf", benchPDF},
		{"uploads", benchUploadRSS},
		{"reembed", benchReembed},
	}
	chosen := all
	// Run by name only: it measures a database a retrieval run kept.
	named := append(slices.Clone(all), benchmark{"quantise", benchQuantise})
	if len(args) > 0 {
		chosen = nil
		for _, a := range args {
			found := false
			for _, b := range named {
				if b.name == a {
					chosen, found = append(chosen, b), true
				}
			}
			if !found {
				return fmt.Errorf("unknown benchmark %q", a)
			}
		}
	}
	// BENCH_CPUPROFILE=file writes a CPU profile of the whole run (read it
	// with go tool pprof): where an ingestion's time goes (issue 34).
	if path := os.Getenv("BENCH_CPUPROFILE"); path != "" {
		f, err := os.Create(path)
		if err != nil {
			return fmt.Errorf("BENCH_CPUPROFILE: %w", err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return fmt.Errorf("BENCH_CPUPROFILE: %w", err)
		}
		defer pprof.StopCPUProfile()
	}
	for _, b := range chosen {
		fmt.Fprintf(out, "\n## %s\n\n", b.name)
		start := time.Now()
		if err := b.run(ctx, out); err != nil {
			return fmt.Errorf("%s: %w", b.name, err)
		}
		fmt.Fprintf(out, "\n(%s took %s)\n", b.name, time.Since(start).Round(time.Second))
	}
	return nil
}

// scratchPool creates an empty database (named after the benchmark) on the
// cluster of DATABASE_URL, migrates it and returns a pool on it with a
// function that closes the pool and drops the database, so a benchmark never
// writes into a database someone works in.
func scratchPool(ctx context.Context, bench string, maxConns int32) (*pgxpool.Pool, func(), error) {
	return scratchPoolTraced(ctx, bench, maxConns, nil)
}

// scratchPoolTraced is scratchPool with tracer seeing the pool's statements.
func scratchPoolTraced(ctx context.Context, bench string, maxConns int32, tracer pgx.QueryTracer) (*pgxpool.Pool, func(), error) {
	// The benchmarks need no secrets, so they read only the database URL
	// rather than the server's full (and validated) configuration.
	dbURL := cmp.Or(os.Getenv("DATABASE_URL"), config.LocalDatabaseURL(os.Getenv, "knowledgestack"))
	admin, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return nil, nil, fmt.Errorf("bench: connect: %w", err)
	}
	name := "ks_bench_" + bench + "_" + strings.ReplaceAll(uuid.NewString()[:8], "-", "")
	if _, err := admin.Exec(ctx, `CREATE DATABASE `+pgx.Identifier{name}.Sanitize()); err != nil {
		admin.Close(ctx)
		return nil, nil, fmt.Errorf("bench: create database: %w", err)
	}
	drop := func() {
		c := context.WithoutCancel(ctx)
		_, _ = admin.Exec(c, `DROP DATABASE IF EXISTS `+pgx.Identifier{name}.Sanitize()+` WITH (FORCE)`)
		admin.Close(c)
	}
	// PL/pgSQL functions' calls and time in pg_stat_user_functions: the
	// ingest table prices the chunks' triggers with them.
	if _, err := admin.Exec(ctx, `ALTER DATABASE `+pgx.Identifier{name}.Sanitize()+` SET track_functions = 'pl'`); err != nil {
		drop()
		return nil, nil, fmt.Errorf("bench: track functions: %w", err)
	}
	u, err := url.Parse(dbURL)
	if err != nil {
		drop()
		return nil, nil, err
	}
	u.Path = "/" + name
	pool, err := db.OpenTraced(ctx, u.String(), maxConns, tracer)
	if err != nil {
		drop()
		return nil, nil, err
	}
	if err := db.Migrate(ctx, pool, slog.New(slog.DiscardHandler)); err != nil {
		pool.Close()
		drop()
		return nil, nil, err
	}
	return pool, func() { pool.Close(); drop() }, nil
}

// keptPool is scratchPool for a database that outlives the run: it creates
// the named database on the cluster of DATABASE_URL unless it exists,
// migrates it and returns a pool on it; the returned function closes the
// pool and leaves the database (drop it by hand to start over).
func keptPool(ctx context.Context, name string, maxConns int32) (*pgxpool.Pool, func(), error) {
	dbURL := cmp.Or(os.Getenv("DATABASE_URL"), config.LocalDatabaseURL(os.Getenv, "knowledgestack"))
	admin, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return nil, nil, fmt.Errorf("bench: connect: %w", err)
	}
	defer admin.Close(context.WithoutCancel(ctx))
	var exists bool
	if err := admin.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)`, name).Scan(&exists); err != nil {
		return nil, nil, err
	}
	if !exists {
		if _, err := admin.Exec(ctx, `CREATE DATABASE `+pgx.Identifier{name}.Sanitize()); err != nil {
			return nil, nil, fmt.Errorf("bench: create database: %w", err)
		}
	}
	u, err := url.Parse(dbURL)
	if err != nil {
		return nil, nil, err
	}
	u.Path = "/" + name
	pool, err := db.Open(ctx, u.String(), maxConns)
	if err != nil {
		return nil, nil, err
	}
	if err := db.Migrate(ctx, pool, slog.New(slog.DiscardHandler)); err != nil {
		pool.Close()
		return nil, nil, err
	}
	return pool, pool.Close, nil
}
