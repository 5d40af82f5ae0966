package retrieval

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pgvector/pgvector-go"

	"knowledgestack/internal/chunk"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/source"
)

// The evaluation's loaders (a Markdown folder, a BEIR corpus) stream their
// documents through one writer: each document is chunked when it arrives,
// and the buffered documents are embedded and written with two COPYs, one
// transaction per batch, once the batch holds flushChunks chunks or
// flushBytes of text. Memory is therefore bounded by the batch, whatever
// the corpus's size; what grows with the count is only the name ↔ id maps
// of Corpus (tens of bytes a document).
const (
	flushChunks = 512
	flushBytes  = 8 << 20
	// MaxEvalDocumentBytes bounds one evaluation document (a Markdown file or a
	// BEIR corpus line): a larger one stops the load with its name.
	MaxEvalDocumentBytes = 4 << 20
)

// corpusWriter buffers documents and writes them in batches.
type corpusWriter struct {
	pool      *pgxpool.Pool
	ws        uuid.UUID
	chunker   *chunk.Chunker
	embedder  embed.Embedder
	c         *Corpus
	docs      []pendingDoc
	chunks    int
	textBytes int
}

// pendingDoc is a chunked document waiting for its batch.
type pendingDoc struct {
	id                uuid.UUID
	name, title, hash string
	chunks            []chunk.Chunk
}

// newCorpusWriter inserts the corpus's source and returns a writer into it.
func newCorpusWriter(ctx context.Context, pool *pgxpool.Pool, ws uuid.UUID, sourceName string, embedder embed.Embedder, c *Corpus) (*corpusWriter, error) {
	chunker, err := chunk.New(chunk.Options{})
	if err != nil {
		return nil, err
	}
	now := time.Now()
	c.SourceID, err = source.Upsert(ctx, pool, source.Spec{WorkspaceID: ws, Provider: source.Upload,
		ExternalID: "corpus:" + uuid.NewString(), Name: sourceName, SyncedAt: &now})
	if err != nil {
		return nil, fmt.Errorf("insert source: %w", err)
	}
	return &corpusWriter{pool: pool, ws: ws, chunker: chunker, embedder: embedder, c: c}, nil
}

// add chunks one document and writes the batch when it is full. name must
// be unique within the corpus.
func (w *corpusWriter) add(ctx context.Context, name, title, md string) error {
	if _, dup := w.c.Documents[name]; dup {
		return fmt.Errorf("%s: the corpus holds two documents of that name", name)
	}
	d := pendingDoc{id: uuid.New(), name: name, title: title, hash: chunk.Hash(md), chunks: w.chunker.Split(md)}
	w.c.Documents[name], w.c.Files[d.id] = d.id, name
	w.docs = append(w.docs, d)
	w.chunks += len(d.chunks)
	w.textBytes += len(md)
	if w.chunks >= flushChunks || w.textBytes >= flushBytes {
		return w.flush(ctx)
	}
	return nil
}

// flush embeds the buffered documents' chunks and writes them, documents
// first, in one transaction.
func (w *corpusWriter) flush(ctx context.Context) error {
	if len(w.docs) == 0 {
		return nil
	}
	inputs := make([]string, 0, w.chunks)
	for _, d := range w.docs {
		for _, ch := range d.chunks {
			inputs = append(inputs, chunk.EmbeddingInput(d.title, ch.HeadingPath, ch.Text))
		}
	}
	vecs, err := w.embedder.Embed(ctx, inputs)
	if err != nil {
		return fmt.Errorf("embed: %w", err)
	}
	if len(vecs) != len(inputs) {
		return fmt.Errorf("embed: %d vectors for %d inputs", len(vecs), len(inputs))
	}
	docs := make([]source.Loaded, 0, len(w.docs))
	chunks := make([]source.Chunk, 0, len(inputs))
	for _, d := range w.docs {
		docs = append(docs, source.Loaded{ID: d.id, SourceID: w.c.SourceID, ExternalID: d.name, Title: d.title, Hash: d.hash,
			Tokens: tokens(d.chunks)})
		for _, ch := range d.chunks {
			i := len(chunks)
			chunks = append(chunks, source.Chunk{DocumentID: d.id, Index: ch.Index, Title: d.title, HeadingPath: ch.HeadingPath,
				Content: ch.Text, Tokens: ch.Tokens, Hash: chunk.Hash(inputs[i]), Model: w.embedder.Model(), Vector: pgvector.NewVector(vecs[i])})
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
	clear(w.docs) // the batch's chunks become garbage now, not when their slots are reused
	w.docs, w.chunks, w.textBytes = w.docs[:0], 0, 0
	return nil
}

func tokens(chunks []chunk.Chunk) int {
	n := 0
	for _, c := range chunks {
		n += c.Tokens
	}
	return n
}
