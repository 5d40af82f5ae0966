package source

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// Reindexed is one document's new version as a sync pass writes it: its
// changed chunks (their DocumentID is set here), how many it has now, and
// its row.
type Reindexed struct {
	DocumentID uuid.UUID
	Doc        Indexed
	Chunks     []Chunk // the chunks to (re)write; the document's others stay as stored
	Count      int     // chunks the document has now: stored ones from here on are dropped
}

// WriteReindexed writes several re-indexed documents in a fixed number of
// statements, whatever their number (ADR 0061): one DELETE drops the chunks
// being rewritten and those past each document's new end, one COPY writes
// the new chunks, one UPDATE marks the documents indexed. Run it in a
// transaction so a reader sees each document's old version or its new one.
// It returns how many chunks past the documents' ends it dropped.
func WriteReindexed(ctx context.Context, tx pgx.Tx, ws uuid.UUID, docs []Reindexed) (int, error) {
	if len(docs) == 0 {
		return 0, nil
	}
	var (
		ids, dropDocs         []uuid.UUID
		ends, dropIdx, tokens []int
		titles, urls, hashes  []string
		upstream              []*time.Time
	)
	for _, d := range docs {
		ids, ends = append(ids, d.DocumentID), append(ends, d.Count)
		titles, urls, hashes = append(titles, d.Doc.Title), append(urls, d.Doc.URL), append(hashes, d.Doc.Hash)
		upstream, tokens = append(upstream, nullTime(d.Doc.UpstreamAt)), append(tokens, d.Doc.Tokens)
		for _, c := range d.Chunks {
			dropDocs, dropIdx = append(dropDocs, d.DocumentID), append(dropIdx, c.Index)
		}
	}
	var past int
	err := tx.QueryRow(ctx, `WITH gone AS (
			DELETE FROM document_chunks c USING unnest($2::uuid[], $3::int[]) AS d(id, n)
			WHERE c.workspace_id = $1 AND c.document_id = d.id
			  AND (c.chunk_index >= d.n OR (c.document_id, c.chunk_index) IN (SELECT * FROM unnest($4::uuid[], $5::int[])))
			RETURNING c.chunk_index >= d.n AS past)
		SELECT count(*) FILTER (WHERE past) FROM gone`, ws, ids, ends, dropDocs, dropIdx).Scan(&past)
	if err != nil {
		return 0, fmt.Errorf("drop old chunks: %w", err)
	}
	if _, err := CopyChunks(ctx, tx, ws, func(yield func(Chunk) bool) {
		for _, d := range docs {
			for _, c := range d.Chunks {
				c.DocumentID = d.DocumentID
				if !yield(c) {
					return
				}
			}
		}
	}); err != nil {
		return 0, err
	}
	_, err = tx.Exec(ctx, `UPDATE documents d SET title = v.title, url = v.url, upstream_updated_at = v.upstream,
			content_hash = v.hash, token_count = v.tokens, status = $8, error = NULL, indexed_at = now(), updated_at = now()
		FROM unnest($2::uuid[], $3::text[], $4::text[], $5::timestamptz[], $6::text[], $7::int[]) AS v(id, title, url, upstream, hash, tokens)
		WHERE d.workspace_id = $1 AND d.id = v.id`, ws, ids, titles, urls, upstream, hashes, tokens, string(DocIndexed))
	if err != nil {
		return 0, fmt.Errorf("mark documents indexed: %w", err)
	}
	return past, nil
}
