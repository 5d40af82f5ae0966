package httpapi

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/tools"
)

// The wire shapes of the chat routes and of the turn stream's frames
// (api/openapi.yaml: ChatSummary, ChatDetail, Turn, ToolStep, Citation,
// QueryResult, ChatModels and the *Event schemas). The chat, agent, tools and
// dbconn types carry no JSON tags: these are the only copy of the names.

type chatJSON struct {
	ID        uuid.UUID `json:"id"`
	Title     string    `json:"title"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
}

func toChatJSON(c chat.Chat) chatJSON {
	return chatJSON{ID: c.ID, Title: c.Title, CreatedAt: c.CreatedAt, UpdatedAt: c.UpdatedAt}
}

type chatDetailJSON struct {
	ID             uuid.UUID  `json:"id"`
	Title          string     `json:"title"`
	Summary        *string    `json:"summary"`
	CompactedTurns int        `json:"compactedTurns"`
	ContextUsage   float64    `json:"contextUsage"`
	Turns          []turnJSON `json:"turns"`
	CreatedAt      time.Time  `json:"createdAt"`
	UpdatedAt      time.Time  `json:"updatedAt"`
}

func toChatDetailJSON(d chat.Detail) chatDetailJSON {
	out := chatDetailJSON{ID: d.ID, Title: d.Title, Summary: d.Summary, CompactedTurns: d.CompactedTurns,
		ContextUsage: d.ContextUsage, Turns: make([]turnJSON, 0, len(d.Turns)), CreatedAt: d.CreatedAt, UpdatedAt: d.UpdatedAt}
	for _, t := range d.Turns {
		out.Turns = append(out.Turns, toTurnJSON(t))
	}
	return out
}

type turnJSON struct {
	ID             uuid.UUID         `json:"id"`
	Seq            int               `json:"seq"`
	Question       string            `json:"question"`
	Answer         string            `json:"answer"`
	Status         string            `json:"status"`
	Error          *string           `json:"error"`
	ModelID        string            `json:"modelId"`
	Offline        bool              `json:"offline"`
	ToolSteps      []toolStepJSON    `json:"toolSteps"`
	Citations      []citationJSON    `json:"citations"`
	QueryResults   []queryResultJSON `json:"queryResults"`
	InputTokens    int               `json:"inputTokens"`
	OutputTokens   int               `json:"outputTokens"`
	FlaggedUncited bool              `json:"flaggedUncited"`
	CreatedAt      time.Time         `json:"createdAt"`
}

func toTurnJSON(t chat.Turn) turnJSON {
	out := turnJSON{ID: t.ID, Seq: t.Seq, Question: t.Question, Answer: t.Answer, Status: t.Status, Error: t.Error,
		ModelID: t.ModelID, Offline: t.Offline, ToolSteps: make([]toolStepJSON, 0, len(t.ToolSteps)),
		Citations: make([]citationJSON, 0, len(t.Citations)), QueryResults: make([]queryResultJSON, 0, len(t.QueryResults)),
		InputTokens: t.InputTokens, OutputTokens: t.OutputTokens, FlaggedUncited: t.FlaggedUncited, CreatedAt: t.CreatedAt}
	for _, s := range t.ToolSteps {
		out.ToolSteps = append(out.ToolSteps, toolStepJSON{ID: s.ID, Name: s.Name, Display: s.Display, Outcome: string(s.Outcome)})
	}
	for _, c := range t.Citations {
		out.Citations = append(out.Citations, toCitationJSON(c))
	}
	for _, q := range t.QueryResults {
		out.QueryResults = append(out.QueryResults, toQueryResultJSON(q))
	}
	return out
}

type toolStepJSON struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Display string `json:"display"`
	Outcome string `json:"outcome"`
}

type citationJSON struct {
	N           int       `json:"n"`
	ChunkID     uuid.UUID `json:"chunkId"`
	DocumentID  uuid.UUID `json:"documentId"`
	SourceID    uuid.UUID `json:"sourceId"`
	Title       string    `json:"title"`
	URL         string    `json:"url"`
	HeadingPath string    `json:"headingPath"`
	Snippet     string    `json:"snippet"`
	Score       float64   `json:"score"`
	// Location is null for documents without pages.
	Location *citationLocationJSON `json:"location"`
}

type citationLocationJSON struct {
	Kind  string `json:"kind"`
	From  int    `json:"from"`
	To    int    `json:"to"`
	Sheet string `json:"sheet,omitempty"`
	Label string `json:"label"`
}

func toCitationJSON(c tools.Citation) citationJSON {
	out := citationJSON{N: c.N, ChunkID: c.ChunkID, DocumentID: c.DocumentID, SourceID: c.SourceID, Title: c.Title,
		URL: c.URL, HeadingPath: c.HeadingPath, Snippet: c.Snippet, Score: c.Score}
	if l := c.Location; l != nil {
		out.Location = &citationLocationJSON{Kind: l.Kind, From: l.From, To: l.To, Sheet: l.Sheet, Label: l.Label}
	}
	return out
}

type queryResultJSON struct {
	Database  string     `json:"database"`
	SQL       string     `json:"sql"`
	Columns   []string   `json:"columns"`
	Rows      [][]string `json:"rows"`
	RowCount  int        `json:"rowCount"`
	Truncated bool       `json:"truncated"`
	CutCells  int        `json:"cutCells"`
}

func toQueryResultJSON(q tools.QueryResult) queryResultJSON {
	out := queryResultJSON{Database: q.Database, SQL: q.SQL, Columns: q.Columns, Rows: q.Rows, RowCount: q.RowCount,
		Truncated: q.Truncated, CutCells: q.CutCells}
	if out.Columns == nil {
		out.Columns = []string{}
	}
	if out.Rows == nil {
		out.Rows = [][]string{}
	}
	return out
}

type modelJSON struct {
	ID    string `json:"id"`
	Label string `json:"label"`
}

type modelsJSON struct {
	Models  []modelJSON `json:"models"`
	Default string      `json:"default"`
	Offline bool        `json:"offline"`
}

func toModelsJSON(m chat.Models) modelsJSON {
	out := modelsJSON{Models: make([]modelJSON, 0, len(m.Models)), Default: m.Default, Offline: m.Offline}
	for _, x := range m.Models {
		out.Models = append(out.Models, modelJSON{ID: x.ID, Label: x.Label})
	}
	return out
}

// The data of the stream's frames.

type turnEventJSON struct {
	TurnID  uuid.UUID `json:"turnId"`
	ChatID  uuid.UUID `json:"chatId"`
	Seq     int       `json:"seq"`
	ModelID string    `json:"modelId"`
	Offline bool      `json:"offline"`
}

type toolCallEventJSON struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Display string `json:"display"`
}

type deltaEventJSON struct {
	Text string `json:"text"`
}

type compactionEventJSON struct {
	CompactedTurns int    `json:"compactedTurns"`
	Summary        string `json:"summary"`
}

type usageEventJSON struct {
	ContextUsage float64 `json:"contextUsage"`
	InputTokens  int     `json:"inputTokens"`
	OutputTokens int     `json:"outputTokens"`
}

type doneEventJSON struct {
	TurnID         uuid.UUID `json:"turnId"`
	FlaggedUncited bool      `json:"flaggedUncited"`
}

type errorEventJSON struct {
	Message string `json:"message"`
	// Stopped is set only when the user stopped the turn (the cancel route).
	Stopped bool `json:"stopped,omitempty"`
}

// reconnectEventJSON is the data of the `reconnect` frame a shutting-down
// replica ends its streams with (it is not a stored frame and has no id).
type reconnectEventJSON struct {
	Message string `json:"message"`
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// frameData renders a frame's typed data in its wire shape.
func frameData(f chat.Frame) ([]byte, error) {
	var v any
	switch d := f.Data.(type) {
	case agent.TurnData:
		v = turnEventJSON{TurnID: d.TurnID, ChatID: d.ChatID, Seq: d.Seq, ModelID: d.ModelID, Offline: d.Offline}
	case agent.ToolCallData:
		v = toolCallEventJSON{ID: d.ID, Name: d.Name, Display: d.Display}
	case tools.Citation:
		v = toCitationJSON(d)
	case tools.QueryResult:
		v = toQueryResultJSON(d)
	case agent.DeltaData:
		v = deltaEventJSON{Text: d.Text}
	case agent.CompactionData:
		v = compactionEventJSON{CompactedTurns: d.CompactedTurns, Summary: d.Summary}
	case agent.UsageData:
		v = usageEventJSON{ContextUsage: d.ContextUsage, InputTokens: d.InputTokens, OutputTokens: d.OutputTokens}
	case agent.DoneData:
		v = doneEventJSON{TurnID: d.TurnID, FlaggedUncited: d.FlaggedUncited}
	case agent.ErrorData:
		v = errorEventJSON{Message: d.Message, Stopped: d.Stopped}
	default:
		return nil, fmt.Errorf("frame %d (%s): no wire shape for %T", f.Seq, f.Event, f.Data)
	}
	return json.Marshal(v)
}
