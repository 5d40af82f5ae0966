package embed

import (
	"context"

	"github.com/google/uuid"
)

// ForWorkspace is an Embedder whose requests depend on the workspace the
// texts belong to: a remote endpoint that must receive placeholders instead
// of personal data when the workspace asks for it (pii.Embedder, ADR 0025).
type ForWorkspace interface {
	Embedder
	// EmbedFor is Embed for texts of workspace ws.
	EmbedFor(ctx context.Context, ws uuid.UUID, inputs []string) ([][]float32, error)
}

// EmbedFor embeds texts of workspace ws: through e's EmbedFor when e is a
// ForWorkspace, else e.Embed. Callers that know the workspace use this, so
// a workspace's setting reaches every embedding request made for it.
func EmbedFor(ctx context.Context, e Embedder, ws uuid.UUID, inputs []string) ([][]float32, error) {
	ctx = forWorkspace(ctx, ws) // a paid endpoint's Meter charges the workspace
	if f, ok := e.(ForWorkspace); ok {
		return f.EmbedFor(ctx, ws, inputs)
	}
	return e.Embed(ctx, inputs)
}
