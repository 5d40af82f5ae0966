package chat_test

import (
	"context"
	"io"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/prometheus/client_golang/prometheus"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/tick"
	"knowledgestack/internal/tools/toolstest"
)

// A turn that outlives StaleAfter keeps beating, so recovery running
// meanwhile (as another replica's would) never fails it.
func TestLiveTurnSurvivesRecovery(t *testing.T) {
	r := newRig(t, chat.Options{})
	model := agenttest.New(agenttest.Sequence(agenttest.Reply{Text: "I could not find that. Still writing this slowly.",
		ChunkSize: 1, Delay: 30 * time.Millisecond}))
	t.Cleanup(model.Close)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	// The real agent, so the turn runs as long as its model streams.
	ag, err := agent.New(agent.NewOpenAI("sk", model.BaseURL(), httpclient.Retry{MaxAttempts: 1}),
		toolstest.Registry(t, toolstest.Search(nil), toolstest.DB{}), chat.NewAudit(r.pool, chat.Ceilings{}, log),
		metrics.New(prometheus.NewRegistry()), log, agent.Config{MaxModelCalls: 5, ModelTimeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	svc := r.service(ag, chat.Options{HeartbeatEvery: 50 * time.Millisecond, StaleAfter: 300 * time.Millisecond})
	run, err := svc.Start(r.ctx, chat.StartRequest{WorkspaceID: r.ws, UserID: r.user, ChatID: uuid.New(), Question: "q"})
	if err != nil {
		t.Fatal(err)
	}
	var claimed time.Time
	if err := r.pool.QueryRow(r.ctx, `SELECT heartbeat_at FROM turns WHERE id = $1`, run.TurnID).Scan(&claimed); err != nil {
		t.Fatal(err)
	}
	sweeping, stopSweeping := context.WithCancel(r.ctx)
	swept := make(chan struct{})
	var recovered atomic.Int64
	var sweptFrom atomic.Int64 // unix nanoseconds of the first sweep
	go func() {
		defer close(swept)
		// Recovery sweeps from the turn's first beat on. Before it the claim
		// is the one Start wrote, and Stream joins the LISTEN feed (up to a
		// second) before it beats: on a loaded machine that gap alone
		// outlasts this StaleAfter, which is not what this test is about.
		for beaten := false; !beaten; time.Sleep(10 * time.Millisecond) {
			if err := r.pool.QueryRow(sweeping, `SELECT heartbeat_at > $2 FROM turns WHERE id = $1`, run.TurnID, claimed).Scan(&beaten); err != nil {
				return
			}
		}
		sweptFrom.Store(time.Now().UnixNano())
		tick.Every(sweeping, 40*time.Millisecond, func() {
			n, _ := svc.RecoverStale(sweeping)
			recovered.Add(n)
		})
	}()
	var last chat.Frame
	if err := run.Stream(r.ctx, func(f chat.Frame) error { last = f; return nil }, nil); err != nil {
		t.Fatal(err)
	}
	stopSweeping()
	<-swept
	from := sweptFrom.Load()
	if from == 0 {
		t.Fatal("the turn never beat, so recovery never swept")
	}
	if took := time.Since(time.Unix(0, from)); took < time.Second {
		t.Fatalf("recovery swept for %v of the turn; it must outlive StaleAfter several times for this test to mean anything", took)
	}
	if _, ok := last.Data.(agent.DoneData); last.Event != agent.EventDone || !ok || recovered.Load() != 0 {
		t.Fatalf("last frame %s %+v, %d turns recovered", last.Event, last.Data, recovered.Load())
	}
}
