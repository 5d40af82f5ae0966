package chat

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/tools"
)

// TestStoredFramesReplay reads frames written by the encoder as it was before
// the stored structs existed (testdata/frames-2026-12.json was produced by
// that code, from the values below) and checks that they replay as the same
// values and that today's encoder writes the same bytes: a stored turn from
// an older release replays unchanged, and a change of the stored format shows
// up here rather than in a user's chat history.
func TestStoredFramesReplay(t *testing.T) {
	turn := uuid.MustParse("5b0c3f7e-8a41-4b1c-9d3e-2f6a7b8c9d01")
	chatID := uuid.MustParse("0e1d2c3b-4a59-4687-a6b5-c4d3e2f1a0b9")
	chunk := uuid.MustParse("11111111-2222-4333-8444-555555555555")
	doc := uuid.MustParse("66666666-7777-4888-9999-aaaaaaaaaaaa")
	src := uuid.MustParse("bbbbbbbb-cccc-4ddd-8eee-ffffffffffff")
	want := []any{
		agent.TurnData{TurnID: turn, ChatID: chatID, Seq: 3, ModelID: "gpt-x", Offline: true},
		agent.ToolCallData{ID: "call_1", Name: "execute_sql", Display: "Querying shop"},
		tools.Citation{N: 2, ChunkID: chunk, DocumentID: doc, SourceID: src, Title: "Leave policy", URL: "https://example.com/leave",
			HeadingPath: "HR > Leave", Snippet: "25 days of annual leave", Score: 0.75,
			Location: &tools.Location{Kind: "page", From: 4, To: 5, Label: "pages 4–5"}},
		tools.Citation{N: 3, ChunkID: chunk, DocumentID: doc, SourceID: src, Title: "Prices",
			Location: &tools.Location{Kind: "sheet", From: 2, To: 41, Sheet: "Price list", Label: "sheet Price list, rows 2–41"}},
		tools.QueryResult{Database: "shop", SQL: "SELECT id, total FROM orders", Columns: []string{"id", "total"},
			Rows: [][]string{{"1", "9.50"}, {"2", ""}}, RowCount: 2, Truncated: true, CutCells: 1},
		agent.DeltaData{Text: "New hires get 25 days [1]."},
		agent.CompactionData{CompactedTurns: 90, Summary: "The user asked about leave."},
		agent.UsageData{ContextUsage: 0.125, InputTokens: 1200, OutputTokens: 80},
		agent.DoneData{TurnID: turn, FlaggedUncited: true},
		agent.ErrorData{Message: "The model did not answer.", Stopped: true},
	}
	raw, err := os.ReadFile("testdata/frames-2026-12.json")
	if err != nil {
		t.Fatal(err)
	}
	var stored []struct {
		Event string          `json:"event"`
		Data  json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(raw, &stored); err != nil {
		t.Fatal(err)
	}
	if len(stored) != len(want) {
		t.Fatalf("%d stored frames, want %d", len(stored), len(want))
	}
	seen := map[string]bool{}
	for i, f := range stored {
		seen[f.Event] = true
		got, err := decodeData(f.Event, f.Data)
		if err != nil {
			t.Fatalf("frame %d (%s): %v", i, f.Event, err)
		}
		if !reflect.DeepEqual(got, want[i]) {
			t.Errorf("frame %d (%s) replays as %#v, want %#v", i, f.Event, got, want[i])
		}
		again, err := encodeData(f.Event, got)
		if err != nil {
			t.Fatal(err)
		}
		var compact bytes.Buffer
		if err := json.Compact(&compact, f.Data); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(again, compact.Bytes()) {
			t.Errorf("frame %d (%s) is stored today as\n%s\nwhere older releases stored\n%s", i, f.Event, again, compact.Bytes())
		}
	}
	for event := range frameCodecs {
		if !seen[event] {
			t.Errorf("testdata/frames-2026-12.json has no %s frame: add one stored by the release that introduced it", event)
		}
	}
}
