package pass

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/pgvector/pgvector-go"

	"knowledgestack/internal/convert"
)

// docRow is what the pass knows of a document before it looks at it again.
type docRow struct {
	ID         uuid.UUID
	Existed    bool
	Title      string
	UpstreamAt *time.Time
	Hash       string
	Status     string
	LastSeen   time.Time
	OtherModel bool // some chunk carries a model not accepted: re-embed
}

// observe stamps the listed document with the pass start (creating it as
// pending the first time) and returns what was stored before, in one
// statement: the CTEs share one snapshot, so old is the row before the stamp.
// A chunk of a model not in accepted makes the document OtherModel.
func (s *Store) observe(ctx context.Context, src Source, it Item, start time.Time, accepted []string) (docRow, error) {
	var d docRow
	var oldID *uuid.UUID
	var title, hash, status *string
	var lastSeen *time.Time
	var other *bool
	err := s.pool.QueryRow(ctx, `WITH old AS (
			SELECT id, title, upstream_updated_at, content_hash, status, last_seen_at,
				EXISTS (SELECT 1 FROM document_chunks c WHERE c.workspace_id = $1 AND c.document_id = d.id AND c.embedding_model <> ALL($6)) AS other_model
			FROM documents d WHERE workspace_id = $1 AND source_id = $2 AND external_id = $3
		), up AS (
			INSERT INTO documents (workspace_id, source_id, external_id, title, last_seen_at)
			VALUES ($1, $2, $3, $4, $5)
			ON CONFLICT (source_id, external_id) DO UPDATE SET last_seen_at = GREATEST(documents.last_seen_at, EXCLUDED.last_seen_at)
			WHERE documents.workspace_id = EXCLUDED.workspace_id
			RETURNING id
		)
		SELECT up.id, old.id, old.title, old.upstream_updated_at, old.content_hash, old.status, old.last_seen_at, old.other_model
		FROM up LEFT JOIN old ON true
/* all readers: the sync pass observes its own stored document */`,
		src.WorkspaceID, src.ID, it.ExternalID, it.Title, start, accepted).
		Scan(&d.ID, &oldID, &title, &d.UpstreamAt, &hash, &status, &lastSeen, &other)
	if err != nil {
		return d, fmt.Errorf("observe document: %w", err)
	}
	if oldID != nil {
		d.Existed, d.Title, d.Hash, d.Status, d.LastSeen, d.OtherModel = true, *title, *hash, *status, *lastSeen, *other
	}
	return d, nil
}

// markFailed records a document's failure; its previous chunks stay searchable.
func (s *Store) markFailed(ctx context.Context, ws, docID uuid.UUID, msg string) error {
	_, err := s.pool.Exec(ctx, `UPDATE documents SET status = 'failed', error = $3, updated_at = now()
		WHERE workspace_id = $1 AND id = $2`, ws, docID, msg)
	if err != nil {
		return fmt.Errorf("mark document failed: %w", err)
	}
	return nil
}

// markCurrent records a fetched document whose content did not change: only
// its upstream edit time, title and URL move; no chunk is touched.
func (s *Store) markCurrent(ctx context.Context, ws, docID uuid.UUID, d Document) error {
	_, err := s.pool.Exec(ctx, `UPDATE documents SET upstream_updated_at = $3, url = $4, status = 'indexed', error = NULL, updated_at = now()
		WHERE workspace_id = $1 AND id = $2 AND (upstream_updated_at IS DISTINCT FROM $3 OR url <> $4 OR status <> 'indexed')`,
		ws, docID, nullTime(d.UpdatedAt), d.URL)
	if err != nil {
		return fmt.Errorf("mark document current: %w", err)
	}
	return nil
}

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

// chunkRow is a chunk to write.
type chunkRow struct {
	Index       int
	Title       string
	HeadingPath string
	Content     string
	Tokens      int
	Hash        string
	Model       string
	Vector      pgvector.Vector
	Staged      pgvector.Vector // the move's target model's vector, during a move
	Location    convert.Location
}

// move is a workspace's move from its live model to target, as a pass saw it
// when it embedded a document's chunks for both.
type move struct {
	live, target string
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

// indexed is the document row after a re-index.
type indexed struct {
	Doc    Document
	Hash   string
	Tokens int
}

// replaceChunks writes the changed chunks of a document, drops the chunks past
// its new end and marks it indexed, in one transaction: a reader sees the old
// version or the new one, never a mix. With mv, each written chunk's target
// vector is staged too, if the move is still the one the vectors were made
// for; the workspace's row is read FOR SHARE, so the cut-over (FOR UPDATE)
// cannot commit between that check and these writes. A move that ended (or
// changed) meanwhile gets the chunks with the target model's vectors instead:
// never a chunk of the old model in a workspace that switched.
func (s *Store) replaceChunks(ctx context.Context, ws, docID uuid.UUID, d indexed, writes []chunkRow, count int, mv *move) (deleted int, err error) {
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
		b := &pgx.Batch{}
		for _, c := range writes {
			kind, from, to, sheet := locationArgs(c.Location)
			b.Queue(`INSERT INTO document_chunks (workspace_id, document_id, chunk_index, title, heading_path, content,
					token_count, content_hash, embedding_model, embedding, location_kind, location_from, location_to, location_sheet)
				VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
				ON CONFLICT (document_id, chunk_index) DO UPDATE SET title = EXCLUDED.title, heading_path = EXCLUDED.heading_path,
					content = EXCLUDED.content, token_count = EXCLUDED.token_count, content_hash = EXCLUDED.content_hash,
					embedding_model = EXCLUDED.embedding_model, embedding = EXCLUDED.embedding,
					location_kind = EXCLUDED.location_kind, location_from = EXCLUDED.location_from,
					location_to = EXCLUDED.location_to, location_sheet = EXCLUDED.location_sheet, created_at = now()
				WHERE document_chunks.workspace_id = EXCLUDED.workspace_id`,
				ws, docID, c.Index, c.Title, c.HeadingPath, c.Content, c.Tokens, c.Hash, c.Model, c.Vector, kind, from, to, sheet)
			if mv != nil {
				// Keyed by the chunk, as the re-embedding job stages: a vector
				// staged for the chunk's earlier text is replaced.
				b.Queue(`INSERT INTO chunk_vectors (chunk_id, workspace_id, embedding_model, content_hash, embedding)
					SELECT id, workspace_id, $4, $5, $6 FROM document_chunks WHERE workspace_id = $1 AND document_id = $2 AND chunk_index = $3
					ON CONFLICT (chunk_id, embedding_model) DO UPDATE SET content_hash = EXCLUDED.content_hash, embedding = EXCLUDED.embedding
					WHERE chunk_vectors.workspace_id = EXCLUDED.workspace_id`,
					ws, docID, c.Index, mv.target, c.Hash, c.Staged)
			}
		}
		if err := tx.SendBatch(ctx, b).Close(); err != nil {
			return fmt.Errorf("write chunks: %w", err)
		}
		tag, err := tx.Exec(ctx, `DELETE FROM document_chunks WHERE workspace_id = $1 AND document_id = $2 AND chunk_index >= $3`, ws, docID, count)
		if err != nil {
			return fmt.Errorf("drop old chunks: %w", err)
		}
		deleted = int(tag.RowsAffected())
		_, err = tx.Exec(ctx, `UPDATE documents SET title = $3, url = $4, upstream_updated_at = $5, content_hash = $6,
				token_count = $7, status = 'indexed', error = NULL, indexed_at = now(), updated_at = now()
			WHERE workspace_id = $1 AND id = $2`, ws, docID, d.Doc.Title, d.Doc.URL, nullTime(d.Doc.UpdatedAt), d.Hash, d.Tokens)
		if err != nil {
			return fmt.Errorf("mark document indexed: %w", err)
		}
		return nil
	})
	return deleted, err
}

func nullTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}
