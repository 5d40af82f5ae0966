package pii

import (
	"context"

	"github.com/google/uuid"

	"knowledgestack/internal/embed"
)

// Embedder puts placeholders into the texts sent to a remote embeddings
// endpoint for workspaces whose setting is on; the local hashing embedder
// never sends anything and is not wrapped. Each text gets its own mask, so
// a chunk's embedding input is the same whatever else is embedded with it.
type Embedder struct {
	embed.Embedder
	policy *Policy
}

// NewEmbedder wraps a remote embedder with the workspaces' settings.
func NewEmbedder(e embed.Embedder, p *Policy) *Embedder { return &Embedder{Embedder: e, policy: p} }

// EmbedFor implements embed.ForWorkspace.
func (e *Embedder) EmbedFor(ctx context.Context, ws uuid.UUID, inputs []string) ([][]float32, error) {
	c, err := e.policy.get(ctx, ws)
	if err != nil {
		return nil, err
	}
	if !c.s.Enabled {
		return e.Embed(ctx, inputs)
	}
	out := make([]string, len(inputs))
	for i, in := range inputs {
		out[i], _ = NewMask(c.det).Redact(in)
	}
	return e.Embed(ctx, out)
}
