package httpapi_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/apitest"
	"knowledgestack/internal/chat"
)

// A dropped client does not end its turn: the reconnect with Last-Event-ID
// gets the next frame, no gap, no duplicate, to `done`, and the whole answer.
func TestChatTurnOutlivesItsConnection(t *testing.T) {
	answer := "Every employee gets twenty-five days of paid leave per year. " + strings.Repeat("Carry-over is allowed. ", 12)
	r := newChatRig(t, rigOpts{script: slowAnswer(answer)})
	chatID := uuid.New()
	ctx, drop := context.WithCancel(context.Background())
	resp, head, turnID := r.openTurn(ctx, r.a, chatID, "leave?", frameID(6))
	drop()
	resp.Body.Close()
	if len(head) != 6 || head[0].Event != "turn" {
		t.Fatalf("head %v", events(head))
	}

	// Half a second offline; the turn keeps writing meanwhile.
	time.Sleep(500 * time.Millisecond)
	if n := len(r.model.Requests()); n != 1 {
		t.Fatalf("%d model calls, want 1", n)
	}
	follow := r.followTurn(context.Background(), r.a, chatID, turnID, 6)
	if follow.StatusCode != http.StatusOK {
		t.Fatalf("reconnect: %d", follow.StatusCode)
	}
	all := append(head, readSSE(t, follow.Body, nil)...)
	checkNumbered(t, all)
	if all[len(all)-1].Event != "done" || strings.Count(strings.Join(events(all), ","), "done") != 1 {
		t.Fatalf("frames %v", events(all))
	}
	turn := r.waitTurn(chatID)
	if text := deltaText(t, all); text != answer || turn.Status != chat.StatusCompleted || turn.Answer != answer {
		t.Fatalf("reassembled %q; stored %s %q", text, turn.Status, turn.Answer)
	}
	// Nobody followed part of it, yet it is audited like any other turn.
	var calls int
	if err := r.pool.QueryRow(context.Background(), `SELECT count(*) FROM model_calls
		WHERE workspace_id = $1 AND turn_id = $2 AND outcome = 'ok'`, r.ws, turn.ID).Scan(&calls); err != nil || calls != 1 {
		t.Fatalf("audited %d calls (%v)", calls, err)
	}
}

// Stop, asked of another replica than the one running the turn, ends the
// stream within a second with a frame that says so and stores the turn failed.
func TestChatStopCancelsTheTurn(t *testing.T) {
	r := newChatRig(t, rigOpts{script: agenttest.Sequence(agenttest.Reply{Text: strings.Repeat("slow words ", 200), ChunkSize: 2, Delay: 20 * time.Millisecond})})
	other := r.replica()
	chatID := uuid.New()
	resp, _, turnID := r.openTurn(context.Background(), r.a, chatID, "tell me", frameID(4))
	cancelPath := "/chat/" + chatID.String() + "/turns/" + turnID.String() + "/cancel"

	// Another member of the workspace cannot stop it.
	if st := r.b.JSON(http.MethodPost, cancelPath, nil, nil); st != http.StatusNotFound {
		t.Fatalf("B's cancel: %d, want 404", st)
	}
	start := time.Now()
	c := r.a.At(other.URL).Request(http.MethodPost, cancelPath, nil, nil)
	c.Body.Close()
	if c.StatusCode != http.StatusAccepted {
		t.Fatalf("cancel: %d", c.StatusCode)
	}
	rest := readSSE(t, resp.Body, nil)
	took := time.Since(start)
	last := rest[len(rest)-1]
	var e agent.ErrorData
	last.decode(t, &e)
	if last.Event != "error" || !e.Stopped || e.Message != "you stopped this answer" || took > time.Second {
		t.Fatalf("last frame %+v after %v", last, took)
	}
	turn := r.waitTurn(chatID)
	if turn.Status != chat.StatusFailed || turn.Error == nil || *turn.Error != "you stopped this answer" {
		t.Fatalf("stored turn %+v", turn)
	}
	if strings.Count(turn.Answer, "slow words") >= 200 {
		t.Fatal("the whole answer was written despite the stop")
	}
	var outcome string
	if err := r.pool.QueryRow(context.Background(), `SELECT outcome FROM model_calls WHERE workspace_id = $1 AND turn_id = $2`,
		r.ws, turn.ID).Scan(&outcome); err != nil || outcome != "cancelled" {
		t.Fatalf("audited outcome %q (%v)", outcome, err)
	}
	// Stopping an ended turn is a conflict with a sentence; the chat goes on.
	var body apitest.ErrorBody
	if st := r.a.JSON(http.MethodPost, cancelPath, nil, &body); st != http.StatusConflict || !strings.Contains(body.Error, "already ended") {
		t.Fatalf("second cancel: %d %+v", st, body)
	}
}
