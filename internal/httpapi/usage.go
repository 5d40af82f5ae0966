package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

// usageJSON is the active workspace's model tokens this month: answers,
// summaries and paid embeddings together, against its ceiling (0: none).
type usageJSON struct {
	Month  string `json:"month"`
	Tokens int64  `json:"tokens"`
	Limit  int64  `json:"limit"`
}

// mountUsage serves the active workspace's model usage to its owners and
// admins (ADR 0053): what the workspace has spent of its monthly budget.
// Session-only: bearerRoutes does not list it.
func (s *Server) mountUsage(tenant *gin.RouterGroup) {
	if s.deps.Usage == nil {
		return
	}
	tenant.GET("/settings/usage", requireManager, func(c *gin.Context) {
		u, err := s.deps.Usage.Usage(c.Request.Context(), session(c).WorkspaceID)
		if err != nil {
			writeError(c, err)
			return
		}
		c.JSON(http.StatusOK, usageJSON{Month: u.Month.Format("2006-01"), Tokens: u.Tokens, Limit: u.Limit})
	})
}
