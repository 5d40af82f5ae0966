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

// SettleStaged moves a bounded batch of a switched workspace's staged
// vectors into its chunks (ADR 0071): the first n rows of chunk_vectors after
// the chunk id after, other than keep's (the model of a move under way,
// whose rows stay; "" keeps none). A row of model whose text is still its
// chunk's becomes the chunk's vector and model; every row read is deleted,
// in the same statement, so a reader's snapshot sees each chunk's vector of
// model in exactly one place. It returns how many rows it read and the last
// chunk id (the keyset's next start); 0 rows: none left after after.
func SettleStaged(ctx context.Context, db DB, ws uuid.UUID, model, keep string, after uuid.UUID, n int) (read int, last uuid.UUID, err error) {
	var lastID *uuid.UUID
	err = db.QueryRow(ctx, `
		WITH batch AS (
			SELECT chunk_id, embedding_model, content_hash, embedding FROM chunk_vectors
			WHERE workspace_id = $1 AND chunk_id > $4 AND embedding_model <> $3
			ORDER BY chunk_id
			LIMIT $5
		), adopted AS (
			UPDATE document_chunks c SET embedding = b.embedding, embedding_model = b.embedding_model
			FROM batch b
			WHERE c.workspace_id = $1 AND c.id = b.chunk_id AND b.embedding_model = $2
			  AND c.content_hash = b.content_hash AND c.embedding_model <> $2
			RETURNING c.id
		), dropped AS (
			DELETE FROM chunk_vectors v USING batch b
			WHERE v.workspace_id = $1 AND v.chunk_id = b.chunk_id AND v.embedding_model = b.embedding_model
			RETURNING v.chunk_id
		)
		-- A data-modifying CTE runs to completion whether read or not.
		SELECT (SELECT count(*) FROM batch)::int, (SELECT chunk_id FROM batch ORDER BY chunk_id DESC LIMIT 1)`,
		ws, model, keep, after, n).Scan(&read, &lastID)
	if err != nil || lastID == nil {
		return read, uuid.Nil, err
	}
	return read, *lastID, nil
}
