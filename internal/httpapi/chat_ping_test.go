package httpapi_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/agent/agenttest"
)

// streamItem is one blank-line-separated block of a raw event stream.
type streamItem struct {
	lines []string
	frame sseFrame // zero for comment-only blocks
}

func (it streamItem) isPing() bool { return len(it.lines) == 1 && it.lines[0] == ": ping" }

// readRaw splits an event stream into blocks, keeping comments that readSSE drops.
func readRaw(resp *http.Response) []streamItem {
	var out []streamItem
	sseBlocks(resp.Body, func(lines []string) bool {
		out = append(out, streamItem{lines: lines, frame: parseFrame(lines)})
		return true
	})
	return out
}

func TestChatStreamPingsWhileModelIsSlow(t *testing.T) {
	const ping = 50 * time.Millisecond
	// Every chunk of the answer waits twenty ping intervals, so the stream
	// idles between frames; the test asks for two pings in that second, a
	// margin a loaded machine's late ticks cannot eat (with six it could).
	r := newChatRig(t, rigOpts{ping: ping, script: agenttest.Sequence(
		agenttest.Reply{Text: "I could not find that in the documents.", ChunkSize: 1000, Delay: 20 * ping})})
	chatID := uuid.New()
	resp := r.postTurn(context.Background(), r.a, chatID, "leave?")
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("POST turn: %d", resp.StatusCode)
	}
	items := readRaw(resp)

	var frames []sseFrame
	pingsBeforeAnswer, pings := 0, 0
	for _, it := range items {
		if it.frame.Event != "" {
			frames = append(frames, it.frame)
			continue
		}
		if !it.isPing() {
			t.Fatalf("comment block %q is not a bare ping (an id here would shift Last-Event-ID)", it.lines)
		}
		pings++
		if len(frames) > 0 && !hasEvent(frames, "delta") {
			pingsBeforeAnswer++
		}
	}

	t.Run("pings arrive while the model has not answered yet", func(t *testing.T) {
		if pingsBeforeAnswer < 2 {
			t.Fatalf("%d pings between the turn frame and the first delta (%d in all)", pingsBeforeAnswer, pings)
		}
	})
	t.Run("frames stay numbered 1..n and end with done", func(t *testing.T) {
		if len(frames) == 0 || frames[0].Event != "turn" || frames[len(frames)-1].Event != "done" {
			t.Fatalf("frames %v", events(frames))
		}
		checkNumbered(t, frames)
	})
	t.Run("resuming after the turn frame replays the same frames", func(t *testing.T) {
		turnID := turnIDOf(t, frames)
		follow := r.followTurn(context.Background(), r.a, chatID, turnID, 1)
		sameFrames(t, readSSE(t, follow.Body, nil), frames[1:])
	})
}
