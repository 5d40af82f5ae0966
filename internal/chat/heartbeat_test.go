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
	sweeping, stopSweeping := context.WithCancel(r.ctx)
	swept := make(chan struct{})
	var recovered atomic.Int64
	go func() {
		defer close(swept)
		tick.Every(sweeping, 40*time.Millisecond, func() {
			n, _ := svc.RecoverStale(sweeping)
			recovered.Add(n)
		})
	}()
	var last chat.Frame
	start := time.Now()
	if err := run.Stream(r.ctx, func(f chat.Frame) error { last = f; return nil }, nil); err != nil {
		t.Fatal(err)
	}
	stopSweeping()
	<-swept
	if time.Since(start) < time.Second {
		t.Fatalf("the turn took %v; it must outlive StaleAfter several times for this test to mean anything", time.Since(start))
	}
	if _, ok := last.Data.(agent.DoneData); last.Event != agent.EventDone || !ok || recovered.Load() != 0 {
		t.Fatalf("last frame %s %+v, %d turns recovered", last.Event, last.Data, recovered.Load())
	}
}
