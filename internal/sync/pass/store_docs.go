package pass

import (
	"context"
	"fmt"

	"knowledgestack/internal/source"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/pgvector/pgvector-go"
)

// storedChunk is the identity of a stored chunk.
type storedChunk struct {
	Index int
	Hash  string
	Model string
}

// chunkHashes lists a document's chunks in reading order.
func (s *Store) chunkHashes(ctx context.Context, ws, docID uuid.UUID) ([]storedChunk, error) {
	rows, err := s.pool.Query(ctx, `SELECT chunk_index, content_hash, embedding_model FROM document_chunks
		WHERE workspace_id = $1 AND document_id = $2 ORDER BY chunk_index
/* all readers: the sync pass compares its own stored chunks */`, ws, docID)
	if err != nil {
		return nil, fmt.Errorf("list chunks: %w", err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowToStructByPos[storedChunk])
	if err != nil {
		return nil, fmt.Errorf("list chunks: %w", err)
	}
	return out, nil
}

// vectorsByHash returns vectors of model for the given chunk hashes, from
// the document's chunks or its staged vectors (ADR 0032: a staged vector is
// of the text its content_hash names, whatever the chunk holds now).
func (s *Store) vectorsByHash(ctx context.Context, ws, docID uuid.UUID, model string, hashes []string) (map[string]pgvector.Vector, error) {
	out := map[string]pgvector.Vector{}
	if len(hashes) == 0 {
		return out, nil
	}
	rows, err := s.pool.Query(ctx, `SELECT content_hash, embedding FROM document_chunks
			WHERE workspace_id = $1 AND document_id = $2 AND embedding_model = $3 AND content_hash = ANY($4)
		UNION ALL
		SELECT v.content_hash, v.embedding FROM chunk_vectors v JOIN document_chunks c ON c.id = v.chunk_id
			WHERE v.workspace_id = $1 AND c.workspace_id = $1 AND c.document_id = $2 AND v.embedding_model = $3
			  AND v.content_hash = ANY($4)
/* all readers: the sync pass reuses its own stored vectors */`, ws, docID, model, hashes)
	if err != nil {
		return nil, fmt.Errorf("load vectors: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var h string
		var v pgvector.Vector
		if err := rows.Scan(&h, &v); err != nil {
			return nil, fmt.Errorf("load vectors: %w", err)
		}
		out[h] = v
	}
	return out, rows.Err()
}

// chunkRow is a chunk to write, with its vector of the move's target model
// during a move.
type chunkRow struct {
	source.Chunk
	Staged pgvector.Vector
}

// move is a workspace's move from its live model to target, as a pass saw it
// when it embedded a document's chunks for both.
type move struct {
	live, target string
}
