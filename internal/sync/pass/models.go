package pass

import (
	"context"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/embed"
)

// Embedding while a workspace moves to another model (ADR 0032, section
// "Sync passes during a move"): the workspace's search uses its live model L
// until the re-embedding job has a vector of the configured model T for every
// chunk. A pass then writes each new or changed chunk with L's vector (the
// live vector arm finds it at once) and stages T's vector for the chunk's text
// in chunk_vectors, as the job does, so the job finds the chunk done and the
// cut-over takes the staged vector. Chunks the pass does not change are the
// job's: a document is not re-indexed because its chunks carry L.

// models are the embedders a pass uses for one workspace's chunks.
type models struct {
	// write embeds the vectors written into document_chunks.
	write embed.Embedder
	// stage, when set, is the target model whose vectors are staged in
	// chunk_vectors beside write's (a move from write to stage is under way).
	stage embed.Embedder
	// accepted are the models a stored chunk may carry without being
	// embedded again.
	accepted []string
}

// modelsFor reads the workspace's embedding state. Not moving, or moving to
// a model this process is not configured for: the configured model, as
// always. Moving to the configured model: the live model's embedder (from
// Config.Embedders) writes and the configured one stages; without an
// embedder for the live model, changed chunks get the configured model's
// vector only (the text arms still find them), and unchanged ones are left
// to the job either way.
func (p *Pass) modelsFor(ctx context.Context, ws uuid.UUID) (models, error) {
	target := p.cfg.Embedder
	plain := models{write: target, accepted: []string{target.Model()}}
	var live, to, settling string
	var dims int
	err := p.cfg.Pool.QueryRow(ctx, `SELECT model, dims, COALESCE(target_model, ''), COALESCE(settling_from, '') FROM workspace_embedding WHERE workspace_id = $1`, ws).
		Scan(&live, &dims, &to, &settling)
	if errors.Is(err, pgx.ErrNoRows) {
		return plain, nil
	}
	if err != nil {
		return models{}, fmt.Errorf("read the workspace's embedding model: %w", err)
	}
	if settling != "" && live == target.Model() {
		// Switched to the configured model, not yet settled (ADR 0071): a
		// chunk still carrying the old model has its vector of the
		// configured one staged, which the job moves into it; rewriting
		// the document would only do the job's work again.
		plain.accepted = append(plain.accepted, settling)
	}
	if to != target.Model() || live == target.Model() {
		return plain, nil
	}
	accepted := []string{live, target.Model()}
	if p.cfg.Embedders != nil {
		e, err := p.cfg.Embedders(live, dims)
		if err == nil && e != nil && e.Model() == live && e.Dimensions() == dims {
			return models{write: e, stage: target, accepted: accepted}, nil
		}
	}
	return models{write: target, accepted: accepted}, nil
}
