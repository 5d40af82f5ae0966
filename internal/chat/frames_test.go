package chat

import (
	"reflect"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/tools"
)

func TestStoredFrameData(t *testing.T) {
	turn, chunk := uuid.New(), uuid.New()
	values := map[string]any{
		agent.EventTurn:        agent.TurnData{TurnID: turn, ChatID: uuid.New(), Seq: 3, ModelID: "m", Offline: true},
		agent.EventToolCall:    agent.ToolCallData{ID: "c1", Name: "execute_sql", Display: "Querying"},
		agent.EventCitation:    tools.Citation{N: 1, ChunkID: chunk, Title: "Leave", HeadingPath: "HR > Leave", Score: 0.5},
		agent.EventQueryResult: tools.QueryResult{Database: "shop", SQL: "SELECT 1", Columns: []string{"a"}, Rows: [][]string{{"1"}}, RowCount: 1},
		agent.EventDelta:       agent.DeltaData{Text: "Hello"},
		agent.EventCompaction:  agent.CompactionData{CompactedTurns: 9, Summary: "s"},
		agent.EventUsage:       agent.UsageData{ContextUsage: 0.25, InputTokens: 10, OutputTokens: 2},
		agent.EventDone:        agent.DoneData{TurnID: turn, FlaggedUncited: true},
		agent.EventError:       agent.ErrorData{Message: "boom"},
	}
	t.Run("every event's data reads back as the value stored", func(t *testing.T) {
		for event, v := range values {
			raw, err := encodeData(event, v)
			if err != nil {
				t.Fatal(err)
			}
			got, err := decodeData(event, raw)
			if err != nil || !reflect.DeepEqual(got, v) {
				t.Fatalf("%s: got %#v, %v; want %#v", event, got, err, v)
			}
		}
	})
	t.Run("frames stored with the old camelCase keys still read", func(t *testing.T) {
		got, err := decodeData(agent.EventCitation, []byte(`{"n":1,"chunkId":"`+chunk.String()+`","title":"Leave","headingPath":"HR > Leave","score":0.5}`))
		if err != nil || !reflect.DeepEqual(got, values[agent.EventCitation]) {
			t.Fatalf("got %#v, %v", got, err)
		}
		got, err = decodeData(agent.EventDone, []byte(`{"turnId":"`+turn.String()+`","flaggedUncited":true}`))
		if err != nil || !reflect.DeepEqual(got, values[agent.EventDone]) {
			t.Fatalf("got %#v, %v", got, err)
		}
	})
	t.Run("an unknown event is an error, not a silent frame", func(t *testing.T) {
		if _, err := decodeData("thinking", []byte(`{}`)); err == nil {
			t.Fatal("decoded an unknown event")
		}
		if _, err := encodeData("thinking", agent.DeltaData{}); err == nil {
			t.Fatal("encoded an unknown event")
		}
	})
	t.Run("an event carrying another event's data is refused", func(t *testing.T) {
		if _, err := encodeData(agent.EventDelta, agent.ErrorData{Message: "x"}); err == nil {
			t.Fatal("stored error data under the delta event")
		}
	})
}
