package slackapp

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/errs"
)

// createLinkRequest stores a link request (only the token's hash) and
// purges the workspace's requests that ended more than a day ago: until
// then a spent or expired token is answered as such, not as unknown.
func (s store) createLinkRequest(ctx context.Context, inst Installation, slackUser, name string, hash []byte, expires time.Time) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM slack_link_requests WHERE workspace_id = $1 AND expires_at < now() - interval '1 day'`,
		inst.WorkspaceID); err != nil {
		return errs.FromPG(err, "purge slack link requests", "slack link")
	}
	_, err := s.pool.Exec(ctx, `
		INSERT INTO slack_link_requests (token_hash, workspace_id, team_id, slack_user_id, slack_name, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6)`, hash, inst.WorkspaceID, inst.TeamID, slackUser, name, expires)
	return errs.FromPG(err, "store slack link request", "slack link")
}

// linkRequestSQL reads a link request of the workspace with what the page
// names: the Slack team and the workspace.
const linkRequestSQL = `
	SELECT r.slack_user_id, r.slack_name, r.team_id, i.team_name, i.team_url, r.workspace_id, w.name, r.expires_at, r.used_at
	FROM slack_link_requests r
	JOIN slack_installations i ON i.team_id = r.team_id AND i.workspace_id = r.workspace_id
	JOIN workspaces w ON w.id = r.workspace_id
	WHERE r.workspace_id = $1 AND r.token_hash = $2`

func scanLinkRequest(row pgx.Row) (PendingLink, *time.Time, error) {
	var p PendingLink
	var used *time.Time
	err := row.Scan(&p.SlackUserID, &p.SlackName, &p.TeamID, &p.TeamName, &p.TeamURL, &p.WorkspaceID, &p.WorkspaceName, &p.ExpiresAt, &used)
	if errors.Is(err, pgx.ErrNoRows) {
		return p, nil, errUnknownLink
	}
	return p, used, errs.FromPG(err, "load slack link request", "slack link")
}

// linkRequest loads a link request by its token's hash, in the workspace only.
func (s store) linkRequest(ctx context.Context, ws uuid.UUID, hash []byte) (PendingLink, *time.Time, error) {
	return scanLinkRequest(s.pool.QueryRow(ctx, linkRequestSQL, ws, hash))
}

// consumeLinkRequest spends a usable link request and links its Slack user
// to user, in one transaction; the row lock makes two confirmations of one
// token link once.
func (s store) consumeLinkRequest(ctx context.Context, ws, user uuid.UUID, hash []byte, usable func(PendingLink, *time.Time) error) (PendingLink, error) {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return PendingLink{}, errs.FromPG(err, "link slack user", "slack link")
	}
	defer tx.Rollback(ctx)
	p, used, err := scanLinkRequest(tx.QueryRow(ctx, linkRequestSQL+` FOR UPDATE OF r`, ws, hash))
	if err != nil {
		return p, err
	}
	if err := usable(p, used); err != nil {
		return p, err
	}
	if _, err := tx.Exec(ctx, `UPDATE slack_link_requests SET used_at = now(), used_by = $3 WHERE workspace_id = $1 AND token_hash = $2`,
		ws, hash, user); err != nil {
		return p, errs.FromPG(err, "spend slack link request", "slack link")
	}
	if err := linkIn(ctx, tx, Installation{TeamID: p.TeamID, WorkspaceID: ws}, p.SlackUserID, p.SlackName, user, "link"); err != nil {
		return p, err
	}
	return p, errs.FromPG(tx.Commit(ctx), "link slack user", "slack link")
}

// links lists the user's Slack links in the workspace, newest first.
func (s store) links(ctx context.Context, ws, user uuid.UUID) ([]Link, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT l.team_id, coalesce(i.team_name, ''), l.slack_user_id, l.slack_name, l.linked_via, l.created_at
		FROM slack_user_links l LEFT JOIN slack_installations i ON i.team_id = l.team_id AND i.workspace_id = l.workspace_id
		WHERE l.workspace_id = $1 AND l.user_id = $2
		ORDER BY l.created_at DESC, l.slack_user_id`, ws, user)
	if err != nil {
		return nil, errs.FromPG(err, "list slack links", "slack link")
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Link, error) {
		var l Link
		err := r.Scan(&l.TeamID, &l.TeamName, &l.SlackUserID, &l.SlackName, &l.Via, &l.CreatedAt)
		return l, err
	})
	return out, errs.FromPG(err, "list slack links", "slack link")
}

// unlink deletes one of the user's own links; another member's link, or
// none, is a 404 alike.
func (s store) unlink(ctx context.Context, ws, user uuid.UUID, teamID, slackUser string) error {
	tag, err := s.pool.Exec(ctx, `DELETE FROM slack_user_links WHERE workspace_id = $1 AND user_id = $2 AND team_id = $3 AND slack_user_id = $4`,
		ws, user, teamID, slackUser)
	if err != nil {
		return errs.FromPG(err, "remove slack link", "slack link")
	}
	if tag.RowsAffected() == 0 {
		return errs.E(errs.NotFound, "you have no link to Slack user %s of team %s in this workspace", slackUser, teamID)
	}
	return nil
}
