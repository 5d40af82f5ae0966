package source

import (
	"context"

	"github.com/google/uuid"

	"knowledgestack/internal/errs"
)

// SetVisibility records who reads a source's documents: "mirror",
// "workspace" or "members" (ADR 0058; package access decides the value and
// keeps the member list). The database then re-derives the readers of every
// document of the source and of their chunks (migration 00370's triggers).
func SetVisibility(ctx context.Context, db DB, ws, id uuid.UUID, mode string) error {
	tag, err := db.Exec(ctx, `UPDATE sources SET visibility = $3, updated_at = now()
		WHERE workspace_id = $1 AND id = $2`, ws, id, mode)
	return errs.Affected(tag, err, "set source visibility", "source not found")
}
