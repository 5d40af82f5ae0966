package source

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// Stored is what a pass knows of a listed document before it looks at it again.
type Stored struct {
	ID         uuid.UUID
	Existed    bool // false: the listing created it just now, as pending
	Title      string
	UpstreamAt *time.Time
	Hash       string
	Status     DocStatus
	LastSeen   time.Time
	OtherModel bool // some chunk carries a model not accepted: re-embed
}

// Observe stamps a listed document with the pass's start (creating it as
// pending the first time) and returns what was stored before, in one
// statement: the CTEs share one snapshot, so old is the row before the stamp.
// A chunk of a model not in accepted makes the document OtherModel.
func Observe(ctx context.Context, db DB, src Source, externalID, title string, start time.Time, accepted []string) (Stored, error) {
	var d Stored
	var oldID *uuid.UUID
	var oldTitle, hash, status *string
	var lastSeen *time.Time
	var other *bool
	err := db.QueryRow(ctx, `WITH old AS (
			SELECT id, title, upstream_updated_at, content_hash, status, last_seen_at,
				EXISTS (SELECT 1 FROM document_chunks c WHERE c.workspace_id = $1 AND c.document_id = d.id AND c.embedding_model <> ALL($6)) AS other_model
			FROM documents d WHERE workspace_id = $1 AND source_id = $2 AND external_id = $3
		), up AS (
			INSERT INTO documents (workspace_id, source_id, external_id, title, last_seen_at)
			VALUES ($1, $2, $3, $4, $5)
			ON CONFLICT (workspace_id, source_id, external_id) DO UPDATE SET last_seen_at = GREATEST(documents.last_seen_at, EXCLUDED.last_seen_at)
			WHERE documents.workspace_id = EXCLUDED.workspace_id
			RETURNING id
		)
		SELECT up.id, old.id, old.title, old.upstream_updated_at, old.content_hash, old.status, old.last_seen_at, old.other_model
		FROM up LEFT JOIN old ON true
/* all readers: the sync pass observes its own stored document */`,
		src.WorkspaceID, src.ID, externalID, title, start, accepted).
		Scan(&d.ID, &oldID, &oldTitle, &d.UpstreamAt, &hash, &status, &lastSeen, &other)
	if err != nil {
		return d, fmt.Errorf("observe document: %w", err)
	}
	if oldID != nil {
		d.Existed, d.Title, d.Hash, d.Status, d.LastSeen, d.OtherModel = true, *oldTitle, *hash, DocStatus(*status), *lastSeen, *other
	}
	return d, nil
}

// MarkDocumentFailed records a document's failure; its previous chunks stay
// searchable. A url, when the provider gave one, is stored too: a document
// that failed on its first pass has no other link for the admin to open.
func MarkDocumentFailed(ctx context.Context, db DB, ws, docID uuid.UUID, msg, url string) error {
	_, err := db.Exec(ctx, `UPDATE documents SET status = $4, error = $3, url = COALESCE(NULLIF($5, ''), url), updated_at = now()
		WHERE workspace_id = $1 AND id = $2`, ws, docID, msg, string(DocFailed), url)
	if err != nil {
		return fmt.Errorf("mark document failed: %w", err)
	}
	return nil
}

// MarkDocumentCurrent records a fetched document whose content did not
// change: only its upstream edit time and URL move, and it is indexed again
// if it had failed; no chunk is touched.
func MarkDocumentCurrent(ctx context.Context, db DB, ws, docID uuid.UUID, upstreamAt time.Time, url string) error {
	_, err := db.Exec(ctx, `UPDATE documents SET upstream_updated_at = $3, url = $4, status = $5, error = NULL, updated_at = now()
		WHERE workspace_id = $1 AND id = $2 AND (upstream_updated_at IS DISTINCT FROM $3 OR url <> $4 OR status <> $5)`,
		ws, docID, nullTime(upstreamAt), url, string(DocIndexed))
	if err != nil {
		return fmt.Errorf("mark document current: %w", err)
	}
	return nil
}

// Indexed is a document's row after its chunks were written.
type Indexed struct {
	Title, URL string
	UpstreamAt time.Time // zero: unknown
	Hash       string    // of its Markdown
	Tokens     int
}

// DeleteDocument removes a document; its chunks go with it (ON DELETE CASCADE).
func DeleteDocument(ctx context.Context, db DB, ws, docID uuid.UUID) error {
	_, err := db.Exec(ctx, `DELETE FROM documents WHERE workspace_id = $1 AND id = $2`, ws, docID)
	if err != nil {
		return fmt.Errorf("delete document: %w", err)
	}
	return nil
}

// Loaded is a document written whole with its chunks (an evaluation corpus,
// a benchmark), not found by a pass.
type Loaded struct {
	ID         uuid.UUID // chosen by the caller, so its chunks can name it
	SourceID   uuid.UUID
	ExternalID string
	Title      string
	Hash       string
	Tokens     int
}

// CopyDocuments writes loaded documents with one COPY, indexed as of now.
// Their chunks follow with CopyChunks, in the same transaction.
func CopyDocuments(ctx context.Context, db DB, ws uuid.UUID, docs []Loaded) error {
	now := time.Now()
	rows := make([][]any, len(docs))
	for i, d := range docs {
		rows[i] = []any{d.ID, ws, d.SourceID, d.ExternalID, d.Title, d.Hash, string(DocIndexed), d.Tokens, now, now}
	}
	_, err := db.CopyFrom(ctx, documentsTable, []string{"id", "workspace_id", "source_id", "external_id", "title",
		"content_hash", "status", "token_count", "last_seen_at", "indexed_at"}, pgx.CopyFromRows(rows))
	if err != nil {
		return fmt.Errorf("insert documents: %w", err)
	}
	return nil
}

func nullTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

// Listed is a document as a provider's listing names it.
type Listed struct{ ExternalID, Title string }

// ObserveMany is Observe for a page of listed documents in one statement
// (ADR 0061): it returns what was stored before, by external id. External
// ids must be distinct (one row cannot be stamped twice by one statement).
func ObserveMany(ctx context.Context, db DB, src Source, docs []Listed, start time.Time, accepted []string) (map[string]Stored, error) {
	ids, titles := make([]string, len(docs)), make([]string, len(docs))
	for i, d := range docs {
		ids[i], titles[i] = d.ExternalID, d.Title
	}
	rows, err := db.Query(ctx, `WITH old AS (
			SELECT id, external_id, title, upstream_updated_at, content_hash, status, last_seen_at,
				EXISTS (SELECT 1 FROM document_chunks c WHERE c.workspace_id = $1 AND c.document_id = d.id AND c.embedding_model <> ALL($6)) AS other_model
			FROM documents d WHERE workspace_id = $1 AND source_id = $2 AND external_id = ANY($3)
		), up AS (
			INSERT INTO documents (workspace_id, source_id, external_id, title, last_seen_at)
			SELECT $1, $2, v.external_id, v.title, $5 FROM unnest($3::text[], $4::text[]) AS v(external_id, title)
			ON CONFLICT (workspace_id, source_id, external_id) DO UPDATE SET last_seen_at = GREATEST(documents.last_seen_at, EXCLUDED.last_seen_at)
			WHERE documents.workspace_id = EXCLUDED.workspace_id
			RETURNING id, external_id
		)
		SELECT up.external_id, up.id, old.id, old.title, old.upstream_updated_at, old.content_hash, old.status, old.last_seen_at, old.other_model
		FROM up LEFT JOIN old ON old.external_id = up.external_id
/* all readers: the sync pass observes its own stored documents */`,
		src.WorkspaceID, src.ID, ids, titles, start, accepted)
	if err != nil {
		return nil, fmt.Errorf("observe documents: %w", err)
	}
	defer rows.Close()
	out := make(map[string]Stored, len(docs))
	for rows.Next() {
		var d Stored
		var ext string
		var oldID *uuid.UUID
		var oldTitle, hash, status *string
		var lastSeen *time.Time
		var other *bool
		if err := rows.Scan(&ext, &d.ID, &oldID, &oldTitle, &d.UpstreamAt, &hash, &status, &lastSeen, &other); err != nil {
			return nil, fmt.Errorf("observe documents: %w", err)
		}
		if oldID != nil {
			d.Existed, d.Title, d.Hash, d.Status, d.LastSeen, d.OtherModel = true, *oldTitle, *hash, DocStatus(*status), *lastSeen, *other
		}
		out[ext] = d
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("observe documents: %w", err)
	}
	return out, nil
}
