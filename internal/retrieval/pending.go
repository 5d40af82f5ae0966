package retrieval

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// The GIN indexes of document_chunks (the English and simple tsvectors, the
// readers) are built with fastupdate, PostgreSQL's default: a chunk written
// goes to the index's pending list, an unsorted run of pages that every scan
// of the index reads whole, and reaches the index proper only when
// autovacuum runs (at 100k chunks, after some 20,000 more rows are written;
// at 1M, 200,000) or the list passes gin_pending_list_limit (4 MB). So after a
// sync pass every search paid for the pass's chunks twice over: the English
// arm's scan and the identifier arm's read all the pending pages. Measured on
// the 100k benchmark workspace (ADR 0078), whose last pass left 1,000 chunks
// pending: a scan for a word no chunk holds read 38 pages instead of 4 (0.30 ms
// instead of 0.04); at 1M, cold, 37 pages from disk, 10 ms.

// flushPendingSQL moves every GIN index's pending entries of document_chunks
// into the index proper, in bulk (what VACUUM does), and returns the pages
// it emptied. It reads no tenant row: the lists are the whole table's.
const flushPendingSQL = `
SELECT COALESCE(sum(gin_clean_pending_list(i.indexrelid)), 0)::bigint
FROM pg_index i
JOIN pg_class c ON c.oid = i.indexrelid
JOIN pg_am a ON a.oid = c.relam
WHERE i.indrelid = 'document_chunks'::regclass AND a.amname = 'gin'`

// FlushPendingIndexEntries moves the chunks written since the last flush
// from the GIN indexes' pending lists into the indexes, so that searches
// stop reading them page by page; RefreshTermStats runs it at the end of
// each sync pass. It returns the pages emptied. A database role that does
// not own the indexes may not flush them (PostgreSQL asks what VACUUM asks):
// then nothing is flushed, autovacuum does it later, and no error is
// returned, since searches stay correct either way.
func FlushPendingIndexEntries(ctx context.Context, db txBeginner) (int64, error) {
	var pages int64
	err := pgx.BeginFunc(ctx, db, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, flushPendingSQL).Scan(&pages)
	})
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "42501" { // insufficient_privilege
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("flush pending index entries: %w", err)
	}
	return pages, nil
}
