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
	ID        uuid.UUID `json:"id"`
	Title     string    `json:"title"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
}

// Detail is a chat with its turns, summary and context usage.
type Detail struct {
	ID             uuid.UUID `json:"id"`
	Title          string    `json:"title"`
	Summary        *string   `json:"summary"`
	CompactedTurns int       `json:"compactedTurns"`
	ContextUsage   float64   `json:"contextUsage"`
	Turns          []Turn    `json:"turns"`
	CreatedAt      time.Time `json:"createdAt"`
	UpdatedAt      time.Time `json:"updatedAt"`
}

// Turn is one question and its answer, as stored.
type Turn struct {
	ID             uuid.UUID           `json:"id"`
	Seq            int                 `json:"seq"`
	Question       string              `json:"question"`
	Answer         string              `json:"answer"`
	Status         string              `json:"status"`
	Error          *string             `json:"error"`
	ModelID        string              `json:"modelId"`
	Offline        bool                `json:"offline"`
	ToolSteps      []agent.ToolStep    `json:"toolSteps"`
	Citations      []tools.Citation    `json:"citations"`
	QueryResults   []tools.QueryResult `json:"queryResults"`
	InputTokens    int                 `json:"inputTokens"`
	OutputTokens   int                 `json:"outputTokens"`
	FlaggedUncited bool                `json:"flaggedUncited"`
	CreatedAt      time.Time           `json:"createdAt"`
}

// Turn statuses.
const (
	StatusRunning   = "running"
	StatusCompleted = "completed"
	StatusFailed    = "failed"
)

// Frame is one stored SSE frame of a turn; Seq is the SSE id.
type Frame struct {
	Seq   int
	Event string
	Data  json.RawMessage
}

// Send delivers frames to the client; an error means the client is gone.
type Send func(Frame) error

// Model is one model a user may pick.
type Model struct {
	ID    string `json:"id"`
	Label string `json:"label"`
}

// Models is what GET /chat/models answers.
type Models struct {
	Models  []Model `json:"models"`
	Default string  `json:"default"`
	Offline bool    `json:"offline"`
}
