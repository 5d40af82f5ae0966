package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"knowledgestack/internal/db"
)

func (s *Server) healthz(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"status": "ok"}) }

// readyz answers 503 naming every problem: database unreachable, vector
// extension missing, migrations not current.
func (s *Server) readyz(c *gin.Context) {
	ctx, cancel := context.WithTimeout(c.Request.Context(), 3*time.Second)
	defer cancel()
	if problems := db.Problems(ctx, s.deps.Pool); len(problems) > 0 {
		c.JSON(http.StatusServiceUnavailable, gin.H{"status": "unready", "problems": problems})
		return
	}
	c.JSON(http.StatusOK, gin.H{"status": "ready"})
}
