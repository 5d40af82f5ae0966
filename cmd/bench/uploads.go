package main

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"

	"knowledgestack/internal/chunk"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/source"
	"knowledgestack/internal/sync/pass"
)

// uploadBench is what the ingest and PDF benchmarks share: a scratch
// database with one workspace, the upload service, and the real sync pass
// over uploads (default chunker, local embeddings).
type uploadBench struct {
	pool *pgxpool.Pool
	ws   uuid.UUID
	svc  *pass.Service
	pass *pass.Pass
	drop func() // closes the pool and drops the database
}

func newUploadBench(ctx context.Context, name string, up pass.UploadOptions) (*uploadBench, error) {
	return newTracedUploadBench(ctx, name, up, nil)
}

// newTracedUploadBench is newUploadBench with tracer seeing its pool's statements.
func newTracedUploadBench(ctx context.Context, name string, up pass.UploadOptions, tracer pgx.QueryTracer) (*uploadBench, error) {
	pool, drop, err := scratchPoolTraced(ctx, name, 4, tracer)
	if err != nil {
		return nil, err
	}
	b := &uploadBench{pool: pool, drop: drop}
	if err := b.build(ctx, name, up); err != nil {
		drop()
		return nil, err
	}
	return b, nil
}

func (b *uploadBench) build(ctx context.Context, name string, up pass.UploadOptions) error {
	var err error
	if b.ws, err = benchWorkspace(ctx, b.pool, name); err != nil {
		return err
	}
	chunker, err := chunk.New(chunk.Options{})
	if err != nil {
		return err
	}
	// The offline default embedder, as make run ingests with.
	embedder, err := embed.NewWordVec()
	if err != nil {
		return err
	}
	if b.pass, err = pass.New(pass.Config{Pool: b.pool, Registry: pass.Registry{source.Upload: pass.UploadFactory(b.pool, 0)},
		Chunker: chunker, Embedder: embedder, Metrics: metrics.New(prometheus.NewRegistry())}); err != nil {
		return err
	}
	b.svc, err = pass.NewService(b.pool, nopQueue{}, up)
	return err
}
