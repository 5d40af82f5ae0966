package pass

import (
	"context"
	"sync"
	"testing"
	"time"

	"knowledgestack/internal/jobs"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"
)

// startQueue runs a real river client with workers on the fixture's database.
func startQueue(t *testing.T, fx *fixture) (*testQueue, <-chan *river.Event) {
	t.Helper()
	q := newQueue(t, fx)
	events := subscribe(t, q)
	if err := q.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	return q, events
}

// subscribe returns q's job completions, failures and snoozes.
func subscribe(t *testing.T, q *testQueue) <-chan *river.Event {
	t.Helper()
	events, cancel := q.Client().Subscribe(river.EventKindJobCompleted, river.EventKindJobFailed, river.EventKindJobSnoozed)
	t.Cleanup(cancel)
	return events
}

// newService is the sync service over q with a 1 MiB upload cap; it fails the
// test when the service cannot be built (no pdftotext, for one).
func newService(t *testing.T, fx *fixture, q Enqueuer) *Service {
	t.Helper()
	svc, err := NewService(fx.pool, q, UploadOptions{DefaultMaxBytes: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	return svc
}

// testQueue is a process's sync queue with its job runtime, as internal/app
// wires them: Start and Stop run and stop both.
type testQueue struct {
	*Queue
	rt *jobs.Runtime
}

func (q *testQueue) Start(ctx context.Context) error {
	if err := q.rt.Start(ctx); err != nil {
		return err
	}
	return q.Queue.Start(ctx)
}

func (q *testQueue) Stop(ctx context.Context) error {
	q.Queue.Stop()
	return q.rt.Stop(ctx)
}

// Client is the runtime's river client.
func (q *testQueue) Client() *river.Client[pgx.Tx] { return q.rt.Client() }

// newQueue builds a queue with workers over the fixture's database and
// pass, stopped at cleanup (a queue never started stops at once); tune
// adjusts its configuration.
func newQueue(t *testing.T, fx *fixture, tune ...func(*QueueConfig)) *testQueue {
	t.Helper()
	cfg := QueueConfig{Pool: fx.pool, Pass: fx.pass, Metrics: fx.m}
	for _, f := range tune {
		f(&cfg)
	}
	rt, err := jobs.New(fx.pool, nil, true, cfg.Pass.Work(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	cfg.Jobs = rt
	q, err := NewQueue(cfg)
	if err != nil {
		t.Fatal(err)
	}
	tq := &testQueue{Queue: q, rt: rt}
	t.Cleanup(func() {
		// Bounded: a pass a test left blocked must not hang the cleanup.
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = tq.Stop(ctx)
	})
	return tq
}

// startWorkers is newQueue, started.
func startWorkers(t *testing.T, fx *fixture, tune ...func(*QueueConfig)) *testQueue {
	t.Helper()
	q := newQueue(t, fx, tune...)
	if err := q.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	return q
}

// holdPass starts a queue, requests a sync of a source of one document and
// returns once the pass is held at that document's fetch, until release.
func holdPass(t *testing.T) (fx *fixture, svc *Service, events <-chan *river.Event, release func()) {
	t.Helper()
	fx = newFixture(t)
	fx.fake.set(fakeDoc{id: "d", title: "T", body: "body", updated: t0})
	entered, release := blockFetch(fx, "d")
	t.Cleanup(release) // after a failure too, so the queue can stop
	q, events := startQueue(t, fx)
	svc = newService(t, fx, q)
	if err := svc.RequestSync(context.Background(), fx.ws, fx.source); err != nil {
		t.Fatal(err)
	}
	<-entered
	return fx, svc, events, release
}

func waitEvent(t *testing.T, events <-chan *river.Event, kind river.EventKind) *river.Event {
	t.Helper()
	timeout := time.After(30 * time.Second)
	for {
		select {
		case ev := <-events:
			if ev.Kind == kind {
				return ev
			}
		case <-timeout:
			t.Fatalf("no %s event within 30s", kind)
		}
	}
}

func TestQueue(t *testing.T) {
	t.Run("two sync requests at once run one pass", func(t *testing.T) {
		fx := newFixture(t)
		fx.fake.set(fakeDoc{id: "d", title: "T", body: "body", updated: t0})
		// The workers start after both requests: a request that lands once
		// the pass has started rightly gets a follow-up pass (the next
		// subtest), which a busy machine would otherwise make of this one.
		q := newQueue(t, fx)
		events := subscribe(t, q)
		svc := newService(t, fx, q)
		var wg sync.WaitGroup
		errc := make(chan error, 2)
		for range 2 {
			wg.Go(func() { errc <- svc.RequestSync(context.Background(), fx.ws, fx.source) })
		}
		wg.Wait()
		for range 2 {
			if err := <-errc; err != nil {
				t.Fatal(err)
			}
		}
		if err := q.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		waitEvent(t, events, river.EventKindJobCompleted)
		jobs := scalar[int](t, fx.pool, `SELECT count(*) FROM river_job WHERE kind = 'sync_source'`)
		passes := 0
		fx.fake.mu.Lock()
		for _, c := range fx.fake.lists {
			if c == "" {
				passes++
			}
		}
		fx.fake.mu.Unlock()
		status := scalar[string](t, fx.pool, `SELECT status FROM sources WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source)
		if jobs != 1 || passes != 1 || status != "idle" {
			t.Fatalf("%d jobs, %d passes, status %s", jobs, passes, status)
		}
	})

	t.Run("a request while a pass runs starts no second pass at once, but one after it", func(t *testing.T) {
		fx, svc, _, release := holdPass(t)
		running := scalar[string](t, fx.pool, `SELECT status FROM sources WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source)
		if err := svc.RequestSync(context.Background(), fx.ws, fx.source); err != nil {
			t.Fatal(err)
		}
		jobs := scalar[int](t, fx.pool, `SELECT count(*) FROM river_job WHERE kind = 'sync_source'`)
		release()
		waitFor(t, "the follow-up pass", 20*time.Second, func() bool {
			return scalar[int](t, fx.pool, `SELECT count(*) FROM sync_passes WHERE workspace_id = $1 AND outcome = 'completed'`, fx.ws) == 2
		})
		fx.fake.mu.Lock()
		lists := append([]string(nil), fx.fake.lists...)
		fx.fake.mu.Unlock()
		if running != "syncing" || jobs != 1 || len(lists) != 2 {
			t.Fatalf("status while running %s, %d jobs, lists %v", running, jobs, lists)
		}
		assertNoOverlap(t, runsOf(t, fx, fx.source))
	})

	t.Run("an upload during a pass gets one follow-up pass in the same job", func(t *testing.T) {
		fx, svc, events, release := holdPass(t)
		if err := svc.requestSync(context.Background(), fx.ws, fx.source, true); err != nil {
			t.Fatal(err)
		}
		fx.fake.docs = append(fx.fake.docs, fakeDoc{id: "late", title: "Late", body: "arrived during the pass", updated: t0})
		release()
		waitEvent(t, events, river.EventKindJobCompleted)
		jobs := scalar[int](t, fx.pool, `SELECT count(*) FROM river_job WHERE kind = 'sync_source'`)
		late := scalar[int](t, fx.pool, `SELECT count(*) FROM documents WHERE workspace_id = $1 AND external_id = 'late'`, fx.ws)
		if jobs != 1 || len(fx.fake.lists) != 2 || late != 1 {
			t.Fatalf("%d jobs, lists %v, late document indexed: %d", jobs, fx.fake.lists, late)
		}
	})

	t.Run("a failed pass is kept with its error and retried from its checkpoint", func(t *testing.T) {
		fx := newFixture(t)
		for _, id := range []string{"a", "b", "c", "d"} {
			fx.fake.set(fakeDoc{id: id, title: id, body: "body " + id, updated: t0})
		}
		failed := false
		fx.fake.onList = func(cursor string) error {
			if cursor == "3" && !failed {
				failed = true
				return errBoom
			}
			return nil
		}
		q, events := startQueue(t, fx)
		if err := q.EnqueueSync(context.Background(), fx.ws, fx.source); err != nil {
			t.Fatal(err)
		}
		ev := waitEvent(t, events, river.EventKindJobCompleted)
		if ev.Job.Attempt != 2 || len(ev.Job.Errors) != 1 {
			t.Fatalf("attempt %d, errors %v", ev.Job.Attempt, ev.Job.Errors)
		}
		if fx.fake.lists[len(fx.fake.lists)-1] != "3" || len(fx.fake.fetches) != 4 {
			t.Fatalf("retry did not resume at its checkpoint: lists %v, fetches %v", fx.fake.lists, fx.fake.fetches)
		}
	})

	t.Run("the periodic sweep queues connected sources only", func(t *testing.T) {
		fx := newFixture(t)
		active := connectedSource(t, fx, "active")
		connectedSource(t, fx, "needs_reauth")
		q, events := startQueue(t, fx)
		if _, err := q.Client().Insert(context.Background(), SyncConnectedArgs{}, nil); err != nil {
			t.Fatal(err)
		}
		waitEvent(t, events, river.EventKindJobCompleted)
		var queued uuid.UUID
		if err := fx.pool.QueryRow(context.Background(), `SELECT (args->>'source_id')::uuid FROM river_job WHERE kind = 'sync_source'`).Scan(&queued); err != nil {
			t.Fatal(err)
		}
		if queued != active {
			t.Fatalf("queued %s, want %s", queued, active)
		}
		if err := q.UpdateDepth(context.Background()); err != nil {
			t.Fatal(err)
		}
		total := 0.0
		families, err := fx.reg.Gather()
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range families {
			if f.GetName() == "ks_queue_jobs" {
				for _, m := range f.GetMetric() {
					total += m.GetGauge().GetValue()
				}
			}
		}
		if total < 2 {
			t.Fatalf("queue depth counts %v jobs, want at least 2", total)
		}
	})
}

// connectedSource inserts a Notion source with a credential in the given status.
func connectedSource(t *testing.T, fx *fixture, status string) uuid.UUID {
	t.Helper()
	var cred, src uuid.UUID
	ctx := context.Background()
	if err := fx.pool.QueryRow(ctx, `INSERT INTO source_credentials (workspace_id, provider, external_id, access_token_enc, status)
		VALUES ($1, 'notion', $2, '\x00', $2) RETURNING id`, fx.ws, status).Scan(&cred); err != nil {
		t.Fatal(err)
	}
	if err := fx.pool.QueryRow(ctx, `INSERT INTO sources (workspace_id, provider, external_id, name, credential_id)
		VALUES ($1, 'notion', $2, $2, $3) RETURNING id`, fx.ws, status, cred).Scan(&src); err != nil {
		t.Fatal(err)
	}
	return src
}
