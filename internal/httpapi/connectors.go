package httpapi

import (
	"net/http"
	"net/url"
	"strconv"

	"github.com/gin-gonic/gin"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/sync/grants"
)

// mountConnectors serves the connector catalogue and the OAuth grant flow.
// The callback sits behind the session too: the provider's redirect is a
// top-level navigation, so the SameSite=Lax cookie comes along, and the
// state must match the session's user and workspace.
func (s *Server) mountConnectors(_, tenant *gin.RouterGroup) {
	if s.deps.Connectors == nil {
		return
	}
	tenant.GET("/sources/connectors", s.listConnectors)
	tenant.POST("/sources/:sourceId/authorize", requireManager, s.authorizeConnector)
	tenant.GET("/sources/oauth/callback", s.connectorCallback)
}

// connectorJSON is api/openapi.yaml's Connector: missing only when unavailable.
type connectorJSON struct {
	Provider  string   `json:"provider"`
	Label     string   `json:"label"`
	Available bool     `json:"available"`
	Missing   []string `json:"missing,omitempty"`
}

func (s *Server) listConnectors(c *gin.Context) {
	list := s.deps.Connectors.Catalogue()
	c.JSON(http.StatusOK, connectorsJSON{Connectors: wireList(list, func(p grants.ProviderInfo) connectorJSON {
		return connectorJSON{Provider: p.Provider, Label: p.Label, Available: p.Available, Missing: p.Missing}
	})})
}

// authorizeConnector answers {"url": ...}, the provider page to open. The
// path segment is the provider name; it shares the :sourceId wildcard with
// the source routes because the router allows one name per position.
func (s *Server) authorizeConnector(c *gin.Context) {
	sess := session(c)
	u, err := s.deps.Connectors.Authorize(c.Request.Context(), sess.WorkspaceID, sess.UserID, c.Param("sourceId"))
	writeJSON(c, http.StatusOK, urlJSON{URL: u}, err)
}

// connectorCallback completes a grant and sends the browser back to the
// sources page with the outcome in the query string.
func (s *Server) connectorCallback(c *gin.Context) {
	sess := session(c)
	res, err := s.deps.Connectors.Complete(c.Request.Context(), grants.Callback{
		State: c.Query("state"), Code: c.Query("code"), Error: c.Query("error"),
		WorkspaceID: sess.WorkspaceID, UserID: sess.UserID,
	})
	q := url.Values{}
	if err != nil {
		if errs.KindOf(err) == errs.Internal {
			s.log.ErrorContext(c.Request.Context(), "connector grant failed", "err", err)
		} else {
			s.log.WarnContext(c.Request.Context(), "connector grant refused", "err", err)
		}
		q.Set("error", errs.Message(err))
	} else {
		q.Set("connected", res.Provider)
		q.Set("sources", strconv.Itoa(len(res.Sources)))
		// A new grant starts its first pass at once.
		for _, id := range res.Sources {
			s.queueSync(c, sess.WorkspaceID, id, "queue first sync")
		}
	}
	c.Redirect(http.StatusSeeOther, s.deps.Connectors.SourcesPage()+"?"+q.Encode())
}
