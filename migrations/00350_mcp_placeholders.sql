-- +goose Up
-- MCP results are masked for workspaces with privacy on (issue 30 item 4,
-- docs/adr/0047): each value of a result becomes a placeholder keyed by the
-- API token (⟨PERSON_k3x9q2m7ab⟩, an HMAC of workspace, token, kind and
-- value), and the same client's later calls may send it back; this table
-- lets the server put the real value back. The value is encrypted with the
-- server's key ring (bound to its workspace, token and placeholder); a row
-- lives 24 hours after it was last issued and dies with its token.
CREATE TABLE mcp_placeholders (
    workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    token_id     uuid NOT NULL REFERENCES api_tokens (id) ON DELETE CASCADE,
    placeholder  text NOT NULL CHECK (length(placeholder) <= 40),
    value_enc    bytea NOT NULL,
    expires_at   timestamptz NOT NULL,
    PRIMARY KEY (workspace_id, token_id, placeholder)
);
CREATE INDEX mcp_placeholders_expiry_idx ON mcp_placeholders (workspace_id, expires_at);

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
