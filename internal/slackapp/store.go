package slackapp

import (
	"context"
	"crypto/sha256"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/sync/grants"
)

// store owns the package's SQL: seen requests, installations, user links.
type store struct{ pool *pgxpool.Pool }

// firstSeen records key and reports whether no replica saw it before. Rows
// older than twice the signature window are purged on the way: by then a
// replay fails the timestamp check anyway.
func (s store) firstSeen(ctx context.Context, key string) (bool, error) {
	sum := sha256.Sum256([]byte(key))
	tag, err := s.pool.Exec(ctx, `INSERT INTO slack_seen_requests (key) VALUES ($1) ON CONFLICT DO NOTHING`, sum[:])
	if err != nil {
		return false, errs.FromPG(err, "record slack request", "slack request")
	}
	if _, err := s.pool.Exec(ctx, `DELETE FROM slack_seen_requests WHERE seen_at < now() - interval '10 minutes'`); err != nil {
		return false, errs.FromPG(err, "purge slack requests", "slack request")
	}
	return tag.RowsAffected() == 1, nil
}

// Installation is a Slack team linked to a workspace.
type Installation struct {
	TeamID       string
	WorkspaceID  uuid.UUID
	SourceID     uuid.UUID
	CredentialID uuid.UUID
	BotUserID    string
	TeamURL      string
	TeamName     string
}

// errNotInstalled is what a team without an installation gets.
var errNotInstalled = errs.E(errs.NotFound, "this Slack workspace is not connected to KnowledgeStack: an admin connects it under Sources")

func (s store) installation(ctx context.Context, teamID string) (Installation, error) {
	i := Installation{TeamID: teamID}
	err := s.pool.QueryRow(ctx, `
		SELECT workspace_id, source_id, credential_id, bot_user_id, team_url, team_name FROM slack_installations WHERE team_id = $1
		/* any workspace: a signed Slack request names its team; the installation is where the workspace comes from */`,
		teamID).Scan(&i.WorkspaceID, &i.SourceID, &i.CredentialID, &i.BotUserID, &i.TeamURL, &i.TeamName)
	if errors.Is(err, pgx.ErrNoRows) {
		return i, errNotInstalled
	}
	return i, errs.FromPG(err, "load slack installation", "slack installation")
}

// linkedUser returns the user linked to a Slack user, if that user is
// still a member of the team's workspace.
func (s store) linkedUser(ctx context.Context, inst Installation, slackUser string) (uuid.UUID, bool, error) {
	var id uuid.UUID
	err := s.pool.QueryRow(ctx, `
		SELECT l.user_id FROM slack_user_links l
		JOIN workspace_memberships m ON m.workspace_id = l.workspace_id AND m.user_id = l.user_id
		WHERE l.workspace_id = $1 AND l.team_id = $2 AND l.slack_user_id = $3`,
		inst.WorkspaceID, inst.TeamID, slackUser).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, false, nil
	}
	return id, err == nil, errs.FromPG(err, "load slack user link", "slack user link")
}

// memberByVerifiedEmail finds a member of the workspace whose e-mail is
// verified on our side: accounts that signed in with a provider (Google or
// the organisation's OpenID Connect provider) that verified it. Local
// accounts' addresses were never proven, so they link explicitly.
func (s store) memberByVerifiedEmail(ctx context.Context, ws uuid.UUID, email string) (uuid.UUID, bool, error) {
	var id uuid.UUID
	err := s.pool.QueryRow(ctx, `
		SELECT u.id FROM users u JOIN workspace_memberships m ON m.user_id = u.id
		WHERE m.workspace_id = $1 AND lower(u.email) = lower($2) 
			AND EXISTS (SELECT 1 FROM user_identities i WHERE i.user_id = u.id)`, ws, email).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, false, nil
	}
	return id, err == nil, errs.FromPG(err, "match slack user by e-mail", "user")
}

// link records a Slack user ↔ user link in the team's workspace, replacing
// an earlier one.
func (s store) link(ctx context.Context, inst Installation, slackUser, name string, user uuid.UUID, via string) error {
	return linkIn(ctx, s.pool, inst, slackUser, name, user, via)
}

// execer is a pool or a transaction.
type execer interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
}

func linkIn(ctx context.Context, db execer, inst Installation, slackUser, name string, user uuid.UUID, via string) error {
	_, err := db.Exec(ctx, `
		INSERT INTO slack_user_links (team_id, slack_user_id, workspace_id, user_id, linked_via, slack_name)
		VALUES ($1, $2, $3, $4, $5, $6)
		ON CONFLICT (workspace_id, team_id, slack_user_id) DO UPDATE SET user_id = EXCLUDED.user_id, linked_via = EXCLUDED.linked_via,
		    slack_name = EXCLUDED.slack_name, created_at = now()
		WHERE slack_user_links.workspace_id = $3`, inst.TeamID, slackUser, inst.WorkspaceID, user, via, name)
	return errs.FromPG(err, "link slack user", "slack user link")
}

// markRevoked records that Slack revoked the installation's token (the app
// was uninstalled or its tokens revoked): the credential and its sources
// need reconnecting; nothing indexed is deleted.
func (s store) markRevoked(ctx context.Context, inst Installation) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		return grants.MarkNeedsReauth(ctx, tx, inst.WorkspaceID, inst.CredentialID,
			"reconnect required: the Slack app was uninstalled or its token revoked")
	})
}

// UnlinkMember deletes the user's Slack links in the workspace, in the
// transaction that ends their membership (a workspace.Departure): a link
// must not answer as them again if the account joins again.
func UnlinkMember(ctx context.Context, tx pgx.Tx, workspaceID, userID uuid.UUID) error {
	_, err := tx.Exec(ctx, `DELETE FROM slack_user_links WHERE workspace_id = $1 AND user_id = $2`, workspaceID, userID)
	return errs.FromPG(err, "unlink member's slack users", "slack user link")
}
