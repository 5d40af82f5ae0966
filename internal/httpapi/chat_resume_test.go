package httpapi_test

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/chat"
)

func TestChatReconnectWithLastEventID(t *testing.T) {
	r := newChatRig(t, rigOpts{script: agenttest.Sequence(
		agenttest.Reply{Calls: []agenttest.Call{{ID: "c1", Name: "search_document_chunks", Arguments: `{"query":"leave"}`}}},
		agenttest.Reply{Text: "You get 25 days [1]. " + strings.Repeat("More detail. ", 15), ChunkSize: 4, Delay: 15 * time.Millisecond})})
	chatID := uuid.New()
	resp, head, turnID := r.openTurn(context.Background(), r.a, chatID, "leave?", func(f sseFrame) bool { return f.Event == "delta" })
	after := head[len(head)-1].ID

	// A second reader joins the live turn after frame `after` and follows it to the end.
	follow := r.followTurn(context.Background(), r.a, chatID, turnID, after)
	rest := readSSE(t, follow.Body, nil)
	full := append(head, readSSE(t, resp.Body, nil)...)
	if len(rest) == 0 || rest[0].ID != after+1 || rest[len(rest)-1].Event != "done" {
		t.Fatalf("resumed frames %v from %d", events(rest), after)
	}
	sameFrames(t, rest, full[after:])

	// After the end, the POST form replays the rest too.
	again := r.a.Request(http.MethodPost, turnsPath(chatID),
		map[string]any{"turnId": turnID.String()}, http.Header{"Last-Event-Id": {itoa(len(full) - 2)}})
	defer again.Body.Close()
	if tail := readSSE(t, again.Body, nil); strings.Join(events(tail), ",") != "usage,done" {
		t.Fatalf("replay after the end: %v", events(tail))
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestChatCrashRecovery(t *testing.T) {
	r := newChatRig(t, rigOpts{script: agenttest.Sequence(agenttest.Reply{Text: "I could not find that."})})
	ctx := context.Background()
	stale, live := uuid.New(), uuid.New()
	for _, id := range []uuid.UUID{stale, live} {
		if _, err := r.pool.Exec(ctx, `INSERT INTO chats (id, workspace_id, user_id) VALUES ($1, $2, $3)`, id, r.ws, r.userA); err != nil {
			t.Fatal(err)
		}
	}
	// One turn's process stopped beating two minutes ago; another replica's turn beat just now.
	if _, err := r.pool.Exec(ctx, `INSERT INTO turns (workspace_id, chat_id, user_id, seq, question, model_id, heartbeat_at)
		VALUES ($1, $2, $4, 1, 'lost', 'gpt-test', now() - interval '2 minutes'), ($1, $3, $4, 1, 'live', 'gpt-test', now())`,
		r.ws, stale, live, r.userA); err != nil {
		t.Fatal(err)
	}
	if resp, _ := r.ask(r.a, stale, "again"); resp.StatusCode != http.StatusConflict {
		t.Fatalf("before recovery: %d, want 409", resp.StatusCode)
	}
	n, err := r.svc.RecoverStale(ctx)
	if err != nil || n != 1 {
		t.Fatalf("recovered %d, %v", n, err)
	}
	if turn := r.detail(r.a, stale).Turns[0]; turn.Status != chat.StatusFailed || turn.Error == nil {
		t.Fatalf("stale turn %+v", turn)
	}
	if turn := r.detail(r.a, live).Turns[0]; turn.Status != chat.StatusRunning {
		t.Fatalf("another replica's live turn was failed: %+v", turn)
	}
	if resp, frames := r.ask(r.a, stale, "again"); resp.StatusCode != http.StatusOK || frames[len(frames)-1].Event != "done" {
		t.Fatalf("after recovery: %d %v", resp.StatusCode, events(frames))
	}
}

func TestChatCompaction(t *testing.T) {
	script := func(i int, req agenttest.Request) agenttest.Reply {
		if len(req.Tools) == 0 { // the compaction call offers no tools
			return agenttest.Reply{Text: "The user asked about leave [1] and expenses [2]."}
		}
		return agenttest.Reply{Text: "I could not find that in the documents."}
	}
	r := newChatRig(t, rigOpts{script: script, opts: chat.Options{CompactTurns: 4, CompactTokens: 1_000_000}})
	chatID := uuid.New()
	var usage []float64
	for i := 1; i <= 3; i++ {
		_, frames := r.ask(r.a, chatID, "question number "+itoa(i))
		for _, f := range frames {
			if f.Event == "compaction" {
				t.Fatalf("compacted early at turn %d", i)
			}
			if f.Event == "usage" {
				var u agent.UsageData
				f.decode(t, &u)
				usage = append(usage, u.ContextUsage)
			}
		}
	}
	if usage[0] != 0.25 || usage[2] != 0.75 {
		t.Fatalf("context usage %v, want turns/4", usage)
	}
	_, frames := r.ask(r.a, chatID, "question number 4")
	var comp agent.CompactionData
	for _, f := range frames {
		if f.Event == "compaction" {
			f.decode(t, &comp)
		}
	}
	if comp.CompactedTurns != 3 || comp.Summary != "The user asked about leave and expenses." {
		t.Fatalf("compaction frame %+v (events %v)", comp, events(frames))
	}
	d := r.detail(r.a, chatID)
	if d.Summary == nil || *d.Summary != comp.Summary || d.CompactedTurns != 3 || len(d.Turns) != 4 || d.ContextUsage != 0.25 {
		t.Fatalf("reloaded chat: summary %v, compacted %d, %d turns, usage %v", d.Summary, d.CompactedTurns, len(d.Turns), d.ContextUsage)
	}
	reqs := r.model.Requests()
	last := reqs[len(reqs)-1]
	var sawSummary bool
	for _, m := range last.Messages {
		c, _ := m.Content.(string)
		if strings.Contains(c, "question number 1") {
			t.Fatalf("a compacted question was sent verbatim: %q", c)
		}
		sawSummary = sawSummary || strings.Contains(c, comp.Summary)
	}
	if !sawSummary {
		t.Fatal("the summary was not sent to the model")
	}
	var audited int
	_ = r.pool.QueryRow(context.Background(), `SELECT count(*) FROM model_calls WHERE workspace_id = $1 AND purpose = 'compaction'`, r.ws).Scan(&audited)
	if audited != 1 {
		t.Fatalf("%d compaction calls audited", audited)
	}
}

func TestChatOffline(t *testing.T) {
	r := newChatRig(t, rigOpts{})
	var models chat.Models
	if st := r.a.JSON(http.MethodGet, "/chat/models", nil, &models); st != http.StatusOK || !models.Offline || models.Default != agent.OfflineModelID {
		t.Fatalf("models %d %+v", st, models)
	}
	chatID := uuid.New()
	_, frames := r.ask(r.a, chatID, "How much leave do I get?")
	if got := strings.Join(events(frames), ","); !strings.HasPrefix(got, "turn,tool_call,citation,citation,delta") || !strings.HasSuffix(got, "usage,done") {
		t.Fatalf("offline frames %s", got)
	}
	turn := r.detail(r.a, chatID).Turns[0]
	if !turn.Offline || turn.ModelID != agent.OfflineModelID || !strings.Contains(turn.Answer, "Offline mode") || len(turn.Citations) != 2 || turn.FlaggedUncited {
		t.Fatalf("offline turn %+v", turn)
	}
}
