package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/apitest"
	"knowledgestack/internal/auth"
	"knowledgestack/internal/httpapi"
	"knowledgestack/internal/testdb"
)

// chatUser is a signed-in user with an active workspace, talking to any replica.
type chatUser struct {
	t     *testing.T
	token string
}

func newChatUser(t *testing.T, pool *pgxpool.Pool) *chatUser {
	t.Helper()
	user := apitest.NewUser(t, pool, "crash@example.com")
	ws := apitest.NewWorkspace(t, pool, user, "Crash")
	token, _, err := auth.NewSessions(pool, auth.SessionOptions{}).Create(context.Background(), user, &ws, "test")
	if err != nil {
		t.Fatal(err)
	}
	return &chatUser{t: t, token: token}
}

// do sends a request with the session cookie; the caller closes the body.
func (u *chatUser) do(ctx context.Context, method, url string, body any, header http.Header) *http.Response {
	u.t.Helper()
	var r *bytes.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		r = bytes.NewReader(b)
	} else {
		r = bytes.NewReader(nil)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, r)
	if err != nil {
		u.t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range header {
		req.Header[k] = v
	}
	req.AddCookie(&http.Cookie{Name: httpapi.CookieName, Value: u.token})
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		u.t.Fatal(err)
	}
	return resp
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
	addr := freeAddr(t)
	first := startAPIProcess(t, addr, env)
	u := newChatUser(t, pool)

	chatID := uuid.New()
	resp := u.do(context.Background(), http.MethodPost, first.URL+"/chat/"+chatID.String()+"/turns", map[string]any{"question": "leave?"}, nil)
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("POST turn: %d", resp.StatusCode)
	}
	sse := newSSEReader(resp.Body)
	var turnID string
	lastSeen := 0
	for lastSeen < 8 {
		f, ok := sse.next()
		if !ok {
			t.Fatal("the stream ended early")
		}
		if f.Event == "turn" {
			var v struct{ TurnID string }
			_ = json.Unmarshal([]byte(f.Data), &v)
			turnID = v.TurnID
		}
		lastSeen = f.ID
	}
	killed := time.Now()
	first.kill()
	resp.Body.Close()

	second := startAPIProcess(t, addr, env)
	up := time.Now()
	t.Logf("restarted in %v", up.Sub(killed).Round(time.Millisecond))

	follow := u.do(context.Background(), http.MethodGet, second.URL+"/chat/"+chatID.String()+"/turns/"+turnID+"/events", nil,
		http.Header{"Last-Event-Id": {strconv.Itoa(lastSeen)}})
	defer follow.Body.Close()
	if follow.StatusCode != http.StatusOK {
		t.Fatalf("follow: %d", follow.StatusCode)
	}
	sse = newSSEReader(follow.Body)
	var last sseFrame
	for want := lastSeen + 1; ; want++ {
		f, ok := sse.next()
		if !ok {
			t.Fatalf("the followed stream ended without an error frame (last %+v)", last)
		}
		if f.ID != want {
			t.Fatalf("frame id %d, want %d: a gap or a duplicate", f.ID, want)
		}
		last = f
		if f.Event == "error" || f.Event == "done" {
			break
		}
	}
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
	get := u.do(context.Background(), http.MethodGet, second.URL+"/chat/"+chatID.String(), nil, nil)
	if err := json.NewDecoder(get.Body).Decode(&d); err != nil || len(d.Turns) != 1 {
		t.Fatalf("chat: %v %+v", err, d)
	}
	get.Body.Close()
	if d.Turns[0].Status != "failed" || d.Turns[0].Error == nil || *d.Turns[0].Error != e.Message {
		t.Fatalf("stored turn %+v", d.Turns[0])
	}

	again := u.do(context.Background(), http.MethodPost, second.URL+"/chat/"+chatID.String()+"/turns", map[string]any{"question": "expenses?"}, nil)
	defer again.Body.Close()
	if again.StatusCode != http.StatusOK {
		t.Fatalf("a new turn in the chat: %d", again.StatusCode)
	}
	sse = newSSEReader(again.Body)
	for {
		f, ok := sse.next()
		if !ok {
			t.Fatalf("the new turn ended without done (last %+v)", last)
		}
		last = f
		if f.Event == "done" {
			break
		}
		if f.Event == "error" {
			t.Fatalf("the new turn failed: %s", f.Data)
		}
	}
}
