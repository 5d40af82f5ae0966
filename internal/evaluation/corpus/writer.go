package corpus

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pgvector/pgvector-go"

	"knowledgestack/internal/chunk"
	"knowledgestack/internal/convert"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/source"
)

// The loaders (a Markdown folder, a BEIR corpus) stream their documents
// through one writer: each document is converted and split into rows when it
// arrives, and the buffered documents are embedded and written with two
// COPYs, one transaction per batch, once the batch holds flushChunks chunks
// or flushBytes of text. Memory is therefore bounded by the batch, whatever
// the corpus's size; what grows with the count is only the name ↔ id maps of
// Corpus (tens of bytes a document). Batching is the one way the load differs
// from an upload's pass, which writes a document per transaction: the rows,
// vectors and writer are the same (ADR 0060).
const (
	flushChunks = 512
	flushBytes  = 8 << 20
	// MaxDocumentBytes bounds one corpus document (a Markdown file or a BEIR
	// corpus line): a larger one stops the load with its name.
	MaxDocumentBytes = 4 << 20
)

// writer buffers documents and writes them in batches.
type writer struct {
	pool      *pgxpool.Pool
	ws        uuid.UUID
	conv      *convert.Converter
	chunker   *chunk.Chunker
	embedder  embed.Embedder
	c         *Corpus
	docs      []pending
	chunks    int
	textBytes int
}

// pending is a prepared document waiting for its batch.
type pending struct {
	doc  source.Loaded
	rows source.Prepared
}

// newWriter inserts the corpus's upload source and returns a writer into it.
func newWriter(ctx context.Context, pool *pgxpool.Pool, ws uuid.UUID, sourceName string, embedder embed.Embedder, c *Corpus) (*writer, error) {
	chunker, err := chunk.New(chunk.Options{})
	if err != nil {
		return nil, err
	}
	conv, err := convert.New(convert.Options{})
	if err != nil {
		return nil, err
	}
	now := time.Now()
	c.SourceID, err = source.Upsert(ctx, pool, source.Spec{WorkspaceID: ws, Provider: source.Upload,
		ExternalID: "corpus:" + uuid.NewString(), Name: sourceName, SyncedAt: &now})
	if err != nil {
		return nil, fmt.Errorf("insert source: %w", err)
	}
	return &writer{pool: pool, ws: ws, conv: conv, chunker: chunker, embedder: embedder, c: c}, nil
}

// add takes the content of the file named file as an upload of it would be
// taken: converted by the upload's converter (the file's extension chooses
// the format), titled by the upload connector's rule (source.Title) and split
// into rows by source.Prepare, as the pass splits it. The document is name in
// the corpus (and its external id); name must be unique within the corpus.
// The batch is written when it is full.
func (w *writer) add(ctx context.Context, name, file string, content []byte) error {
	if _, dup := w.c.Documents[name]; dup {
		return fmt.Errorf("%s: the corpus holds two documents of that name", name)
	}
	res, err := w.conv.Convert(ctx, content, file, "")
	if err != nil {
		var ce *convert.Error
		if errors.As(err, &ce) {
			return fmt.Errorf("%s: an upload would refuse it: it %w", name, err)
		}
		return fmt.Errorf("%s: %w", name, err)
	}
	title := source.Title(file, res.Markdown)
	p := pending{
		doc: source.Loaded{ID: uuid.New(), SourceID: w.c.SourceID, ExternalID: name, Title: title,
			Hash: source.DocumentHash(title, res.Markdown)},
		rows: source.Prepare(w.chunker, title, res.Markdown, w.embedder.Model()),
	}
	p.doc.Tokens = p.rows.Tokens
	w.c.Documents[name], w.c.Files[p.doc.ID] = p.doc.ID, name
	w.docs = append(w.docs, p)
	w.chunks += len(p.rows.Chunks)
	w.textBytes += len(res.Markdown)
	if w.chunks >= flushChunks || w.textBytes >= flushBytes {
		return w.flush(ctx)
	}
	return nil
}

// flush embeds the buffered documents' chunks for the workspace and writes
// them, documents first, in one transaction.
func (w *writer) flush(ctx context.Context) error {
	if len(w.docs) == 0 {
		return nil
	}
	inputs := make([]string, 0, w.chunks)
	docs := make([]source.Loaded, 0, len(w.docs))
	for _, d := range w.docs {
		inputs = append(inputs, d.rows.Inputs...)
		docs = append(docs, d.doc)
	}
	vecs, err := embed.EmbedFor(ctx, w.embedder, w.ws, inputs)
	if err != nil {
		return fmt.Errorf("embed: %w", err)
	}
	if len(vecs) != len(inputs) {
		return fmt.Errorf("embed: %d vectors for %d inputs", len(vecs), len(inputs))
	}
	chunks := make([]source.Chunk, 0, len(inputs))
	for _, d := range w.docs {
		for _, ch := range d.rows.Chunks {
			ch.DocumentID, ch.Vector = d.doc.ID, pgvector.NewVector(vecs[len(chunks)])
			chunks = append(chunks, ch)
		}
	}
	err = pgx.BeginFunc(ctx, w.pool, func(tx pgx.Tx) error {
		if err := source.CopyDocuments(ctx, tx, w.ws, docs); err != nil {
			return err
		}
		_, err := source.CopyChunks(ctx, tx, w.ws, slices.Values(chunks))
		return err
	})
	if err != nil {
		return err
	}
	w.c.Chunks += len(chunks)
	clear(w.docs) // the batch's rows become garbage now, not when their slots are reused
	w.docs, w.chunks, w.textBytes = w.docs[:0], 0, 0
	return nil
}
