package chat

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/tools"
)

// encodeData is how a frame's data is stored (turn_frames.data): the typed
// value with its Go field names. The wire shape is the HTTP layer's business.
func encodeData(v any) (json.RawMessage, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encode frame data: %w", err)
	}
	return b, nil
}

// decodeData reads stored frame data back into the type its event carries.
// Frames stored with camelCase keys (before the data types lost their JSON
// tags) decode too, as encoding/json matches field names case-insensitively.
func decodeData(event string, raw []byte) (any, error) {
	decode, ok := frameDecoders[event]
	if !ok {
		return nil, fmt.Errorf("stored frame has an unknown event %q", event)
	}
	return decode(event, raw)
}

// frameDecoders names the data type each event's frames carry.
var frameDecoders = map[string]func(event string, raw []byte) (any, error){
	agent.EventTurn:        decodeAs[agent.TurnData],
	agent.EventToolCall:    decodeAs[agent.ToolCallData],
	agent.EventCitation:    decodeAs[tools.Citation],
	agent.EventQueryResult: decodeAs[tools.QueryResult],
	agent.EventDelta:       decodeAs[agent.DeltaData],
	agent.EventCompaction:  decodeAs[agent.CompactionData],
	agent.EventUsage:       decodeAs[agent.UsageData],
	agent.EventDone:        decodeAs[agent.DoneData],
	agent.EventError:       decodeAs[agent.ErrorData],
}

func decodeAs[T any](event string, raw []byte) (any, error) {
	var v T
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, fmt.Errorf("decode stored %s frame: %w", event, err)
	}
	return v, nil
}

// frameWriter stores a turn's frames in the background, in batches of
// whatever queued up while the previous insert ran, so a busy database sees
// fewer, larger writes. A reconnecting reader polls the store, so a frame
// stored a moment after it was sent is still replayed; close waits for the
// queue to drain before the turn's end is written.
type frameWriter struct {
	st     store
	ctx    context.Context
	ws     uuid.UUID
	turnID uuid.UUID
	ch     chan Frame
	done   chan struct{}
	mu     sync.Mutex
	err    error
}

func newFrameWriter(ctx context.Context, st store, ws, turnID uuid.UUID) *frameWriter {
	w := &frameWriter{st: st, ctx: ctx, ws: ws, turnID: turnID, ch: make(chan Frame, 256), done: make(chan struct{})}
	go w.loop()
	return w
}

// add queues a frame; it blocks only when 256 frames wait, which slows the turn to the database's pace.
func (w *frameWriter) add(f Frame) error {
	if err := w.failed(); err != nil {
		return err
	}
	w.ch <- f
	return nil
}

func (w *frameWriter) failed() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}

func (w *frameWriter) loop() {
	defer close(w.done)
	for f := range w.ch {
		batch := []Frame{f}
	drain:
		for len(batch) < 500 {
			select {
			case g, ok := <-w.ch:
				if !ok {
					break drain
				}
				batch = append(batch, g)
			default:
				break drain
			}
		}
		if w.failed() != nil {
			continue
		}
		if err := w.st.insertFrames(w.ctx, w.ws, w.turnID, batch); err != nil {
			w.mu.Lock()
			w.err = err
			w.mu.Unlock()
		}
	}
}

// close waits until every queued frame is stored and reports the first failure.
func (w *frameWriter) close() error {
	close(w.ch)
	<-w.done
	return w.failed()
}
