package httpapi

import (
	"math"
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
	if p.Rate > 0 {
		rate := math.Round(p.Rate*10) / 10
		left := int64(math.Ceil(p.Left.Seconds()))
		out.ChunksPerSecond, out.SecondsLeft = &rate, &left
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
	// ChunksPerSecond and SecondsLeft: the job's rate in its current (or
	// last) run and the time the rest takes at it; null before a batch.
	ChunksPerSecond *float64 `json:"chunksPerSecond"`
	SecondsLeft     *int64   `json:"secondsLeft"`
}
