package agent

import (
	"github.com/google/uuid"

	"knowledgestack/internal/tools"
)

// Event names, as the SSE `event:` field carries them (docs/api.md).
const (
	EventTurn        = "turn"
	EventToolCall    = "tool_call"
	EventCitation    = "citation"
	EventQueryResult = "query_result"
	EventDelta       = "delta"
	EventCompaction  = "compaction"
	EventUsage       = "usage"
	EventDone        = "done"
	EventError       = "error"
)

// Event is one frame of a turn: a name and its JSON-encodable data.
type Event struct {
	Name string
	Data any
}

// Emit receives the events of a turn in order; an error stops the turn.
type Emit func(Event) error

// TurnData opens a turn's stream.
type TurnData struct {
	TurnID  uuid.UUID
	ChatID  uuid.UUID
	Seq     int
	ModelID string
	Offline bool
}

// ToolCallData announces a tool call with the line the UI shows.
type ToolCallData struct {
	ID      string
	Name    string
	Display string
}

// DeltaData is a piece of the answer.
type DeltaData struct {
	Text string
}

// CompactionData reports that older turns were summarised.
type CompactionData struct {
	CompactedTurns int
	Summary        string
}

// UsageData reports how full the chat's context is (0..1) and the turn's tokens.
type UsageData struct {
	ContextUsage float64
	InputTokens  int
	OutputTokens int
}

// DoneData closes a completed turn's stream.
type DoneData struct {
	TurnID         uuid.UUID
	FlaggedUncited bool
}

// ErrorData closes a failed turn's stream.
type ErrorData struct {
	Message string
	// Stopped is true when the user stopped the turn (the cancel route).
	Stopped bool
}

// ToolStep is one tool call of a turn, as stored and shown.
type ToolStep struct {
	ID      string
	Name    string
	Display string
	Outcome tools.Outcome
}

// Outcome is everything a turn produced, complete or not.
type Outcome struct {
	Answer         string
	ToolSteps      []ToolStep
	Citations      []tools.Citation
	QueryResults   []tools.QueryResult
	InputTokens    int
	OutputTokens   int
	ModelCalls     int
	FlaggedUncited bool
	// Sources is how the answer's last model call opened (SourcesListed,
	// SourcesNone, SourcesRefused or SourcesInline; "" offline or without text).
	Sources string
}
