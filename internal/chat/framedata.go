package chat

import (
	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/tools"
)

// The stored shapes of frame data (turn_frames.data), version 1. They are
// this package's own structs with explicit keys, so that renaming a field of
// agent's or tools' types cannot change what old turns are replayed from: the
// rename breaks the conversion below at compile time instead. The keys are
// the Go field names frames were stored with before these structs existed
// (testdata/frames-2026-12.json holds such frames; TestStoredFramesReplay
// reads them), and encoding/json matches keys case-insensitively, so the
// camelCase frames of still earlier versions decode too. A new shape gets a
// new version beside this one, never an edit of it.

type turnDataV1 struct {
	TurnID  uuid.UUID `json:"TurnID"`
	ChatID  uuid.UUID `json:"ChatID"`
	Seq     int       `json:"Seq"`
	ModelID string    `json:"ModelID"`
	Offline bool      `json:"Offline"`
}

type toolCallDataV1 struct {
	ID      string `json:"ID"`
	Name    string `json:"Name"`
	Display string `json:"Display"`
}

type locationV1 struct {
	Kind  string `json:"Kind"`
	From  int    `json:"From"`
	To    int    `json:"To"`
	Sheet string `json:"Sheet"`
	Label string `json:"Label"`
}

type citationV1 struct {
	N           int         `json:"N"`
	ChunkID     uuid.UUID   `json:"ChunkID"`
	DocumentID  uuid.UUID   `json:"DocumentID"`
	SourceID    uuid.UUID   `json:"SourceID"`
	Title       string      `json:"Title"`
	URL         string      `json:"URL"`
	HeadingPath string      `json:"HeadingPath"`
	Snippet     string      `json:"Snippet"`
	Score       float64     `json:"Score"`
	Location    *locationV1 `json:"Location"`
}

type queryResultV1 struct {
	Database  string     `json:"Database"`
	SQL       string     `json:"SQL"`
	Columns   []string   `json:"Columns"`
	Rows      [][]string `json:"Rows"`
	RowCount  int        `json:"RowCount"`
	Truncated bool       `json:"Truncated"`
	CutCells  int        `json:"CutCells"`
}

type deltaDataV1 struct {
	Text string `json:"Text"`
}

type compactionDataV1 struct {
	CompactedTurns int    `json:"CompactedTurns"`
	Summary        string `json:"Summary"`
}

type usageDataV1 struct {
	ContextUsage float64 `json:"ContextUsage"`
	InputTokens  int     `json:"InputTokens"`
	OutputTokens int     `json:"OutputTokens"`
}

type doneDataV1 struct {
	TurnID         uuid.UUID `json:"TurnID"`
	FlaggedUncited bool      `json:"FlaggedUncited"`
}

type errorDataV1 struct {
	Message string `json:"Message"`
	Stopped bool   `json:"Stopped"`
}

// frameCodec converts one event's data between its domain type and its
// stored struct.
type frameCodec struct {
	store func(v any) (any, bool)
	load  func(raw []byte) (any, error)
}

// codec pairs a domain type D with its stored struct S.
func codec[D, S any](to func(D) S, from func(S) D) frameCodec {
	return frameCodec{
		store: func(v any) (any, bool) {
			d, ok := v.(D)
			if !ok {
				return nil, false
			}
			return to(d), true
		},
		load: func(raw []byte) (any, error) {
			var s S
			if err := unmarshalFrame(raw, &s); err != nil {
				return nil, err
			}
			return from(s), nil
		},
	}
}

// frameCodecs names the data type each event's frames carry, and how it is stored.
var frameCodecs = map[string]frameCodec{
	agent.EventTurn: codec(
		func(d agent.TurnData) turnDataV1 { return turnDataV1(d) },
		func(s turnDataV1) agent.TurnData { return agent.TurnData(s) }),
	agent.EventToolCall: codec(
		func(d agent.ToolCallData) toolCallDataV1 { return toolCallDataV1(d) },
		func(s toolCallDataV1) agent.ToolCallData { return agent.ToolCallData(s) }),
	agent.EventCitation: codec(storeCitation, loadCitation),
	agent.EventQueryResult: codec(
		func(d tools.QueryResult) queryResultV1 { return queryResultV1(d) },
		func(s queryResultV1) tools.QueryResult { return tools.QueryResult(s) }),
	agent.EventDelta: codec(
		func(d agent.DeltaData) deltaDataV1 { return deltaDataV1(d) },
		func(s deltaDataV1) agent.DeltaData { return agent.DeltaData(s) }),
	agent.EventCompaction: codec(
		func(d agent.CompactionData) compactionDataV1 { return compactionDataV1(d) },
		func(s compactionDataV1) agent.CompactionData { return agent.CompactionData(s) }),
	agent.EventUsage: codec(
		func(d agent.UsageData) usageDataV1 { return usageDataV1(d) },
		func(s usageDataV1) agent.UsageData { return agent.UsageData(s) }),
	agent.EventDone: codec(
		func(d agent.DoneData) doneDataV1 { return doneDataV1(d) },
		func(s doneDataV1) agent.DoneData { return agent.DoneData(s) }),
	agent.EventError: codec(
		func(d agent.ErrorData) errorDataV1 { return errorDataV1(d) },
		func(s errorDataV1) agent.ErrorData { return agent.ErrorData(s) }),
}

func storeCitation(c tools.Citation) citationV1 {
	s := citationV1{N: c.N, ChunkID: c.ChunkID, DocumentID: c.DocumentID, SourceID: c.SourceID, Title: c.Title,
		URL: c.URL, HeadingPath: c.HeadingPath, Snippet: c.Snippet, Score: c.Score}
	if c.Location != nil {
		l := locationV1(*c.Location)
		s.Location = &l
	}
	return s
}

func loadCitation(s citationV1) tools.Citation {
	c := tools.Citation{N: s.N, ChunkID: s.ChunkID, DocumentID: s.DocumentID, SourceID: s.SourceID, Title: s.Title,
		URL: s.URL, HeadingPath: s.HeadingPath, Snippet: s.Snippet, Score: s.Score}
	if s.Location != nil {
		l := tools.Location(*s.Location)
		c.Location = &l
	}
	return c
}
