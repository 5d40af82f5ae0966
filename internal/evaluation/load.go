package evaluation

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/retrieval"
)

// LoadCorpus loads the Markdown files under dir into the workspace
// (corpus.LoadMarkdown) and refreshes its term statistics, as a sync pass
// ends: the workspace is then searched as a user's would be.
func LoadCorpus(ctx context.Context, pool *pgxpool.Pool, ws uuid.UUID, dir string, e embed.Embedder) (corpus.Corpus, error) {
	c, err := corpus.LoadMarkdown(ctx, pool, ws, dir, e)
	if err != nil {
		return corpus.Corpus{}, err
	}
	if err := retrieval.RefreshTermStats(ctx, pool, ws); err != nil {
		return corpus.Corpus{}, fmt.Errorf("load corpus: %w", err)
	}
	return c, nil
}

// BEIRLoad is what LoadBEIR wrote and how long it took.
type BEIRLoad struct {
	corpus.Corpus
	Elapsed time.Duration
}

// LoadBEIR loads dir's corpus.jsonl into the workspace (corpus.LoadBEIR)
// and refreshes its term statistics.
func LoadBEIR(ctx context.Context, pool *pgxpool.Pool, ws uuid.UUID, dir string, e embed.Embedder) (BEIRLoad, error) {
	start := time.Now()
	c, err := corpus.LoadBEIR(ctx, pool, ws, dir, e)
	if err != nil {
		return BEIRLoad{}, err
	}
	if err := retrieval.RefreshTermStats(ctx, pool, ws); err != nil {
		return BEIRLoad{}, fmt.Errorf("load beir: %w", err)
	}
	return BEIRLoad{Corpus: c, Elapsed: time.Since(start)}, nil
}
