package pass

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/pgvector/pgvector-go"

	"knowledgestack/internal/access"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/source"
)

// document brings one listed document up to date. It returns an error only
// when the whole pass must stop; a document that cannot be indexed is marked
// failed and counted.
func (p *Pass) document(ctx context.Context, r *run, it Item) error {
	if err := p.loadModels(ctx, r); err != nil {
		return err
	}
	m := *r.models
	d, ok := r.observed[it.ExternalID]
	if ok {
		delete(r.observed, it.ExternalID) // listed again on this page: observed again below
	} else {
		var err error
		if d, err = source.Observe(ctx, p.store.pool, r.src.Source, it.ExternalID, it.Title, r.start, m.accepted); err != nil {
			return err
		}
	}
	if it.Access != nil {
		if err := access.Apply(ctx, p.store.pool, r.src.WorkspaceID, d.ID, *it.Access); err != nil {
			return err
		}
	}
	firstSeen := !d.Existed || d.LastSeen.Before(r.start)
	if firstSeen {
		r.c.Seen++
		r.res.Seen++
	} else if d.Status == source.DocFailed {
		r.c.Failed-- // seen earlier in this (resumed) pass and failed; judged again below
	}
	if d.Existed && d.Status == source.DocIndexed && !d.OtherModel && d.Title == it.Title &&
		!it.UpdatedAt.IsZero() && d.UpstreamAt != nil && d.UpstreamAt.Equal(it.UpdatedAt.Truncate(time.Microsecond)) {
		p.unchanged(r)
		return nil
	}
	doc, err := p.fetchTending(ctx, r, it.ExternalID)
	var unindexable *UnindexableError
	switch {
	case errors.As(err, &unindexable):
		return p.failDoc(ctx, r, d, unindexable.Reason, unindexable.URL, err)
	case errors.Is(err, ErrDocumentGone):
		// Listed, then deleted before we fetched it: the provider has told us it is gone.
		if err := source.DeleteDocument(ctx, p.store.pool, r.src.WorkspaceID, d.ID); err != nil {
			return err
		}
		r.res.Deleted++
		p.cfg.Metrics.SyncDocuments.WithLabelValues(r.src.Provider, "deleted").Inc()
		return nil
	case errors.Is(err, ErrNeedsReauth) || ctx.Err() != nil:
		return &connectorError{op: "fetching a document", err: err}
	case err != nil:
		return p.failDoc(ctx, r, d, "the provider could not return this document", "", err)
	}
	if doc.Title == "" {
		doc.Title = it.Title
	}
	if doc.UpdatedAt.IsZero() {
		doc.UpdatedAt = it.UpdatedAt
	}
	hash := source.DocumentHash(doc.Title, doc.Markdown)
	if d.Existed && d.Status == source.DocIndexed && !d.OtherModel && d.Hash == hash {
		if err := source.MarkDocumentCurrent(ctx, p.store.pool, r.src.WorkspaceID, d.ID, doc.UpdatedAt, doc.URL); err != nil {
			return err
		}
		p.unchanged(r)
		return nil
	}
	// Chunked and embedded beside the next documents; counted as indexed
	// once its batch is written.
	return p.prepare(ctx, r, &preparing{externalID: it.ExternalID, d: d, url: doc.URL}, func() (*pendingDoc, error) {
		return p.reindex(r.prepCtx, r, d, doc, hash, m)
	})
}

// loadModels reads the workspace's embedders once a page. A move that ends
// meanwhile is caught when the batch is written (writeBatch reads the
// workspace's row FOR SHARE); one that starts gets this page's changed
// chunks with the configured model's vectors, as when the live model has no
// embedder.
func (p *Pass) loadModels(ctx context.Context, r *run) error {
	if r.models != nil {
		return nil
	}
	m, err := p.modelsFor(ctx, r.src.WorkspaceID)
	if err != nil {
		return err
	}
	r.models = &m
	return nil
}

// observePage stamps a page's documents seen in one statement and keeps what
// was stored of each for document (ADR 0061). A document listed twice is
// observed once here and again when its second listing comes.
func (p *Pass) observePage(ctx context.Context, r *run, items []Item) error {
	if len(items) == 0 {
		return nil
	}
	if err := p.loadModels(ctx, r); err != nil {
		return err
	}
	seen := make(map[string]bool, len(items))
	listed := make([]source.Listed, 0, len(items))
	for _, it := range items {
		if !seen[it.ExternalID] {
			seen[it.ExternalID] = true
			listed = append(listed, source.Listed{ExternalID: it.ExternalID, Title: it.Title})
		}
	}
	var err error
	r.observed, err = source.ObserveMany(ctx, p.store.pool, r.src.Source, listed, r.start, r.models.accepted)
	return err
}

func (p *Pass) unchanged(r *run) {
	r.res.Unchanged++
	p.cfg.Metrics.SyncDocuments.WithLabelValues(r.src.Provider, "unchanged").Inc()
}

// reindex chunks and embeds a changed document and returns only the chunks
// that differ from what is stored, for its batch to write. A chunk whose hash (over title, heading
// path and text) is unchanged and whose model is accepted keeps its stored
// vector; a vector of the same text elsewhere in the document is reused.
// During a move (m.stage set) each written chunk also gets the target
// model's vector, staged in the same transaction.
func (p *Pass) reindex(ctx context.Context, r *run, d source.Stored, doc Document, hash string, m models) (*pendingDoc, error) {
	ws := r.src.WorkspaceID
	rows, inputs, tokens := p.chunkRows(doc, m.write.Model())
	var stored []storedChunk
	if d.Existed { // a new document has no chunks to compare with or reuse
		var err error
		if stored, err = p.store.chunkHashes(ctx, ws, d.ID); err != nil {
			return nil, err
		}
	}
	var need []int
	for i, row := range rows {
		if i < len(stored) && stored[i].Index == i && stored[i].Hash == row.Hash && slices.Contains(m.accepted, stored[i].Model) {
			continue // identical row at the same place: no write at all
		}
		need = append(need, i)
	}
	// The configured model's vectors first: a document whose chunks it cannot
	// embed fails, as always.
	target := m.write
	if m.stage != nil {
		target = m.stage
	}
	vecs, computed, err := p.vectors(ctx, ws, d, target, rows, inputs, need)
	if err != nil {
		return nil, err
	}
	for _, i := range need {
		rows[i].Vector, rows[i].Model = vecs[rows[i].Hash], target.Model()
	}
	written := computed // embedded for the vectors written into document_chunks
	var mv *move
	if m.stage != nil && len(need) > 0 {
		live, n, err := p.vectors(ctx, ws, d, m.write, rows, inputs, need)
		switch {
		case err != nil && ctx.Err() != nil:
			return nil, err
		case err != nil:
			// The live model's endpoint is gone (a provider being left): the
			// chunks take the target's vectors, found by the text arms until
			// the switch, as without an embedder for the live model.
			r.log.WarnContext(ctx, "the live embedding model failed during a move; writing the new model's vectors", "document_id", d.ID, "err", err)
		default:
			for _, i := range need {
				rows[i].Staged, rows[i].Vector, rows[i].Model = rows[i].Vector, live[rows[i].Hash], m.write.Model()
			}
			mv = &move{live: m.write.Model(), target: m.stage.Model()}
			computed, written = computed+n, n
		}
	}
	if p.embedded != nil {
		p.embedded()
	}
	writes := make([]chunkRow, 0, len(need))
	for _, i := range need {
		writes = append(writes, rows[i])
	}
	return &pendingDoc{d: d, url: doc.URL, doc: source.Indexed{Title: doc.Title, URL: doc.URL, UpstreamAt: doc.UpdatedAt, Hash: hash, Tokens: tokens},
		writes: writes, count: len(rows), mv: mv, computed: computed, reused: len(rows) - written}, nil
}

// vectors returns e's vector of every needed row, by chunk hash: the stored
// or staged one of the same text in the document when there is one, else
// embedded (each distinct text once, in one request). It also returns how
// many inputs it embedded.
func (p *Pass) vectors(ctx context.Context, ws uuid.UUID, d source.Stored, e embed.Embedder, rows []chunkRow, inputs []string, need []int) (map[string]pgvector.Vector, int, error) {
	hashes := make([]string, 0, len(need))
	for _, i := range need {
		hashes = append(hashes, rows[i].Hash)
	}
	vecs := map[string]pgvector.Vector{}
	if d.Existed && len(hashes) > 0 {
		var err error
		if vecs, err = p.store.vectorsByHash(ctx, ws, d.ID, e.Model(), hashes); err != nil {
			return nil, 0, err
		}
	}
	var missing, in []string
	for _, i := range need {
		h := rows[i].Hash
		if _, ok := vecs[h]; ok || slices.Contains(missing, h) {
			continue
		}
		missing = append(missing, h)
		in = append(in, inputs[i])
	}
	if len(in) == 0 {
		return vecs, 0, nil
	}
	out, err := embed.EmbedFor(ctx, e, ws, in)
	if err != nil {
		return nil, 0, &stageError{msg: "computing embeddings failed", err: err}
	}
	if len(out) != len(in) {
		return nil, 0, &stageError{msg: "computing embeddings failed", err: errors.New("embedder returned a wrong number of vectors")}
	}
	for k, h := range missing {
		vecs[h] = pgvector.NewVector(out[k])
	}
	return vecs, len(in), nil
}

// chunkRows splits a document into the rows to store with their embedding
// inputs, as source.Prepare builds them for every writer of chunks.
func (p *Pass) chunkRows(doc Document, model string) ([]chunkRow, []string, int) {
	pr := source.Prepare(p.cfg.Chunker, doc.Title, doc.Markdown, model)
	rows := make([]chunkRow, len(pr.Chunks))
	for i, c := range pr.Chunks {
		rows[i] = chunkRow{Chunk: c}
	}
	return rows, pr.Inputs, pr.Tokens
}

// failDoc records one document's failure and lets the pass go on.
func (p *Pass) failDoc(ctx context.Context, r *run, d source.Stored, msg, url string, cause error) error {
	r.log.WarnContext(ctx, "document failed", "document_id", d.ID, "err", cause)
	if err := source.MarkDocumentFailed(ctx, p.store.pool, r.src.WorkspaceID, d.ID, msg, url); err != nil {
		return err
	}
	r.c.Failed++
	r.res.Failed++
	p.cfg.Metrics.SyncDocuments.WithLabelValues(r.src.Provider, "failed").Inc()
	return nil
}

// connectorError is a failure of a provider call; its text is logged, not shown.
type connectorError struct {
	op  string
	err error
}

func (e *connectorError) Error() string { return e.op + ": " + e.err.Error() }
func (e *connectorError) Unwrap() error { return e.err }

// stageError names the step of a re-index that failed, in words a user can read.
type stageError struct {
	msg string
	err error
}

func (e *stageError) Error() string { return e.msg + ": " + e.err.Error() }
func (e *stageError) Unwrap() error { return e.err }

// failureMessage is the user-facing reason a document failed.
func failureMessage(err error) string {
	var se *stageError
	if errors.As(err, &se) {
		return se.msg
	}
	return "indexing this document failed"
}

// publicMessage is what a source's last_error says about err: never the raw
// text of a database or provider error.
func publicMessage(err error) string {
	var ce *connectorError
	var pgErr *pgconn.PgError
	switch {
	case errors.Is(err, ErrNeedsReauth):
		return ErrNeedsReauth.Error()
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return "the sync was interrupted; it will resume where it stopped"
	case errs.KindOf(err) != errs.Internal:
		return errs.Message(err)
	case errors.As(err, &ce):
		return ce.op + " failed at the provider; the sync will retry from where it stopped"
	case errors.As(err, &pgErr):
		return "a database error interrupted the sync; it will retry from where it stopped"
	default:
		return "the sync stopped unexpectedly; it will retry from where it stopped"
	}
}
