package httpapi_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/tools"
)

// TestChatSourcesBeforeProse is ADR 0033 over the wire: one passage
// retrieved, a model that opens with "Sources: [1][7]" one character per
// delta and cites [7] in its prose. The SSE stream carries exactly one
// citation frame, before the first delta; no delta shows the list or [7];
// the stored turn and a replay from the start (Last-Event-ID 0) agree.
func TestChatSourcesBeforeProse(t *testing.T) {
	r := newChatRig(t, rigOpts{hits: chatHits[:1], script: agenttest.Sequence(
		agenttest.Reply{Calls: []agenttest.Call{{ID: "call_search", Name: tools.SearchToolName, Arguments: `{"query":"annual leave"}`}}},
		agenttest.Reply{Text: "Sources: [1][7]\n\nEvery employee gets 25 days of paid leave [1]. Parking is free [7].", ChunkSize: 1},
	)})
	chatID := uuid.New()
	resp, frames := r.ask(r.a, chatID, "How much leave do I get?")
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d", resp.StatusCode)
	}
	firstDelta, cites := -1, 0
	var answer strings.Builder
	for i, f := range frames {
		switch f.Event {
		case "citation":
			cites++
			var c tools.Citation
			f.decode(t, &c)
			if c.N != 1 || c.ChunkID != chatHits[0].ChunkID || firstDelta >= 0 {
				t.Fatalf("citation frame %d %+v after delta %d: %v", i, c, firstDelta, events(frames))
			}
		case "delta":
			if firstDelta < 0 {
				firstDelta = i
			}
			var d agent.DeltaData
			f.decode(t, &d)
			if strings.Contains(d.Text, "7") || strings.Contains(d.Text, "Sources") {
				t.Fatalf("delta %q shows the list or [7]", d.Text)
			}
			answer.WriteString(d.Text)
		}
	}
	want := "Every employee gets 25 days of paid leave [1]. Parking is free."
	if cites != 1 || answer.String() != want || frames[len(frames)-1].Event != "done" {
		t.Fatalf("%d citation frames, answer %q, events %v", cites, answer.String(), events(frames))
	}
	turn := r.detail(r.a, chatID).Turns[0]
	if turn.Answer != want || len(turn.Citations) != 1 || turn.FlaggedUncited {
		t.Fatalf("stored turn %+v", turn)
	}
	replay := r.followTurn(context.Background(), r.a, chatID, turn.ID, 0)
	defer replay.Body.Close()
	again := readSSE(t, replay.Body, nil)
	if len(again) != len(frames) {
		t.Fatalf("replay has %d frames, the stream had %d", len(again), len(frames))
	}
	for i := range frames {
		if again[i] != frames[i] {
			t.Fatalf("replayed frame %+v, streamed %+v", again[i], frames[i])
		}
	}
}
