package httpapi_test

import (
	"bufio"
	"encoding/json"
	"io"
	"strconv"
	"strings"
	"testing"

	"knowledgestack/internal/agent"

	"github.com/google/uuid"
)

// sseFrame is one frame of a turn's event stream.
type sseFrame struct {
	ID    int
	Event string
	Data  string
}

func (f sseFrame) decode(t *testing.T, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(f.Data), v); err != nil {
		t.Fatalf("frame %d %s: %v", f.ID, f.Event, err)
	}
}

// sseBlocks splits an event stream into its blank-line-separated blocks,
// handing each to each until it returns false or the stream ends.
func sseBlocks(body io.Reader, each func(lines []string) bool) {
	sc := bufio.NewScanner(body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var block []string
	for sc.Scan() {
		if line := sc.Text(); line != "" {
			block = append(block, line)
			continue
		}
		if len(block) > 0 && !each(block) {
			return
		}
		block = nil
	}
}

// parseFrame reads one block's fields; comments are passed over, so a
// comment-only block (a ping) has no event.
func parseFrame(lines []string) sseFrame {
	var f sseFrame
	for _, line := range lines {
		switch {
		case strings.HasPrefix(line, "id: "):
			f.ID, _ = strconv.Atoi(strings.TrimPrefix(line, "id: "))
		case strings.HasPrefix(line, "event: "):
			f.Event = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			f.Data = strings.TrimPrefix(line, "data: ")
		}
	}
	return f
}

// readSSE parses an event stream until it ends, or until stop says so.
func readSSE(t *testing.T, body io.Reader, stop func(sseFrame) bool) []sseFrame {
	t.Helper()
	var out []sseFrame
	sseBlocks(body, func(lines []string) bool {
		f := parseFrame(lines)
		if f.Event == "" {
			return true
		}
		out = append(out, f)
		return stop == nil || !stop(f)
	})
	return out
}

// turnIDOf is the id of the turn whose stream begins with frames.
func turnIDOf(t *testing.T, frames []sseFrame) uuid.UUID {
	t.Helper()
	if len(frames) == 0 || frames[0].Event != "turn" {
		t.Fatalf("the stream does not begin with a turn frame: %v", events(frames))
	}
	var open agent.TurnData
	frames[0].decode(t, &open)
	return open.TurnID
}

func events(frames []sseFrame) []string {
	var out []string
	for _, f := range frames {
		out = append(out, f.Event)
	}
	return out
}

func hasEvent(frames []sseFrame, event string) bool {
	for _, f := range frames {
		if f.Event == event {
			return true
		}
	}
	return false
}

// checkNumbered fails unless frames are numbered 1..n: a stream put
// together across reconnects has no gap and no duplicate.
func checkNumbered(t *testing.T, frames []sseFrame) {
	t.Helper()
	for i, f := range frames {
		if f.ID != i+1 {
			t.Fatalf("frame %d has id %d (events %v): a gap or a duplicate", i+1, f.ID, events(frames))
		}
	}
}

// deltaText is the answer the frames' deltas spell.
func deltaText(t *testing.T, frames []sseFrame) string {
	t.Helper()
	var text strings.Builder
	for _, f := range frames {
		if f.Event == "delta" {
			var d agent.DeltaData
			f.decode(t, &d)
			text.WriteString(d.Text)
		}
	}
	return text.String()
}

// sameFrames fails unless got repeats want frame for frame: a replay, or
// another reader's copy of the same turn.
func sameFrames(t *testing.T, got, want []sseFrame) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d frames %v, want the %d of the original %v", len(got), events(got), len(want), events(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("frame %+v differs from the original %+v", got[i], want[i])
		}
	}
}
