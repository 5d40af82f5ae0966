package httpapi

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"

	"knowledgestack/internal/workspace"
)

type workspaceJSON struct {
	ID       uuid.UUID `json:"id"`
	Name     string    `json:"name"`
	Slug     string    `json:"slug"`
	Role     string    `json:"role"`
	JoinCode string    `json:"joinCode,omitempty"`
}

func toWorkspaceJSON(w workspace.Workspace) workspaceJSON {
	return workspaceJSON{ID: w.ID, Name: w.Name, Slug: w.Slug, Role: w.Role, JoinCode: w.JoinCode}
}

type memberJSON struct {
	UserID   uuid.UUID `json:"userId"`
	Email    string    `json:"email"`
	Name     string    `json:"name"`
	Role     string    `json:"role"`
	JoinedAt time.Time `json:"joinedAt"`
}

func toMemberJSON(m workspace.Member) memberJSON {
	return memberJSON{UserID: m.UserID, Email: m.Email, Name: m.Name, Role: m.Role, JoinedAt: m.JoinedAt}
}

func (s *Server) mountWorkspaces(authed *gin.RouterGroup) {
	if s.deps.Workspaces == nil {
		return
	}
	h := workspaceHandlers{s: s, ws: s.deps.Workspaces}
	authed.GET("/workspaces", h.list)
	authed.POST("/workspaces", h.create)
	authed.POST("/workspaces/join", h.join)
	authed.POST("/workspaces/:id/select", byID("id", h.selectOne))
	authed.POST("/workspaces/:id/leave", byID("id", h.leave))
	authed.PATCH("/workspaces/:id", byID("id", h.rename))
	authed.POST("/workspaces/:id/join-code", byID("id", h.regenerateCode))
	authed.GET("/workspaces/:id/members", byID("id", h.members))
	authed.PATCH("/workspaces/:id/members/:userId", byIDs("id", "userId", h.setRole))
	authed.DELETE("/workspaces/:id/members/:userId", byIDs("id", "userId", h.removeMember))
}

type workspaceHandlers struct {
	s  *Server
	ws *workspace.Service
}

func (h workspaceHandlers) list(c *gin.Context) {
	list, err := h.ws.List(c.Request.Context(), session(c).UserID)
	writeList(c, list, err, toWorkspaceJSON)
}

func (h workspaceHandlers) create(c *gin.Context) {
	var req struct {
		Name string `json:"name"`
	}
	if !bindJSON(c, &req) {
		return
	}
	sess := session(c)
	w, err := h.ws.Create(c.Request.Context(), sess.UserID, sess.ID, req.Name)
	writeOne(c, http.StatusCreated, w, err, toWorkspaceJSON)
}

// join is limited per user, per address and globally (joinLimits): codes
// are long, and guessing one must stay hopeless however many accounts or
// addresses a stranger brings.
func (h workspaceHandlers) join(c *gin.Context) {
	var req struct {
		Code string `json:"code"`
	}
	if !bindJSON(c, &req) {
		return
	}
	sess := session(c)
	if h.s.joins.limited(c, sess.UserID.String()) {
		return
	}
	w, err := h.ws.Join(c.Request.Context(), sess.UserID, sess.ID, req.Code)
	writeOne(c, http.StatusOK, w, err, toWorkspaceJSON)
}

func (h workspaceHandlers) selectOne(c *gin.Context, id uuid.UUID) {
	sess := session(c)
	w, err := h.ws.Select(c.Request.Context(), sess.UserID, sess.ID, id)
	writeOne(c, http.StatusOK, w, err, toWorkspaceJSON)
}

func (h workspaceHandlers) leave(c *gin.Context, id uuid.UUID) {
	writeStatus(c, http.StatusNoContent, h.ws.Leave(c.Request.Context(), session(c).UserID, id))
}

func (h workspaceHandlers) rename(c *gin.Context, id uuid.UUID) {
	var req struct {
		Name string `json:"name"`
	}
	if !bindJSON(c, &req) {
		return
	}
	w, err := h.ws.Rename(c.Request.Context(), session(c).UserID, id, req.Name)
	writeOne(c, http.StatusOK, w, err, toWorkspaceJSON)
}

func (h workspaceHandlers) regenerateCode(c *gin.Context, id uuid.UUID) {
	code, err := h.ws.RegenerateCode(c.Request.Context(), session(c).UserID, id)
	writeJSON(c, http.StatusOK, joinCodeJSON{JoinCode: code}, err)
}

func (h workspaceHandlers) members(c *gin.Context, id uuid.UUID) {
	list, err := h.ws.Members(c.Request.Context(), session(c).UserID, id)
	writeList(c, list, err, toMemberJSON)
}

func (h workspaceHandlers) setRole(c *gin.Context, id, member uuid.UUID) {
	var req struct {
		Role string `json:"role"`
	}
	if !bindJSON(c, &req) {
		return
	}
	m, err := h.ws.SetRole(c.Request.Context(), session(c).UserID, id, member, req.Role)
	writeOne(c, http.StatusOK, m, err, toMemberJSON)
}

func (h workspaceHandlers) removeMember(c *gin.Context, id, member uuid.UUID) {
	writeStatus(c, http.StatusNoContent, h.ws.RemoveMember(c.Request.Context(), session(c).UserID, id, member))
}
