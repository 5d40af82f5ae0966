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
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/tools"
)

type noDB struct{}

func (noDB) ListDatabases(context.Context, uuid.UUID) ([]tools.DatabaseInfo, error) {
	return []tools.DatabaseInfo{{Name: "sales", Database: "sales", Status: "reachable"}}, nil
}
func (noDB) ListTables(context.Context, uuid.UUID, string) ([]tools.TableInfo, error) {
	return []tools.TableInfo{{Schema: "public", Name: "orders", Kind: "table"}}, nil
}
func (noDB) DescribeTables(context.Context, uuid.UUID, string, []string) ([]tools.TableDescription, error) {
	return []tools.TableDescription{{Requested: "orders", Found: true, Schema: "public", Name: "orders", Kind: "table",
		Columns: []tools.ColumnInfo{{Name: "id", Type: "integer", NotNull: true}, {Name: "total", Type: "numeric"}}}}, nil
}
func (noDB) ExecuteSQL(context.Context, uuid.UUID, string, string) (tools.QueryResult, error) {
	return tools.QueryResult{}, nil
}

// A turn that outlives StaleAfter keeps beating, so recovery running
// meanwhile (as another replica's would) never fails it.
func TestLiveTurnSurvivesRecovery(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	model := agenttest.New(agenttest.Sequence(agenttest.Reply{Text: "I could not find that. Still writing this slowly.",
		ChunkSize: 1, Delay: 30 * time.Millisecond}))
	t.Cleanup(model.Close)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	search := tools.SearchFunc(func(context.Context, tools.SearchQuery) (tools.SearchResults, error) {
		return tools.SearchResults{}, nil
	})
	reg, err := tools.NewRegistry(append([]tools.Tool{tools.SearchDocuments(search)}, tools.DatabaseTools(noDB{})...)...)
	if err != nil {
		t.Fatal(err)
	}
	ag, err := agent.New(agent.NewOpenAI("sk", model.BaseURL(), httpclient.Retry{MaxAttempts: 1}), reg, chat.NewAudit(pool, chat.Ceilings{}, log), metrics.New(prometheus.NewRegistry()), log,
		agent.Config{MaxModelCalls: 5, ModelTimeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	svc, err := chat.NewService(pool, ag, log, chat.Options{Models: []string{"m"}, DefaultModel: "m", TurnsPerMinute: 10,
		CompactTurns: 100, CompactTokens: 256000, HeartbeatEvery: 50 * time.Millisecond, StaleAfter: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	var user, ws uuid.UUID
	if err := pool.QueryRow(ctx, `INSERT INTO users (email) VALUES ('u@example.com') RETURNING id`).Scan(&user); err != nil {
		t.Fatal(err)
	}
	if err := pool.QueryRow(ctx, `INSERT INTO workspaces (name, slug, join_code) VALUES ('W', 'w', 'ABCDEFGHJKMNP') RETURNING id`).Scan(&ws); err != nil {
		t.Fatal(err)
	}
	run, err := svc.Start(ctx, chat.StartRequest{WorkspaceID: ws, UserID: user, ChatID: uuid.New(), Question: "q"})
	if err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	var recovered atomic.Int64
	go func() {
		for {
			select {
			case <-stop:
				return
			case <-time.After(40 * time.Millisecond):
				n, _ := svc.RecoverStale(ctx)
				recovered.Add(n)
			}
		}
	}()
	var last chat.Frame
	start := time.Now()
	if err := run.Stream(ctx, func(f chat.Frame) error { last = f; return nil }, nil); err != nil {
		t.Fatal(err)
	}
	close(stop)
	if time.Since(start) < time.Second {
		t.Fatalf("the turn took %v; it must outlive StaleAfter several times for this test to mean anything", time.Since(start))
	}
	if _, ok := last.Data.(agent.DoneData); last.Event != agent.EventDone || !ok || recovered.Load() != 0 {
		t.Fatalf("last frame %s %+v, %d turns recovered", last.Event, last.Data, recovered.Load())
	}
}
