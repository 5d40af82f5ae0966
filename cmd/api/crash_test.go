package main

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/apitest"
	"knowledgestack/internal/testdb"
)

// newChatUser signs a new user in to a workspace of its own on the API at base.
func newChatUser(t *testing.T, pool *pgxpool.Pool, base string) *apitest.Client {
	t.Helper()
	user := apitest.NewUser(t, pool, "crash@example.com")
	return apitest.LoginAt(t, pool, base, user, apitest.NewWorkspace(t, pool, user, "Crash"))
}

// slowModel answers its first request with a long answer at 20 chunks a
// second (the turn the process dies in), and every later one at once.
func slowModel(t *testing.T) *agenttest.Server {
	m := agenttest.New(agenttest.Sequence(
		agenttest.Reply{Text: strings.Repeat("The leave policy grants twenty-five days. ", 60), ChunkSize: 4, Delay: 50 * time.Millisecond},
		agenttest.Reply{Text: "Expenses are reimbursed within thirty days."}))
	t.Cleanup(m.Close)
	return m
}

// kill -9 of the API while it streams a turn: a restarted process fails the
// turn with a reason within a minute, with the production timings
// (TURN_STALE_AFTER 30 s); a client following it gets the `error` frame as
// the next frame; and a new turn in the same chat completes.
func TestKilledTurnIsFailedWithinAMinute(t *testing.T) {
	pool, dbURL := testdb.NewWithURL(t)
	model := slowModel(t)
	env := map[string]string{"DATABASE_URL": dbURL, "ENCRYPTION_KEY": apitest.TestKey, "PUBLIC_URL": "http://app.test",
		"OPENAI_API_KEY": "sk-test", "OPENAI_BASE_URL": model.BaseURL(), "WORKERS": "false"}
	addr := testdb.FreeAddr(t)
	first := startAPIProcess(t, procOptions{addr: addr, env: env})
	// The restarted process listens where the first did: the client keeps its URL.
	u := newChatUser(t, pool, first.URL)

	chatID := uuid.New()
	sse := ask(t, u, chatID, "leave?")
	head := sse.take(t, 8)
	var turnID string
	for _, f := range head {
		if f.Event == "turn" {
			var v struct{ TurnID string }
			_ = json.Unmarshal([]byte(f.Data), &v)
			turnID = v.TurnID
		}
	}
	lastSeen := head[len(head)-1].ID
	killed := time.Now()
	first.kill()
	sse.close()

	startAPIProcess(t, procOptions{addr: addr, env: env})
	up := time.Now()
	t.Logf("restarted in %v", up.Sub(killed).Round(time.Millisecond))

	rest, ended := follow(t, u, chatID, turnID, lastSeen).toEnd()
	for i, f := range rest {
		if want := lastSeen + 1 + i; f.ID != want {
			t.Fatalf("frame id %d, want %d: a gap or a duplicate", f.ID, want)
		}
	}
	if !ended {
		t.Fatalf("the followed stream ended without an error frame (events %v)", events(rest))
	}
	last := rest[len(rest)-1]
	failedAt := time.Now()
	var e struct {
		Message string
		Stopped bool
	}
	if err := json.Unmarshal([]byte(last.Data), &e); err != nil || last.Event != "error" || e.Stopped || !strings.Contains(e.Message, "ask again") {
		t.Fatalf("last frame %+v", last)
	}
	t.Logf("failed %v after the kill, %v after the restart: %q", failedAt.Sub(killed).Round(time.Millisecond),
		failedAt.Sub(up).Round(time.Millisecond), e.Message)
	if failedAt.Sub(up) > time.Minute {
		t.Fatalf("the turn was failed %v after the restart; the bound is a minute", failedAt.Sub(up))
	}

	var d struct {
		Turns []struct {
			ID, Status string
			Error      *string
		}
	}
	if code := u.JSON(http.MethodGet, "/chat/"+chatID.String(), nil, &d); code != http.StatusOK || len(d.Turns) != 1 {
		t.Fatalf("chat: %d %+v", code, d)
	}
	if d.Turns[0].Status != "failed" || d.Turns[0].Error == nil || *d.Turns[0].Error != e.Message {
		t.Fatalf("stored turn %+v", d.Turns[0])
	}

	if frames, ended := ask(t, u, chatID, "expenses?").toEnd(); !ended || frames[len(frames)-1].Event != "done" {
		t.Fatalf("the new turn did not end with done: %+v", frames)
	}
}
