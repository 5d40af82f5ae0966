package source

import (
	"context"
	"encoding/json"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/errs"
)

// Spec is a source to add, or to update when the workspace already has the
// provider's source of that external id.
type Spec struct {
	WorkspaceID  uuid.UUID
	Provider     string
	ExternalID   string
	Name         string
	CredentialID *uuid.UUID
	Config       json.RawMessage // nil: {}
	CreatedBy    *uuid.UUID      // nil: no one (a system upload, a benchmark)
	// SyncedAt marks a source whose documents are written directly (an
	// evaluation corpus, a benchmark) as synced then; nil leaves it unsynced.
	SyncedAt *time.Time
}

// Upsert adds the source or updates its name, credential and configuration,
// and returns its id. Adding it again is how a person reconnects it: a source
// that needed re-authorisation becomes idle with its error cleared (it has
// the credential just granted or picked), so the scheduler syncs it again.
// Any other status (a running pass, a held-back deletion) is left as it is.
func Upsert(ctx context.Context, db DB, s Spec) (uuid.UUID, error) {
	var id uuid.UUID
	err := db.QueryRow(ctx, `
		INSERT INTO sources (workspace_id, provider, external_id, name, credential_id, config, created_by, last_synced_at)
		VALUES ($1, $2, $3, $4, $5, COALESCE($6::jsonb, '{}'), $7, $8)
		ON CONFLICT (workspace_id, provider, external_id) DO UPDATE
		SET name = EXCLUDED.name, credential_id = EXCLUDED.credential_id, config = EXCLUDED.config,
		    status = CASE WHEN sources.status = $9 THEN $10 ELSE sources.status END,
		    last_error = CASE WHEN sources.status = $9 THEN NULL ELSE sources.last_error END,
		    last_synced_at = COALESCE(EXCLUDED.last_synced_at, sources.last_synced_at),
		    updated_at = now()
		WHERE sources.workspace_id = $1
		RETURNING id`,
		s.WorkspaceID, s.Provider, s.ExternalID, s.Name, s.CredentialID, []byte(s.Config), s.CreatedBy, s.SyncedAt,
		string(NeedsReauth), string(Idle)).Scan(&id)
	if err != nil {
		return uuid.Nil, errs.FromPG(err, "save source", "source")
	}
	return id, nil
}

// Delete removes a source; its documents, chunks and files cascade.
func Delete(ctx context.Context, db DB, ws, id uuid.UUID) error {
	tag, err := db.Exec(ctx, `DELETE FROM sources WHERE workspace_id = $1 AND id = $2`, ws, id)
	return errs.Affected(tag, err, "delete source", "source not found")
}

// MarkNeedsReauth flags every source of the credential as needing
// re-authorisation, with reason as the error the sources page shows.
// Nothing indexed is deleted. The caller flags the credential itself in the
// same transaction (grants.MarkNeedsReauth).
func MarkNeedsReauth(ctx context.Context, db DB, ws, credentialID uuid.UUID, reason string) error {
	_, err := db.Exec(ctx, `UPDATE sources SET status = $3, last_error = $4, updated_at = now()
		WHERE workspace_id = $1 AND credential_id = $2`, ws, credentialID, string(NeedsReauth), reason)
	return errs.FromPG(err, "mark sources for reconnecting", "source")
}

// RequestSync records a sync request (with confirm, the go-ahead to delete
// what the guard held back; with followUp, a request a running pass must
// honour with one more pass). A running source stays syncing.
func RequestSync(ctx context.Context, db DB, ws, id uuid.UUID, confirm, followUp bool) error {
	tag, err := db.Exec(ctx, `UPDATE sources SET sync_requested_at = CASE WHEN $4 THEN now() ELSE sync_requested_at END,
			confirm_deletions = confirm_deletions OR $3,
			status = CASE WHEN status = $5 THEN status ELSE $6 END, updated_at = now()
		WHERE workspace_id = $1 AND id = $2`, ws, id, confirm, followUp, string(Syncing), string(Queued))
	return errs.Affected(tag, err, "request sync", "source not found")
}
