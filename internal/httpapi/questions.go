package httpapi

import (
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/retrieval"
)

// mountQuestions serves the question log: the recent questions the
// workspace's documents did not answer (issue 14), for owners and admins, who
// decide what to write or connect next. No asker is named.
func (s *Server) mountQuestions(tenant *gin.RouterGroup) {
	tenant.GET("/questions/unanswered", s.listUnansweredQuestions)
}

func (s *Server) listUnansweredQuestions(c *gin.Context) {
	if !canManage(c) {
		return
	}
	limit := retrieval.DefaultQuestionLogLimit
	if v := c.Query("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > retrieval.MaxQuestionLogLimit {
			writeError(c, errs.E(errs.Invalid, "limit must be a whole number from 1 to %d", retrieval.MaxQuestionLogLimit))
			return
		}
		limit = n
	}
	list, err := retrieval.QuestionLog(c.Request.Context(), s.deps.Pool, session(c).WorkspaceID, limit)
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, list)
}
