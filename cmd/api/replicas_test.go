package main

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
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
	// The answer pauses 40 chunks in until A has told the stream to
	// reconnect: a merely slow answer (3.4 s) could end while a loaded
	// machine was still starting B, leaving nothing to hand over.
	hold := make(chan struct{})
	var resumed sync.Once
	resume := func() { resumed.Do(func() { close(hold) }) }
	model := agenttest.New(agenttest.Sequence(agenttest.Reply{Text: answer, ChunkSize: 4, Delay: 25 * time.Millisecond,
		Hold: hold, HoldAfter: 40}))
	t.Cleanup(model.Close)
	t.Cleanup(resume) // before Close, which would wait for a held answer
	env := map[string]string{"DATABASE_URL": dbURL, "ENCRYPTION_KEY": apitest.TestKey, "PUBLIC_URL": "http://app.test",
		"OPENAI_API_KEY": "sk-test", "OPENAI_BASE_URL": model.BaseURL()}
	addrB := testdb.FreeAddr(t)
	a := startAPIProcess(t, procOptions{env: env})

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
	u := newChatUser(t, pool, web.URL+"/api")

	chatID := uuid.New()
	sse := ask(t, u, chatID, "leave?")
	got := sse.take(t, 6)
	var open struct{ TurnID string }
	if err := json.Unmarshal([]byte(got[0].Data), &open); err != nil || got[0].Event != "turn" {
		t.Fatalf("first frame %+v", got[0])
	}
	startAPIProcess(t, procOptions{addr: addrB, env: env})
	time.Sleep(300 * time.Millisecond) // a check or two: B is in

	termAt := time.Now()
	exited := a.term()
	more, ok := sse.until("reconnect")
	if !ok {
		t.Fatalf("A's stream ended without a reconnect frame after %v", events(append(got, more...)))
	}
	reconnect := more[len(more)-1]
	got = append(got, more[:len(more)-1]...)
	toldAfter := time.Since(termAt)
	if reconnect.ID != 0 {
		t.Fatalf("the reconnect frame has id %d; it must have none", reconnect.ID)
	}
	sse.close()
	resume() // the turn runs on to its end on A, within A's grace

	// The proxy may still hand the follow to A while A drains; A then says
	// reconnect again, and a client follows once more from its last frame.
	for tries := 0; ; tries++ {
		rest, _ := follow(t, u, chatID, open.TurnID, got[len(got)-1].ID).toEnd()
		if n := len(rest); n > 0 && rest[n-1].Event == "reconnect" && rest[n-1].ID == 0 && tries < 20 {
			got = append(got, rest[:n-1]...)
			time.Sleep(100 * time.Millisecond)
			continue
		}
		got = append(got, rest...)
		break
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
	if code := u.JSON(http.MethodGet, "/chat/"+chatID.String(), nil, &d); code != http.StatusOK || len(d.Turns) != 1 || d.Turns[0].Status != "completed" || d.Turns[0].Answer != answer {
		t.Fatalf("stored %+v (%d)", d, code)
	}
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
	leaving := startAPIProcess(t, procOptions{env: graced})
	staying := startAPIProcess(t, procOptions{env: env})
	u := newChatUser(t, pool, leaving.URL)

	chatID := uuid.New()
	sse := ask(t, u, chatID, "everything?")
	got := sse.take(t, 4)
	var open struct{ TurnID string }
	_ = json.Unmarshal([]byte(got[0].Data), &open)
	termAt := time.Now()
	exited := leaving.term()
	more, ok := sse.until("reconnect")
	if ok {
		more = more[:len(more)-1]
	}
	got = append(got, more...)
	// The same session, reconnecting to the replica that stays.
	rest, _ := follow(t, u.At(staying.URL), chatID, open.TurnID, got[len(got)-1].ID).toEnd()
	got = append(got, rest...)
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

	if frames, ended := ask(t, u.At(staying.URL), chatID, "briefly?").toEnd(); !ended || frames[len(frames)-1].Event != "done" {
		t.Fatalf("the new turn did not complete: %+v", frames)
	}
}
