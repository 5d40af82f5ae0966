package chat

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/errs"
)

// Ceilings are the monthly (UTC calendar month) model token ceilings; 0
// turns one off.
type Ceilings struct {
	// Workspace is what one workspace may use (MONTHLY_TOKEN_LIMIT).
	Workspace int64
	// Global is what all workspaces together may use (GLOBAL_MONTHLY_TOKEN_LIMIT).
	Global int64
}

// Audit writes a model_calls row per model call (never content) and enforces
// the monthly token ceilings, counted from those rows (a trigger keeps a
// per-workspace monthly total beside them).
type Audit struct {
	st       store
	ceilings Ceilings
	log      *slog.Logger
	now      func() time.Time
}

// NewAudit builds the auditor.
func NewAudit(pool *pgxpool.Pool, c Ceilings, log *slog.Logger) *Audit {
	return &Audit{st: store{pool}, ceilings: c, log: log, now: time.Now}
}

// AllowModelCall refuses a call once the workspace, or all workspaces
// together, used the month's tokens. The refusal is a sentence for the user
// (rate_limited: a 429 before the stream, an error frame inside it) whose
// cause carries the wait until the month turns.
func (a *Audit) AllowModelCall(ctx context.Context, ws uuid.UUID) error {
	if a.ceilings.Workspace <= 0 && a.ceilings.Global <= 0 {
		return nil
	}
	now := a.now().UTC()
	month := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	used, all, err := a.st.monthTokens(ctx, ws, month)
	if err != nil {
		return err
	}
	wait := &RetryAfter{Wait: month.AddDate(0, 1, 0).Sub(now)}
	next := month.AddDate(0, 1, 0).Format("January 2")
	if a.ceilings.Workspace > 0 && used >= a.ceilings.Workspace {
		return errs.Wrap(errs.RateLimited, wait, "this workspace has used its monthly model budget (%d of %d tokens); "+
			"answers resume on %s, or the operator can raise MONTHLY_TOKEN_LIMIT", used, a.ceilings.Workspace, next)
	}
	if a.ceilings.Global > 0 && all >= a.ceilings.Global {
		return errs.Wrap(errs.RateLimited, wait, "the service has used its monthly model budget for all workspaces; "+
			"answers resume on %s, or the operator can raise GLOBAL_MONTHLY_TOKEN_LIMIT", next)
	}
	return nil
}

// RecordModelCall stores the audit row; a failure is logged, never shown.
func (a *Audit) RecordModelCall(ctx context.Context, rec agent.CallRecord) {
	if err := a.st.insertModelCall(ctx, rec); err != nil {
		a.log.ErrorContext(ctx, "audit model call", "err", err)
	}
}
