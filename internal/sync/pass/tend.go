package pass

import (
	"context"
	"time"
)

// fetchTending fetches a document on its own goroutine and, while the
// provider takes its time, writes what is ready: the documents prepared
// before it go into a batch as soon as a writer is free, and the pass's
// counters are recorded. A slow or held document (a large export, a
// provider rate limit) would otherwise keep the documents before it
// unwritten, unsearchable and uncounted on the Sources page until it came
// back, since batches only fill as the pass moves on (ADR 0061).
func (p *Pass) fetchTending(ctx context.Context, r *run, externalID string) (Document, error) {
	type fetched struct {
		doc Document
		err error
	}
	fctx, cancel := context.WithCancel(ctx)
	defer cancel()
	ch := make(chan fetched, 1)
	go func() {
		d, err := r.conn.Fetch(fctx, externalID)
		ch <- fetched{d, err}
	}()
	t := time.NewTicker(progressEvery)
	defer t.Stop()
	for {
		select {
		case f := <-ch:
			return f.doc, f.err
		case <-t.C:
			if err := p.writeReady(ctx, r); err != nil {
				cancel()
				<-ch // the connector is not used by two calls at once
				return Document{}, err
			}
		}
	}
}

// writeReady queues the prepared documents that are done, settles the
// batches whose writes ended, launches the waiting documents when a writer
// is free and records the pass's progress; it never waits.
func (p *Pass) writeReady(ctx context.Context, r *run) error {
	b := &r.batch
	for len(b.preparing) > 0 && closed(b.preparing[0].done) {
		if err := p.collect(ctx, r); err != nil {
			return err
		}
	}
	for len(b.writing) > 0 && closed(b.writing[0].done) {
		if err := p.settle(ctx, r); err != nil {
			return err
		}
	}
	if len(b.docs) > 0 && len(b.writing) < writers {
		if err := p.launch(ctx, r); err != nil {
			return err
		}
	}
	return p.progress(ctx, r, false)
}

// closed reports whether ch is closed, without waiting.
func closed(ch chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}
