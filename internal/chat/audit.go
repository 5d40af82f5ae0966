package chat

import (
	"context"
	"log/slog"
	"math"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/errs"
)

// Ceilings are the monthly (UTC calendar month) model token ceilings; 0
// turns one off.
type Ceilings struct {
	// Workspace is what one workspace may use (MONTHLY_TOKEN_LIMIT).
	Workspace int64
	// Account is what one account may use across every workspace it asks in
	// (ACCOUNT_MONTHLY_TOKEN_LIMIT): the account that asked is charged, so
	// no one account can spend the global ceiling for everybody (ADR 0053).
	Account int64
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

// AllowModelCall refuses a call once the workspace, the account that asks
// (uuid.Nil: nobody, e.g. a sync pass) or all workspaces together used the
// month's tokens. The refusal is a sentence for the user (rate_limited: a
// 429 before the stream, an error frame inside it) whose cause carries the
// wait until the month turns.
func (a *Audit) AllowModelCall(ctx context.Context, ws, user uuid.UUID) error {
	if a.ceilings.Workspace <= 0 && a.ceilings.Account <= 0 && a.ceilings.Global <= 0 {
		return nil
	}
	now := a.now().UTC()
	month := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	used, mine, all, err := a.st.monthTokens(ctx, ws, user, month)
	if err != nil {
		return err
	}
	wait := &RetryAfter{Wait: month.AddDate(0, 1, 0).Sub(now)}
	next := month.AddDate(0, 1, 0).Format("January 2")
	if a.ceilings.Workspace > 0 && used >= a.ceilings.Workspace {
		return errs.Wrap(errs.RateLimited, wait, "this workspace has used its monthly model budget (%d of %d tokens); "+
			"answers resume on %s, or the operator can raise MONTHLY_TOKEN_LIMIT", used, a.ceilings.Workspace, next)
	}
	if a.ceilings.Account > 0 && user != uuid.Nil && mine >= a.ceilings.Account {
		return errs.Wrap(errs.RateLimited, wait, "your account has used its monthly model budget across all its workspaces "+
			"(%d of %d tokens); answers resume on %s, or the operator can raise ACCOUNT_MONTHLY_TOKEN_LIMIT", mine, a.ceilings.Account, next)
	}
	if a.ceilings.Global > 0 && all >= a.ceilings.Global {
		return errs.Wrap(errs.RateLimited, wait, "the service has used its monthly model budget for all workspaces; "+
			"answers resume on %s, or the operator can raise GLOBAL_MONTHLY_TOKEN_LIMIT", next)
	}
	return nil
}

// Usage is a workspace's model tokens this month and its ceiling (0: none).
type Usage struct {
	Month  time.Time
	Tokens int64
	Limit  int64
}

// Usage reads the workspace's tokens of the current month (every call
// charged to it: answers, summaries, paid embeddings), for its admins.
func (a *Audit) Usage(ctx context.Context, ws uuid.UUID) (Usage, error) {
	now := a.now().UTC()
	month := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	used, _, _, err := a.st.monthTokens(ctx, ws, uuid.Nil, month)
	return Usage{Month: month, Tokens: used, Limit: a.ceilings.Workspace}, err
}

// RecordModelCall stores the audit row; a failure is logged, never shown.
func (a *Audit) RecordModelCall(ctx context.Context, rec agent.CallRecord) {
	if err := a.st.insertModelCall(ctx, rec); err != nil {
		a.log.ErrorContext(ctx, "audit model call", "err", err)
	}
}

// AllowEmbedding refuses a paid embeddings request once its payer is over a
// ceiling (embed.Meter): a turn's search is refused with the turn's sentence,
// a sync pass's document fails with it and is retried next month.
func (a *Audit) AllowEmbedding(ctx context.Context, p embed.Payer) error {
	return a.AllowModelCall(ctx, p.WorkspaceID, p.UserID)
}

// RecordEmbedding stores a paid embeddings request as a model call of
// purpose "embedding", so its tokens count toward the workspace's, the
// account's and the global ceiling like an answer's.
func (a *Audit) RecordEmbedding(ctx context.Context, p embed.Payer, model string, tokens int64, started time.Time, d time.Duration, outcome string) {
	a.RecordModelCall(ctx, agent.CallRecord{WorkspaceID: p.WorkspaceID, UserID: p.UserID, Purpose: PurposeEmbedding,
		Model: model, Started: started, Duration: d, InputTokens: int(min(tokens, math.MaxInt32)), Outcome: outcome})
}

// PurposeEmbedding is the model_calls purpose of a paid embeddings request.
const PurposeEmbedding = "embedding"
