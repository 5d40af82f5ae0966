package source

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/errs"
)

// The columns of sources that record a sync pass (its start, cursor, claim
// and counters) are written only here too; the pass engine (internal/sync/pass)
// decides when, holding the source's lease.

// Counts are a pass's live progress.
type Counts struct{ Seen, Indexed, Failed int }

// SetPassRun records the pass and the run now working on the source.
func SetPassRun(ctx context.Context, db DB, ws, id, passID, runID uuid.UUID) error {
	_, err := db.Exec(ctx, `UPDATE sources SET pass_id = $3, pass_run_id = $4 WHERE workspace_id = $1 AND id = $2`,
		ws, id, passID, runID)
	return err
}

// StartPass marks the source syncing with a fresh pass (no cursor, counters
// at zero) and returns the pass's start, stamped by the database's clock so
// every replica agrees in last_seen_at comparisons.
func StartPass(ctx context.Context, db DB, ws, id uuid.UUID) (time.Time, error) {
	var start time.Time
	err := db.QueryRow(ctx, `UPDATE sources SET status = $3, pass_started_at = now(), pass_cursor = NULL,
			pass_pages = 0, docs_seen = 0, docs_indexed = 0, docs_failed = 0, docs_total = NULL, pass_interrupted_at = NULL,
			updated_at = now()
		WHERE workspace_id = $1 AND id = $2 RETURNING pass_started_at`, ws, id, string(Syncing)).Scan(&start)
	return start, err
}

// ResumePass marks the source syncing again with its pass's recounted
// progress; interrupted records (once) that a run died or failed.
func ResumePass(ctx context.Context, db DB, ws, id uuid.UUID, c Counts, interrupted bool) error {
	_, err := db.Exec(ctx, `UPDATE sources SET status = $7, docs_seen = $3, docs_indexed = $4, docs_failed = $5,
			pass_interrupted_at = CASE WHEN $6 THEN COALESCE(pass_interrupted_at, now()) ELSE pass_interrupted_at END,
			updated_at = now()
		WHERE workspace_id = $1 AND id = $2`,
		ws, id, c.Seen, c.Indexed, c.Failed, interrupted, string(Syncing))
	return err
}

// Progress records the live counters and the provider's total when it gave one.
func Progress(ctx context.Context, db DB, ws, id uuid.UUID, c Counts, total *int) error {
	_, err := db.Exec(ctx, `UPDATE sources SET docs_seen = $3, docs_indexed = $4, docs_failed = $5, docs_total = COALESCE($6, docs_total)
		WHERE workspace_id = $1 AND id = $2`, ws, id, c.Seen, c.Indexed, c.Failed, total)
	if err != nil {
		return fmt.Errorf("record progress: %w", err)
	}
	return nil
}

// Checkpoint records that every page before cursor is done.
func Checkpoint(ctx context.Context, db DB, ws, id uuid.UUID, cursor string, total *int, c Counts) error {
	_, err := db.Exec(ctx, `UPDATE sources SET pass_cursor = $3, pass_pages = pass_pages + 1,
			docs_total = COALESCE($4, docs_total), docs_seen = $5, docs_indexed = $6, docs_failed = $7, updated_at = now()
		WHERE workspace_id = $1 AND id = $2`, ws, id, cursor, total, c.Seen, c.Indexed, c.Failed)
	if err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	return nil
}

// FinishPass records a completed pass: the source is idle and synced as of
// start (anything changed upstream after the pass started may have been
// missed), with lastError when some documents failed.
func FinishPass(ctx context.Context, db DB, ws, id uuid.UUID, start time.Time, lastError *string) error {
	_, err := db.Exec(ctx, `UPDATE sources SET status = $5, last_synced_at = $3, last_error = $4,
			pass_started_at = NULL, pass_cursor = NULL, pass_id = NULL, pass_interrupted_at = NULL,
			confirm_deletions = false, updated_at = now()
		WHERE workspace_id = $1 AND id = $2`, ws, id, start, lastError, string(Idle))
	return err
}

// StopPass ends a pass that cannot go on with status and msg. keepCheckpoint
// leaves the cursor for a retry to resume from; otherwise the next pass
// starts over.
func StopPass(ctx context.Context, db DB, ws, id uuid.UUID, status Status, msg string, keepCheckpoint bool) error {
	// Two whole statements rather than one built up, so the tenant check
	// (internal/tenantsql) reads each with its WHERE.
	q := `UPDATE sources SET status = $3, last_error = $4, updated_at = now() WHERE workspace_id = $1 AND id = $2`
	if !keepCheckpoint {
		q = `UPDATE sources SET status = $3, last_error = $4, updated_at = now(),
			pass_started_at = NULL, pass_cursor = NULL, pass_id = NULL, pass_interrupted_at = NULL
			WHERE workspace_id = $1 AND id = $2`
	}
	_, err := db.Exec(ctx, q, ws, id, string(status), msg)
	return err
}

// TakeSyncRequest reports whether a sync was requested after since, and clears it.
func TakeSyncRequest(ctx context.Context, db DB, ws, id uuid.UUID, since time.Time) (bool, error) {
	tag, err := db.Exec(ctx, `UPDATE sources SET sync_requested_at = NULL
		WHERE workspace_id = $1 AND id = $2 AND sync_requested_at > $3`, ws, id, since)
	if err != nil {
		return false, fmt.Errorf("check sync requests: %w", err)
	}
	return tag.RowsAffected() > 0, nil
}

// Heartbeat refreshes the pass's claim on the source.
func Heartbeat(ctx context.Context, db DB, ws, id uuid.UUID) error {
	tag, err := db.Exec(ctx, `UPDATE sources SET pass_heartbeat_at = now() WHERE workspace_id = $1 AND id = $2`, ws, id)
	return errs.Affected(tag, err, "pass heartbeat", "source not found")
}

// ClearClaim clears the pass's claim (its heartbeat and run).
func ClearClaim(ctx context.Context, db DB, ws, id uuid.UUID) error {
	_, err := db.Exec(ctx, `UPDATE sources SET pass_heartbeat_at = NULL, pass_run_id = NULL
		WHERE workspace_id = $1 AND id = $2`, ws, id)
	return err
}

// NextGeneration moves a queued request to generation gen, whose job alone
// may run it: the job of a worker that died before claiming the pass is then
// superseded (internal/sync/pass, RequeueOrphans).
func NextGeneration(ctx context.Context, db DB, ws, id uuid.UUID, gen int64) error {
	_, err := db.Exec(ctx, `UPDATE sources SET pass_generation = $3, updated_at = now()
		WHERE workspace_id = $1 AND id = $2`, ws, id, gen)
	return err
}

// HandOver clears a dead worker's claim, records the interruption and moves
// the pass to generation gen, whose job alone may run it.
func HandOver(ctx context.Context, db DB, ws, id uuid.UUID, gen int64) error {
	_, err := db.Exec(ctx, `UPDATE sources SET pass_heartbeat_at = NULL, pass_run_id = NULL, pass_generation = $3,
			pass_interrupted_at = now(), updated_at = now()
		WHERE workspace_id = $1 AND id = $2`, ws, id, gen)
	return err
}
