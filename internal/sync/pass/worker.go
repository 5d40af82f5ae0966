package pass

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/jobs"
	"knowledgestack/internal/logctx"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/source"
)

// SyncArgs is the job of a source's sync passes. It is unique per source and
// generation while queued, running or waiting for a retry, so a second request
// never starts a second pass. The generation moves on only when the sweeper
// hands a dead worker's pass to a live one: the dead worker's job is still
// "running" in river's table, and a job of an older generation does nothing.
type SyncArgs struct {
	SourceID    uuid.UUID `json:"source_id" river:"unique"`
	WorkspaceID uuid.UUID `json:"workspace_id"`
	Generation  int64     `json:"generation,omitempty" river:"unique"`
}

// Kind names the job in river's table.
func (SyncArgs) Kind() string { return "sync_source" }

// InsertOpts makes the job unique per source and retried with river's
// exponential backoff; a job that exhausts its attempts is kept (discarded)
// with its errors.
func (SyncArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{
		MaxAttempts: 8,
		UniqueOpts: river.UniqueOpts{
			ByArgs: true,
			ByState: []rivertype.JobState{rivertype.JobStateAvailable, rivertype.JobStatePending,
				rivertype.JobStateRunning, rivertype.JobStateRetryable, rivertype.JobStateScheduled},
		},
	}
}

// SyncConnectedArgs is the periodic job that queues a pass of every connected source.
type SyncConnectedArgs struct{}

// Kind names the job in river's table.
func (SyncConnectedArgs) Kind() string { return "sync_connected_sources" }

// InsertOpts keeps at most one pending sweep.
func (SyncConnectedArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: 3, UniqueOpts: river.UniqueOpts{ByArgs: true, ByState: []rivertype.JobState{
		rivertype.JobStateAvailable, rivertype.JobStatePending, rivertype.JobStateRunning, rivertype.JobStateScheduled}}}
}

// Timings of the queue (docs/adr/0029). A run of a pass yields after
// Config.SliceMax (5 min), so jobTimeout is never reached by a healthy run.
// The sweeper hands a dead worker's pass over within seconds; river's own
// rescue (its default hour) only backs up the instants a worker holds a job
// but no pass. RescueStuckJobsAfter stays river's default on purpose: the
// rescuer of whichever replica leads scans every running job in the table,
// re-embedding runs of ten minutes too (internal/reembed), so a short
// horizon here would rescue them mid-run.
const (
	jobTimeout    = 10 * time.Minute
	handoverEvery = 5 * time.Second
	// busySnooze is how long a job waits when the source's lock is taken
	// (the sweeper is handing the pass over, or a pass runs outside the queue).
	busySnooze = 2 * time.Second
)

type syncWorker struct {
	river.WorkerDefaults[SyncArgs]
	pass *Pass
}

// Timeout bounds one run; a run yields well before it (Config.SliceMax).
func (w *syncWorker) Timeout(*river.Job[SyncArgs]) time.Duration { return jobTimeout }

// Work runs one slice of the source's pass. A run that yields, or a completed
// pass with a sync requested while it ran, snoozes the job for zero seconds:
// river makes it available at once, to this replica or another.
func (w *syncWorker) Work(ctx context.Context, job *river.Job[SyncArgs]) error {
	ws, id := job.Args.WorkspaceID, job.Args.SourceID
	ctx = logctx.With(ctx, "job_id", job.ID, "attempt", job.Attempt)
	gen, err := w.pass.store.generation(ctx, ws, id)
	switch {
	case errs.Is(err, errs.NotFound):
		return nil // the source was deleted: nothing left to do
	case err != nil:
		return err
	case job.Args.Generation < gen:
		// The sweeper handed this pass to a job of a newer generation.
		w.pass.log.InfoContext(ctx, "sync job superseded", "source_id", id, "generation", job.Args.Generation, "current", gen)
		return nil
	}
	res, err := w.pass.Run(ctx, ws, id)
	switch {
	case errors.Is(err, ErrPassRunning):
		return river.JobSnooze(busySnooze)
	case errs.Is(err, errs.NotFound):
		return nil
	case err != nil:
		return err
	case res.Outcome == OutcomeYielded:
		return river.JobSnooze(0)
	}
	again, err := source.TakeSyncRequest(ctx, w.pass.store.pool, ws, id, res.StartedAt)
	if err != nil {
		return err
	}
	if again && res.Outcome == OutcomeCompleted {
		return river.JobSnooze(0) // the follow-up pass is this job's next run
	}
	return nil
}

type sweepWorker struct {
	river.WorkerDefaults[SyncConnectedArgs]
	pool *pgxpool.Pool
}

func (w *sweepWorker) Work(ctx context.Context, _ *river.Job[SyncConnectedArgs]) error {
	// The sweep is the one cross-workspace read: it only collects (workspace, source) pairs to queue.
	rows, err := w.pool.Query(ctx, `SELECT s.workspace_id, s.id, s.pass_generation FROM sources s
		JOIN source_credentials c ON c.id = s.credential_id AND c.workspace_id = s.workspace_id
		WHERE s.provider <> $1 AND c.status = 'active' AND s.status <> ALL($2)
		/* any workspace: the periodic sweep collects (workspace, source) pairs only */`, source.Upload, source.Paused)
	if err != nil {
		return fmt.Errorf("list connected sources: %w", err)
	}
	var params []river.InsertManyParams
	for rows.Next() {
		var a SyncArgs
		if err := rows.Scan(&a.WorkspaceID, &a.SourceID, &a.Generation); err != nil {
			rows.Close()
			return fmt.Errorf("list connected sources: %w", err)
		}
		params = append(params, river.InsertManyParams{Args: a})
	}
	rows.Close()
	if err := rows.Err(); err != nil || len(params) == 0 {
		return err
	}
	_, err = river.ClientFromContext[pgx.Tx](ctx).InsertMany(ctx, params)
	return err
}

// Work is the pass's share of the process's job runtime (internal/jobs):
// the sync jobs on river's default queue, maxWorkers passes at once
// (<= 0: 2), and with syncInterval > 0 the periodic sweep that queues a
// pass of every connected source.
func (p *Pass) Work(syncInterval time.Duration, maxWorkers int) jobs.Work {
	if maxWorkers <= 0 {
		maxWorkers = 2
	}
	w := jobs.Work{Queue: river.QueueDefault, MaxWorkers: maxWorkers, Add: func(w *river.Workers) {
		river.AddWorker(w, &syncWorker{pass: p})
		river.AddWorker(w, &sweepWorker{pool: p.store.pool})
	}}
	if syncInterval > 0 {
		w.Periodic = []*river.PeriodicJob{river.NewPeriodicJob(river.PeriodicInterval(syncInterval),
			func() (river.JobArgs, *river.InsertOpts) { return SyncConnectedArgs{}, nil },
			&river.PeriodicJobOpts{ID: "sync_connected_sources"})}
	}
	return w
}

// QueueConfig configures the sync queue. Pool, Jobs and Metrics are required;
// Pass too when Jobs runs jobs in this process.
type QueueConfig struct {
	Pool *pgxpool.Pool
	Pass *Pass
	// Jobs is the process's job runtime, with the pass's Work registered
	// when it runs jobs here.
	Jobs *jobs.Runtime
	// HandoverEvery is how often this process looks for passes whose worker
	// died, to hand them to a live one (default 5s; only where jobs run).
	HandoverEvery time.Duration
	Metrics       *metrics.Metrics
	Log           *slog.Logger
}

// Queue queues sync passes on the job runtime, hands over the passes of dead
// workers and keeps the queue-depth gauge.
type Queue struct {
	cfg     QueueConfig
	stop    context.CancelFunc
	stopped sync.WaitGroup
}

// NewQueue builds the sync queue over cfg.Jobs.
func NewQueue(cfg QueueConfig) (*Queue, error) {
	if cfg.Pool == nil || cfg.Metrics == nil || cfg.Jobs == nil {
		return nil, errors.New("sync: NewQueue needs Pool, Jobs and Metrics")
	}
	if cfg.Jobs.Runs() && cfg.Pass == nil {
		return nil, errors.New("sync: NewQueue where jobs run needs a Pass")
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.HandoverEvery <= 0 {
		cfg.HandoverEvery = handoverEvery
	}
	return &Queue{cfg: cfg}, nil
}

// EnqueueSync queues a pass of the source unless one is already queued or running.
func (q *Queue) EnqueueSync(ctx context.Context, ws, sourceID uuid.UUID) error {
	gen, err := NewStore(q.cfg.Pool).generation(ctx, ws, sourceID)
	if err != nil {
		return fmt.Errorf("enqueue sync: %w", err)
	}
	if _, err := q.cfg.Jobs.Client().Insert(ctx, SyncArgs{SourceID: sourceID, WorkspaceID: ws, Generation: gen}, nil); err != nil {
		return fmt.Errorf("enqueue sync: %w", err)
	}
	return nil
}

// Start runs the queue-depth gauge and, where jobs run, the handover
// sweeper, until Stop. The job runtime is started by its owner.
func (q *Queue) Start(ctx context.Context) error {
	ctx, q.stop = context.WithCancel(context.WithoutCancel(ctx))
	q.stopped.Add(1)
	go func() {
		defer q.stopped.Done()
		q.reportDepth(ctx, 15*time.Second)
	}()
	if q.cfg.Jobs.Runs() {
		q.stopped.Add(1)
		go func() {
			defer q.stopped.Done()
			q.handoverLoop(ctx, q.cfg.HandoverEvery)
		}()
	}
	return nil
}

// YieldPasses asks the passes running in this process to stop at their next
// document, checkpointed, and hand their jobs back to the queue at once, so
// another replica continues them; passes this process picks up afterwards
// yield immediately. For a graceful shutdown, before Stop; Stop calls it too.
func (q *Queue) YieldPasses() {
	if q.cfg.Pass != nil {
		q.cfg.Pass.Yield()
	}
}

// Stop yields the running passes (YieldPasses) and ends the gauge and the
// sweeper. The runtime's Stop then waits for the yielding jobs; their passes
// are handed over by another replica's sweeper (or resume here on the next
// start).
func (q *Queue) Stop() {
	q.YieldPasses()
	if q.stop != nil {
		q.stop()
		q.stopped.Wait()
	}
}

// reportDepth refreshes the queue-depth gauge from river's job table.
func (q *Queue) reportDepth(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if err := q.UpdateDepth(ctx); err != nil && ctx.Err() == nil {
			q.cfg.Log.WarnContext(ctx, "queue depth", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// UpdateDepth sets the queue-depth gauge, one series per job state.
func (q *Queue) UpdateDepth(ctx context.Context) error {
	// System-wide on purpose: river_job is the shared queue, not tenant data,
	// and the gauge carries counts only.
	rows, err := q.cfg.Pool.Query(ctx, `SELECT state::text, count(*) FROM river_job GROUP BY state`)
	if err != nil {
		return fmt.Errorf("count jobs: %w", err)
	}
	counts := map[string]float64{}
	for rows.Next() {
		var state string
		var n int64
		if err := rows.Scan(&state, &n); err != nil {
			rows.Close()
			return fmt.Errorf("count jobs: %w", err)
		}
		counts[state] = float64(n)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("count jobs: %w", err)
	}
	for _, s := range rivertype.JobStates() {
		q.cfg.Metrics.QueueDepth.WithLabelValues(string(s)).Set(counts[string(s)])
	}
	return nil
}
