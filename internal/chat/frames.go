package chat

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/google/uuid"
)

// encodeData is how a frame's data is stored (turn_frames.data): converted
// to the event's stored struct (framedata.go), so the stored format is this
// package's and not the Go field names of agent's or tools' types.
func encodeData(event string, v any) (json.RawMessage, error) {
	c, ok := frameCodecs[event]
	if !ok {
		return nil, fmt.Errorf("encode frame data: unknown event %q", event)
	}
	s, ok := c.store(v)
	if !ok {
		return nil, fmt.Errorf("encode frame data: event %q carries %T", event, v)
	}
	b, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("encode frame data: %w", err)
	}
	return b, nil
}

// decodeData reads stored frame data back into the type its event carries.
func decodeData(event string, raw []byte) (any, error) {
	c, ok := frameCodecs[event]
	if !ok {
		return nil, fmt.Errorf("stored frame has an unknown event %q", event)
	}
	v, err := c.load(raw)
	if err != nil {
		return nil, fmt.Errorf("decode stored %s frame: %w", event, err)
	}
	return v, nil
}

// unmarshalFrame decodes one stored struct.
func unmarshalFrame(raw []byte, v any) error { return json.Unmarshal(raw, v) }

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
