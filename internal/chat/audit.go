package chat

import (
	"context"
	"log/slog"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/errs"
)

// Audit writes a model_calls row per model call (never content) and enforces
// the optional monthly token ceiling of a workspace.
type Audit struct {
	st           store
	monthlyLimit int64
	log          *slog.Logger
}

// NewAudit builds the auditor; monthlyLimit 0 means no ceiling.
func NewAudit(pool *pgxpool.Pool, monthlyLimit int64, log *slog.Logger) *Audit {
	return &Audit{st: store{pool}, monthlyLimit: monthlyLimit, log: log}
}

// AllowModelCall refuses a call once the workspace used its monthly tokens.
func (a *Audit) AllowModelCall(ctx context.Context, ws uuid.UUID) error {
	if a.monthlyLimit <= 0 {
		return nil
	}
	used, err := a.st.monthTokens(ctx, ws)
	if err != nil {
		return err
	}
	if used >= a.monthlyLimit {
		return errs.E(errs.RateLimited, "this workspace has used its monthly model budget (%d tokens); an admin can raise MONTHLY_TOKEN_LIMIT", a.monthlyLimit)
	}
	return nil
}

// RecordModelCall stores the audit row; a failure is logged, never shown.
func (a *Audit) RecordModelCall(ctx context.Context, rec agent.CallRecord) {
	if err := a.st.insertModelCall(ctx, rec); err != nil {
		a.log.Error("audit model call", "err", err)
	}
}
