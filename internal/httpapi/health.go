package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"knowledgestack/internal/db"
)

func (s *Server) healthz(c *gin.Context) { c.JSON(http.StatusOK, healthJSON{Status: "ok"}) }

// readyz answers 503 naming every problem: shutting down, database
// unreachable, vector extension missing, migrations not current.
func (s *Server) readyz(c *gin.Context) {
	if s.isDraining() {
		// A load balancer (or cmd/web) stops sending new work here.
		c.JSON(http.StatusServiceUnavailable, healthJSON{Status: "unready", Problems: []string{"shutting down"}})
		return
	}
	ctx, cancel := context.WithTimeout(c.Request.Context(), 3*time.Second)
	defer cancel()
	if problems := db.Problems(ctx, s.deps.Pool); len(problems) > 0 {
		c.JSON(http.StatusServiceUnavailable, healthJSON{Status: "unready", Problems: problems})
		return
	}
	c.JSON(http.StatusOK, healthJSON{Status: "ready"})
}

// Drain starts the shutdown of the HTTP side: /readyz answers unready, and
// every open answer stream gets a `reconnect` frame and ends, so its client
// reconnects (with Last-Event-ID) to a replica that stays. Turns keep
// running: chat.Service.Drain waits for them. Safe to call more than once.
func (s *Server) Drain() {
	s.drainOnce.Do(func() { close(s.draining) })
}

func (s *Server) isDraining() bool {
	select {
	case <-s.draining:
		return true
	default:
		return false
	}
}

// healthJSON is /healthz's and /readyz's answer; problems only when unready.
type healthJSON struct {
	Status   string   `json:"status"`
	Problems []string `json:"problems,omitempty"`
}
