package pass

import (
	"context"
	"fmt"
	"testing"
	"time"
)

func TestShutdownHandsPassesOver(t *testing.T) {
	t.Run("stopping the queue yields a running pass, which another process continues at once", func(t *testing.T) {
		fx := newFixture(t)
		nineDocs(fx)
		entered, release := blockFetch(fx, "d4")
		defer release()
		ctx := context.Background()
		q1 := newQueue(t, fx)
		if err := q1.Start(ctx); err != nil {
			t.Fatal(err)
		}
		if err := q1.EnqueueSync(ctx, fx.ws, fx.source); err != nil {
			t.Fatal(err)
		}
		<-entered
		q1.YieldPasses() // what a SIGTERM handler does first
		stopped := make(chan error, 1)
		began := time.Now()
		go func() {
			stopCtx, cancel := context.WithTimeout(ctx, 20*time.Second)
			defer cancel()
			stopped <- q1.Stop(stopCtx)
		}()
		release()
		if err := <-stopped; err != nil {
			t.Fatal(err)
		}
		if took := time.Since(began); took > 10*time.Second {
			t.Fatalf("stop took %s: the pass did not yield at its next document", took)
		}
		if st := scalar[string](t, fx.pool, `SELECT state::text FROM river_job WHERE kind = 'sync_source'`); st != "available" {
			t.Fatalf("the yielded job is %s, want available for another process", st)
		}
		svc := newService(t, fx, q1)
		views, err := svc.List(ctx, fx.ws)
		if err != nil || len(views) != 1 {
			t.Fatalf("list: %v %v", views, err)
		}
		if p := views[0].Progress; !p.Running || !p.Waiting || p.Resumed || p.Note == nil || *p.Note != noteWaiting {
			t.Fatalf("progress of a yielded pass: %+v", p)
		}

		p2, err := New(fx.pass.cfg)
		if err != nil {
			t.Fatal(err)
		}
		startWorkers(t, fx, func(c *QueueConfig) { c.Pass = p2 })
		waitFor(t, "the other process to finish the pass", 20*time.Second, func() bool {
			return scalar[bool](t, fx.pool, `SELECT status = 'idle' AND pass_started_at IS NULL FROM sources WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source)
		})
		runs := runsOf(t, fx, fx.source)
		if len(runs) != 2 || *runs[0].Outcome != OutcomeYielded || *runs[1].Outcome != OutcomeCompleted {
			t.Fatalf("runs %+v", runs)
		}
		assertNoOverlap(t, runs)
		fx.fake.mu.Lock()
		lists := fmt.Sprint(fx.fake.lists)
		fx.fake.mu.Unlock()
		if lists != "[ 3 3 6]" {
			t.Fatalf("lists %s: the pass must continue at page two", lists)
		}
		if n := scalar[int](t, fx.pool, `SELECT interruptions FROM sync_passes WHERE workspace_id = $1`, fx.ws); n != 0 {
			t.Fatalf("a planned handover counted %d interruptions", n)
		}
	})
}
