package mcpserver

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// auditStore writes tool_calls rows: who called what, how it went, how long
// it took; never the arguments, the result or the display line quoting them.
type auditStore struct{ pool *pgxpool.Pool }

func (a auditStore) insert(ctx context.Context, id Identity, via, tool, outcome string, start time.Time) error {
	_, err := a.pool.Exec(ctx, `INSERT INTO tool_calls (workspace_id, user_id, token_id, via, tool, role, outcome,
		started_at, duration_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
		id.WorkspaceID, id.UserID, id.TokenID, via, tool, id.Role, outcome, start, time.Since(start).Milliseconds())
	return err
}

// record audits one call; a failure is logged, never shown to the caller.
func (s *Server) record(ctx context.Context, id Identity, via, tool, outcome string, start time.Time) {
	if err := s.audit.insert(context.WithoutCancel(ctx), id, via, tool, outcome, start); err != nil {
		s.opts.Log.ErrorContext(ctx, "mcp: audit tool call", "tool", tool, "err", err)
	}
}
