-- +goose Up
-- Slack links are consented by both sides (issue 27, attack 2; docs/adr/0052).
-- A link request is what an unlinked Slack user gets from /ask: a random
-- token, stored only as its SHA-256, bound to the Slack user and team that
-- asked, usable once, for ten minutes. The member who opens it sees who is
-- being linked and confirms; used_at keeps a spent token answerable as
-- "already used" until the row is purged a day later.
CREATE TABLE slack_link_requests (
    token_hash    bytea PRIMARY KEY CHECK (length(token_hash) = 32),
    workspace_id  uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    team_id       text NOT NULL REFERENCES slack_installations (team_id) ON DELETE CASCADE,
    slack_user_id text NOT NULL CHECK (slack_user_id <> ''),
    slack_name    text NOT NULL DEFAULT '',
    expires_at    timestamptz NOT NULL,
    used_at       timestamptz,
    used_by       uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX slack_link_requests_workspace_idx ON slack_link_requests (workspace_id, expires_at);

-- The Slack name shown in the member's list of their links.
ALTER TABLE slack_user_links ADD COLUMN slack_name text NOT NULL DEFAULT '';

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
