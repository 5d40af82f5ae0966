package httpapi

import (
	"context"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"
)

// mountSlack serves Slack's requests (slash command, events: signed by
// Slack, no session), the account link of the signed-in user, and the
// channel picker of Slack sources.
func (s *Server) mountSlack(public, tenant *gin.RouterGroup) {
	if s.deps.Slack != nil {
		public.POST("/slack/commands", slackRequest(s.deps.Slack.Command))
		public.POST("/slack/events", slackRequest(s.deps.Slack.Event))
		tenant.POST("/slack/link", s.slackLink)
	}
	if s.deps.SlackChannels != nil {
		tenant.GET("/sources/:sourceId/slack/channels", requireManager, byID("sourceId", s.listSlackChannels))
		tenant.PUT("/sources/:sourceId/slack/channels", requireManager, byID("sourceId", s.pickSlackChannels))
	}
}

// slackRequest answers one of Slack's signed requests (a slash command,
// an Events API callback) with handle's reply; handle checks the signature
// over the raw body, which limitBody has already capped. /ask is answered
// within Slack's 3 seconds: the question itself is answered later, at the
// command's response_url.
func slackRequest[R any](handle func(ctx context.Context, ts, sig string, body []byte) (R, error)) gin.HandlerFunc {
	return func(c *gin.Context) {
		body, err := readBody(c)
		if err != nil {
			writeError(c, err)
			return
		}
		reply, err := handle(c.Request.Context(), c.GetHeader("X-Slack-Request-Timestamp"), c.GetHeader("X-Slack-Signature"), body)
		writeJSON(c, http.StatusOK, reply, err)
	}
}

// slackLink links the Slack user of a link token to the signed-in user.
func (s *Server) slackLink(c *gin.Context) {
	var req struct {
		Token string `json:"token"`
	}
	if !bindJSON(c, &req) {
		return
	}
	sess := session(c)
	err := s.deps.Slack.Link(c.Request.Context(), sess.WorkspaceID, sess.UserID, req.Token)
	writeJSON(c, http.StatusOK, gin.H{"linked": true}, err)
}

func (s *Server) listSlackChannels(c *gin.Context, id uuid.UUID) {
	sess := session(c)
	list, err := s.deps.SlackChannels.List(c.Request.Context(), sess.WorkspaceID, sess.UserID, id)
	writeOne(c, http.StatusOK, list, err, toChannelListJSON)
}

// pickSlackChannels replaces the source's channels and queues a pass.
func (s *Server) pickSlackChannels(c *gin.Context, id uuid.UUID) {
	var req struct {
		Channels []string `json:"channels"`
	}
	if !bindJSON(c, &req) {
		return
	}
	sess := session(c)
	ws := sess.WorkspaceID
	picked, err := s.deps.SlackChannels.Pick(c.Request.Context(), ws, sess.UserID, id, req.Channels)
	if err != nil {
		writeError(c, err)
		return
	}
	s.queueSync(c, ws, id, "queue sync after picking slack channels")
	c.JSON(http.StatusOK, gin.H{"picked": toChannelStatesJSON(picked)})
}
