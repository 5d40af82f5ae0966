package mcpserver

import (
	"context"
	"errors"
	"net/http"

	mcpauth "github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"knowledgestack/internal/auth"
)

// Handler is the Streamable HTTP transport, for /mcp. It is stateless (no
// Mcp-Session-Id): each POST is a whole exchange, so any replica answers any
// request and nothing is kept in memory between requests. Every request must
// carry "Authorization: Bearer ks_pat_…", resolved against the database
// before the SDK reads the body; anything else is 401.
//
// The SDK's localhost DNS-rebinding guard is off: it protects servers that
// trust whoever can reach them, and this one trusts only the bearer token,
// which a browser never attaches by itself (the API's Origin check still
// refuses other sites' pages).
func (s *Server) Handler() http.Handler {
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s.http }, &mcp.StreamableHTTPOptions{
		Stateless: true, DisableLocalhostProtection: true, MaxRequestBodyBytes: s.opts.MaxBodyBytes,
	})
	return mcpauth.RequireBearerToken(s.verify, &mcpauth.RequireBearerTokenOptions{Scopes: []string{auth.ScopeRead}})(h)
}

// RunStdio serves one client over t (stdin/stdout for `api mcp`) until the
// client hangs up or ctx ends. The token is checked now, so a wrong one
// fails at start with a clear error, and again on every call, as over HTTP.
func (s *Server) RunStdio(ctx context.Context, secret string, t mcp.Transport) error {
	if _, err := s.authenticate(ctx, secret); err != nil {
		return err
	}
	srv := s.newMCP(viaStdio, func(ctx context.Context, _ *mcp.RequestExtra) (Identity, error) {
		id, err := s.authenticate(ctx, secret)
		if err != nil {
			return Identity{}, err
		}
		return id.Identity, nil
	})
	err := srv.Run(ctx, t)
	if errors.Is(err, context.Canceled) {
		return nil
	}
	return err
}
