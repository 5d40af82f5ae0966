package reembed

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/jobs"
)

// Queue is the river queue of re-embedding jobs: its own, so one job at a
// time runs per process however many passes run beside it.
const Queue = "reembed"

// Args is the job that moves one workspace to Model. It is not
// unique: a process killed mid-job leaves its job "running" until river
// rescues it, and the restarted process must queue a fresh one at once
// (river's uniqueness always covers running jobs). Duplicates are harmless:
// the workspace's advisory lock lets one work at a time (the others snooze)
// and a job finding the workspace switched ends.
type Args struct {
	WorkspaceID uuid.UUID `json:"workspace_id"`
	Model       string    `json:"model"`
}

// Kind names the job in river's table.
func (Args) Kind() string { return "reembed_workspace" }

// InsertOpts puts the job on Queue, retried with backoff.
func (Args) InsertOpts() river.InsertOpts {
	return river.InsertOpts{Queue: Queue, MaxAttempts: 20}
}

// runFor bounds one run of a job: a large workspace is moved in runs of
// this length, each snoozing the job to continue from its committed batches.
// River rescues (and a client without this worker discards) jobs running
// longer than its RescueStuckJobsAfter (an hour by default), so no run may
// come near that.
const runFor = 10 * time.Minute

type reembedWorker struct {
	river.WorkerDefaults[Args]
	r      *Runner
	runFor time.Duration
	// stopping ends the running batch when the process stops (Service.Cancel);
	// nil: never.
	stopping context.Context
}

// Timeout is a margin over one bounded run.
func (w *reembedWorker) Timeout(*river.Job[Args]) time.Duration {
	return w.runFor + 5*time.Minute
}

func (w *reembedWorker) Work(ctx context.Context, job *river.Job[Args]) error {
	if job.Args.Model != w.r.target.Model() {
		return nil // the configuration changed again since it was queued
	}
	run, cancel := context.WithTimeout(ctx, w.runFor)
	defer cancel()
	if w.stopping != nil {
		defer context.AfterFunc(w.stopping, cancel)()
	}
	err := w.r.Run(run, job.Args.WorkspaceID)
	switch {
	case err != nil && ctx.Err() == nil && run.Err() != nil:
		// The run's time is up, or the process is stopping: continue in a
		// fresh run (the committed batches stay).
		return river.JobSnooze(time.Second)
	case errors.Is(err, ErrNotPlanned):
		return nil
	case errors.Is(err, ErrBusy):
		return river.JobSnooze(30 * time.Second)
	}
	return err
}

// Service plans the moves to this process's configured model and runs their
// jobs on the process's job runtime.
type Service struct {
	pool   *pgxpool.Pool
	target embed.Embedder
	runner *Runner
	log    *slog.Logger
	// stopping is cancelled by Cancel: the running batch stops at once.
	stopping context.Context
	cancel   context.CancelFunc
}

// NewService builds the re-embedding of pool's workspaces to target (batch
// chunks per commit; <= 0: DefaultBatch).
func NewService(pool *pgxpool.Pool, target embed.Embedder, batch int, log *slog.Logger) *Service {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	s := &Service{pool: pool, target: target, runner: NewRunner(pool, target, batch).WithLog(log, 30*time.Second), log: log}
	s.stopping, s.cancel = context.WithCancel(context.Background())
	return s
}

// Work is the re-embedding's share of the job runtime: one job at a time per
// process, on a queue of its own.
func (s *Service) Work() jobs.Work {
	return jobs.Work{Queue: Queue, MaxWorkers: 1, Add: func(w *river.Workers) {
		river.AddWorker(w, &reembedWorker{r: s.runner, runFor: runFor, stopping: s.stopping})
	}}
}

// Start plans the move of every workspace whose chunks carry another model
// than the configured one and queues a job for each on rt.
func (s *Service) Start(ctx context.Context, rt *jobs.Runtime) error {
	wss, err := Plan(ctx, s.pool, s.target)
	if err != nil {
		return err
	}
	for _, ws := range wss {
		if _, err := rt.Client().Insert(ctx, Args{WorkspaceID: ws, Model: s.target.Model()}, nil); err != nil {
			return fmt.Errorf("re-embedding: queue %s: %w", ws, err)
		}
		s.log.InfoContext(ctx, "re-embedding queued", "workspace", ws, "model", s.target.Model())
	}
	return nil
}

// Cancel stops the running batch at once, for a shutdown: the committed
// batches stay, and the job continues from them in a later run.
func (s *Service) Cancel() { s.cancel() }
