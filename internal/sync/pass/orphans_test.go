package pass

import (
	"context"
	"testing"
	"time"
)

// A request skipped as the duplicate of a job that was already finishing
// leaves its source "queued" with no job: the sweeper queues one and the pass
// runs, instead of the source saying "queued" until the next periodic sweep.
func TestOrphanedRequestIsQueued(t *testing.T) {
	fx := newFixture(t, fastLease)
	nineDocs(fx)
	startWorkers(t, fx, fastHandover)
	// What the race leaves behind: the request recorded, its insert skipped, the job it collided with gone.
	if _, err := fx.pool.Exec(context.Background(), `UPDATE sources SET status = 'queued', sync_requested_at = now(),
		updated_at = now() - interval '1 minute' WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the orphaned request's pass", 20*time.Second, func() bool {
		return scalar[bool](t, fx.pool, `SELECT status = 'idle' AND last_synced_at IS NOT NULL FROM sources
			WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source)
	})
	if n := scalar[int](t, fx.pool, `SELECT count(*) FROM documents WHERE workspace_id = $1 AND source_id = $2 AND status = 'indexed'`,
		fx.ws, fx.source); n != 9 {
		t.Errorf("%d documents indexed, want 9", n)
	}
	if n := scalar[int](t, fx.pool, `SELECT count(*) FROM river_job WHERE kind = 'sync_source'`); n != 1 {
		t.Errorf("%d sync jobs, want the one the sweeper queued", n)
	}
}
