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

// deadJob leaves what a worker killed between river's fetch and its claim
// leaves: the source's job "running" since a minute ago, no pass, no claim.
func deadJob(t *testing.T, fx *fixture) {
	t.Helper()
	ctx := context.Background()
	if _, err := fx.pool.Exec(ctx, `INSERT INTO river_job (kind, args, state, attempt, attempted_at, attempted_by, max_attempts, queue, priority)
		VALUES ('sync_source', jsonb_build_object('source_id', $2::text, 'workspace_id', $1::text), 'running', 1,
			now() - interval '1 minute', ARRAY['killed-worker'], 8, 'default', 1)`, fx.ws, fx.source); err != nil {
		t.Fatal(err)
	}
	if _, err := fx.pool.Exec(ctx, `UPDATE sources SET status = 'queued', sync_requested_at = now(),
		updated_at = now() - interval '1 minute' WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source); err != nil {
		t.Fatal(err)
	}
}

// A job whose worker died before claiming the pass stays "running" in
// river's table for an hour; it must not hold the request that long. The
// sweeper queues the next generation and the pass runs once.
func TestRequestOfADeadJobIsQueued(t *testing.T) {
	fx := newFixture(t, fastLease)
	nineDocs(fx)
	deadJob(t, fx)
	startWorkers(t, fx, fastHandover)
	waitFor(t, "the pass of the dead job's request", 20*time.Second, func() bool {
		return scalar[bool](t, fx.pool, `SELECT status = 'idle' AND last_synced_at IS NOT NULL FROM sources
			WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source)
	})
	if n := scalar[int](t, fx.pool, `SELECT count(*) FROM documents WHERE workspace_id = $1 AND source_id = $2 AND status = 'indexed'`,
		fx.ws, fx.source); n != 9 {
		t.Errorf("%d documents indexed, want 9", n)
	}
	if g := scalar[int64](t, fx.pool, `SELECT pass_generation FROM sources WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source); g != 1 {
		t.Errorf("generation %d, want 1: the dead job's generation 0 must be superseded", g)
	}
	if n := scalar[int](t, fx.pool, `SELECT count(*) FROM sync_passes WHERE workspace_id = $1 AND source_id = $2`, fx.ws, fx.source); n != 1 {
		t.Errorf("%d passes, want 1", n)
	}
}

// The same row with the pass lock held is a live worker on its way to its
// claim (or a pass run outside the queue): the sweeper leaves it alone.
func TestRequestOfALockedJobIsLeftToItsWorker(t *testing.T) {
	fx := newFixture(t, fastLease)
	nineDocs(fx)
	deadJob(t, fx)
	ctx := context.Background()
	conn, err := fx.pool.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock(`+lockKey+`)`, fx.source); err != nil {
		t.Fatal(err)
	}
	defer func() { _, _ = conn.Exec(ctx, `SELECT pg_advisory_unlock(`+lockKey+`)`, fx.source) }()
	startWorkers(t, fx, fastHandover)
	time.Sleep(2 * time.Second) // ten sweeps
	if n := scalar[int](t, fx.pool, `SELECT count(*) FROM river_job WHERE kind = 'sync_source'`); n != 1 {
		t.Errorf("%d sync jobs, want only the running one: its worker holds the lock", n)
	}
	if s := scalar[string](t, fx.pool, `SELECT status FROM sources WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source); s != "queued" {
		t.Errorf("status %q, want queued", s)
	}
}
