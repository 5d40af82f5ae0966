-- +goose Up
-- Personal API tokens (issue 17, docs/adr/0024-personal-api-tokens.md): a
-- member's bearer credential for one workspace. Only the SHA-256 of the
-- secret is stored; the role is never copied here but read from
-- workspace_memberships on every request.
CREATE TABLE api_tokens (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    token_hash   bytea NOT NULL UNIQUE,
    user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    scope        text NOT NULL CHECK (scope IN ('read', 'chat')),
    created_at   timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL,
    last_used_at timestamptz,
    revoked_at   timestamptz
);
CREATE INDEX api_tokens_user_ws_idx ON api_tokens (workspace_id, user_id);

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
