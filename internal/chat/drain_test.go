package chat_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/errs"
)

// Drain waits for the turns this process runs; when the grace runs out it
// stops them, and each ends with an `error` frame saying the server
// restarted (what its followers on other replicas receive), stored failed.
// Meanwhile, and after, new turns are refused with a sentence.
func TestDrainCutsTurnsStillRunningAtTheGrace(t *testing.T) {
	r := newRig(t, chat.Options{})
	cancelled := make(chan struct{})
	r.runner.run = blockingRunner(make(chan struct{}), cancelled)
	chatID := uuid.New()
	run := r.begin(chatID, "q")
	streamed := make(chan error, 1)
	var got []chat.Frame
	go func() {
		streamed <- run.Stream(r.ctx, func(f chat.Frame) error { got = append(got, f); return nil }, nil)
	}()
	// Drain only counts turns that are streaming, and the grace is short:
	// wait until the runner has stored its two deltas and blocks, so the cut
	// lands there however late the stream's goroutine got going.
	r.waitStored(run.TurnID, 3)
	ctx, cancel := context.WithTimeout(r.ctx, 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	if n := r.svc.Drain(ctx); n != 1 {
		t.Fatalf("cut %d turns, want 1", n)
	}
	if took := time.Since(start); took < 300*time.Millisecond || took > 5*time.Second {
		t.Fatalf("Drain took %v", took)
	}
	select {
	case <-cancelled:
	default:
		t.Fatal("the model call was not stopped")
	}
	if err := <-streamed; err != nil {
		t.Fatal(err)
	}
	last := got[len(got)-1]
	if e, ok := last.Data.(agent.ErrorData); events(got) != "turn delta delta error" || !ok || e.Message != "the server restarted before this answer was finished; ask again" {
		t.Fatalf("frames %q, last %+v", events(got), last.Data)
	}
	if turn := r.detail(chatID).Turns[0]; turn.Status != chat.StatusFailed {
		t.Fatalf("stored %s", turn.Status)
	}
	if _, err := r.start(uuid.New(), "another"); !errs.Is(err, errs.Unavailable) || errs.Message(err) != "this server is restarting; ask again in a moment" {
		t.Fatalf("a turn while draining: %v", err)
	}
}

// With nothing running, Drain returns at once.
func TestDrainWithoutTurnsReturnsAtOnce(t *testing.T) {
	r := newRig(t, chat.Options{})
	r.ask(uuid.New(), "finished before the shutdown")
	start := time.Now()
	if n := r.svc.Drain(r.ctx); n != 0 || time.Since(start) > time.Second {
		t.Fatalf("cut %d after %v", n, time.Since(start))
	}
}
