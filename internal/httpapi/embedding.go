package httpapi

import (
	"time"

	"knowledgestack/internal/reembed"

	"github.com/gin-gonic/gin"
)

// mountEmbedding serves the workspace's embedding model and the progress of
// a move to another one (ADR 0032), to every member: the Sources page shows
// it while the re-embedding job runs.
func (s *Server) mountEmbedding(tenant *gin.RouterGroup) {
	tenant.GET("/sources/embedding", s.embeddingStatus)
}

func (s *Server) embeddingStatus(c *gin.Context) {
	p, err := reembed.ProgressOf(c.Request.Context(), s.deps.Pool, session(c).WorkspaceID)
	if err != nil {
		writeError(c, err)
		return
	}
	out := embeddingStatusJSON{Model: p.Model, Done: p.Done, Total: p.Total}
	if p.Target != "" {
		out.TargetModel = &p.Target
	}
	if !p.StartedAt.IsZero() {
		out.StartedAt = &p.StartedAt
	}
	if !p.SwitchedAt.IsZero() {
		out.SwitchedAt = &p.SwitchedAt
	}
	if p.Error != "" {
		out.Error = &p.Error
	}
	c.JSON(200, out)
}

// embeddingStatusJSON is the wire shape of api/openapi.yaml's EmbeddingStatus.
type embeddingStatusJSON struct {
	Model       string     `json:"model"`
	TargetModel *string    `json:"targetModel"`
	Done        int        `json:"done"`
	Total       int        `json:"total"`
	StartedAt   *time.Time `json:"startedAt"`
	SwitchedAt  *time.Time `json:"switchedAt"`
	Error       *string    `json:"error"`
}
