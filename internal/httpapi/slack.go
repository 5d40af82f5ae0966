package httpapi

import (
	"context"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"

	"knowledgestack/internal/slackapp"
)

// mountSlack serves Slack's requests (slash command, events: signed by
// Slack, no session), the account link of the signed-in user, and the
// channel picker of Slack sources.
func (s *Server) mountSlack(public, tenant *gin.RouterGroup) {
	if s.deps.Slack != nil {
		public.POST("/slack/commands", slackRequest(s.deps.Slack.Command))
		public.POST("/slack/events", slackRequest(s.deps.Slack.Event))
		// A link token (from /ask) only shows what it would link on GET;
		// the member's POST confirms it. Members list and remove their own.
		tenant.GET("/slack/link", s.slackPendingLink)
		tenant.POST("/slack/link", s.slackLink)
		tenant.GET("/slack/links", s.listSlackLinks)
		tenant.DELETE("/slack/links/:teamId/:slackUserId", s.unlinkSlack)
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

// slackPendingLink names the Slack user and team a link token would link
// and the workspace; it links nothing.
func (s *Server) slackPendingLink(c *gin.Context) {
	p, err := s.deps.Slack.Pending(c.Request.Context(), session(c).WorkspaceID, c.Query("t"))
	writeOne(c, http.StatusOK, p, err, toPendingLinkJSON)
}

// slackLink is the member's confirmation: the Slack user of the token now
// asks as the signed-in user, and the token is spent.
func (s *Server) slackLink(c *gin.Context) {
	var req struct {
		Token string `json:"token"`
	}
	if !bindJSON(c, &req) {
		return
	}
	sess := session(c)
	p, err := s.deps.Slack.Link(c.Request.Context(), sess.WorkspaceID, sess.UserID, req.Token)
	writeOne(c, http.StatusOK, p, err, func(p slackapp.PendingLink) slackLinkedJSON {
		return slackLinkedJSON{Linked: true, Link: toPendingLinkJSON(p)}
	})
}

// listSlackLinks lists the signed-in member's own Slack links here.
func (s *Server) listSlackLinks(c *gin.Context) {
	sess := session(c)
	links, err := s.deps.Slack.Links(c.Request.Context(), sess.WorkspaceID, sess.UserID)
	writeJSON(c, http.StatusOK, slackLinksJSON{Links: wireList(links, toSlackLinkJSON)}, err)
}

// unlinkSlack removes one of the signed-in member's own Slack links.
func (s *Server) unlinkSlack(c *gin.Context) {
	sess := session(c)
	err := s.deps.Slack.Unlink(c.Request.Context(), sess.WorkspaceID, sess.UserID, c.Param("teamId"), c.Param("slackUserId"))
	writeStatus(c, http.StatusNoContent, err)
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
	c.JSON(http.StatusOK, pickedJSON{Picked: toChannelStatesJSON(picked)})
}
