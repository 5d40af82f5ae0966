package httpapi

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/pii"
)

// privacyJSON is the active workspace's placeholder setting. Terms go only
// to owners and admins (they may name unannounced projects); members see
// whether the setting is on.
type privacyJSON struct {
	Enabled   bool       `json:"enabled"`
	Terms     []string   `json:"terms,omitempty"`
	CanManage bool       `json:"canManage"`
	UpdatedAt *time.Time `json:"updatedAt,omitempty"`
}

func toPrivacyJSON(s pii.Settings, manager bool) privacyJSON {
	out := privacyJSON{Enabled: s.Enabled, CanManage: manager}
	if manager {
		out.Terms = s.Terms
		if out.Terms == nil {
			out.Terms = []string{}
		}
	}
	if !s.UpdatedAt.IsZero() {
		out.UpdatedAt = &s.UpdatedAt
	}
	return out
}

// mountPrivacy serves the active workspace's placeholder setting
// (docs/adr/0025): any member reads it, owners and admins change it.
// Session-only: bearerRoutes does not list it.
func (s *Server) mountPrivacy(tenant *gin.RouterGroup) {
	if s.deps.Privacy == nil {
		return
	}
	tenant.GET("/settings/privacy", s.getPrivacy)
	tenant.PUT("/settings/privacy", requireManager, s.putPrivacy)
}

func (s *Server) getPrivacy(c *gin.Context) {
	sess := session(c)
	st, err := s.deps.Privacy.Settings(c.Request.Context(), sess.WorkspaceID)
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, toPrivacyJSON(st, isManager(sess.Role)))
}

func (s *Server) putPrivacy(c *gin.Context) {
	var req struct {
		Enabled *bool    `json:"enabled"`
		Terms   []string `json:"terms"`
	}
	if !bindJSON(c, &req) {
		return
	}
	if req.Enabled == nil {
		writeError(c, errs.E(errs.Invalid, "enabled is required (true or false)"))
		return
	}
	sess := session(c)
	st, err := s.deps.Privacy.Save(c.Request.Context(), sess.WorkspaceID, sess.UserID, pii.Settings{Enabled: *req.Enabled, Terms: req.Terms})
	if err != nil {
		writeError(c, err)
		return
	}
	s.deps.Log.InfoContext(c.Request.Context(), "privacy setting changed", "enabled", st.Enabled, "terms", len(st.Terms))
	c.JSON(http.StatusOK, toPrivacyJSON(st, true))
}
