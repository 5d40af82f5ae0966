package main

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/apitest"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/webui"
)

// Two API processes behind one URL (cmd/web's replica proxy, as `make run
// REPLICAS=2` runs it). SIGTERM to the replica streaming a turn: the stream
// ends with a `reconnect` frame; the client's reconnect through the same URL
// with Last-Event-ID reaches the other replica and gets the rest of the turn
// — no gap, no duplicate, ending in `done`, the whole answer — while the
// leaving replica finishes the turn within its grace and exits 0.
func TestSIGTERMHandsTheStreamToTheOtherReplica(t *testing.T) {
	pool, dbURL := testdb.NewWithURL(t)
	answer := "Annual leave is twenty-five days. " + strings.Repeat("Unused days carry over until March. ", 14)
	model := agenttest.New(agenttest.Sequence(agenttest.Reply{Text: answer, ChunkSize: 4, Delay: 25 * time.Millisecond}))
	t.Cleanup(model.Close)
	env := map[string]string{"DATABASE_URL": dbURL, "ENCRYPTION_KEY": apitest.TestKey, "PUBLIC_URL": "http://app.test",
		"OPENAI_API_KEY": "sk-test", "OPENAI_BASE_URL": model.BaseURL()}
	addrA, addrB := freeAddr(t), freeAddr(t)
	a := startAPIProcess(t, addrA, env)
	u := newChatUser(t, pool)

	// The one URL. B is not up yet, so the first check takes it out and the turn goes to A.
	urlA, _ := url.Parse(a.URL)
	urlB, _ := url.Parse("http://" + addrB)
	proxy := webui.NewReplicaProxy([]*url.URL{urlA, urlB}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	go proxy.Watch(ctx, 100*time.Millisecond)
	web := httptest.NewServer(webui.NewMux(http.NotFoundHandler(), proxy))
	defer web.Close()
	time.Sleep(300 * time.Millisecond)

	chatID := uuid.New()
	resp := u.do(context.Background(), http.MethodPost, web.URL+"/api/chat/"+chatID.String()+"/turns", map[string]any{"question": "leave?"}, nil)
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("POST turn: %d", resp.StatusCode)
	}
	sse := newSSEReader(resp.Body)
	var got []sseFrame
	for len(got) < 6 {
		f, ok := sse.next()
		if !ok {
			t.Fatal("the stream ended early")
		}
		got = append(got, f)
	}
	var open struct{ TurnID string }
	if err := json.Unmarshal([]byte(got[0].Data), &open); err != nil || got[0].Event != "turn" {
		t.Fatalf("first frame %+v", got[0])
	}
	startAPIProcess(t, addrB, env)
	time.Sleep(300 * time.Millisecond) // a check or two: B is in

	termAt := time.Now()
	exited := a.term()
	var reconnect sseFrame
	for {
		f, ok := sse.next()
		if !ok {
			t.Fatalf("A's stream ended without a reconnect frame after %v", events(got))
		}
		if f.Event == "reconnect" {
			reconnect = f
			break
		}
		got = append(got, f)
	}
	toldAfter := time.Since(termAt)
	if reconnect.ID != 0 {
		t.Fatalf("the reconnect frame has id %d; it must have none", reconnect.ID)
	}
	resp.Body.Close()

	follow := u.do(context.Background(), http.MethodGet, web.URL+"/api/chat/"+chatID.String()+"/turns/"+open.TurnID+"/events", nil,
		http.Header{"Last-Event-Id": {strconv.Itoa(got[len(got)-1].ID)}})
	defer follow.Body.Close()
	if follow.StatusCode != http.StatusOK {
		t.Fatalf("reconnect: %d", follow.StatusCode)
	}
	sse = newSSEReader(follow.Body)
	for {
		f, ok := sse.next()
		if !ok {
			break
		}
		got = append(got, f)
		if f.Event == "done" || f.Event == "error" {
			break
		}
	}
	var text strings.Builder
	for i, f := range got {
		if f.ID != i+1 {
			t.Fatalf("frame %d has id %d (events %v): a gap or a duplicate", i+1, f.ID, events(got))
		}
		if f.Event == "delta" {
			var d struct{ Text string }
			_ = json.Unmarshal([]byte(f.Data), &d)
			text.WriteString(d.Text)
		}
	}
	if got[len(got)-1].Event != "done" || text.String() != answer {
		t.Fatalf("frames %v; reassembled %q", events(got), text.String())
	}
	doneAfter := time.Since(termAt)

	select {
	case <-exited:
	case <-time.After(30 * time.Second):
		t.Fatal("the SIGTERM'd replica did not exit within its grace")
	}
	if a.err != nil {
		t.Fatalf("the SIGTERM'd replica exited with %v", a.err)
	}
	t.Logf("after SIGTERM: reconnect frame %v, done (from the other replica) %v, exit %v",
		toldAfter.Round(time.Millisecond), doneAfter.Round(time.Millisecond), time.Since(termAt).Round(time.Millisecond))

	// The turn ran to its end on the leaving replica, and the chat goes on through the one URL.
	var d struct {
		Turns []struct{ Status, Answer string }
	}
	res := u.do(context.Background(), http.MethodGet, web.URL+"/api/chat/"+chatID.String(), nil, nil)
	defer res.Body.Close()
	if err := json.NewDecoder(res.Body).Decode(&d); err != nil || len(d.Turns) != 1 || d.Turns[0].Status != "completed" || d.Turns[0].Answer != answer {
		t.Fatalf("stored %+v (%v)", d, err)
	}
}

func events(frames []sseFrame) []string {
	var out []string
	for _, f := range frames {
		out = append(out, f.Event)
	}
	return out
}

// SIGTERM to a replica whose turn outlasts SHUTDOWN_GRACE: the turn is cut
// when the grace runs out, and the client that reconnected to the other
// replica gets the `error` frame saying the server restarted, as the next
// frame; the replica exits right after, and the chat takes a new question.
func TestSIGTERMCutsATurnPastTheGrace(t *testing.T) {
	pool, dbURL := testdb.NewWithURL(t)
	model := agenttest.New(agenttest.Sequence(
		agenttest.Reply{Text: strings.Repeat("This answer takes a long time. ", 40), ChunkSize: 4, Delay: 40 * time.Millisecond},
		agenttest.Reply{Text: "A short answer."}))
	t.Cleanup(model.Close)
	env := map[string]string{"DATABASE_URL": dbURL, "ENCRYPTION_KEY": apitest.TestKey, "PUBLIC_URL": "http://app.test",
		"OPENAI_API_KEY": "sk-test", "OPENAI_BASE_URL": model.BaseURL(), "WORKERS": "false"}
	graced := map[string]string{"SHUTDOWN_GRACE": "1s"}
	for k, v := range env {
		graced[k] = v
	}
	leaving := startAPIProcess(t, freeAddr(t), graced)
	staying := startAPIProcess(t, freeAddr(t), env)
	u := newChatUser(t, pool)

	chatID := uuid.New()
	resp := u.do(context.Background(), http.MethodPost, leaving.URL+"/chat/"+chatID.String()+"/turns", map[string]any{"question": "everything?"}, nil)
	defer resp.Body.Close()
	sse := newSSEReader(resp.Body)
	var got []sseFrame
	for len(got) < 4 {
		f, ok := sse.next()
		if !ok {
			t.Fatal("the stream ended early")
		}
		got = append(got, f)
	}
	var open struct{ TurnID string }
	_ = json.Unmarshal([]byte(got[0].Data), &open)
	termAt := time.Now()
	exited := leaving.term()
	for {
		f, ok := sse.next()
		if !ok || f.Event == "reconnect" {
			break
		}
		got = append(got, f)
	}
	follow := u.do(context.Background(), http.MethodGet, staying.URL+"/chat/"+chatID.String()+"/turns/"+open.TurnID+"/events", nil,
		http.Header{"Last-Event-Id": {strconv.Itoa(got[len(got)-1].ID)}})
	defer follow.Body.Close()
	sse = newSSEReader(follow.Body)
	for {
		f, ok := sse.next()
		if !ok {
			break
		}
		got = append(got, f)
		if f.Event == "done" || f.Event == "error" {
			break
		}
	}
	endedAfter := time.Since(termAt)
	for i, f := range got {
		if f.ID != i+1 {
			t.Fatalf("frame %d has id %d (events %v): a gap or a duplicate", i+1, f.ID, events(got))
		}
	}
	last := got[len(got)-1]
	var e struct{ Message string }
	_ = json.Unmarshal([]byte(last.Data), &e)
	if last.Event != "error" || e.Message != "the server restarted before this answer was finished; ask again" {
		t.Fatalf("last frame %+v", last)
	}
	select {
	case <-exited:
	case <-time.After(20 * time.Second):
		t.Fatal("the replica did not exit after its grace")
	}
	t.Logf("after SIGTERM: error frame (grace 1 s) %v, exit %v", endedAfter.Round(time.Millisecond), time.Since(termAt).Round(time.Millisecond))
	if leaving.err != nil || endedAfter < time.Second {
		t.Fatalf("exit %v; the turn ended %v after SIGTERM, before its grace", leaving.err, endedAfter)
	}

	again := u.do(context.Background(), http.MethodPost, staying.URL+"/chat/"+chatID.String()+"/turns", map[string]any{"question": "briefly?"}, nil)
	defer again.Body.Close()
	sse = newSSEReader(again.Body)
	for {
		f, ok := sse.next()
		if !ok || f.Event == "error" {
			t.Fatalf("the new turn did not complete (last %+v)", f)
		}
		if f.Event == "done" {
			break
		}
	}
}
