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
		WHERE workspace_id = $1 AND document_id = $2 ORDER BY chunk_index`, ws, docID)
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
			  AND v.content_hash = ANY($4)`, ws, docID, model, hashes)
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

// replaceChunks writes the changed chunks of a document, drops the chunks past
// its new end and marks it indexed, in one transaction: a reader sees the old
// version or the new one, never a mix. With mv, each written chunk's target
// vector is staged too, if the move is still the one the vectors were made
// for; the workspace's row is read FOR SHARE, so the cut-over (FOR UPDATE)
// cannot commit between that check and these writes. A move that ended (or
// changed) meanwhile gets the chunks with the target model's vectors instead:
// never a chunk of the old model in a workspace that switched.
func (s *Store) replaceChunks(ctx context.Context, ws, docID uuid.UUID, d source.Indexed, writes []chunkRow, count int, mv *move) (deleted int, err error) {
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if mv != nil {
			var model, target string
			err := tx.QueryRow(ctx, `SELECT model, COALESCE(target_model, '') FROM workspace_embedding WHERE workspace_id = $1 FOR SHARE`, ws).
				Scan(&model, &target)
			if err != nil {
				return fmt.Errorf("read the workspace's embedding model: %w", err)
			}
			if model != mv.live || target != mv.target {
				for i := range writes {
					writes[i].Model, writes[i].Vector = mv.target, writes[i].Staged
				}
				mv = nil
			}
		}
		var err error
		if deleted, err = source.DropChunks(ctx, tx, ws, docID, indexes(writes), count); err != nil {
			return err
		}
		if _, err := source.CopyChunks(ctx, tx, ws, func(yield func(source.Chunk) bool) {
			for _, c := range writes {
				c.DocumentID = docID
				if !yield(c.Chunk) {
					return
				}
			}
		}); err != nil {
			return err
		}
		if mv != nil {
			b := &pgx.Batch{}
			for _, c := range writes {
				// Keyed by the chunk, as the re-embedding job stages.
				b.Queue(`INSERT INTO chunk_vectors (chunk_id, workspace_id, embedding_model, content_hash, embedding)
					SELECT id, workspace_id, $4, $5, $6 FROM document_chunks WHERE workspace_id = $1 AND document_id = $2 AND chunk_index = $3`,
					ws, docID, c.Index, mv.target, c.Hash, c.Staged)
			}
			if err := tx.SendBatch(ctx, b).Close(); err != nil {
				return fmt.Errorf("stage vectors: %w", err)
			}
		}
		return source.MarkIndexed(ctx, tx, ws, docID, d)
	})
	return deleted, err
}

// indexes are the chunk indexes of rows.
func indexes(rows []chunkRow) []int {
	out := make([]int, len(rows))
	for i, r := range rows {
		out[i] = r.Index
	}
	return out
}
