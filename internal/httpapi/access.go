package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"

	"knowledgestack/internal/access"
	"knowledgestack/internal/errs"
)

// mountAccess serves who may read a source's documents (ADR 0058): its
// visibility mode and member list, set by an owner or admin, and an admin's
// "why can (or can't) this member see this document".
func (s *Server) mountAccess(tenant *gin.RouterGroup) {
	if s.deps.Sources == nil {
		return
	}
	tenant.GET("/sources/:sourceId/access", requireManager, byID("sourceId", s.getSourceAccess))
	tenant.PUT("/sources/:sourceId/access", requireManager, byID("sourceId", s.setSourceAccess))
	tenant.GET("/documents/:documentId/access", requireManager, byID("documentId", s.explainAccess))
}

type sourceAccessJSON struct {
	Mode    string      `json:"mode"`
	Members []uuid.UUID `json:"members"`
	// Mirrors says whether the source's provider has permissions to mirror.
	Mirrors bool `json:"mirrors"`
}

func (s *Server) getSourceAccess(c *gin.Context, id uuid.UUID) {
	ctx := c.Request.Context()
	ws := session(c).WorkspaceID
	a, err := access.Get(ctx, s.deps.Pool, ws, id)
	if err != nil {
		writeError(c, err)
		return
	}
	provider, err := access.ProviderOf(ctx, s.deps.Pool, ws, id)
	if a.Members == nil {
		a.Members = []uuid.UUID{}
	}
	writeJSON(c, http.StatusOK, sourceAccessJSON{Mode: a.Mode, Members: a.Members, Mirrors: access.Mirrors(provider)}, err)
}

type setSourceAccessJSON struct {
	Mode    string      `json:"mode"`
	Members []uuid.UUID `json:"members"`
}

func (s *Server) setSourceAccess(c *gin.Context, id uuid.UUID) {
	var body setSourceAccessJSON
	if !bindJSON(c, &body) {
		return
	}
	if len(body.Members) > access.MaxMembers {
		writeError(c, errs.E(errs.Invalid, "a source can list at most %d members", access.MaxMembers))
		return
	}
	sess := session(c)
	err := access.Set(c.Request.Context(), s.deps.Pool, sess.WorkspaceID, id, sess.UserID, access.SourceAccess{Mode: body.Mode, Members: body.Members})
	if err != nil {
		writeError(c, err)
		return
	}
	s.getSourceAccess(c, id)
}

type accessEntryJSON struct {
	Kind   string `json:"kind"`
	Value  string `json:"value"`
	Reason string `json:"reason"`
}

type explanationJSON struct {
	Visible          bool              `json:"visible"`
	Mode             string            `json:"mode"`
	Rule             string            `json:"rule"`
	Principal        *string           `json:"principal"`
	MemberPrincipals []string          `json:"memberPrincipals"`
	Entries          []accessEntryJSON `json:"entries"`
	Notes            []string          `json:"notes"`
}

func (s *Server) explainAccess(c *gin.Context, doc uuid.UUID) {
	member, err := uuid.Parse(c.Query("member"))
	if err != nil {
		writeError(c, errs.E(errs.Invalid, "member must be the id of a member of this workspace"))
		return
	}
	ex, err := access.Explain(c.Request.Context(), s.deps.Pool, session(c).WorkspaceID, member, doc)
	if err != nil {
		writeError(c, err)
		return
	}
	out := explanationJSON{Visible: ex.Visible, Mode: ex.Mode, Rule: ex.Rule, MemberPrincipals: ex.MemberPrincipals,
		Entries: make([]accessEntryJSON, 0, len(ex.Entries)), Notes: ex.Notes}
	if ex.Principal != "" {
		out.Principal = &ex.Principal
	}
	if out.Notes == nil {
		out.Notes = []string{}
	}
	for _, e := range ex.Entries {
		out.Entries = append(out.Entries, accessEntryJSON{Kind: e.Kind, Value: e.Value, Reason: e.Reason})
	}
	c.JSON(http.StatusOK, out)
}
