-- +goose Up
-- Slack as a source (one source per Slack team) and as a place to ask (/ask,
-- app mentions). See docs/adr/0021-slack.md.

-- The provider lists name every connector that exists or is being built, so a
-- later migration for another connector that rewrites the list keeps this one.
ALTER TABLE source_credentials DROP CONSTRAINT IF EXISTS source_credentials_provider_check;
ALTER TABLE source_credentials ADD CONSTRAINT source_credentials_provider_check
    CHECK (provider IN ('notion', 'confluence', 'gdrive', 'slack'));
ALTER TABLE sources DROP CONSTRAINT IF EXISTS sources_provider_check;
ALTER TABLE sources ADD CONSTRAINT sources_provider_check
    CHECK (provider IN ('upload', 'notion', 'confluence', 'gdrive', 'slack'));

-- A Slack team is linked to exactly one workspace: the /ask of that team runs
-- there. A second workspace installing the same team is refused.
CREATE TABLE slack_installations (
    team_id       text PRIMARY KEY CHECK (team_id <> ''),
    workspace_id  uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    source_id     uuid NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
    credential_id uuid NOT NULL REFERENCES source_credentials (id) ON DELETE CASCADE,
    team_name     text NOT NULL DEFAULT '',
    team_url      text NOT NULL DEFAULT '',
    bot_user_id   text NOT NULL DEFAULT '',
    app_id        text NOT NULL DEFAULT '',
    installed_by  uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX slack_installations_workspace_idx ON slack_installations (workspace_id);

-- The channels an admin picked, with each one's last listing outcome and the
-- newest message seen (the high-water mark the next pass starts from, less the
-- look-back window).
CREATE TABLE slack_channels (
    workspace_id   uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    source_id      uuid NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
    channel_id     text NOT NULL CHECK (channel_id ~ '^[CGD][A-Z0-9]{2,30}$'),
    name           text NOT NULL DEFAULT '',
    is_private     boolean NOT NULL DEFAULT false,
    status         text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'ok', 'not_in_channel', 'channel_not_found', 'error')),
    last_error     text,
    high_water_ts  text,
    last_listed_at timestamptz,
    created_at     timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (source_id, channel_id)
);
CREATE INDEX slack_channels_workspace_idx ON slack_channels (workspace_id);

-- Slack user ↔ our user, per team: made by a verified e-mail match or by the
-- explicit link flow.
CREATE TABLE slack_user_links (
    team_id       text NOT NULL REFERENCES slack_installations (team_id) ON DELETE CASCADE,
    slack_user_id text NOT NULL,
    workspace_id  uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    user_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    linked_via    text NOT NULL CHECK (linked_via IN ('email', 'link')),
    created_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (team_id, slack_user_id)
);
CREATE INDEX slack_user_links_workspace_idx ON slack_user_links (workspace_id, user_id);

-- Replay protection shared by every replica: the SHA-256 of each accepted
-- request signature (and of each event id) is kept past the 5-minute window.
CREATE TABLE slack_seen_requests (
    key     bytea PRIMARY KEY,
    seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX slack_seen_requests_seen_idx ON slack_seen_requests (seen_at);

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
