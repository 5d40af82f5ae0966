package pass

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/source"
)

// handoverLoop runs the sweeper every interval until ctx ends.
func (q *Queue) handoverLoop(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if _, err := q.HandOver(ctx); err != nil && ctx.Err() == nil {
			q.cfg.Log.WarnContext(ctx, "hand over sync passes", "err", err)
		}
		if _, err := q.RequeueOrphans(ctx); err != nil && ctx.Err() == nil {
			q.cfg.Log.WarnContext(ctx, "queue orphaned sync requests", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// HandOver gives every pass whose worker died to a live worker and returns
// how many it handed over. A pass is its worker's while the worker's session
// holds the source's lock; a claim (pass_heartbeat_at) older than
// Config.HandoverAfter whose lock is free belongs to a session that ended. The
// pass is then queued as a job of the next generation, in the transaction
// that ends the dead run, while this sweeper holds the lock: no two workers
// ever run one pass, and the holder fenced itself long before (lease).
func (q *Queue) HandOver(ctx context.Context) (int, error) {
	if q.cfg.Pass == nil {
		return 0, errors.New("sync: HandOver needs a queue with workers")
	}
	// Like the periodic sweep, a cross-workspace read of (workspace, source)
	// pairs only; each handover then names the workspace in its own statements.
	stale, err := q.sources(ctx, "list stale passes", `SELECT workspace_id, id FROM sources
		WHERE pass_heartbeat_at IS NOT NULL AND pass_heartbeat_at < now() - make_interval(secs => $1)
		/* any workspace: the handover sweep collects (workspace, source) pairs only */`,
		q.cfg.Pass.cfg.HandoverAfter.Seconds())
	if err != nil {
		return 0, err
	}
	n := 0
	var errsSeen []error
	for _, k := range stale {
		ok, err := q.handOver(ctx, k.WS, k.ID)
		if err != nil {
			errsSeen = append(errsSeen, err)
			continue
		}
		if ok {
			n++
		}
	}
	return n, errors.Join(errsSeen...)
}

// handOver hands one source's pass over if its holder is gone, reporting whether it did.
func (q *Queue) handOver(ctx context.Context, ws, id uuid.UUID) (bool, error) {
	handed := false
	var gen int64
	err := pgx.BeginFunc(ctx, q.cfg.Pool, func(tx pgx.Tx) error {
		// A transaction-level lock: it conflicts with the holder's session lock
		// and is released by the commit that queues the new job, with no gap.
		var free bool
		if err := tx.QueryRow(ctx, `SELECT pg_try_advisory_xact_lock(`+lockKey+`)`, id).Scan(&free); err != nil {
			return fmt.Errorf("probe pass lock: %w", err)
		}
		if !free {
			return nil // a live session holds it: the worker is slow, not gone
		}
		var claimed, stale, running bool
		var runID, passID *uuid.UUID
		err := tx.QueryRow(ctx, `SELECT pass_heartbeat_at IS NOT NULL,
				COALESCE(pass_heartbeat_at < now() - make_interval(secs => $3), false),
				pass_started_at IS NOT NULL, pass_generation, pass_run_id, pass_id
			FROM sources WHERE workspace_id = $1 AND id = $2 FOR UPDATE`, ws, id, q.cfg.Pass.cfg.HandoverAfter.Seconds()).
			Scan(&claimed, &stale, &running, &gen, &runID, &passID)
		if err != nil {
			return errs.FromPG(err, "load stale pass", "source")
		}
		if !claimed || !stale {
			return nil // released or renewed since the scan
		}
		if !running {
			// The pass ended but its holder died before clearing the claim.
			return source.ClearClaim(ctx, tx, ws, id)
		}
		gen++
		if err := source.HandOver(ctx, tx, ws, id, gen); err != nil {
			return fmt.Errorf("hand over pass: %w", err)
		}
		if runID != nil {
			if _, err := tx.Exec(ctx, `UPDATE sync_pass_runs SET ended_at = clock_timestamp(), outcome = 'interrupted'
				WHERE workspace_id = $1 AND id = $2 AND ended_at IS NULL`, ws, *runID); err != nil {
				return fmt.Errorf("end dead run: %w", err)
			}
		}
		if passID != nil {
			if _, err := tx.Exec(ctx, `UPDATE sync_passes SET interruptions = interruptions + 1
				WHERE workspace_id = $1 AND id = $2`, ws, *passID); err != nil {
				return fmt.Errorf("count interruption: %w", err)
			}
		}
		if _, err := q.cfg.Jobs.Client().InsertTx(ctx, tx, SyncArgs{SourceID: id, WorkspaceID: ws, Generation: gen}, nil); err != nil {
			return fmt.Errorf("queue handed-over pass: %w", err)
		}
		handed = true
		return nil
	})
	if err != nil {
		if errs.Is(err, errs.NotFound) {
			return false, nil // deleted since the scan
		}
		return false, fmt.Errorf("hand over source %s: %w", id, err)
	}
	if handed {
		q.cfg.Metrics.SyncHandovers.Inc()
		q.cfg.Log.WarnContext(ctx, "handed over a sync pass whose worker died", "workspace_id", ws, "source_id", id, "generation", gen)
	}
	return handed, nil
}

// generation is the source's current pass generation (see SyncArgs).
func (s *Store) generation(ctx context.Context, ws, id uuid.UUID) (int64, error) {
	var gen int64
	err := s.pool.QueryRow(ctx, `SELECT pass_generation FROM sources WHERE workspace_id = $1 AND id = $2`, ws, id).Scan(&gen)
	return gen, errs.FromPG(err, "load pass generation", "source")
}
