package httpapi_test

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/apitest"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/tools"
)

var update = flag.Bool("update", false, "rewrite golden files")

func searchSQLAnswer() func(int, agenttest.Request) agenttest.Reply {
	return agenttest.Sequence(
		agenttest.Reply{Text: "Let me check.", Calls: []agenttest.Call{{ID: "call_search", Name: "search_document_chunks", Arguments: `{"query":"annual leave days"}`}}},
		agenttest.Reply{Calls: []agenttest.Call{{ID: "call_sql", Name: "execute_sql", Arguments: `{"database":"sales","sql":"SELECT region, sum(total) AS total FROM orders GROUP BY region"}`}}},
		agenttest.Reply{Text: "Employees get 25 days of paid leave [1]. Sales: EMEA 1200.50, APAC 980.00 [7].", ChunkSize: 3},
	)
}

func TestChatSearchSQLAnswerGolden(t *testing.T) {
	r := newChatRig(t, rigOpts{script: searchSQLAnswer()})
	chatID := uuid.New()
	resp, frames := r.ask(r.a, chatID, "How much leave do I get, and what are sales by region?")
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("status %d, type %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	stored := r.detail(r.a, chatID)
	if len(stored.Turns) != 1 {
		t.Fatalf("%d turns stored", len(stored.Turns))
	}
	turn := stored.Turns[0]

	// The transcript, with the ids minted at run time replaced.
	var b strings.Builder
	for _, f := range frames {
		data := strings.NewReplacer(turn.ID.String(), "<turn>", chatID.String(), "<chat>").Replace(f.Data)
		fmt.Fprintf(&b, "id: %d\nevent: %s\ndata: %s\n\n", f.ID, f.Event, data)
	}
	golden := "../agent/testdata/search_sql_answer.golden"
	if *update {
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if b.String() != string(want) {
		t.Fatalf("transcript differs from %s:\n%s", golden, b.String())
	}

	// The stored turn agrees with what was streamed.
	checkNumbered(t, frames)
	answer := deltaText(t, frames)
	var cites []tools.Citation
	var results []tools.QueryResult
	var steps []string
	for _, f := range frames {
		switch f.Event {
		case "citation":
			var c tools.Citation
			f.decode(t, &c)
			cites = append(cites, c)
		case "query_result":
			var q tools.QueryResult
			f.decode(t, &q)
			results = append(results, q)
		case "tool_call":
			var tc agent.ToolCallData
			f.decode(t, &tc)
			steps = append(steps, tc.Name+": "+tc.Display)
		}
	}
	if turn.Status != chat.StatusCompleted || turn.Answer != answer || strings.Contains(turn.Answer, "[7]") {
		t.Fatalf("stored %s answer %q, streamed %q", turn.Status, turn.Answer, answer)
	}
	if len(turn.Citations) != len(cites) || len(cites) != 1 || turn.Citations[0] != cites[0] || cites[0].ChunkID != chatHits[0].ChunkID {
		t.Fatalf("stored citations %+v, streamed %+v", turn.Citations, cites)
	}
	if len(turn.QueryResults) != 1 || len(results) != 1 || turn.QueryResults[0].SQL != results[0].SQL || turn.QueryResults[0].RowCount != 2 {
		t.Fatalf("stored results %+v, streamed %+v", turn.QueryResults, results)
	}
	if len(turn.ToolSteps) != len(steps) || turn.ToolSteps[1].Display != "Running SQL on sales" {
		t.Fatalf("stored steps %+v, streamed %v", turn.ToolSteps, steps)
	}
	if turn.InputTokens == 0 || turn.OutputTokens == 0 || turn.FlaggedUncited || turn.ModelID != "gpt-test" {
		t.Fatalf("turn %+v", turn)
	}
	var calls, tokens int
	if err := r.pool.QueryRow(context.Background(), `SELECT count(*), sum(input_tokens + output_tokens) FROM model_calls
		WHERE workspace_id = $1 AND turn_id = $2 AND outcome = 'ok' AND model = 'gpt-test'`, r.ws, turn.ID).Scan(&calls, &tokens); err != nil {
		t.Fatal(err)
	}
	if calls != 3 || tokens != turn.InputTokens+turn.OutputTokens {
		t.Fatalf("audited %d calls, %d tokens", calls, tokens)
	}
}

func TestChatTurnFailures(t *testing.T) {
	t.Run("a model that calls tools forever stops at 50 calls", func(t *testing.T) {
		r := newChatRig(t, rigOpts{script: agenttest.Sequence(agenttest.Reply{Calls: []agenttest.Call{{ID: "c", Name: "list_databases", Arguments: "{}"}}})})
		chatID := uuid.New()
		_, frames := r.ask(r.a, chatID, "loop forever")
		last := frames[len(frames)-1]
		if last.Event != "error" || !strings.Contains(last.Data, "50 model calls") || len(r.model.Requests()) != 50 {
			t.Fatalf("last frame %+v after %d calls", last, len(r.model.Requests()))
		}
		if turn := r.waitTurn(chatID); turn.Status != chat.StatusFailed || !strings.Contains(*turn.Error, "50 model calls") {
			t.Fatalf("turn %+v", turn)
		}
	})
	t.Run("a model 500 fails the turn with a message", func(t *testing.T) {
		r := newChatRig(t, rigOpts{script: agenttest.Sequence(agenttest.Reply{Status: 500})})
		chatID := uuid.New()
		_, frames := r.ask(r.a, chatID, "hello")
		if got := strings.Join(events(frames), ","); got != "turn,error" {
			t.Fatalf("frames %s", got)
		}
		if turn := r.waitTurn(chatID); turn.Status != chat.StatusFailed || !strings.Contains(*turn.Error, "HTTP 500") {
			t.Fatalf("turn %+v", turn)
		}
	})
}

func TestChatConcurrencyAndLimits(t *testing.T) {
	t.Run("a second question while a turn runs is a 409", func(t *testing.T) {
		// The answer pauses a chunk in until the second question was refused:
		// a merely slow one (0.6 s) could end first on a loaded machine.
		hold := make(chan struct{})
		var resumed sync.Once
		resume := func() { resumed.Do(func() { close(hold) }) }
		r := newChatRig(t, rigOpts{script: agenttest.Sequence(agenttest.Reply{Text: strings.Repeat("x", 60), ChunkSize: 1, Delay: 10 * time.Millisecond,
			Hold: hold, HoldAfter: 1})})
		t.Cleanup(resume) // before the rig's model server closes, which would wait for a held answer
		chatID := uuid.New()
		resp := r.postTurn(context.Background(), r.a, chatID, "one")
		readSSE(t, resp.Body, func(f sseFrame) bool { return f.Event == "turn" })
		var body apitest.ErrorBody
		st := r.a.JSON(http.MethodPost, "/chat/"+chatID.String()+"/turns", map[string]any{"question": "two"}, &body)
		resume()
		if st != http.StatusConflict || body.Code != "conflict" {
			t.Fatalf("second question: %d %+v", st, body)
		}
		readSSE(t, resp.Body, nil)
	})
	t.Run("too many questions are a 429 with Retry-After", func(t *testing.T) {
		r := newChatRig(t, rigOpts{script: agenttest.Sequence(agenttest.Reply{Text: "I could not find that."}), opts: chat.Options{TurnsPerMinute: 1}})
		if resp, _ := r.ask(r.a, uuid.New(), "one"); resp.StatusCode != http.StatusOK {
			t.Fatalf("first: %d", resp.StatusCode)
		}
		resp, _ := r.ask(r.a, uuid.New(), "two")
		if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" {
			t.Fatalf("second: %d, Retry-After %q", resp.StatusCode, resp.Header.Get("Retry-After"))
		}
		// The limit is per user: B may still ask.
		if resp, _ := r.ask(r.b, uuid.New(), "three"); resp.StatusCode != http.StatusOK {
			t.Fatalf("other user: %d", resp.StatusCode)
		}
	})
}

func TestChatIsPrivateToItsUser(t *testing.T) {
	r := newChatRig(t, rigOpts{script: searchSQLAnswer()})
	chatID := uuid.New()
	r.ask(r.a, chatID, "How much leave?")
	turnID := r.detail(r.a, chatID).Turns[0].ID
	var list []chat.Chat
	if st := r.b.JSON(http.MethodGet, "/chat", nil, &list); st != http.StatusOK || len(list) != 0 {
		t.Fatalf("B lists %d chats (%d)", len(list), st)
	}
	calls := len(r.model.Requests())
	for _, tc := range []struct {
		name, method, path string
		body               any
	}{
		{"B cannot read A's chat", http.MethodGet, "/chat/" + chatID.String(), nil},
		{"B cannot post to A's chat", http.MethodPost, "/chat/" + chatID.String() + "/turns", map[string]any{"question": "mine now?"}},
		{"B cannot replay A's turn", http.MethodGet, "/chat/" + chatID.String() + "/turns/" + turnID.String() + "/events", nil},
		{"B cannot resume A's turn", http.MethodPost, "/chat/" + chatID.String() + "/turns", map[string]any{"turnId": turnID.String()}},
		{"B cannot delete A's chat", http.MethodDelete, "/chat/" + chatID.String(), nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var body apitest.ErrorBody
			if st := r.b.JSON(tc.method, tc.path, tc.body, &body); st != http.StatusNotFound || body.Code != "not_found" {
				t.Fatalf("%d %+v", st, body)
			}
		})
	}
	if d := r.detail(r.a, chatID); len(d.Turns) != 1 || len(r.model.Requests()) != calls {
		t.Fatalf("A's chat changed: %d turns, %d model calls", len(d.Turns), len(r.model.Requests()))
	}
}

func TestChatCRUDAndModels(t *testing.T) {
	r := newChatRig(t, rigOpts{script: searchSQLAnswer()})
	var models chat.Models
	if st := r.a.JSON(http.MethodGet, "/chat/models", nil, &models); st != http.StatusOK || models.Offline || models.Default != "gpt-test" || len(models.Models) != 2 {
		t.Fatalf("models %d %+v", st, models)
	}
	var created chat.Chat
	if st := r.a.JSON(http.MethodPost, "/chat", map[string]any{"title": "Planning"}, &created); st != http.StatusCreated || created.Title != "Planning" {
		t.Fatalf("create %d %+v", st, created)
	}
	if resp, _ := r.ask(r.a, created.ID, "How much leave?"); resp.StatusCode != http.StatusOK {
		t.Fatalf("ask %d", resp.StatusCode)
	}
	var body apitest.ErrorBody
	if st := r.a.JSON(http.MethodPost, "/chat/"+uuid.NewString()+"/turns", map[string]any{"question": "q", "modelId": "gpt-9"}, &body); st != http.StatusBadRequest {
		t.Fatalf("unknown model: %d %+v", st, body)
	}
	if st := r.a.JSON(http.MethodDelete, "/chat/"+created.ID.String(), nil, nil); st != http.StatusNoContent {
		t.Fatalf("delete %d", st)
	}
	if st := r.a.JSON(http.MethodGet, "/chat/"+created.ID.String(), nil, nil); st != http.StatusNotFound {
		t.Fatalf("after delete %d", st)
	}
}
