package httpapi

import (
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/retrieval"
)

// mountQuestions serves the question log: the recent questions the
// workspace's documents did not answer (issue 14), for owners and admins, who
// decide what to write or connect next. No asker is named.
func (s *Server) mountQuestions(tenant *gin.RouterGroup) {
	tenant.GET("/questions/unanswered", requireManager, s.listUnansweredQuestions)
}

func (s *Server) listUnansweredQuestions(c *gin.Context) {
	limit := retrieval.DefaultQuestionLogLimit
	if v := c.Query("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > retrieval.MaxQuestionLogLimit {
			writeError(c, errs.E(errs.Invalid, "limit must be a whole number from 1 to %d", retrieval.MaxQuestionLogLimit))
			return
		}
		limit = n
	}
	list, err := retrieval.QuestionLog(c.Request.Context(), s.deps.Pool, session(c).WorkspaceID, session(c).UserID, limit)
	writeList(c, list, err, func(q retrieval.LoggedQuestion) unansweredQuestionJSON {
		return unansweredQuestionJSON{Question: q.Question, Reason: q.Reason, At: q.At}
	})
}

// unansweredQuestionJSON is the wire shape of one logged question
// (api/openapi.yaml: UnansweredQuestion); the domain type carries no tags so
// renaming a field in retrieval cannot change the API by accident.
type unansweredQuestionJSON struct {
	Question string    `json:"question"`
	Reason   string    `json:"reason"`
	At       time.Time `json:"at"`
}
