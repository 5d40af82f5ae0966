package jobs_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"knowledgestack/internal/jobs"
	"knowledgestack/internal/testdb"
)

type pingArgs struct{ Queue string }

func (pingArgs) Kind() string                   { return "test_ping" }
func (a pingArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: a.Queue} }

type pongArgs struct{}

func (pongArgs) Kind() string                 { return "test_pong" }
func (pongArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: "second"} }

type pingWorker struct {
	river.WorkerDefaults[pingArgs]
	done chan string
}

func (w *pingWorker) Work(_ context.Context, j *river.Job[pingArgs]) error {
	w.done <- "ping"
	return nil
}

type pongWorker struct {
	river.WorkerDefaults[pongArgs]
	done chan string
}

func (w *pongWorker) Work(context.Context, *river.Job[pongArgs]) error { w.done <- "pong"; return nil }

// TestOneClientWorksEveryPackagesJobs: the workers of two packages, each on
// its own queue, run on the one client; an insert-only runtime queues the
// same jobs and works none.
func TestOneClientWorksEveryPackagesJobs(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	done := make(chan string, 4)
	first := jobs.Work{Queue: river.QueueDefault, MaxWorkers: 2, Add: func(w *river.Workers) { river.AddWorker(w, &pingWorker{done: done}) }}
	second := jobs.Work{Queue: "second", MaxWorkers: 1, Add: func(w *river.Workers) { river.AddWorker(w, &pongWorker{done: done}) }}

	inserter, err := jobs.New(pool, nil, false, first, second)
	if err != nil || inserter.Runs() {
		t.Fatalf("insert-only runtime: runs %v, err %v", inserter.Runs(), err)
	}
	if err := inserter.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := inserter.Client().Insert(ctx, pingArgs{Queue: river.QueueDefault}, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := inserter.Client().Insert(ctx, pongArgs{}, nil); err != nil {
		t.Fatal(err)
	}
	if err := inserter.Stop(ctx); err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-done:
		t.Fatalf("an insert-only runtime worked %s", got)
	default:
	}

	rt, err := jobs.New(pool, nil, true, first, second)
	if err != nil || !rt.Runs() {
		t.Fatalf("runtime: runs %v, err %v", rt.Runs(), err)
	}
	if err := rt.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = rt.Stop(ctx) }()
	seen := map[string]bool{}
	deadline := time.After(20 * time.Second)
	for len(seen) < 2 {
		select {
		case got := <-done:
			seen[got] = true
		case <-deadline:
			t.Fatalf("worked %v, want the jobs of both packages", seen)
		}
	}
}

func TestWorkIsChecked(t *testing.T) {
	pool := testdb.New(t)
	add := func(*river.Workers) {}
	cases := []struct {
		name string
		work []jobs.Work
		want string
	}{
		{"a queue without workers", []jobs.Work{{Queue: "q", MaxWorkers: 1}}, `queue "q" needs workers`},
		{"no concurrency", []jobs.Work{{Queue: "q", Add: add}}, "positive MaxWorkers"},
		{"two packages on one queue", []jobs.Work{{Queue: "q", MaxWorkers: 1, Add: add}, {Queue: "q", MaxWorkers: 1, Add: add}}, `two works on queue "q"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := jobs.New(pool, nil, true, tc.work...); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err %v, want %q", err, tc.want)
			}
		})
	}
}
