-- +goose Up
-- The audit of tool calls made outside a chat turn (issue 17: the MCP server,
-- docs/adr/0027-mcp-server.md): who called which tool, through which token,
-- with what outcome and how long it took. Never the arguments, the result or
-- the UI's display line (which quotes the arguments): a query or a passage is
-- the workspace's data, not the audit's, as for model_calls. A chat turn's own tool calls stay in turns.tool_steps.
CREATE TABLE tool_calls (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_id     uuid REFERENCES api_tokens (id) ON DELETE SET NULL,
    via          text NOT NULL CHECK (via IN ('mcp_http', 'mcp_stdio')),
    tool         text NOT NULL CHECK (length(tool) BETWEEN 1 AND 64),
    role         text NOT NULL,
    outcome      text NOT NULL CHECK (outcome IN ('ok', 'correction', 'error', 'rate_limited', 'not_found')),
    started_at   timestamptz NOT NULL,
    duration_ms  integer NOT NULL CHECK (duration_ms >= 0)
);
CREATE INDEX tool_calls_workspace_started_idx ON tool_calls (workspace_id, started_at DESC);

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
