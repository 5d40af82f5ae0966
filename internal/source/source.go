// Package source owns the sources, documents and document_chunks tables: the
// Source and Document nouns, their statuses, and every statement that writes
// those three tables (ADR 0054). The sync pass, the connectors' pickers and
// grants, the Slack app, uploads, the retrieval evaluation's loader and the
// benchmarks call it; a test (internal/tableowner) fails when SQL elsewhere
// writes them.
//
// Each function takes a DB (a pool, a pooled connection or a transaction), so
// a caller composes these writes with its own tables' in one transaction.
package source

import (
	"context"
	"encoding/json"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// DB is what the statements run on: *pgxpool.Pool, *pgxpool.Conn, *pgx.Conn
// and pgx.Tx all satisfy it.
type DB interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
	CopyFrom(ctx context.Context, table pgx.Identifier, columns []string, rows pgx.CopyFromSource) (int64, error)
}

// Upload is the provider of uploaded files (and of documents loaded directly,
// such as an evaluation corpus): they have no credential.
const Upload = "upload"

// Source is a sources row as a connector is built from it.
type Source struct {
	ID           uuid.UUID
	WorkspaceID  uuid.UUID
	Provider     string // Upload, "notion", "confluence", "gdrive", "slack"
	ExternalID   string // the provider's id of the source (workspace, space, folder, team)
	Name         string
	CredentialID *uuid.UUID // nil for uploads, and once a departed grantor's credential is deleted
	Config       json.RawMessage
}

// Status is a source's state, as the sources page shows it.
type Status string

// The statuses of a source (the column's CHECK constraint lists the same).
const (
	Idle    Status = "idle"    // nothing running; synced, or never yet
	Queued  Status = "queued"  // a sync was requested and waits for a worker
	Syncing Status = "syncing" // a pass is under way (running, or waiting to resume)
	// NeedsReview: the mass-deletion guard stopped a pass; a confirmed sync deletes.
	NeedsReview Status = "needs_review"
	// NeedsReauth: the provider refused the credential, or its grantor left;
	// nothing is synced until it is reconnected.
	NeedsReauth Status = "needs_reauth"
	Failed      Status = "error" // the last pass failed; its checkpoint is kept for the retry
)

// Paused are the statuses the scheduler does not start a pass from: a person
// has to act first.
var Paused = []string{string(NeedsReauth), string(NeedsReview)}

// DocStatus is a document's state.
type DocStatus string

// The statuses of a document.
const (
	DocPending DocStatus = "pending" // listed, not yet indexed
	DocIndexed DocStatus = "indexed" // its chunks are searchable
	DocFailed  DocStatus = "failed"  // the last fetch or conversion failed; older chunks stay searchable
)
