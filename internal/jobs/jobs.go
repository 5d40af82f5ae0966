// Package jobs is the process's one job runtime: a single river client on
// the shared PostgreSQL, with every package's workers registered on it (the
// sync pass and its periodic sweep, re-embedding). Whether this process runs
// jobs or only queues them is decided once, by the wiring (internal/app),
// when it builds the Runtime.
package jobs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
)

// Work is one package's share of the runtime: the queue its jobs run on,
// how many run at once in this process, its workers and periodic jobs.
type Work struct {
	Queue      string
	MaxWorkers int
	Add        func(*river.Workers)
	Periodic   []*river.PeriodicJob
}

// Runtime is the process's river client.
type Runtime struct {
	client *river.Client[pgx.Tx]
	runs   bool
}

// New builds the runtime on pool: with run, a client that fetches and works
// the jobs of every Work given; without, a client that only inserts (an API
// replica beside dedicated workers, `api seed`, `api mcp`). MaxAttempts is
// river's default for jobs that name none.
func New(pool *pgxpool.Pool, log *slog.Logger, run bool, work ...Work) (*Runtime, error) {
	if pool == nil {
		return nil, errors.New("jobs: New needs a pool")
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	rc := &river.Config{Logger: log, MaxAttempts: 8}
	if run {
		workers := river.NewWorkers()
		rc.Queues = map[string]river.QueueConfig{}
		for _, w := range work {
			if w.Queue == "" || w.Add == nil || w.MaxWorkers <= 0 {
				return nil, fmt.Errorf("jobs: work on queue %q needs workers and a positive MaxWorkers", w.Queue)
			}
			if _, dup := rc.Queues[w.Queue]; dup {
				return nil, fmt.Errorf("jobs: two works on queue %q", w.Queue)
			}
			w.Add(workers)
			rc.Queues[w.Queue] = river.QueueConfig{MaxWorkers: w.MaxWorkers}
			rc.PeriodicJobs = append(rc.PeriodicJobs, w.Periodic...)
		}
		rc.Workers = workers
	}
	client, err := river.NewClient(riverpgxv5.New(pool), rc)
	if err != nil {
		return nil, fmt.Errorf("jobs: river client: %w", err)
	}
	return &Runtime{client: client, runs: run}, nil
}

// Runs reports whether this process works jobs (else it only inserts them).
func (r *Runtime) Runs() bool { return r.runs }

// Client is the river client: for inserting jobs (and tests' event subscriptions).
func (r *Runtime) Client() *river.Client[pgx.Tx] { return r.client }

// Start begins fetching and working jobs, when this process runs them.
// Cancelling ctx later does not cut running jobs short: Stop does that.
func (r *Runtime) Start(ctx context.Context) error {
	if !r.runs {
		return nil
	}
	if err := r.client.Start(context.WithoutCancel(ctx)); err != nil {
		return fmt.Errorf("jobs: start: %w", err)
	}
	return nil
}

// Stop stops fetching and waits for the running jobs until ctx ends; then
// their contexts are cancelled and it waits for them to return.
func (r *Runtime) Stop(ctx context.Context) error {
	if !r.runs {
		return nil
	}
	if err := r.client.Stop(ctx); err != nil {
		if cerr := r.client.StopAndCancel(context.Background()); cerr != nil {
			return fmt.Errorf("jobs: stop: %w", cerr)
		}
	}
	return nil
}
