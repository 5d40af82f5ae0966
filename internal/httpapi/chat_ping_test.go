package httpapi_test

import (
	"bufio"
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/agent/agenttest"
)

// streamItem is one blank-line-separated block of a raw event stream.
type streamItem struct {
	lines []string
	frame sseFrame // zero for comment-only blocks
}

func (it streamItem) isPing() bool { return len(it.lines) == 1 && it.lines[0] == ": ping" }

// readRaw splits an event stream into blocks, keeping comments that readSSE drops.
func readRaw(t *testing.T, resp *http.Response) []streamItem {
	t.Helper()
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var out []streamItem
	var cur streamItem
	for sc.Scan() {
		line := sc.Text()
		if line != "" {
			cur.lines = append(cur.lines, line)
			continue
		}
		if len(cur.lines) > 0 {
			frames := readSSE(t, strings.NewReader(strings.Join(cur.lines, "\n")+"\n\n"), nil)
			if len(frames) == 1 {
				cur.frame = frames[0]
			}
			out = append(out, cur)
		}
		cur = streamItem{}
	}
	return out
}

func TestChatStreamPingsWhileModelIsSlow(t *testing.T) {
	const ping = 50 * time.Millisecond
	// Every chunk of the answer waits six ping intervals, so the stream idles between frames.
	r := newChatRig(t, rigOpts{ping: ping, script: agenttest.Sequence(
		agenttest.Reply{Text: "I could not find that in the documents.", ChunkSize: 1000, Delay: 6 * ping})})
	chatID := uuid.New()
	resp := r.stream(context.Background(), r.a, http.MethodPost, "/chat/"+chatID.String()+"/turns",
		map[string]any{"question": "leave?"}, nil)
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("POST turn: %d", resp.StatusCode)
	}
	items := readRaw(t, resp)

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
		for i, f := range frames {
			if f.ID != i+1 {
				t.Fatalf("frame %d (%s) has id %d", i, f.Event, f.ID)
			}
		}
	})
	t.Run("resuming after the turn frame replays the same frames", func(t *testing.T) {
		var open agent.TurnData
		frames[0].decode(t, &open)
		follow := r.stream(context.Background(), r.a, http.MethodGet,
			"/chat/"+chatID.String()+"/turns/"+open.TurnID.String()+"/events", nil, http.Header{"Last-Event-Id": {"1"}})
		defer follow.Body.Close()
		rest := readSSE(t, follow.Body, nil)
		if len(rest) != len(frames)-1 {
			t.Fatalf("replayed %v, live stream had %v", events(rest), events(frames[1:]))
		}
		for i, f := range rest {
			if f != frames[i+1] {
				t.Fatalf("replayed frame %+v differs from live %+v", f, frames[i+1])
			}
		}
	})
}

func hasEvent(frames []sseFrame, event string) bool {
	for _, f := range frames {
		if f.Event == event {
			return true
		}
	}
	return false
}
