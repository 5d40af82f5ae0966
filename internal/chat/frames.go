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
//
// The queue is a slice that grows with what actually waits, not a channel
// of maxQueued slots: a channel's buffer is allocated whole for every turn
// (16 KiB of Frames each, 8 MiB over 500 streams, most of it never used:
// the writer usually keeps up).
type frameWriter struct {
	st     store
	ctx    context.Context
	ws     uuid.UUID
	turnID uuid.UUID
	wake   chan struct{} // one pending signal: frames queued, or closed
	done   chan struct{}
	mu     sync.Mutex
	space  *sync.Cond // signalled when the writer takes the queue
	queue  []Frame
	closed bool
	err    error
}

// maxQueued is how many frames may wait before add blocks.
const maxQueued = 256

func newFrameWriter(ctx context.Context, st store, ws, turnID uuid.UUID) *frameWriter {
	w := &frameWriter{st: st, ctx: ctx, ws: ws, turnID: turnID, wake: make(chan struct{}, 1), done: make(chan struct{})}
	w.space = sync.NewCond(&w.mu)
	go w.loop()
	return w
}

// add queues a frame; it blocks only when maxQueued frames wait, which slows the turn to the database's pace.
func (w *frameWriter) add(f Frame) error {
	w.mu.Lock()
	for w.err == nil && len(w.queue) >= maxQueued {
		w.space.Wait()
	}
	if err := w.err; err != nil {
		w.mu.Unlock()
		return err
	}
	w.queue = append(w.queue, f)
	w.mu.Unlock()
	w.signal()
	return nil
}

func (w *frameWriter) signal() {
	select {
	case w.wake <- struct{}{}:
	default: // a wake-up is already pending: the writer takes the whole queue
	}
}

func (w *frameWriter) failed() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}

func (w *frameWriter) loop() {
	defer close(w.done)
	for range w.wake {
		w.mu.Lock()
		// The whole queue is one batch (at most maxQueued frames); the next
		// frames go to a fresh slice, so a burst's array is freed with it.
		batch, closed := w.queue, w.closed
		w.queue = nil
		w.space.Broadcast()
		w.mu.Unlock()
		if len(batch) > 0 && w.failed() == nil {
			if err := w.st.insertFrames(w.ctx, w.ws, w.turnID, batch); err != nil {
				w.mu.Lock()
				w.err = err
				w.space.Broadcast()
				w.mu.Unlock()
			}
		}
		if closed {
			w.mu.Lock()
			empty := len(w.queue) == 0
			w.mu.Unlock()
			if empty {
				return
			}
			w.signal()
		}
	}
}

// close waits until every queued frame is stored and reports the first failure.
func (w *frameWriter) close() error {
	w.mu.Lock()
	w.closed = true
	w.mu.Unlock()
	w.signal()
	<-w.done
	return w.failed()
}
