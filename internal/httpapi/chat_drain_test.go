package httpapi_test

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/apitest"
	"knowledgestack/internal/chat"
)

// A replica shutting down ends its answer streams with a `reconnect` frame
// (no id) while the turn runs on; the client's reconnect with Last-Event-ID
// to another replica gets the rest, no gap, no duplicate, to `done`. The
// draining replica refuses new turns with a 503 and a sentence, and /readyz
// says why it is unready.
func TestChatDrainTellsStreamsToReconnect(t *testing.T) {
	answer := "Receipts are due within thirty days. " + strings.Repeat("Keep the originals. ", 15)
	// The answer holds 20 chunks in until the stream was told to reconnect:
	// a merely slow one (1.3 s) could end first on a loaded machine.
	hold := make(chan struct{})
	var resumed sync.Once
	resume := func() { resumed.Do(func() { close(hold) }) }
	slow := slowAnswer(answer)
	r := newChatRig(t, rigOpts{script: func(i int, req agenttest.Request) agenttest.Reply {
		rep := slow(i, req)
		rep.Hold, rep.HoldAfter = hold, 20
		return rep
	}})
	t.Cleanup(resume) // before the rig's model server closes, which would wait for a held answer
	leaving, api, svc := r.drainableServer(r.o)
	other := r.replica()
	chatID := uuid.New()
	resp, head, turnID := r.openTurn(context.Background(), r.a.At(leaving.URL), chatID, "receipts?", frameID(5))

	drained := make(chan int, 1)
	svc.StopAccepting() // as app.App.Drain does, before the HTTP side
	api.Drain()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		drained <- svc.Drain(ctx)
	}()
	tail := readSSE(t, resp.Body, nil)
	if len(tail) == 0 || tail[len(tail)-1].Event != "reconnect" || tail[len(tail)-1].ID != 0 {
		t.Fatalf("the leaving replica's stream ended with %v", events(tail))
	}
	var rc struct{ Message string }
	tail[len(tail)-1].decode(t, &rc)
	if !strings.Contains(rc.Message, "reconnect") {
		t.Fatalf("reconnect frame %+v", rc)
	}
	got := append(head, tail[:len(tail)-1]...)
	resume() // the turn runs on to its end within the grace

	follow := r.followTurn(context.Background(), r.a.At(other.URL), chatID, turnID, got[len(got)-1].ID)
	got = append(got, readSSE(t, follow.Body, nil)...)
	checkNumbered(t, got)
	if text := deltaText(t, got); got[len(got)-1].Event != "done" || text != answer {
		t.Fatalf("frames %v, answer %q", events(got), text)
	}
	if n := <-drained; n != 0 {
		t.Fatalf("%d turns were cut; the grace was long enough for this one", n)
	}
	if turn := r.waitTurn(chatID); turn.Status != chat.StatusCompleted || turn.Answer != answer {
		t.Fatalf("stored %s %q", turn.Status, turn.Answer)
	}

	t.Run("new turns are refused with a sentence", func(t *testing.T) {
		c := r.postTurn(context.Background(), r.a.At(leaving.URL), uuid.New(), "again?")
		var body apitest.ErrorBody
		decodeBody(t, c, &body)
		if c.StatusCode != http.StatusServiceUnavailable || body.Error != "this server is restarting; ask again in a moment" {
			t.Fatalf("%d %+v", c.StatusCode, body)
		}
	})
	t.Run("readyz says it is shutting down", func(t *testing.T) {
		var body struct{ Problems []string }
		st := apitest.Anonymous(t, leaving).JSON(http.MethodGet, "/readyz", nil, &body)
		if st != http.StatusServiceUnavailable || strings.Join(body.Problems, ",") != "shutting down" {
			t.Fatalf("%d %+v", st, body)
		}
	})
}
