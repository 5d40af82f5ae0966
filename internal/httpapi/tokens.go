package httpapi

import (
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"

	"knowledgestack/internal/auth"
	"knowledgestack/internal/errs"
)

// bearerRoutes are the only routes a personal API token may call, with the
// scope each needs (docs/adr/0024-personal-api-tokens.md). Everything else —
// sources, database registration, workspaces and members, the token routes
// themselves, sign-out — stays session-only: a stolen token can read and ask,
// never administer.
var bearerRoutes = map[string]string{
	"GET /sources":                           auth.ScopeRead,
	"GET /sources/:sourceId/documents":       auth.ScopeRead,
	"GET /sources/:sourceId/files/:fileName": auth.ScopeRead,
	"GET /database-connections":              auth.ScopeRead,
	"GET /questions/unanswered":              auth.ScopeRead,
	"GET /chat/models":                       auth.ScopeRead,
	"GET /chat":                              auth.ScopeRead,
	"GET /chat/:chatId":                      auth.ScopeRead,
	"GET /chat/:chatId/turns/:turnId/events": auth.ScopeRead,
	"POST /chat":                             auth.ScopeChat,
	"POST /chat/:chatId/turns":               auth.ScopeChat,
	"DELETE /chat/:chatId":                   auth.ScopeChat,
}

// bearerSession authenticates an Authorization header carrying a personal
// API token and checks the route is one tokens may call with its scope.
// The Origin check still runs before it: a script sends no Origin, and a
// page of another site has no business calling the API even with a token.
func (s *Server) bearerSession(c *gin.Context, header string) (auth.Session, error) {
	scheme, secret, ok := strings.Cut(header, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") || s.deps.Tokens == nil {
		return auth.Session{}, errs.E(errs.Unauthorized, "send a personal API token as \"Authorization: Bearer ks_pat_…\"")
	}
	ts, err := s.deps.Tokens.Authenticate(c.Request.Context(), strings.TrimSpace(secret))
	if err != nil {
		return auth.Session{}, err
	}
	need, allowed := bearerRoutes[c.Request.Method+" "+c.FullPath()]
	switch {
	case c.FullPath() == "":
		// An unknown route: the NoRoute handler answers 404 as for a session.
	case !allowed:
		return auth.Session{}, errs.E(errs.Forbidden, "API tokens cannot call %s %s; sign in to the app to do this", c.Request.Method, c.FullPath())
	case need == auth.ScopeChat && ts.Scope != auth.ScopeChat:
		return auth.Session{}, errs.E(errs.Forbidden, "this API token has the read scope; create one with the chat scope to ask questions")
	}
	return auth.Session{UserID: ts.UserID, WorkspaceID: ts.WorkspaceID, Role: ts.Role, TokenScope: ts.Scope}, nil
}

// mountTokens serves the signed-in member's personal API tokens for the
// active workspace. Session-only: bearerRoutes does not list them.
func (s *Server) mountTokens(tenant *gin.RouterGroup) {
	if s.deps.Tokens == nil {
		return
	}
	tenant.POST("/tokens", s.createToken)
	tenant.GET("/tokens", s.listTokens)
	tenant.DELETE("/tokens/:tokenId", byID("tokenId", s.revokeToken))
}

func (s *Server) createToken(c *gin.Context) {
	var body struct {
		Name          string `json:"name"`
		Scope         string `json:"scope"`
		ExpiresInDays int    `json:"expiresInDays"`
	}
	if !bindJSON(c, &body) {
		return
	}
	sess := session(c)
	tok, err := s.deps.Tokens.Create(c.Request.Context(), sess.UserID, sess.WorkspaceID,
		auth.TokenRequest{Name: body.Name, Scope: body.Scope, Days: body.ExpiresInDays})
	if err != nil {
		writeError(c, err)
		return
	}
	c.Header("Cache-Control", "no-store")
	c.JSON(http.StatusCreated, newTokenJSON{tokenJSON: toTokenJSON(tok.APIToken), Secret: tok.Secret})
}

func (s *Server) listTokens(c *gin.Context) {
	sess := session(c)
	list, err := s.deps.Tokens.List(c.Request.Context(), sess.UserID, sess.WorkspaceID)
	writeJSON(c, http.StatusOK, wireList(list, toTokenJSON), err)
}

func (s *Server) revokeToken(c *gin.Context, id uuid.UUID) {
	sess := session(c)
	writeStatus(c, http.StatusNoContent, s.deps.Tokens.Revoke(c.Request.Context(), sess.UserID, sess.WorkspaceID, id))
}

// tokenJSON is a personal API token on the wire (api/openapi.yaml ApiToken).
type tokenJSON struct {
	ID         uuid.UUID  `json:"id"`
	Name       string     `json:"name"`
	Scope      string     `json:"scope"`
	CreatedAt  time.Time  `json:"createdAt"`
	ExpiresAt  time.Time  `json:"expiresAt"`
	LastUsedAt *time.Time `json:"lastUsedAt"`
}

// newTokenJSON is a token just created, with its secret, shown this once.
type newTokenJSON struct {
	tokenJSON
	Secret string `json:"secret"`
}

func toTokenJSON(t auth.APIToken) tokenJSON {
	return tokenJSON{ID: t.ID, Name: t.Name, Scope: t.Scope, CreatedAt: t.CreatedAt, ExpiresAt: t.ExpiresAt, LastUsedAt: t.LastUsedAt}
}
