package retrieval

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/access"
	"knowledgestack/internal/errs"
)

// MaxDocumentBytes caps the Markdown one document read returns, so a huge
// spreadsheet converted to Markdown cannot fill a client's context or our memory.
const MaxDocumentBytes = 512 << 10

// Document is an indexed document's Markdown, as its chunks hold it.
type Document struct {
	ID, SourceID uuid.UUID
	Title, URL   string
	Markdown     string
	// Truncated is set when the Markdown was cut at MaxDocumentBytes.
	Truncated bool
}

const documentSQL = `SELECT d.id, d.source_id, d.title, d.url FROM documents d
WHERE d.workspace_id = $1 AND d.id = $2 AND d.status = 'indexed' AND d.readers && $3::text[]`

const documentChunksSQL = `SELECT c.content FROM document_chunks c
WHERE c.workspace_id = $1 AND c.document_id = $2 AND c.readers && $3::text[] ORDER BY c.chunk_index`

// Document reads one indexed document of the workspace: its chunks, which
// are raw slices of its Markdown (internal/chunk), joined in order. A split
// table repeats its header row where it was split. A document of another
// workspace, one the user may not read (ADR 0058), or none, is not_found.
func (s *Searcher) Document(ctx context.Context, workspaceID, userID, id uuid.UUID) (Document, error) {
	readers, err := access.Principals(ctx, s.pool, workspaceID, userID)
	if err != nil {
		return Document{}, fmt.Errorf("read document: %w", err)
	}
	var d Document
	err = s.pool.QueryRow(ctx, documentSQL, workspaceID, id, readers).Scan(&d.ID, &d.SourceID, &d.Title, &d.URL)
	if err != nil {
		return Document{}, errs.FromPG(err, "read document", "document")
	}
	rows, err := s.pool.Query(ctx, documentChunksSQL, workspaceID, id, readers)
	if err != nil {
		return Document{}, fmt.Errorf("read document chunks: %w", err)
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var content string
		if err := rows.Scan(&content); err != nil {
			return Document{}, fmt.Errorf("read document chunks: %w", err)
		}
		if b.Len() > 0 {
			b.WriteString("\n\n")
		}
		if b.Len()+len(content) > MaxDocumentBytes {
			d.Truncated = true
			b.WriteString(truncateUTF8(content, MaxDocumentBytes-b.Len()))
			break
		}
		b.WriteString(strings.TrimRight(content, "\n"))
	}
	if err := rows.Err(); err != nil && err != pgx.ErrNoRows {
		return Document{}, fmt.Errorf("read document chunks: %w", err)
	}
	d.Markdown = b.String()
	return d, nil
}

// truncateUTF8 cuts s to at most n bytes without splitting a character.
func truncateUTF8(s string, n int) string {
	if n <= 0 {
		return ""
	}
	if len(s) <= n {
		return s
	}
	for n > 0 && !isRuneStart(s[n]) {
		n--
	}
	return s[:n]
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }

// DocumentEntry is one indexed document as a listing names it.
type DocumentEntry struct {
	ID         uuid.UUID
	Title, URL string
}

// documentListSQL pages by keyset on the id, so a page costs the same however
// deep it is, and a document added or deleted meanwhile neither repeats nor
// shifts a page. The id, not the title, is the key so that a cursor holds
// nothing of a document's content (a title can name a person, ADR 0047).
const documentListSQL = `SELECT d.id, d.title, d.url FROM documents d
WHERE d.workspace_id = $1 AND d.status = 'indexed' AND ($2::uuid IS NULL OR d.id > $2) AND d.readers && $4::text[]
ORDER BY d.id LIMIT $3`

// ListDocuments lists at most limit indexed documents of the workspace whose
// id comes after after (uuid.Nil: from the start), in id order: the ones
// Document can read.
// Only documents the user may read are listed (ADR 0058).
func (s *Searcher) ListDocuments(ctx context.Context, workspaceID, userID, after uuid.UUID, limit int) ([]DocumentEntry, error) {
	readers, err := access.Principals(ctx, s.pool, workspaceID, userID)
	if err != nil {
		return nil, fmt.Errorf("list documents: %w", err)
	}
	var afterID *uuid.UUID
	if after != uuid.Nil {
		afterID = &after
	}
	rows, err := s.pool.Query(ctx, documentListSQL, workspaceID, afterID, limit, readers)
	if err != nil {
		return nil, fmt.Errorf("list documents: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (DocumentEntry, error) {
		var e DocumentEntry
		return e, r.Scan(&e.ID, &e.Title, &e.URL)
	})
	if err != nil {
		return nil, fmt.Errorf("list documents: %w", err)
	}
	return out, nil
}
