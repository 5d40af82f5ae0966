package access

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/errs"
	src "knowledgestack/internal/source"
)

// Visibility modes of a source.
const (
	ModeMirror    = "mirror"    // the source's own permissions (default for Drive, Slack, Confluence)
	ModeWorkspace = "workspace" // every member of the workspace (default for uploads, Notion)
	ModeMembers   = "members"   // the members an admin chose
)

// MaxMembers bounds a source's member list.
const MaxMembers = 1000

// Mirrors reports whether a provider's connector reads permissions, so a
// source of it may mirror them. Notion's API does not expose page
// permissions to integrations, and uploads have none.
func Mirrors(provider string) bool {
	switch provider {
	case "gdrive", "slack", "confluence":
		return true
	}
	return false
}

// SourceAccess is a source's mode and, in ModeMembers, who.
type SourceAccess struct {
	Mode    string
	Members []uuid.UUID
}

const sourceModeSQL = `SELECT provider, visibility FROM sources WHERE workspace_id = $1 AND id = $2`

const sourceMembersSQL = `
SELECT user_id FROM source_members WHERE workspace_id = $1 AND source_id = $2 ORDER BY user_id`

// Get reads a source's mode and member list.
func Get(ctx context.Context, db Querier, ws, source uuid.UUID) (SourceAccess, error) {
	var provider string
	var a SourceAccess
	err := db.QueryRow(ctx, sourceModeSQL, ws, source).Scan(&provider, &a.Mode)
	if errors.Is(err, pgx.ErrNoRows) {
		return SourceAccess{}, errs.E(errs.NotFound, "source not found")
	}
	if err != nil {
		return SourceAccess{}, err
	}
	rows, err := db.Query(ctx, sourceMembersSQL, ws, source)
	if err != nil {
		return SourceAccess{}, err
	}
	if a.Members, err = pgx.CollectRows(rows, pgx.RowTo[uuid.UUID]); err != nil {
		return SourceAccess{}, err
	}
	return a, nil
}

const clearMembersSQL = `DELETE FROM source_members WHERE workspace_id = $1 AND source_id = $2 AND NOT (user_id = ANY($3::uuid[]))`

// addMembersSQL adds only members of the workspace; the caller compares
// the count to say who is not one.
const addMembersSQL = `
INSERT INTO source_members (workspace_id, source_id, user_id, added_by)
SELECT $1, $2, m.user_id, $4 FROM workspace_memberships m
WHERE m.workspace_id = $1 AND m.user_id = ANY($3::uuid[])
ON CONFLICT (workspace_id, source_id, user_id) DO NOTHING`

const countMembersSQL = `
SELECT count(*) FROM workspace_memberships WHERE workspace_id = $1 AND user_id = ANY($2::uuid[])`

// Set changes a source's mode (and, in ModeMembers, its member list) in one
// transaction; the database re-derives its documents' readers (migration
// 00370). by is the admin making the change.
func Set(ctx context.Context, pool *pgxpool.Pool, ws, source, by uuid.UUID, a SourceAccess) error {
	switch a.Mode {
	case ModeMirror, ModeWorkspace, ModeMembers:
	default:
		return errs.E(errs.Invalid, "visibility must be %q, %q or %q", ModeMirror, ModeWorkspace, ModeMembers)
	}
	members := slices.Clone(a.Members)
	slices.SortFunc(members, func(x, y uuid.UUID) int { return slices.Compare(x[:], y[:]) })
	members = slices.Compact(members)
	switch {
	case a.Mode != ModeMembers && len(members) > 0:
		return errs.E(errs.Invalid, "members are chosen only in the %q mode", ModeMembers)
	case a.Mode == ModeMembers && len(members) == 0:
		return errs.E(errs.Invalid, "choose at least one member, or make the source visible to everyone in this workspace")
	case len(members) > MaxMembers:
		return errs.E(errs.Invalid, "a source can list at most %d members", MaxMembers)
	}
	return pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		var provider, mode string
		err := tx.QueryRow(ctx, sourceModeSQL, ws, source).Scan(&provider, &mode)
		if errors.Is(err, pgx.ErrNoRows) {
			return errs.E(errs.NotFound, "source not found")
		}
		if err != nil {
			return err
		}
		if a.Mode == ModeMirror && !Mirrors(provider) {
			return errs.E(errs.Invalid, "a %s source has no permissions to mirror: make it visible to everyone in this workspace or to chosen members", providerName(provider))
		}
		var n int
		if err := tx.QueryRow(ctx, countMembersSQL, ws, members).Scan(&n); err != nil {
			return err
		}
		if n != len(members) {
			return errs.E(errs.Invalid, "%d of the chosen people are not members of this workspace", len(members)-n)
		}
		if _, err := tx.Exec(ctx, clearMembersSQL, ws, source, members); err != nil {
			return fmt.Errorf("access: member list: %w", err)
		}
		if len(members) > 0 {
			if _, err := tx.Exec(ctx, addMembersSQL, ws, source, members, by); err != nil {
				return fmt.Errorf("access: member list: %w", err)
			}
		}
		return src.SetVisibility(ctx, tx, ws, source, a.Mode)
	})
}

func providerName(p string) string {
	switch p {
	case "upload":
		return "files"
	case "notion":
		return "Notion"
	}
	return p
}

// ProviderOf is a source's provider.
func ProviderOf(ctx context.Context, db Querier, ws, source uuid.UUID) (string, error) {
	var provider, mode string
	err := db.QueryRow(ctx, sourceModeSQL, ws, source).Scan(&provider, &mode)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", errs.E(errs.NotFound, "source not found")
	}
	return provider, err
}

const modesSQL = `SELECT id, visibility FROM sources WHERE workspace_id = $1`

// Modes is every source's mode in the workspace, by source id.
func Modes(ctx context.Context, db Querier, ws uuid.UUID) (map[uuid.UUID]string, error) {
	rows, err := db.Query(ctx, modesSQL, ws)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[uuid.UUID]string{}
	for rows.Next() {
		var id uuid.UUID
		var mode string
		if err := rows.Scan(&id, &mode); err != nil {
			return nil, err
		}
		out[id] = mode
	}
	return out, rows.Err()
}
