package pass

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/chunk/chunktest"
	"knowledgestack/internal/db"
)

// fastLease shortens the lease so a test sees a handover within seconds. A
// beat that takes longer than Heartbeat loses the lease (and its pass is
// handed over again), so the beat stays long enough for a loaded machine:
// at 100 ms a stalled heartbeat UPDATE handed a live pass over a second time.
func fastLease(c *Config) { c.Heartbeat, c.HandoverAfter = time.Second, 5*time.Second }

// fastHandover makes a queue look for passes to hand over five times a second.
func fastHandover(c *QueueConfig) { c.HandoverEvery = 200 * time.Millisecond }

// nineDocs gives the fake provider three pages of three documents.
func nineDocs(fx *fixture) {
	for i := range 9 {
		fx.fake.set(fakeDoc{id: fmt.Sprintf("d%d", i), title: fmt.Sprintf("Doc %d", i), body: fmt.Sprintf("body of document %d", i), updated: t0})
	}
}

// blockFetch makes the first fetch of id wait until the returned release is called.
func blockFetch(fx *fixture, id string) (entered <-chan struct{}, release func()) {
	in, out := make(chan struct{}), make(chan struct{})
	var once sync.Once
	fx.fake.onFetch = func(got string) error {
		if got == id {
			first := false
			once.Do(func() { first = true })
			if first {
				close(in)
				<-out
			}
		}
		return nil
	}
	var rel sync.Once
	return in, func() { rel.Do(func() { close(out) }) }
}

// killLockSession ends the database session holding the source's pass lock,
// as PostgreSQL does when the process behind it dies.
func killLockSession(t *testing.T, pool *pgxpool.Pool, source uuid.UUID) {
	t.Helper()
	n := scalar[int](t, pool, `SELECT count(pg_terminate_backend(l.pid)) FROM pg_locks l,
			(SELECT hashtextextended('ks_sync:' || $1::text, 0) AS k) h
		WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
			AND l.classid::bigint = ((h.k >> 32) & 4294967295) AND l.objid::bigint = (h.k & 4294967295)`, source)
	if n != 1 {
		t.Fatalf("terminated %d lock sessions, want 1", n)
	}
}

// waitFor polls cond until it holds or the deadline passes.
func waitFor(t *testing.T, what string, within time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(within)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within %s", what, within)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// handovers reads ks_sync_handovers_total from the fixture's registry.
func handovers(t *testing.T, fx *fixture) float64 {
	t.Helper()
	families, err := fx.reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range families {
		if f.GetName() == "ks_sync_handovers_total" {
			return f.GetMetric()[0].GetCounter().GetValue()
		}
	}
	t.Fatal("no ks_sync_handovers_total")
	return 0
}

// passRun is a sync_pass_runs row.
type passRun struct {
	Started time.Time
	Ended   *time.Time
	Outcome *string
}

func runsOf(t *testing.T, fx *fixture, source uuid.UUID) []passRun {
	t.Helper()
	rows, err := fx.pool.Query(context.Background(), `SELECT r.started_at, r.ended_at, r.outcome FROM sync_pass_runs r
		JOIN sync_passes p ON p.id = r.pass_id AND p.workspace_id = $1
		WHERE r.workspace_id = $1 AND p.source_id = $2 ORDER BY r.started_at`, fx.ws, source)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []passRun
	for rows.Next() {
		var r passRun
		if err := rows.Scan(&r.Started, &r.Ended, &r.Outcome); err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

// assertNoOverlap fails if a run started before the previous one ended.
func assertNoOverlap(t *testing.T, runs []passRun) {
	t.Helper()
	for i := 1; i < len(runs); i++ {
		if runs[i-1].Ended == nil || runs[i-1].Ended.After(runs[i].Started) {
			t.Fatalf("run %d (%v–%v) overlaps run %d starting %v", i-1, runs[i-1].Started, runs[i-1].Ended, i, runs[i].Started)
		}
	}
}

func TestLease(t *testing.T) {
	t.Run("a dead worker's pass is handed over, resumes at its checkpoint and completes once", func(t *testing.T) {
		fx := newFixture(t, fastLease)
		nineDocs(fx)
		entered, release := blockFetch(fx, "d4")
		defer release()
		q := startWorkers(t, fx, fastHandover)
		svc := newService(t, fx, q)
		if _, err := svc.SyncNow(context.Background(), fx.ws, fx.source); err != nil {
			t.Fatal(err)
		}
		<-entered // the first worker is inside page two ("3"), pages one is checkpointed
		killLockSession(t, fx.pool, fx.source)
		waitFor(t, "handover", 30*time.Second, func() bool {
			return scalar[int64](t, fx.pool, `SELECT pass_generation FROM sources WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source) == 1
		})
		views, err := svc.List(context.Background(), fx.ws)
		if err != nil {
			t.Fatal(err)
		}
		if p := views[0].Progress; !p.Resumed || p.Note == nil || *p.Note != noteResuming {
			t.Fatalf("progress after the handover: %+v", p)
		}
		// The sweeper counts a handover after its transaction commits, so the
		// new generation can be read a moment before the counter moves.
		waitFor(t, "the handover to be counted", 10*time.Second, func() bool { return handovers(t, fx) >= 1 })
		if n := handovers(t, fx); n != 1 {
			t.Fatalf("ks_sync_handovers_total = %v, want 1", n)
		}
		release() // the fenced worker wakes up: it must write nothing more
		waitFor(t, "the handed-over pass to complete", 20*time.Second, func() bool {
			return scalar[bool](t, fx.pool, `SELECT status = 'idle' AND pass_started_at IS NULL FROM sources WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source)
		})
		var outcome string
		var interruptions, seen int
		if err := fx.pool.QueryRow(context.Background(), `SELECT outcome, interruptions, docs_seen FROM sync_passes
			WHERE workspace_id = $1 AND source_id = $2`, fx.ws, fx.source).Scan(&outcome, &interruptions, &seen); err != nil {
			t.Fatalf("exactly one pass: %v", err)
		}
		if outcome != OutcomeCompleted || interruptions != 1 || seen != 9 {
			t.Fatalf("pass: %s, %d interruptions, %d seen", outcome, interruptions, seen)
		}
		runs := runsOf(t, fx, fx.source)
		if len(runs) != 2 || *runs[0].Outcome != "interrupted" || *runs[1].Outcome != OutcomeCompleted {
			t.Fatalf("runs %+v", runs)
		}
		assertNoOverlap(t, runs)
		fx.fake.mu.Lock()
		lists := append([]string(nil), fx.fake.lists...)
		fx.fake.mu.Unlock()
		if fmt.Sprint(lists) != "[ 3 3 6]" {
			t.Fatalf("lists %q: the pass must resume at page two, not start over", lists)
		}
		docs := scalar[int](t, fx.pool, `SELECT count(*) FROM documents WHERE workspace_id = $1 AND source_id = $2 AND status = 'indexed'`, fx.ws, fx.source)
		dup := scalar[int](t, fx.pool, `SELECT count(*) FROM (SELECT 1 FROM document_chunks WHERE workspace_id = $1
			GROUP BY document_id, chunk_index HAVING count(*) > 1) d`, fx.ws)
		if docs != 9 || dup != 0 {
			t.Fatalf("%d documents indexed, %d duplicate chunks", docs, dup)
		}
		// The dead worker's job (generation 0) ends without a pass of its own.
		waitFor(t, "every job to finish", 20*time.Second, func() bool {
			return scalar[int](t, fx.pool, `SELECT count(*) FROM river_job WHERE kind = 'sync_source' AND state <> 'completed'`) == 0
		})
		if n := scalar[int](t, fx.pool, `SELECT count(*) FROM sync_passes WHERE workspace_id = $1`, fx.ws); n != 1 {
			t.Fatalf("%d passes after every job finished, want 1", n)
		}
	})

	t.Run("a live holder is never handed over, however stale its heartbeat looks", func(t *testing.T) {
		fx := newFixture(t, func(c *Config) { c.Heartbeat, c.HandoverAfter = time.Hour, 4*time.Hour })
		nineDocs(fx)
		entered, release := blockFetch(fx, "d1")
		q := newQueue(t, fx)
		done := make(chan error, 1)
		go func() { _, err := fx.pass.Run(context.Background(), fx.ws, fx.source); done <- err }()
		<-entered
		if _, err := fx.pool.Exec(context.Background(), `UPDATE sources SET pass_heartbeat_at = now() - interval '1 day'
			WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source); err != nil {
			t.Fatal(err)
		}
		n, err := q.HandOver(context.Background())
		release()
		if err != nil || n != 0 {
			t.Fatalf("handed over %d (%v) while the holder's session held the lock", n, err)
		}
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		gen := scalar[int64](t, fx.pool, `SELECT pass_generation FROM sources WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source)
		if gen != 0 || len(runsOf(t, fx, fx.source)) != 1 {
			t.Fatalf("generation %d, runs %+v", gen, runsOf(t, fx, fx.source))
		}
	})

	t.Run("two processes' passes of one source never overlap", func(t *testing.T) {
		fx := newFixture(t)
		nineDocs(fx)
		fx.fake.onFetch = func(string) error { time.Sleep(2 * time.Millisecond); return nil }
		// A second Pass on a pool of its own: another process, as far as PostgreSQL can tell.
		other, err := db.Open(context.Background(), fx.pool.Config().ConnString(), 4)
		if err != nil {
			t.Fatal(err)
		}
		defer other.Close()
		p2, err := New(Config{Pool: other, Registry: fx.pass.cfg.Registry, Chunker: chunktest.Default(t), Embedder: fx.emb, Metrics: fx.m})
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		busy, ran := 0, 0
		for _, p := range []*Pass{fx.pass, p2} {
			wg.Go(func() {
				for range 8 {
					_, err := p.Run(context.Background(), fx.ws, fx.source)
					mu.Lock()
					switch {
					case errors.Is(err, ErrPassRunning):
						busy++
					case err == nil:
						ran++
					default:
						t.Error(err)
					}
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		runs := runsOf(t, fx, fx.source)
		if busy == 0 || len(runs) != ran {
			t.Fatalf("%d runs recorded, %d ran, %d refused: the two never met", len(runs), ran, busy)
		}
		assertNoOverlap(t, runs)
	})

	t.Run("a yielded run resumes at its checkpoint without counting as an interruption", func(t *testing.T) {
		fx := newFixture(t)
		nineDocs(fx)
		fx.fake.onFetch = func(id string) error {
			if id == "d4" {
				fx.pass.Yield()
			}
			return nil
		}
		res := fx.run(t)
		if res.Outcome != OutcomeYielded {
			t.Fatalf("outcome %s", res.Outcome)
		}
		if again := fx.run(t); again.Outcome != OutcomeYielded || again.Pages != 0 {
			t.Fatalf("a yielding process started another run: %+v", again)
		}
		fx.fake.onFetch = nil
		p2, err := New(fx.pass.cfg)
		if err != nil {
			t.Fatal(err)
		}
		fx.fake.reset()
		res, err = p2.Run(context.Background(), fx.ws, fx.source)
		if err != nil {
			t.Fatal(err)
		}
		if res.Outcome != OutcomeCompleted || !res.Resumed || res.Interrupted || fmt.Sprint(fx.fake.lists) != "[3 6]" {
			t.Fatalf("%+v, lists %q", res, fx.fake.lists)
		}
		runs := runsOf(t, fx, fx.source)
		if len(runs) != 2 || *runs[0].Outcome != OutcomeYielded {
			t.Fatalf("runs %+v", runs)
		}
		if n := scalar[int](t, fx.pool, `SELECT interruptions FROM sync_passes WHERE workspace_id = $1`, fx.ws); n != 0 {
			t.Fatalf("%d interruptions", n)
		}
	})
}

func TestSyncNow(t *testing.T) {
	t.Run("is queued, then served by the queued pass, then follows a running pass", func(t *testing.T) {
		fx := newFixture(t)
		nineDocs(fx)
		entered, release := blockFetch(fx, "d1")
		defer release()
		q := newQueue(t, fx)
		svc := newService(t, fx, q)
		ctx := context.Background()
		first, err := svc.SyncNow(ctx, fx.ws, fx.source)
		if err != nil || first.AfterCurrentPass || first.AlreadyQueued {
			t.Fatalf("first: %+v %v", first, err)
		}
		second, err := svc.SyncNow(ctx, fx.ws, fx.source)
		if err != nil || !second.AlreadyQueued {
			t.Fatalf("second, before any worker ran: %+v %v", second, err)
		}
		if err := q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		<-entered
		third, err := svc.SyncNow(ctx, fx.ws, fx.source)
		if err != nil || !third.AfterCurrentPass || third.Message == "" {
			t.Fatalf("third, during the pass: %+v %v", third, err)
		}
		views, _ := svc.List(ctx, fx.ws)
		if p := views[0].Progress; !p.FollowUp || p.Note == nil || *p.Note != noteFollowUp {
			t.Fatalf("progress during the pass: %+v", p)
		}
		release()
		waitFor(t, "the follow-up pass", 20*time.Second, func() bool {
			return scalar[int](t, fx.pool, `SELECT count(*) FROM sync_passes WHERE workspace_id = $1 AND outcome = 'completed'`, fx.ws) == 2
		})
		waitFor(t, "the job to finish", 10*time.Second, func() bool {
			return scalar[int](t, fx.pool, `SELECT count(*) FROM river_job WHERE kind = 'sync_source' AND state <> 'completed'`) == 0
		})
		if n := scalar[int](t, fx.pool, `SELECT count(*) FROM sync_passes WHERE workspace_id = $1`, fx.ws); n != 2 {
			t.Fatalf("%d passes for three requests (one queued, one served by it, one during the pass), want 2", n)
		}
	})
}
