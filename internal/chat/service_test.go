package chat_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/testdb"
)

// fakeRunner stands in for the agent (chat's Runner interface): each test
// says what a turn does; the inputs it was given are kept.
type fakeRunner struct {
	mu        sync.Mutex
	run       func(ctx context.Context, in agent.Input, emit agent.Emit) (agent.Outcome, error)
	summarize func(prev string, turns []agent.Exchange) (string, error)
	inputs    []agent.Input
	summaries [][]agent.Exchange
}

func (f *fakeRunner) Offline() bool { return false }

func (f *fakeRunner) Run(ctx context.Context, in agent.Input, emit agent.Emit) (agent.Outcome, error) {
	f.mu.Lock()
	f.inputs = append(f.inputs, in)
	f.mu.Unlock()
	if f.run == nil {
		return answer("answer to "+in.Question)(ctx, in, emit)
	}
	return f.run(ctx, in, emit)
}

func (f *fakeRunner) Summarize(_ context.Context, _ agent.Input, prev string, turns []agent.Exchange) (string, error) {
	f.mu.Lock()
	f.summaries = append(f.summaries, turns)
	f.mu.Unlock()
	if f.summarize == nil {
		return "", errors.New("no summary expected")
	}
	return f.summarize(prev, turns)
}

func (f *fakeRunner) lastInput() agent.Input {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.inputs[len(f.inputs)-1]
}

// answer streams text in one delta and completes.
func answer(text string) func(context.Context, agent.Input, agent.Emit) (agent.Outcome, error) {
	return func(_ context.Context, _ agent.Input, emit agent.Emit) (agent.Outcome, error) {
		if err := emit(agent.Event{Name: agent.EventDelta, Data: agent.DeltaData{Text: text}}); err != nil {
			return agent.Outcome{Answer: text}, err
		}
		return agent.Outcome{Answer: text, InputTokens: 12, OutputTokens: 7}, nil
	}
}

type chatRig struct {
	t        *testing.T
	ctx      context.Context
	pool     *pgxpool.Pool
	svc      *chat.Service
	runner   *fakeRunner
	ws, user uuid.UUID
}

func newRig(t *testing.T, opts chat.Options) *chatRig {
	t.Helper()
	r := &chatRig{t: t, ctx: context.Background(), pool: testdb.New(t), runner: &fakeRunner{}}
	r.svc = r.service(r.runner, opts)
	r.user = r.newUser("u@example.com")
	r.ws = testdb.NewWorkspace(t, r.pool, "W")
	return r
}

// service is a chat service on the rig's database with runner; the options
// a test leaves unset get roomy values (two models, limits no test reaches).
func (r *chatRig) service(runner chat.Runner, opts chat.Options) *chat.Service {
	r.t.Helper()
	if opts.Models == nil {
		opts.Models, opts.DefaultModel = []string{"m1", "m2"}, "m1"
	}
	if opts.TurnsPerMinute == 0 {
		opts.TurnsPerMinute = 1000
	}
	if opts.CompactTurns == 0 {
		opts.CompactTurns = 100
	}
	if opts.CompactTokens == 0 {
		opts.CompactTokens = 256000
	}
	svc, err := chat.NewService(r.pool, runner, slog.New(slog.NewTextHandler(io.Discard, nil)), opts)
	if err != nil {
		r.t.Fatal(err)
	}
	return svc
}

func (r *chatRig) newUser(email string) uuid.UUID {
	r.t.Helper()
	var id uuid.UUID
	if err := r.pool.QueryRow(r.ctx, `INSERT INTO users (email) VALUES ($1) RETURNING id`, email).Scan(&id); err != nil {
		r.t.Fatal(err)
	}
	return id
}

func (r *chatRig) start(chatID uuid.UUID, question string) (*chat.Run, error) {
	return r.svc.Start(r.ctx, chat.StartRequest{WorkspaceID: r.ws, UserID: r.user, ChatID: chatID, Question: question})
}

// begin starts a turn that must be accepted.
func (r *chatRig) begin(chatID uuid.UUID, question string) *chat.Run {
	r.t.Helper()
	run, err := r.start(chatID, question)
	if err != nil {
		r.t.Fatal(err)
	}
	return run
}

// follow collects what svc's Follow sends of the turn after seq `after`.
func (r *chatRig) follow(svc *chat.Service, chatID, turnID uuid.UUID, after int) ([]chat.Frame, error) {
	var got []chat.Frame
	err := svc.Follow(r.ctx, r.ws, r.user, chatID, turnID, after, func(f chat.Frame) error { got = append(got, f); return nil })
	return got, err
}

// ask starts and streams a turn, returning the frames the client got.
func (r *chatRig) ask(chatID uuid.UUID, question string) []chat.Frame {
	r.t.Helper()
	run := r.begin(chatID, question)
	var got []chat.Frame
	if err := run.Stream(r.ctx, func(f chat.Frame) error { got = append(got, f); return nil }, nil); err != nil {
		r.t.Fatal(err)
	}
	return got
}

func (r *chatRig) detail(chatID uuid.UUID) chat.Detail {
	r.t.Helper()
	d, err := r.svc.Get(r.ctx, r.ws, r.user, chatID)
	if err != nil {
		r.t.Fatal(err)
	}
	return d
}

func events(frames []chat.Frame) string {
	var names []string
	for _, f := range frames {
		names = append(names, f.Event)
	}
	return strings.Join(names, " ")
}

func TestTurnLifecycle(t *testing.T) {
	t.Run("the turn is stored running before the model runs, then completed with its frames", func(t *testing.T) {
		r := newRig(t, chat.Options{})
		chatID := uuid.New()
		var statusDuringRun string
		r.runner.run = func(ctx context.Context, in agent.Input, emit agent.Emit) (agent.Outcome, error) {
			statusDuringRun = r.detail(chatID).Turns[0].Status
			return answer("Forty-two.")(ctx, in, emit)
		}
		got := r.ask(chatID, "  What is the answer?  ")
		if statusDuringRun != chat.StatusRunning {
			t.Fatalf("status while the model ran = %q", statusDuringRun)
		}
		if events(got) != "turn delta usage done" {
			t.Fatalf("frames %q", events(got))
		}
		for i, f := range got {
			if f.Seq != i+1 {
				t.Fatalf("frame %d has seq %d", i, f.Seq)
			}
		}
		d := r.detail(chatID)
		turn := d.Turns[0]
		if len(d.Turns) != 1 || turn.Status != chat.StatusCompleted || turn.Answer != "Forty-two." || turn.Question != "What is the answer?" ||
			turn.ModelID != "m1" || turn.InputTokens != 12 || turn.OutputTokens != 7 || turn.Error != nil {
			t.Fatalf("stored turn %+v", turn)
		}
		if d.Title != "What is the answer?" {
			t.Fatalf("chat title %q", d.Title)
		}
		// A reconnecting client reads the same frames back from the store.
		replay, err := r.follow(r.svc, chatID, turn.ID, 0)
		if err != nil {
			t.Fatal(err)
		}
		if events(replay) != events(got) || !reflect.DeepEqual(replay[1].Data, got[1].Data) {
			t.Fatalf("replayed %q, streamed %q", events(replay), events(got))
		}
	})
	t.Run("a failing model fails the turn with a sentence, not a Go error", func(t *testing.T) {
		r := newRig(t, chat.Options{})
		chatID := uuid.New()
		r.runner.run = func(context.Context, agent.Input, agent.Emit) (agent.Outcome, error) {
			return agent.Outcome{}, errs.E(errs.Unavailable, "the model is not answering right now")
		}
		got := r.ask(chatID, "q")
		if e, _ := got[len(got)-1].Data.(agent.ErrorData); events(got) != "turn error" || !strings.Contains(e.Message, "the model is not answering") {
			t.Fatalf("frames %q last %+v", events(got), got[len(got)-1].Data)
		}
		turn := r.detail(chatID).Turns[0]
		if turn.Status != chat.StatusFailed || turn.Error == nil || *turn.Error != "the model is not answering right now" {
			t.Fatalf("stored turn %+v", turn)
		}
	})
	t.Run("one running turn per chat", func(t *testing.T) {
		r := newRig(t, chat.Options{})
		chatID := uuid.New()
		first := r.begin(chatID, "one")
		if _, err := r.start(chatID, "two"); !errs.Is(err, errs.Conflict) {
			t.Fatalf("second start while running: %v", err)
		}
		if _, err := r.start(uuid.New(), "another chat is fine"); err != nil {
			t.Fatal(err)
		}
		if err := first.Stream(r.ctx, func(chat.Frame) error { return nil }, nil); err != nil {
			t.Fatal(err)
		}
		if got := r.ask(chatID, "two"); events(got) != "turn delta usage done" {
			t.Fatalf("after the first ended: %q", events(got))
		}
		if d := r.detail(chatID); len(d.Turns) != 2 || d.Turns[1].Seq != 2 {
			t.Fatalf("turns %+v", d.Turns)
		}
	})
	t.Run("a client that goes away does not end the turn: it completes and is stored whole", func(t *testing.T) {
		r := newRig(t, chat.Options{})
		chatID := uuid.New()
		run := r.begin(chatID, "q")
		sent, goneCalls := 0, 0
		ctx, cancel := context.WithCancel(r.ctx)
		err := run.Stream(ctx, func(chat.Frame) error {
			if sent++; sent > 1 {
				cancel() // the request's context ends with the connection
				return errors.New("broken pipe")
			}
			return nil
		}, func() { goneCalls++ })
		if err != nil {
			t.Fatal(err)
		}
		turn := r.detail(chatID).Turns[0]
		if turn.Status != chat.StatusCompleted || turn.Answer != "answer to q" || sent != 2 || goneCalls != 1 {
			t.Fatalf("stored turn %+v after %d sends, gone called %d times", turn, sent, goneCalls)
		}
		replay, _ := r.follow(r.svc, chatID, turn.ID, 0)
		if events(replay) != "turn delta usage done" {
			t.Fatalf("stored frames %q", events(replay))
		}
	})
	t.Run("bad questions and models are refused before any turn is written", func(t *testing.T) {
		r := newRig(t, chat.Options{})
		chatID := uuid.New()
		for name, req := range map[string]chat.StartRequest{
			"empty":       {Question: "   "},
			"NUL":         {Question: "a\x00b"},
			"too long":    {Question: strings.Repeat("é", chat.MaxQuestionRunes+1)},
			"not offered": {Question: "q", ModelID: "gpt-9"},
		} {
			req.WorkspaceID, req.UserID, req.ChatID = r.ws, r.user, chatID
			if _, err := r.svc.Start(r.ctx, req); !errs.Is(err, errs.Invalid) {
				t.Errorf("%s: err %v, want invalid", name, err)
			}
		}
		var n int
		r.pool.QueryRow(r.ctx, `SELECT count(*) FROM turns WHERE workspace_id = $1`, r.ws).Scan(&n)
		if n != 0 {
			t.Fatalf("%d turns written", n)
		}
		if _, err := r.svc.Start(r.ctx, chat.StartRequest{WorkspaceID: r.ws, UserID: r.user, ChatID: chatID, Question: "q", ModelID: "m2"}); err != nil {
			t.Fatalf("an offered model was refused: %v", err)
		}
	})
	t.Run("another user's chat id is not found, never joined", func(t *testing.T) {
		r := newRig(t, chat.Options{})
		chatID := uuid.New()
		r.ask(chatID, "mine")
		other := r.newUser("other@example.com")
		_, err := r.svc.Start(r.ctx, chat.StartRequest{WorkspaceID: r.ws, UserID: other, ChatID: chatID, Question: "let me in"})
		if !errs.Is(err, errs.NotFound) {
			t.Fatalf("err %v, want not found", err)
		}
		if _, err := r.svc.Get(r.ctx, r.ws, other, chatID); !errs.Is(err, errs.NotFound) {
			t.Fatalf("other user reads the chat: %v", err)
		}
	})
	t.Run("the per-user turn limit says when to come back", func(t *testing.T) {
		r := newRig(t, chat.Options{TurnsPerMinute: 1})
		r.ask(uuid.New(), "one")
		_, err := r.start(uuid.New(), "two")
		var wait *chat.RetryAfter
		if !errs.Is(err, errs.RateLimited) || !errors.As(err, &wait) || wait.Wait <= 0 || wait.Wait > time.Minute {
			t.Fatalf("err %v", err)
		}
	})
}

func TestCompaction(t *testing.T) {
	t.Run("at CompactTurns the oldest nine tenths are summarised and stay summarised", func(t *testing.T) {
		r := newRig(t, chat.Options{CompactTurns: 3})
		r.runner.summarize = func(prev string, turns []agent.Exchange) (string, error) {
			var qs []string
			for _, x := range turns {
				qs = append(qs, x.Question)
			}
			return strings.TrimSpace(prev + " summary of " + strings.Join(qs, ",")), nil
		}
		chatID := uuid.New()
		r.ask(chatID, "q1")
		r.ask(chatID, "q2")
		if len(r.runner.summaries) != 0 {
			t.Fatal("compacted before the threshold")
		}
		got := r.ask(chatID, "q3") // 2 live turns + this question = 3
		if events(got) != "turn compaction delta usage done" {
			t.Fatalf("frames %q", events(got))
		}
		in := r.runner.lastInput()
		if in.Summary != "summary of q1,q2" || len(in.History) != 0 {
			t.Fatalf("turn 3 input: summary %q history %v", in.Summary, in.History)
		}
		d := r.detail(chatID)
		if d.Summary == nil || *d.Summary != "summary of q1,q2" || d.CompactedTurns != 2 || len(d.Turns) != 3 {
			t.Fatalf("stored summary %v compacted %d turns %d", d.Summary, d.CompactedTurns, len(d.Turns))
		}

		r.ask(chatID, "q4") // live: q3 → no compaction
		if in := r.runner.lastInput(); in.Summary != "summary of q1,q2" || len(in.History) != 1 || in.History[0].Question != "q3" {
			t.Fatalf("turn 4 input: %q %v", in.Summary, in.History)
		}
		r.ask(chatID, "q5") // live: q3, q4 → compaction folds the old summary in
		if in := r.runner.lastInput(); in.Summary != "summary of q1,q2 summary of q3,q4" || len(in.History) != 0 {
			t.Fatalf("turn 5 input: %q %v", in.Summary, in.History)
		}
		if d := r.detail(chatID); d.CompactedTurns != 4 {
			t.Fatalf("compacted %d, want 4", d.CompactedTurns)
		}
	})
	t.Run("a large context compacts before CompactTurns, and failed turns are not summarised", func(t *testing.T) {
		r := newRig(t, chat.Options{CompactTokens: 100})
		r.runner.summarize = func(string, []agent.Exchange) (string, error) { return "short", nil }
		chatID := uuid.New()
		r.runner.run = func(context.Context, agent.Input, agent.Emit) (agent.Outcome, error) {
			return agent.Outcome{}, errs.E(errs.Unavailable, "down")
		}
		r.ask(chatID, "failed one")
		r.runner.run = answer(strings.Repeat("long answer ", 50)) // ~150 tokens
		r.ask(chatID, "big")
		r.runner.run = nil
		r.ask(chatID, "next")
		if len(r.runner.summaries) != 1 {
			t.Fatalf("%d compactions, want 1", len(r.runner.summaries))
		}
		if s := r.runner.summaries[0]; len(s) != 1 || s[0].Question != "big" {
			t.Fatalf("summarised %v, want only the completed turn", s)
		}
		if d := r.detail(chatID); d.Summary == nil || *d.Summary != "short" || d.ContextUsage >= 1 {
			t.Fatalf("after compaction: summary %v usage %v", d.Summary, d.ContextUsage)
		}
	})
	t.Run("a failed summary fails the turn and keeps the old context", func(t *testing.T) {
		r := newRig(t, chat.Options{CompactTurns: 2})
		r.runner.summarize = func(string, []agent.Exchange) (string, error) {
			return "", errs.E(errs.Unavailable, "the model is not answering right now")
		}
		chatID := uuid.New()
		r.ask(chatID, "q1")
		if got := r.ask(chatID, "q2"); events(got) != "turn error" {
			t.Fatalf("frames %q", events(got))
		}
		d := r.detail(chatID)
		if d.Summary != nil || d.CompactedTurns != 0 || d.Turns[1].Status != chat.StatusFailed {
			t.Fatalf("summary %v compacted %d status %s", d.Summary, d.CompactedTurns, d.Turns[1].Status)
		}
	})
}

func TestRecoveryOfRunningTurns(t *testing.T) {
	r := newRig(t, chat.Options{StaleAfter: time.Minute})
	staleChat, liveChat, doneChat := uuid.New(), uuid.New(), uuid.New()
	r.ask(doneChat, "finished before the crash")
	stale := r.begin(staleChat, "the process died writing this")
	if _, err := r.start(liveChat, "another replica is writing this"); err != nil {
		t.Fatal(err)
	}
	// The dead process stopped beating ten minutes ago.
	if _, err := r.pool.Exec(r.ctx, `UPDATE turns SET heartbeat_at = now() - interval '10 minutes' WHERE id = $1`, stale.TurnID); err != nil {
		t.Fatal(err)
	}

	t.Run("at boot only the turn whose process stopped beating is failed", func(t *testing.T) {
		ctx, cancel := context.WithCancel(r.ctx)
		done := make(chan struct{})
		go func() { r.svc.RecoverLoop(ctx); close(done) }()
		deadline := time.Now().Add(10 * time.Second)
		for r.detail(staleChat).Turns[0].Status == chat.StatusRunning && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
		cancel()
		<-done
		turn := r.detail(staleChat).Turns[0]
		if turn.Status != chat.StatusFailed || turn.Error == nil || !strings.Contains(*turn.Error, "ask again") {
			t.Fatalf("stale turn %+v", turn)
		}
		if s := r.detail(liveChat).Turns[0].Status; s != chat.StatusRunning {
			t.Fatalf("a live turn was %s", s)
		}
		if s := r.detail(doneChat).Turns[0].Status; s != chat.StatusCompleted {
			t.Fatalf("a completed turn became %s", s)
		}
	})
	t.Run("recovery again finds nothing", func(t *testing.T) {
		if n, err := r.svc.RecoverStale(r.ctx); err != nil || n != 0 {
			t.Fatalf("recovered %d again (%v)", n, err)
		}
	})
	t.Run("a recovered turn cannot be completed afterwards", func(t *testing.T) {
		err := stale.Stream(r.ctx, func(chat.Frame) error { return nil }, nil)
		if !errs.Is(err, errs.Conflict) {
			t.Fatalf("stream of a recovered turn: %v", err)
		}
		if s := r.detail(staleChat).Turns[0].Status; s != chat.StatusFailed {
			t.Fatalf("status %s", s)
		}
	})
	t.Run("the chat takes new questions after recovery", func(t *testing.T) {
		if got := r.ask(staleChat, "again please"); events(got) != "turn delta usage done" {
			t.Fatalf("frames %q", events(got))
		}
	})
}
