package source

import (
	"context"
	"fmt"
	"iter"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/pgvector/pgvector-go"

	"knowledgestack/internal/convert"
)

var (
	documentsTable = pgx.Identifier{"documents"}
	chunksTable    = pgx.Identifier{"document_chunks"}
)

// Chunk is one document_chunks row to write.
type Chunk struct {
	DocumentID  uuid.UUID
	Index       int
	Title       string // the document's title, weighted highest by full-text search
	HeadingPath []string
	Content     string
	Tokens      int
	Hash        string // of the embedded text (title + heading path + chunk)
	Model       string
	Vector      pgvector.Vector
	Location    convert.Location // zero: none
}

var chunkColumns = []string{"workspace_id", "document_id", "chunk_index", "title", "heading_path", "content",
	"token_count", "content_hash", "embedding_model", "embedding",
	"location_kind", "location_from", "location_to", "location_sheet"}

// CopyChunks is the one writer of chunk rows: every chunk of the workspace's
// documents goes in with one COPY (the pass's re-indexed documents after
// WriteReindexed, a loaded corpus, the benchmarks). chunks is read once, as the
// COPY streams, so a caller may generate rows without holding them all.
func CopyChunks(ctx context.Context, db DB, ws uuid.UUID, chunks iter.Seq[Chunk]) (int64, error) {
	next, stop := iter.Pull(chunks)
	defer stop()
	n, err := db.CopyFrom(ctx, chunksTable, chunkColumns, pgx.CopyFromFunc(func() ([]any, error) {
		c, ok := next()
		if !ok {
			return nil, nil
		}
		kind, from, to, sheet := locationArgs(c.Location)
		return []any{ws, c.DocumentID, c.Index, c.Title, strings.Join(c.HeadingPath, " > "), c.Content,
			c.Tokens, c.Hash, c.Model, c.Vector, kind, from, to, sheet}, nil
	}))
	if err != nil {
		return n, fmt.Errorf("write chunks: %w", err)
	}
	return n, nil
}

// locationArgs are the location columns of a chunk: NULLs when it has none.
func locationArgs(l convert.Location) (kind *string, from, to *int, sheet *string) {
	if l.IsZero() {
		return nil, nil, nil, nil
	}
	kind = &l.Kind
	if l.From > 0 {
		from, to = &l.From, &l.To
	}
	if l.Kind == "sheet" {
		sheet = &l.Sheet
	}
	return kind, from, to, sheet
}

// AdoptStaged moves the vectors staged for model (chunk_vectors, ADR 0032)
// into the workspace's chunks whose text they were made of, as the
// re-embedding job's cut-over does in its transaction.
func AdoptStaged(ctx context.Context, db DB, ws uuid.UUID, model string) error {
	_, err := db.Exec(ctx, `
		UPDATE document_chunks c SET embedding = v.embedding, embedding_model = v.embedding_model
		FROM chunk_vectors v
		WHERE c.workspace_id = $1 AND v.workspace_id = $1 AND v.chunk_id = c.id AND v.embedding_model = $2
		  AND v.content_hash = c.content_hash AND c.embedding_model <> $2`, ws, model)
	return err
}
