package chat_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/errs"
)

// blockingRunner writes two deltas, then waits for its context or release:
// a model call that is still streaming when its process dies.
func blockingRunner(release <-chan struct{}, cancelled chan<- struct{}) func(context.Context, agent.Input, agent.Emit) (agent.Outcome, error) {
	return func(ctx context.Context, _ agent.Input, emit agent.Emit) (agent.Outcome, error) {
		for _, w := range []string{"Half ", "an answer"} {
			if err := emit(agent.Event{Name: agent.EventDelta, Data: agent.DeltaData{Text: w}}); err != nil {
				return agent.Outcome{}, err
			}
		}
		select {
		case <-ctx.Done():
			if cancelled != nil {
				close(cancelled)
			}
			return agent.Outcome{Answer: "Half an answer"}, ctx.Err()
		case <-release:
			return agent.Outcome{Answer: "Half an answer"}, nil
		}
	}
}

// waitStored waits until n frames of the turn are stored: its stream has
// begun (it joins the LISTEN feed first, up to a second on a busy machine)
// and its runner got that far.
func (r *chatRig) waitStored(turn uuid.UUID, n int) {
	r.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for stored := 0; stored < n; time.Sleep(10 * time.Millisecond) {
		if err := r.pool.QueryRow(r.ctx, `SELECT count(*) FROM turn_frames WHERE turn_id = $1`, turn).Scan(&stored); err != nil {
			r.t.Fatal(err)
		}
		if time.Now().After(deadline) {
			r.t.Fatalf("%d frames of the turn stored after 10 s, want %d", stored, n)
		}
	}
}

// replica is a second chat service on the rig's database, as another API
// process would run it.
func (r *chatRig) replica(opts chat.Options) *chat.Service {
	r.t.Helper()
	return r.service(r.runner, opts)
}

// A turn whose process stops beating is failed by another replica's sweep
// within StaleAfter + SweepEvery, and whoever follows it gets an `error`
// frame with the reason as the next frame; the chat then takes questions.
func TestDeadTurnIsFailedWithAnErrorFrame(t *testing.T) {
	// The dying process: its heartbeat would come only after an hour.
	r := newRig(t, chat.Options{StaleAfter: 2 * time.Hour, HeartbeatEvery: time.Hour})
	release := make(chan struct{})
	r.runner.run = blockingRunner(release, nil)
	chatID := uuid.New()
	run := r.begin(chatID, "what is the leave policy?")
	streamed := make(chan error, 1)
	var mu sync.Mutex
	var live []chat.Frame
	go func() {
		streamed <- run.Stream(r.ctx, func(f chat.Frame) error { mu.Lock(); live = append(live, f); mu.Unlock(); return nil }, nil)
	}()
	t.Cleanup(func() { close(release); <-streamed })
	// Its frames so far are stored before it dies: recovery starting while the
	// stream had not yet begun would fail the turn with nothing before the error.
	r.waitStored(run.TurnID, 3)

	// The live replica sweeps every 100 ms and takes 400 ms of silence for death.
	other := r.replica(chat.Options{StaleAfter: 400 * time.Millisecond, HeartbeatEvery: 100 * time.Millisecond})
	ctx, stop := context.WithCancel(r.ctx)
	recovering := make(chan struct{})
	go func() { defer close(recovering); other.RecoverLoop(ctx) }()
	defer stop()

	start := time.Now()
	got, err := r.follow(other, chatID, run.TurnID, 0)
	took := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	if events(got) != "turn delta delta error" {
		t.Fatalf("followed frames %q", events(got))
	}
	last := got[len(got)-1]
	e, ok := last.Data.(agent.ErrorData)
	if !ok || last.Seq != 4 || e.Stopped || e.Message != "the server writing this answer stopped before it was finished; ask again" {
		t.Fatalf("last frame %d %+v", last.Seq, last.Data)
	}
	// The bound: StaleAfter after the turn's last beat (its start here), plus one sweep, plus slack for a busy machine.
	if took > 400*time.Millisecond+100*time.Millisecond+2*time.Second {
		t.Fatalf("failed after %v", took)
	}
	turn := r.detail(chatID).Turns[0]
	if turn.Status != chat.StatusFailed || turn.Error == nil || *turn.Error != e.Message {
		t.Fatalf("stored turn %s %v", turn.Status, turn.Error)
	}

	// A client that got frames the store never got (lost to the kill) gets the error frame next, also when its last
	// frame has the error frame's own seq (it read a lost delta there: a client that read the error stops following).
	for _, after := range []int{4, 6} {
		t.Run(fmt.Sprintf("a client at frame %d gets the error frame next", after), func(t *testing.T) {
			again, err := r.follow(other, chatID, run.TurnID, after)
			if err != nil {
				t.Fatal(err)
			}
			if events(again) != "error" || again[0].Seq != after+1 || again[0].Data.(agent.ErrorData).Message != e.Message {
				t.Fatalf("frames %+v", again)
			}
		})
	}
	t.Run("the chat takes a new question", func(t *testing.T) {
		// The sweeping replica goes: this rig's turns beat hourly, so with it
		// still sweeping, a turn slower than 400 ms would be taken for dead.
		stop()
		<-recovering
		r.runner.run = nil
		if got := r.ask(chatID, "and the expense policy?"); events(got) != "turn delta usage done" {
			t.Fatalf("frames %q", events(got))
		}
	})
}

// A process taken for dead (it stopped beating past StaleAfter, say a long
// pause) that wakes up finds its turn failed at its next beat and stops the
// model call, instead of writing on under someone else's error frame.
func TestRecoveredTurnStopsAtItsNextBeat(t *testing.T) {
	r := newRig(t, chat.Options{StaleAfter: time.Hour, HeartbeatEvery: 100 * time.Millisecond})
	cancelled := make(chan struct{})
	r.runner.run = blockingRunner(make(chan struct{}), cancelled)
	chatID := uuid.New()
	run := r.begin(chatID, "q")
	streamed := make(chan error, 1)
	go func() { streamed <- run.Stream(r.ctx, func(chat.Frame) error { return nil }, nil) }()

	other := r.replica(chat.Options{StaleAfter: time.Minute})
	// Its frames so far are stored, as they would be long before anyone takes it for dead.
	r.waitStored(run.TurnID, 3)
	deadline := time.Now().Add(10 * time.Second)
	for {
		// As if its last beat were long ago; its own beat may slip in between, so try again.
		if _, err := r.pool.Exec(r.ctx, `UPDATE turns SET heartbeat_at = now() - interval '1 hour' WHERE id = $1`, run.TurnID); err != nil {
			t.Fatal(err)
		}
		n, err := other.RecoverStale(r.ctx)
		if err != nil {
			t.Fatal(err)
		}
		if n == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("never recovered")
		}
	}
	select {
	case <-cancelled:
	case <-time.After(5 * time.Second):
		t.Fatal("the model call ran on after its turn was failed")
	}
	if err := <-streamed; !errs.Is(err, errs.Conflict) {
		t.Fatalf("stream: %v", err)
	}
	frames, err := r.follow(r.svc, chatID, run.TurnID, 0)
	if err != nil {
		t.Fatal(err)
	}
	if events(frames) != "turn delta delta error" {
		t.Fatalf("stored frames %q", events(frames))
	}
}

// A turn that ended failed without an error frame stored (failed by an
// earlier version, or its frame lost a race with a late one) still ends
// its followers' streams with an error frame carrying its stored reason.
func TestFollowEndsAFailedTurnWithoutAnErrorFrame(t *testing.T) {
	r := newRig(t, chat.Options{})
	r.runner.run = answer("partial")
	chatID := uuid.New()
	r.ask(chatID, "q")
	turn := r.detail(chatID).Turns[0]
	// Strip the end: the stored frames stop after the delta.
	if _, err := r.pool.Exec(r.ctx, `DELETE FROM turn_frames WHERE turn_id = $1 AND event IN ('usage', 'done')`, turn.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := r.pool.Exec(r.ctx, `UPDATE turns SET status = 'failed', error = 'the server stopped before this answer was finished; ask again' WHERE id = $1`, turn.ID); err != nil {
		t.Fatal(err)
	}
	got, err := r.follow(r.svc, chatID, turn.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	if events(got) != "delta error" || got[1].Seq != 3 {
		t.Fatalf("frames %q", events(got))
	}
	if e := got[1].Data.(agent.ErrorData); e.Message != "the server stopped before this answer was finished; ask again" {
		t.Fatalf("error %+v", e)
	}
	if got, err := r.follow(r.svc, chatID, turn.ID, 2); err != nil || events(got) != "error" {
		t.Fatalf("from the last stored frame: %q (%v)", events(got), err)
	}
}
