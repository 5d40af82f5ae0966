package httpapi

import (
	"errors"
	"io"
	"net/http"

	"github.com/gin-gonic/gin"

	"knowledgestack/internal/errs"
)

// mountSlack serves Slack's requests (slash command, events: signed by
// Slack, no session), the account link of the signed-in user, and the
// channel picker of Slack sources.
func (s *Server) mountSlack(public, tenant *gin.RouterGroup) {
	if s.deps.Slack != nil {
		public.POST("/slack/commands", s.slackCommand)
		public.POST("/slack/events", s.slackEvent)
		tenant.POST("/slack/link", s.slackLink)
	}
	if s.deps.SlackChannels != nil {
		tenant.GET("/sources/:sourceId/slack/channels", s.listSlackChannels)
		tenant.PUT("/sources/:sourceId/slack/channels", s.pickSlackChannels)
	}
}

// slackBody reads the raw body the signature covers (already capped by
// limitBody).
func slackBody(c *gin.Context) ([]byte, bool) {
	body, err := io.ReadAll(c.Request.Body)
	if err != nil {
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			writeError(c, errs.E(errs.TooLarge, "request body is larger than %d bytes", maxErr.Limit))
		} else {
			writeError(c, errs.E(errs.Invalid, "request body could not be read"))
		}
		return nil, false
	}
	return body, true
}

// slackCommand answers /ask within Slack's 3 seconds: the question is
// answered later at the command's response_url.
func (s *Server) slackCommand(c *gin.Context) {
	body, ok := slackBody(c)
	if !ok {
		return
	}
	reply, err := s.deps.Slack.Command(c.Request.Context(), c.GetHeader("X-Slack-Request-Timestamp"), c.GetHeader("X-Slack-Signature"), body)
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, reply)
}

// slackEvent answers the Events API (URL verification, app mentions).
func (s *Server) slackEvent(c *gin.Context) {
	body, ok := slackBody(c)
	if !ok {
		return
	}
	reply, err := s.deps.Slack.Event(c.Request.Context(), c.GetHeader("X-Slack-Request-Timestamp"), c.GetHeader("X-Slack-Signature"), body)
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, reply)
}

// slackLink links the Slack user of a link token to the signed-in user.
func (s *Server) slackLink(c *gin.Context) {
	var req struct {
		Token string `json:"token"`
	}
	if err := bindJSON(c, &req); err != nil {
		writeError(c, err)
		return
	}
	sess := session(c)
	if err := s.deps.Slack.Link(c.Request.Context(), sess.WorkspaceID, sess.UserID, req.Token); err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"linked": true})
}

func (s *Server) listSlackChannels(c *gin.Context) {
	if !canManage(c) {
		return
	}
	id, ok := pathID(c, "sourceId")
	if !ok {
		return
	}
	list, err := s.deps.SlackChannels.List(c.Request.Context(), session(c).WorkspaceID, id)
	writeOne(c, http.StatusOK, list, err, toChannelListJSON)
}

// pickSlackChannels replaces the source's channels and queues a pass.
func (s *Server) pickSlackChannels(c *gin.Context) {
	if !canManage(c) {
		return
	}
	id, ok := pathID(c, "sourceId")
	if !ok {
		return
	}
	var req struct {
		Channels []string `json:"channels"`
	}
	if err := bindJSON(c, &req); err != nil {
		writeError(c, err)
		return
	}
	ws := session(c).WorkspaceID
	picked, err := s.deps.SlackChannels.Pick(c.Request.Context(), ws, id, req.Channels)
	if err != nil {
		writeError(c, err)
		return
	}
	if s.deps.Sources != nil {
		if err := s.deps.Sources.RequestSync(c.Request.Context(), ws, id); err != nil {
			loggerFor(c).Warn("queue sync after picking slack channels", "source_id", id, "err", err)
		}
	}
	c.JSON(http.StatusOK, gin.H{"picked": toChannelStatesJSON(picked)})
}
