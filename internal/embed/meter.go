package embed

import (
	"context"
	"time"

	"github.com/google/uuid"
)

// Payer is who an embeddings request is charged to: the workspace the texts
// belong to and, when a person asked (a turn's search), their account.
// uuid.Nil for the account: nobody asked (a sync pass embedding documents).
type Payer struct {
	WorkspaceID, UserID uuid.UUID
}

// Meter is told about every request to a paid embeddings endpoint
// (OpenAIConfig.Meter), so embeddings count toward the same monthly token
// ceilings as answers (ADR 0053). Allow is asked first; its error stops the
// request and is returned as it is (a sentence for the user).
type Meter interface {
	AllowEmbedding(ctx context.Context, p Payer) error
	RecordEmbedding(ctx context.Context, p Payer, model string, tokens int64, started time.Time, d time.Duration, outcome string)
}

type workspaceKey struct{}
type accountKey struct{}

// ChargeTo marks the embeddings made under ctx as asked for by account user
// (a turn's search queries).
func ChargeTo(ctx context.Context, user uuid.UUID) context.Context {
	return context.WithValue(ctx, accountKey{}, user)
}

// forWorkspace marks the embeddings made under ctx as texts of workspace ws
// (EmbedFor does, so every caller that knows the workspace is metered).
func forWorkspace(ctx context.Context, ws uuid.UUID) context.Context {
	return context.WithValue(ctx, workspaceKey{}, ws)
}

// PayerOf is who the embeddings made under ctx are charged to; a zero
// WorkspaceID means nobody (an evaluation run with no tenant).
func PayerOf(ctx context.Context) Payer {
	ws, _ := ctx.Value(workspaceKey{}).(uuid.UUID)
	user, _ := ctx.Value(accountKey{}).(uuid.UUID)
	return Payer{WorkspaceID: ws, UserID: user}
}
