package httpapi

import (
	"github.com/gin-gonic/gin"
)

// mountMCP serves the MCP server's Streamable HTTP transport at /mcp
// (docs/adr/0027-mcp-server.md). The server checks the bearer token itself
// on every request, so the route sits outside requireSession: it speaks
// JSON-RPC, answers a missing or dead token with the protocol's 401, and a
// browser session cookie never opens it. The global middleware still runs:
// request id, access log (no headers), body cap and the Origin check.
func (s *Server) mountMCP() {
	if s.deps.MCP == nil {
		return
	}
	h := gin.WrapH(s.deps.MCP)
	// POST carries the exchanges; GET and DELETE are answered 405 by the
	// stateless transport, as the protocol asks.
	for _, m := range []string{"POST", "GET", "DELETE"} {
		s.engine.Handle(m, "/mcp", h)
	}
}
