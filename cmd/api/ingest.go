package main

import (
	"log/slog"

	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/config"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/sync"
	"knowledgestack/internal/sync/chunk"
	"knowledgestack/internal/sync/embed"
)

// ingestion is the wired sync pipeline: the sources API service and its queue.
type ingestion struct {
	Embedder embed.Embedder
	Chunker  *chunk.Chunker
	Queue    *sync.Queue
	Sources  *sync.Service
}

// newEmbedder builds the configured embedder (local by default, offline).
func newEmbedder(cfg config.Config, chunker *chunk.Chunker) (embed.Embedder, error) {
	if cfg.Embedder == "openai" {
		return embed.NewOpenAI(embed.OpenAIConfig{APIKey: cfg.OpenAIAPIKey, BaseURL: cfg.OpenAIBaseURL,
			Model: cfg.EmbeddingModel, Tokenizer: chunker})
	}
	return embed.NewLocal(), nil
}

// newIngestion wires chunker, embedder, connectors, pass, queue and service.
// registry maps providers to connectors; the upload connector is added here.
func newIngestion(cfg config.Config, pool *pgxpool.Pool, m *metrics.Metrics, log *slog.Logger, registry sync.Registry) (*ingestion, error) {
	chunker, err := chunk.New(chunk.Options{})
	if err != nil {
		return nil, err
	}
	embedder, err := newEmbedder(cfg, chunker)
	if err != nil {
		return nil, err
	}
	if registry == nil {
		registry = sync.Registry{}
	}
	registry[sync.UploadProvider] = sync.UploadFactory(pool, 0)
	pass, err := sync.NewPass(sync.PassConfig{Pool: pool, Registry: registry, Chunker: chunker, Embedder: embedder, Metrics: m, Log: log})
	if err != nil {
		return nil, err
	}
	queue, err := sync.NewQueue(sync.QueueConfig{Pool: pool, Pass: pass, Workers: cfg.Workers, SyncInterval: cfg.SyncInterval, Metrics: m, Log: log})
	if err != nil {
		return nil, err
	}
	sources, err := sync.NewService(pool, queue, cfg.UploadMaxBytes)
	if err != nil {
		return nil, err
	}
	return &ingestion{Embedder: embedder, Chunker: chunker, Queue: queue, Sources: sources}, nil
}
