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
	turn := maskFrom(ctx)
	for i, in := range inputs {
		if turn != nil {
			out[i] = turn.redactHidden(in)
		} else {
			out[i], _ = NewMask(c.det).Redact(in)
		}
	}
	return e.Embed(ctx, out)
}

type maskKey struct{}

// WithMask carries a turn's mask to the embeddings made during the turn
// (the search tool's query), so the query a remote endpoint receives uses
// the placeholders the model saw, and a name found anywhere in the turn is
// replaced in it too.
func WithMask(ctx context.Context, m *Mask) context.Context {
	return context.WithValue(ctx, maskKey{}, m)
}

func maskFrom(ctx context.Context) *Mask {
	m, _ := ctx.Value(maskKey{}).(*Mask)
	return m
}
