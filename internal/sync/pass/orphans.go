package pass

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/source"
)

// orphanAfter is how long a source may say "queued" with no sync job to run
// it before a sweeper queues one. A request's own job is inserted
// milliseconds after the status is set, so a few seconds never races it.
const orphanAfter = 5 * time.Second

// abandonAfter is how long a sync job may say "running" while its source
// says "queued", no pass has begun and nobody holds the pass lock, before the
// sweeper takes its worker for dead. A live worker holds a job that way only
// from river's fetch to its claim, and from the end of its pass to river's
// bookkeeping: milliseconds, or a pool wait under load. River itself would
// rescue the job only after an hour (its RescueStuckJobsAfter, kept for the
// long re-embedding runs: see worker.go).
const abandonAfter = 30 * time.Second

// RequeueOrphans queues a job for every source that says it is queued while
// no sync job of it waits or runs, and returns how many it queued. A request
// that arrives after a job's last look for requests but before river marks
// that job complete is skipped as the job's duplicate (the unique insert);
// without this it would wait for the next periodic sweep, and an upload
// source, which has none, would say "queued" for ever. A job still "running"
// for abandonAfter with no pass and a free lock belongs to a worker that died
// between taking it and claiming the pass: it does not count as running.
func (q *Queue) RequeueOrphans(ctx context.Context) (int, error) {
	// Like the handover, a cross-workspace read of (workspace, source) pairs
	// only; requeue then names the workspace in its own statements.
	orphans, err := q.sources(ctx, "list orphaned sync requests", `SELECT s.workspace_id, s.id FROM sources s
		WHERE s.status = 'queued' AND s.pass_started_at IS NULL AND s.updated_at < now() - make_interval(secs => $1)
		  AND NOT EXISTS (SELECT 1 FROM river_job j WHERE j.kind = $2 AND j.args->>'source_id' = s.id::text
		      AND (j.state IN ('available', 'pending', 'retryable', 'scheduled')
		        OR j.state = 'running' AND j.attempted_at > now() - make_interval(secs => $3)))
		/* any workspace: the orphan sweep collects (workspace, source) pairs only */`,
		orphanAfter.Seconds(), SyncArgs{}.Kind(), abandonAfter.Seconds())
	if err != nil {
		return 0, err
	}
	n := 0
	for _, o := range orphans {
		queued, err := q.requeue(ctx, o.WS, o.ID)
		if err != nil {
			return n, err
		}
		if queued {
			n++
			q.cfg.Log.InfoContext(ctx, "queued a sync request left without a live job", "workspace_id", o.WS, "source_id", o.ID)
		}
	}
	return n, nil
}

// requeue queues the source's request as a job of the next generation, so a
// job of its dead worker, should river ever run it again, does nothing
// (SyncArgs). It holds the pass lock while it checks and queues: a worker
// that claims the pass meanwhile keeps it, and the request stays its own.
func (q *Queue) requeue(ctx context.Context, ws, id uuid.UUID) (bool, error) {
	queued := false
	err := pgx.BeginFunc(ctx, q.cfg.Pool, func(tx pgx.Tx) error {
		var free bool
		if err := tx.QueryRow(ctx, `SELECT pg_try_advisory_xact_lock(`+lockKey+`)`, id).Scan(&free); err != nil {
			return fmt.Errorf("probe pass lock: %w", err)
		}
		if !free {
			return nil // a live worker holds the pass
		}
		var waiting bool
		var gen int64
		// Checked again under the row's lock: another replica's sweeper may
		// have queued the request since the scan (its job is then waiting).
		err := tx.QueryRow(ctx, `SELECT s.status = 'queued' AND s.pass_started_at IS NULL AND s.pass_heartbeat_at IS NULL
				AND NOT EXISTS (SELECT 1 FROM river_job j WHERE j.kind = $3 AND j.args->>'source_id' = s.id::text
					AND j.state IN ('available', 'pending', 'retryable', 'scheduled')), s.pass_generation
			FROM sources s WHERE s.workspace_id = $1 AND s.id = $2 FOR UPDATE`, ws, id, SyncArgs{}.Kind()).Scan(&waiting, &gen)
		if err != nil {
			return errs.FromPG(err, "load orphaned request", "source")
		}
		if !waiting {
			return nil // taken, or still claimed (the handover clears a dead claim first)
		}
		gen++
		if err := source.NextGeneration(ctx, tx, ws, id, gen); err != nil {
			return fmt.Errorf("requeue sync request: %w", err)
		}
		if _, err := q.cfg.Jobs.Client().InsertTx(ctx, tx, SyncArgs{SourceID: id, WorkspaceID: ws, Generation: gen}, nil); err != nil {
			return fmt.Errorf("requeue sync request: %w", err)
		}
		queued = true
		return nil
	})
	if errs.Is(err, errs.NotFound) {
		return false, nil // deleted since the scan
	}
	if err != nil {
		return false, fmt.Errorf("requeue source %s: %w", id, err)
	}
	return queued, nil
}

// sourceKey names a source with its workspace.
type sourceKey struct{ WS, ID uuid.UUID }

// sources runs a sweeper's cross-workspace query, one that selects only
// (workspace_id, id) pairs; what it is doing names its errors.
func (q *Queue) sources(ctx context.Context, what, sql string, args ...any) ([]sourceKey, error) {
	rows, err := q.cfg.Pool.Query(ctx, sql, args...)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	keys, err := pgx.CollectRows(rows, pgx.RowToStructByPos[sourceKey])
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return keys, nil
}
