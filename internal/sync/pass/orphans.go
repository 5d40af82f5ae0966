package pass

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// orphanAfter is how long a source may say "queued" with no sync job to run
// it before a sweeper queues one. A request's own job is inserted
// milliseconds after the status is set, so a few seconds never races it.
const orphanAfter = 5 * time.Second

// RequeueOrphans queues a job for every source that says it is queued while
// no sync job of it waits or runs, and returns how many it queued. A request
// that arrives after a job's last look for requests but before river marks
// that job complete is skipped as the job's duplicate (the unique insert);
// without this it would wait for the next periodic sweep, and an upload
// source, which has none, would say "queued" for ever.
func (q *Queue) RequeueOrphans(ctx context.Context) (int, error) {
	// Like the handover, a cross-workspace read of (workspace, source) pairs
	// only; EnqueueSync then names the workspace in its own statement.
	orphans, err := q.sources(ctx, "list orphaned sync requests", `SELECT s.workspace_id, s.id FROM sources s
		WHERE s.status = 'queued' AND s.pass_started_at IS NULL AND s.updated_at < now() - make_interval(secs => $1)
		  AND NOT EXISTS (SELECT 1 FROM river_job j WHERE j.kind = $2 AND j.args->>'source_id' = s.id::text
		      AND j.state IN ('available', 'pending', 'running', 'retryable', 'scheduled'))
		/* any workspace: the orphan sweep collects (workspace, source) pairs only */`,
		orphanAfter.Seconds(), SyncArgs{}.Kind())
	if err != nil {
		return 0, err
	}
	for _, o := range orphans {
		if err := q.EnqueueSync(ctx, o.WS, o.ID); err != nil {
			return 0, err
		}
		q.cfg.Log.InfoContext(ctx, "queued a sync request left without a job", "workspace_id", o.WS, "source_id", o.ID)
	}
	return len(orphans), nil
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
