// Package db opens the application's PostgreSQL pool, applies the embedded
// migrations (the product's own and the job queue's) and reports readiness.
package db

import (
	"context"
	"database/sql"
	"fmt"
	"io/fs"
	"log/slog"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	pgxvec "github.com/pgvector/pgvector-go/pgx"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/rivermigrate"

	"knowledgestack/migrations"
)

// Open connects a pool whose connections know the vector type (when the
// extension exists yet) and checks the database answers. Connecting, pinging
// and acquiring are bounded (bounds.go), so an unreachable database fails
// callers within seconds.
func Open(ctx context.Context, url string, maxConns int32) (*pgxpool.Pool, error) {
	return OpenTraced(ctx, url, maxConns, nil)
}

// OpenTraced is Open with tracer (nil: none) seeing every statement the
// pool's connections send: the benchmarks count the round trips of a sync
// pass with it.
func OpenTraced(ctx context.Context, url string, maxConns int32, tracer pgx.QueryTracer) (*pgxpool.Pool, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("parse DATABASE_URL: %w", err)
	}
	if maxConns > 0 {
		cfg.MaxConns = maxConns
	}
	cfg.AfterConnect = registerVector
	bound(cfg)
	if tracer != nil {
		cfg.ConnConfig.Tracer = traced{acquireBound: cfg.ConnConfig.Tracer.(acquireBound), next: tracer}
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("open pool: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("reach database: %w", err)
	}
	return pool, nil
}

// registerVector teaches a connection the vector codec. Before the first
// migration the type does not exist; the connection is still usable and
// Migrate resets the pool afterwards so no connection stays without it.
func registerVector(ctx context.Context, conn *pgx.Conn) error {
	var exists bool
	if err := conn.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_type WHERE typname = 'vector')`).Scan(&exists); err != nil {
		return err
	}
	if !exists {
		return nil
	}
	return pgxvec.RegisterTypes(ctx, conn)
}

// lockID serialises migrations across replicas starting at once.
const lockID = 0x6b735f6d6967 // "ks_mig"

func provider(pool *pgxpool.Pool) (*goose.Provider, *sql.DB, error) {
	sqlDB := stdlib.OpenDBFromPool(pool)
	locker, err := lock.NewPostgresSessionLocker(lock.WithLockID(lockID))
	if err != nil {
		return nil, nil, err
	}
	sub, err := fs.Sub(migrations.FS, ".")
	if err != nil {
		return nil, nil, err
	}
	p, err := goose.NewProvider(goose.DialectPostgres, sqlDB, sub, goose.WithSessionLocker(locker),
		// Parallel branches number their migrations in separate ranges; a lower
		// number landing after a higher one must still apply on existing databases.
		goose.WithAllowOutofOrder(true))
	if err != nil {
		sqlDB.Close()
		return nil, nil, fmt.Errorf("migration provider: %w", err)
	}
	return p, sqlDB, nil
}

// Migrate applies every pending migration: the product's files (one
// transaction each, unless a file opts out) and then the queue's tables.
func Migrate(ctx context.Context, pool *pgxpool.Pool, log *slog.Logger) error {
	p, sqlDB, err := provider(pool)
	if err != nil {
		return err
	}
	defer sqlDB.Close()
	results, err := p.Up(ctx)
	if err != nil {
		return fmt.Errorf("apply migrations: %w", err)
	}
	for _, r := range results {
		log.Info("migration applied", "file", r.Source.Path, "duration_ms", r.Duration.Milliseconds())
	}
	m, err := rivermigrate.New(riverpgxv5.New(pool), nil)
	if err != nil {
		return fmt.Errorf("queue migrator: %w", err)
	}
	if _, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return fmt.Errorf("apply queue migrations: %w", err)
	}
	// Connections opened before CREATE EXTENSION vector lack the codec.
	pool.Reset()
	return nil
}

// Problems lists what keeps the service from being ready: the database
// unreachable, the vector extension missing, migrations pending. Empty means ready.
func Problems(ctx context.Context, pool *pgxpool.Pool) []string {
	if err := pool.Ping(ctx); err != nil {
		return []string{"database is unreachable"}
	}
	var problems []string
	var hasVector bool
	if err := pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector')`).Scan(&hasVector); err != nil || !hasVector {
		problems = append(problems, "vector extension is not installed")
	}
	p, sqlDB, err := provider(pool)
	if err != nil {
		return append(problems, "migrations cannot be read")
	}
	defer sqlDB.Close()
	if pending, err := p.HasPending(ctx); err != nil || pending {
		problems = append(problems, "migrations are not current")
	}
	m, err := rivermigrate.New(riverpgxv5.New(pool), nil)
	if err == nil {
		res, verr := m.Validate(ctx, nil)
		if verr != nil || !res.OK {
			problems = append(problems, "queue migrations are not current")
		}
	}
	return problems
}
