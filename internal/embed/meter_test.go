package embed

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
)

// recordingMeter is a Meter that refuses the payers in refuse and records
// every request it is told about.
type recordingMeter struct {
	mu      sync.Mutex
	refuse  map[uuid.UUID]bool
	records []meterRecord
}

type meterRecord struct {
	p       Payer
	model   string
	tokens  int64
	outcome string
}

func (m *recordingMeter) AllowEmbedding(_ context.Context, p Payer) error {
	if m.refuse[p.UserID] || m.refuse[p.WorkspaceID] {
		return errors.New("over the budget")
	}
	return nil
}

func (m *recordingMeter) RecordEmbedding(_ context.Context, p Payer, model string, tokens int64, _ time.Time, _ time.Duration, outcome string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.records = append(m.records, meterRecord{p, model, tokens, outcome})
}

func TestMeteredEmbeddings(t *testing.T) {
	f := newFakeAPI(t)
	ws, user, broke := uuid.New(), uuid.New(), uuid.New()
	m := &recordingMeter{refuse: map[uuid.UUID]bool{broke: true}}
	o, _ := f.embedder(t, OpenAIConfig{Model: "text-embedding-3-small", Meter: m})
	ctx := context.Background()

	t.Run("a turn's query is charged to the workspace and the account that asked, with the endpoint's tokens", func(t *testing.T) {
		if _, err := EmbedFor(ChargeTo(ctx, user), o, ws, []string{"how long is parental leave?"}); err != nil {
			t.Fatal(err)
		}
		want := meterRecord{Payer{ws, user}, "text-embedding-3-small", 8, "ok"}
		if len(m.records) != 1 || m.records[0] != want {
			t.Fatalf("records %+v, want %+v", m.records, want)
		}
	})
	t.Run("a sync pass's documents are charged to the workspace alone", func(t *testing.T) {
		if _, err := EmbedFor(ctx, o, ws, []string{"chunk one", "chunk two"}); err != nil {
			t.Fatal(err)
		}
		if got := m.records[len(m.records)-1]; got.p != (Payer{WorkspaceID: ws}) || got.tokens != 8 {
			t.Fatalf("record %+v", got)
		}
	})
	t.Run("a payer over its budget sends nothing", func(t *testing.T) {
		before, records := len(f.requests), len(m.records)
		_, err := EmbedFor(ChargeTo(ctx, broke), o, ws, []string{"anything"})
		if err == nil || err.Error() != "over the budget" || len(f.requests) != before || len(m.records) != records {
			t.Fatalf("err %v, %d requests sent, %d recorded", err, len(f.requests)-before, len(m.records)-records)
		}
	})
	t.Run("embeddings for no workspace (an evaluation) are not metered", func(t *testing.T) {
		records := len(m.records)
		if _, err := o.Embed(ctx, []string{"eval question"}); err != nil || len(m.records) != records {
			t.Fatalf("err %v, %d recorded", err, len(m.records)-records)
		}
	})
}
