package chat

import (
	"encoding/json"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/tools"
)

// Chat is one conversation of one user in one workspace.
type Chat struct {
	ID        uuid.UUID
	Title     string
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Detail is a chat with its turns, summary and context usage.
type Detail struct {
	ID             uuid.UUID
	Title          string
	Summary        *string
	CompactedTurns int
	ContextUsage   float64
	Turns          []Turn
	CreatedAt      time.Time
	UpdatedAt      time.Time
}

// Turn is one question and its answer, as stored.
type Turn struct {
	ID             uuid.UUID
	Seq            int
	Question       string
	Answer         string
	Status         string
	Error          *string
	ModelID        string
	Offline        bool
	ToolSteps      []agent.ToolStep
	Citations      []tools.Citation
	QueryResults   []tools.QueryResult
	InputTokens    int
	OutputTokens   int
	FlaggedUncited bool
	CreatedAt      time.Time
}

// Turn statuses.
const (
	StatusRunning   = "running"
	StatusCompleted = "completed"
	StatusFailed    = "failed"
)

// Frame is one SSE frame of a turn; Seq is the SSE id. Data is the event's
// typed value (agent.TurnData, tools.Citation, tools.QueryResult, ...), live
// or read back from the store; the HTTP layer renders it in the wire shape.
type Frame struct {
	Seq   int
	Event string
	Data  any
	// stored is Data as turn_frames keeps it (see frames.go).
	stored json.RawMessage
}

// Send delivers frames to the client; an error means the client is gone.
type Send func(Frame) error

// Model is one model a user may pick.
type Model struct {
	ID    string
	Label string
}

// Models is what GET /chat/models answers.
type Models struct {
	Models  []Model
	Default string
	Offline bool
}
