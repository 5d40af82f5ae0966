package retrieval

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"

	"knowledgestack/internal/embed"
)

// ReembedQueue is the river queue of re-embedding jobs: its own queue, so the
// sync pass's client never fetches a job it has no worker for.
const ReembedQueue = "reembed"

// ReembedArgs is the job that moves one workspace to Model. It is not
// unique: a process killed mid-job leaves its job "running" until river
// rescues it, and the restarted process must queue a fresh one at once
// (river's uniqueness always covers running jobs). Duplicates are harmless:
// the workspace's advisory lock lets one work at a time (the others snooze)
// and a job finding the workspace switched ends.
type ReembedArgs struct {
	WorkspaceID uuid.UUID `json:"workspace_id"`
	Model       string    `json:"model"`
}

// Kind names the job in river's table.
func (ReembedArgs) Kind() string { return "reembed_workspace" }

// InsertOpts puts the job on ReembedQueue, retried with backoff.
func (ReembedArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{Queue: ReembedQueue, MaxAttempts: 20}
}

// reembedRunFor bounds one run of a job: a large workspace is moved in runs of
// this length, each snoozing the job to continue from its committed batches.
// River rescues (and a client without this worker discards) jobs running
// longer than its RescueStuckJobsAfter (an hour by default), so no run may
// come near that.
const reembedRunFor = 10 * time.Minute

type reembedWorker struct {
	river.WorkerDefaults[ReembedArgs]
	r      *Reembedder
	runFor time.Duration
}

// Timeout is a margin over one bounded run.
func (w *reembedWorker) Timeout(*river.Job[ReembedArgs]) time.Duration {
	return w.runFor + 5*time.Minute
}

func (w *reembedWorker) Work(ctx context.Context, job *river.Job[ReembedArgs]) error {
	if job.Args.Model != w.r.target.Model() {
		return nil // the configuration changed again since it was queued
	}
	run, cancel := context.WithTimeout(ctx, w.runFor)
	defer cancel()
	err := w.r.Run(run, job.Args.WorkspaceID)
	switch {
	case err != nil && ctx.Err() == nil && run.Err() != nil:
		return river.JobSnooze(time.Second) // the run's time is up: continue in a fresh run
	case errors.Is(err, ErrNotPlanned):
		return nil
	case errors.Is(err, ErrBusy):
		return river.JobSnooze(30 * time.Second)
	}
	return err
}

// Reembedding runs the re-embedding jobs of this process's configured model.
type Reembedding struct {
	pool   *pgxpool.Pool
	target embed.Embedder
	client *river.Client[pgx.Tx]
	log    *slog.Logger
}

// NewReembedding builds the job client: with a worker when workers is set
// (batch chunks per commit; <= 0: DefaultReembedBatch), insert-only otherwise.
func NewReembedding(pool *pgxpool.Pool, target embed.Embedder, workers bool, batch int, log *slog.Logger) (*Reembedding, error) {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	rc := &river.Config{Logger: log}
	if workers {
		w := river.NewWorkers()
		river.AddWorker(w, &reembedWorker{r: NewReembedder(pool, target, batch), runFor: reembedRunFor})
		rc.Workers = w
		rc.Queues = map[string]river.QueueConfig{ReembedQueue: {MaxWorkers: 1}}
	}
	client, err := river.NewClient(riverpgxv5.New(pool), rc)
	if err != nil {
		return nil, fmt.Errorf("re-embedding: queue client: %w", err)
	}
	return &Reembedding{pool: pool, target: target, client: client, log: log}, nil
}

// Start plans the move of every workspace whose chunks carry another model
// than the configured one, queues a job for each and, with workers, runs them.
func (r *Reembedding) Start(ctx context.Context, workers bool) error {
	if workers {
		if err := r.client.Start(context.WithoutCancel(ctx)); err != nil {
			return fmt.Errorf("re-embedding: start: %w", err)
		}
	}
	wss, err := PlanReembedding(ctx, r.pool, r.target)
	if err != nil {
		return err
	}
	for _, ws := range wss {
		if _, err := r.client.Insert(ctx, ReembedArgs{WorkspaceID: ws, Model: r.target.Model()}, nil); err != nil {
			return fmt.Errorf("re-embedding: queue %s: %w", ws, err)
		}
		r.log.InfoContext(ctx, "re-embedding queued", "workspace", ws, "model", r.target.Model())
	}
	return nil
}

// Stop lets the running batch finish until ctx ends, then cancels it (the
// committed batches stay; the job resumes from them on its next attempt).
func (r *Reembedding) Stop(ctx context.Context, workers bool) error {
	if !workers {
		return nil
	}
	if err := r.client.Stop(ctx); err != nil {
		return r.client.StopAndCancel(context.Background())
	}
	return nil
}

// Client exposes the river client (tests subscribe to its events).
func (r *Reembedding) Client() *river.Client[pgx.Tx] { return r.client }
