package pass

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/source"
)

// Batched writes (ADR 0061). A pass used to write each re-indexed document in
// its own transaction of about six statements, then record its progress:
// most of a first sync's time was PostgreSQL round trips, not our work.
// Re-indexed documents now wait in a batch, and a full batch is written by
// one transaction of a fixed number of statements (source.WriteReindexed)
// on another goroutine while the pass chunks and embeds the next documents.
// Up to writers batches are written at once (on disjoint documents, so they
// never wait on each other's rows; PostgreSQL maintains the vector index on
// as many cores) and one fills, so memory is bounded by writers+1 batches
// and the documents being prepared. A page's checkpoint is recorded only once
// its documents are written (the next page is listed and prepared meanwhile),
// and a yield or the end of a pass waits for every write, so a checkpoint
// never names a page whose documents are not stored; a crash loses at most
// the unwritten batches, whose documents the resumed pass (re-listing the
// checkpoint's page) finds not indexed and does again.
const (
	batchDocs   = 16  // documents per write transaction
	batchChunks = 256 // chunk rows per write transaction
	writers     = 2   // write transactions at once
	// progressEvery bounds how stale sources' live counters get while a pass
	// goes through documents that need no write.
	progressEvery = 250 * time.Millisecond
)

// preparing is a document being chunked and embedded on its own goroutine.
type preparing struct {
	externalID string
	d          source.Stored
	url        string
	done       chan struct{}
	pd         *pendingDoc
	err        error
}

// pendingDoc is a re-indexed document waiting for its batch's transaction,
// with what the pass counts once it is written.
type pendingDoc struct {
	d          source.Stored
	externalID string
	url        string
	doc        source.Indexed
	writes     []chunkRow
	count      int
	mv         *move
	computed   int // inputs embedded
	reused     int // chunks whose vector was kept or reused
}

// mark is a page's checkpoint, recorded once the batches up to seq are written.
type mark struct {
	cursor   string
	total    *int
	seq      int
	recorded bool // by its batch's transaction
}

// inflight is a batch being written on its own goroutine.
type inflight struct {
	seq    int  // launch order, from 1
	marked bool // its transaction recorded its page's checkpoint
	// chainOK: it and every batch launched before it were written whole, so
	// a checkpoint after them may be recorded.
	chainOK bool
	docs    []*pendingDoc
	done    chan struct{}
	err     error
	deleted int
}

// batcher is a pass run's batch being filled and the one being written.
// Only the run's goroutine touches it; the writer goroutine only its inflight.
type batcher struct {
	preparing  []*preparing // oldest first
	docs       []*pendingDoc
	chunks     int
	keys       map[string]bool // external ids being prepared, waiting or being written
	salvaging  bool            // the pass is stopping: a failed batch is left to the retry
	writing    []*inflight     // oldest first
	launched   int             // batches launched
	settled    int             // every batch up to this one is written
	marks      []*mark         // checkpoints not yet recorded, oldest first
	progressAt time.Time
}

// holds reports whether the document is waiting to be written: the pass
// writes it before looking at the document again.
func (b *batcher) holds(externalID string) bool { return b.keys[externalID] }

// prepare runs reindex for a document on its own goroutine, up to
// Config.Concurrency at once (the embedder's requests in flight), and queues
// the documents in listing order as they are done.
func (p *Pass) prepare(ctx context.Context, r *run, f *preparing, reindex func() (*pendingDoc, error)) error {
	b := &r.batch
	if b.keys == nil {
		b.keys = map[string]bool{}
	}
	b.keys[f.externalID] = true
	f.done = make(chan struct{})
	go func() {
		defer close(f.done)
		f.pd, f.err = reindex()
	}()
	b.preparing = append(b.preparing, f)
	for len(b.preparing) >= p.cfg.Concurrency {
		if err := p.collect(ctx, r); err != nil {
			return err
		}
	}
	return nil
}

// collect waits for the oldest document being prepared and queues it for
// writing, or records its failure.
func (p *Pass) collect(ctx context.Context, r *run) error {
	b := &r.batch
	f := b.preparing[0]
	<-f.done
	b.preparing = b.preparing[1:]
	if f.err != nil {
		delete(b.keys, f.externalID)
		if ctx.Err() != nil {
			return f.err
		}
		return p.failDoc(ctx, r, f.d, failureMessage(f.err), f.url, f.err)
	}
	f.pd.externalID = f.externalID
	return p.queue(ctx, r, f.pd)
}

// queue adds a re-indexed document to the batch and starts writing the batch
// when it is full.
func (p *Pass) queue(ctx context.Context, r *run, pd *pendingDoc) error {
	b := &r.batch
	b.docs, b.chunks = append(b.docs, pd), b.chunks+len(pd.writes)
	if len(b.docs) >= batchDocs || b.chunks >= batchChunks {
		return p.launch(ctx, r)
	}
	return nil
}

// launch starts writing the filled batch, once fewer than writers are being
// written.
func (p *Pass) launch(ctx context.Context, r *run) error {
	return p.launchMarked(ctx, r, nil)
}

// launchMarked is launch for a batch that also carries a page's checkpoint:
// it is launched even without documents while others are being written, and
// once every earlier batch is written it records the checkpoint in its own
// transaction, so the checkpoint lands with the page's last documents.
func (p *Pass) launchMarked(ctx context.Context, r *run, m *mark) error {
	b := &r.batch
	if len(b.docs) == 0 && (m == nil || len(b.writing) == 0) {
		return nil
	}
	for len(b.writing) >= writers {
		if err := p.settle(ctx, r); err != nil {
			return err
		}
	}
	b.launched++
	f := &inflight{seq: b.launched, docs: b.docs, done: make(chan struct{})}
	b.docs, b.chunks = nil, 0
	var prev *inflight
	if n := len(b.writing); n > 0 {
		prev = b.writing[n-1]
	}
	// Not cancelled with the run (a stopping pass finishes its writes), only
	// when the lease is lost.
	wctx := r.prepCtx
	var checkpoint func(pgx.Tx) error
	if m != nil {
		m.seq = f.seq
		c, ws, id := r.c, r.src.WorkspaceID, r.src.ID // the counters as of now; a resume recounts them
		checkpoint = func(tx pgx.Tx) error {
			if prev != nil {
				// Batches complete in order of launch only by waiting.
				<-prev.done
				if !prev.chainOK {
					return nil // left to writeMarks once the earlier batches are settled
				}
			}
			f.marked = true
			return source.Checkpoint(wctx, tx, ws, id, m.cursor, m.total, c)
		}
	}
	ws := r.src.WorkspaceID
	go func() {
		defer close(f.done)
		if !r.lease.valid() {
			f.err = errLeaseLost
			return
		}
		f.deleted, f.err = p.store.writeBatch(wctx, ws, f.docs, checkpoint)
		if f.err != nil {
			f.marked = false
		}
		if prev != nil {
			<-prev.done
		}
		f.chainOK = f.err == nil && (prev == nil || prev.chainOK)
	}()
	b.writing = append(b.writing, f)
	return nil
}

// flush prepares and writes every waiting document and returns once they
// are stored.
func (p *Pass) flush(ctx context.Context, r *run) error {
	for len(r.batch.preparing) > 0 {
		if err := p.collect(ctx, r); err != nil {
			return err
		}
	}
	if err := p.launch(ctx, r); err != nil {
		return err
	}
	for len(r.batch.writing) > 0 {
		if err := p.settle(ctx, r); err != nil {
			return err
		}
	}
	return nil
}

// settle waits for the oldest batch being written, counts its documents and
// records the pass's progress. When the batch's transaction failed, each
// document is written alone, so one that cannot be saved fails by itself
// and the others are kept.
func (p *Pass) settle(ctx context.Context, r *run) error {
	if len(r.batch.writing) == 0 {
		return nil
	}
	f := r.batch.writing[0]
	<-f.done
	r.batch.writing = r.batch.writing[1:]
	for _, pd := range f.docs {
		delete(r.batch.keys, pd.externalID)
	}
	if f.err == nil {
		r.res.ChunksDeleted += f.deleted
		for _, pd := range f.docs {
			p.indexed(r, pd)
		}
		for _, m := range r.batch.marks {
			if m.seq == f.seq && f.marked {
				m.recorded = true
			}
		}
		r.batch.settled = f.seq
		if err := p.writeMarks(ctx, r); err != nil {
			return err
		}
		return p.progress(ctx, r, false)
	}
	if errLeaseLostOr(ctx, r, f.err) || r.batch.salvaging {
		return f.err
	}
	if len(f.docs) == 1 {
		return p.failDoc(ctx, r, f.docs[0].d, "saving the document's chunks failed", f.docs[0].url, f.err)
	}
	r.log.WarnContext(ctx, "a batch of documents could not be written; writing them one by one", "documents", len(f.docs), "err", f.err)
	for _, pd := range f.docs {
		deleted, err := p.store.writeBatch(ctx, r.src.WorkspaceID, []*pendingDoc{pd}, nil)
		switch {
		case err != nil && errLeaseLostOr(ctx, r, err):
			return err
		case err != nil:
			if err := p.failDoc(ctx, r, pd.d, "saving the document's chunks failed", pd.url, err); err != nil {
				return err
			}
		default:
			r.res.ChunksDeleted += deleted
			p.indexed(r, pd)
		}
	}
	r.batch.settled = f.seq
	if err := p.writeMarks(ctx, r); err != nil {
		return err
	}
	return p.progress(ctx, r, true)
}

// checkpointAfterWrites records cursor as the pass's checkpoint once every
// document listed before it is written: the page's prepared documents are
// queued and its last batch launched now, and the checkpoint waits for them
// (writeMarks) while the next page is listed and prepared.
func (p *Pass) checkpointAfterWrites(ctx context.Context, r *run, cursor string, total *int) error {
	for len(r.batch.preparing) > 0 {
		if err := p.collect(ctx, r); err != nil {
			return err
		}
	}
	m := &mark{cursor: cursor, total: total, seq: r.batch.launched}
	if err := p.launchMarked(ctx, r, m); err != nil {
		return err
	}
	r.batch.marks = append(r.batch.marks, m)
	return p.writeMarks(ctx, r)
}

// writeMarks records the checkpoints whose batches are all written, unless
// their batch's transaction did.
func (p *Pass) writeMarks(ctx context.Context, r *run) error {
	b := &r.batch
	for len(b.marks) > 0 && b.marks[0].seq <= b.settled {
		m := b.marks[0]
		if !m.recorded {
			if err := source.Checkpoint(ctx, p.store.pool, r.src.WorkspaceID, r.src.ID, m.cursor, m.total, r.c); err != nil {
				return err
			}
		}
		b.marks = b.marks[1:]
	}
	return nil
}

// errLeaseLostOr reports whether err must stop the pass rather than fail
// documents: the lease is lost or the run is being cancelled.
func errLeaseLostOr(ctx context.Context, r *run, err error) bool {
	return ctx.Err() != nil || !r.lease.valid() || err == errLeaseLost
}

// salvage writes what a stopping pass already chunked and embedded, on ctx
// (not the run's, which may be cancelled): a retry does not redo it. The
// caller checked that the lease is held; errors are only logged, since the
// retry does again whatever is not written.
func (p *Pass) salvage(ctx context.Context, r *run) {
	b := &r.batch
	for _, f := range b.preparing {
		<-f.done
		if f.err == nil {
			f.pd.externalID = f.externalID
			b.docs = append(b.docs, f.pd)
		}
	}
	b.preparing, b.salvaging = nil, true
	if err := p.flush(ctx, r); err != nil {
		r.log.WarnContext(ctx, "could not write the documents done before the pass stopped", "err", err)
	}
}

// wait waits for the batches being written without counting them: for a
// pass that stops anyway, so nothing writes after its run ends.
func (b *batcher) wait() {
	for _, f := range b.preparing {
		<-f.done
	}
	b.preparing = nil
	for _, f := range b.writing {
		<-f.done
	}
	b.writing = nil
}

// indexed counts a written document.
func (p *Pass) indexed(r *run, pd *pendingDoc) {
	r.c.Indexed++
	r.res.Indexed++
	r.res.EmbeddingsComputed += pd.computed
	r.res.EmbeddingsReused += pd.reused
	r.res.ChunksWritten += len(pd.writes)
	p.cfg.Metrics.Embeddings.WithLabelValues("computed").Add(float64(pd.computed))
	p.cfg.Metrics.Embeddings.WithLabelValues("reused").Add(float64(pd.reused))
	p.cfg.Metrics.SyncChunks.WithLabelValues(r.src.Provider).Add(float64(len(pd.writes)))
	p.cfg.Metrics.SyncDocuments.WithLabelValues(r.src.Provider, "indexed").Inc()
}

// progress records the live counters, at most every progressEvery unless now.
func (p *Pass) progress(ctx context.Context, r *run, now bool) error {
	if !now && time.Since(r.batch.progressAt) < progressEvery {
		return nil
	}
	r.batch.progressAt = time.Now()
	return source.Progress(ctx, p.store.pool, r.src.WorkspaceID, r.src.ID, r.c, r.total)
}

// writeBatch writes re-indexed documents in one transaction. During a move, the workspace's row is read FOR SHARE, so the
// cut-over (FOR UPDATE) cannot commit between that check and these writes: a
// document whose move ended (or changed) since its vectors were made gets
// the target model's vectors instead, never a chunk of the old model in a
// workspace that switched; the others get both, the target's staged.
func (s *Store) writeBatch(ctx context.Context, ws uuid.UUID, docs []*pendingDoc, also func(pgx.Tx) error) (deleted int, err error) {
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var model, target string
		for _, pd := range docs {
			if pd.mv != nil {
				err := tx.QueryRow(ctx, `SELECT model, COALESCE(target_model, '') FROM workspace_embedding WHERE workspace_id = $1 FOR SHARE`, ws).
					Scan(&model, &target)
				if err != nil {
					return fmt.Errorf("read the workspace's embedding model: %w", err)
				}
				break
			}
		}
		rows := make([]source.Reindexed, len(docs))
		stage := &pgx.Batch{}
		for k, pd := range docs {
			mv := pd.mv
			if mv != nil && (model != mv.live || target != mv.target) {
				mv = nil
			}
			rows[k] = source.Reindexed{DocumentID: pd.d.ID, Doc: pd.doc, Count: pd.count, Chunks: make([]source.Chunk, len(pd.writes))}
			for i, w := range pd.writes {
				c := w.Chunk
				if pd.mv != nil && mv == nil {
					c.Model, c.Vector = pd.mv.target, w.Staged
				}
				rows[k].Chunks[i] = c
				if mv != nil {
					// Keyed by the chunk, as the re-embedding job stages.
					stage.Queue(`INSERT INTO chunk_vectors (chunk_id, workspace_id, embedding_model, content_hash, embedding)
						SELECT id, workspace_id, $4, $5, $6 FROM document_chunks WHERE workspace_id = $1 AND document_id = $2 AND chunk_index = $3`,
						ws, pd.d.ID, c.Index, mv.target, c.Hash, w.Staged)
				}
			}
		}
		var err error
		if deleted, err = source.WriteReindexed(ctx, tx, ws, rows); err != nil {
			return err
		}
		if stage.Len() > 0 {
			if err := tx.SendBatch(ctx, stage).Close(); err != nil {
				return fmt.Errorf("stage vectors: %w", err)
			}
		}
		if also != nil {
			return also(tx)
		}
		return nil
	})
	return deleted, err
}
