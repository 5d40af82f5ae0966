package httpapi

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"

	"knowledgestack/internal/auth"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/logctx"
)

// CookieName is the session cookie.
const CookieName = "ks_session"

const (
	keyLogger  = "ks.logger"
	keySession = "ks.session"
)

func (s *Server) requestID(c *gin.Context) {
	id := c.GetHeader("X-Request-Id")
	if id == "" || len(id) > 64 {
		b := make([]byte, 8)
		_, _ = rand.Read(b)
		id = hex.EncodeToString(b)
	}
	c.Header("X-Request-Id", id)
	// Every line logged under the request's context, by any package, carries
	// the id (the process logger's logctx.Handler adds it).
	c.Request = c.Request.WithContext(logctx.With(c.Request.Context(), "request_id", id))
	c.Set(keyLogger, s.log)
	c.Next()
}

// loggerFor is the server's logger, for helpers that have only the gin
// context; log with its *Context methods so the request's attributes follow.
func loggerFor(c *gin.Context) *slog.Logger {
	if l, ok := c.Get(keyLogger); ok {
		return l.(*slog.Logger)
	}
	return slog.Default()
}

func (s *Server) recoverPanic(c *gin.Context) {
	defer func() {
		if r := recover(); r != nil {
			if r == http.ErrAbortHandler {
				panic(r)
			}
			writeError(c, fmt.Errorf("panic: %v", r))
		}
	}()
	c.Next()
}

func (s *Server) accessLog(c *gin.Context) {
	start := time.Now()
	c.Next()
	route := c.FullPath()
	if route == "" {
		route = "unmatched"
	}
	status := c.Writer.Status()
	s.deps.Metrics.HTTPRequests.WithLabelValues(c.Request.Method, route, strconv.Itoa(status)).Inc()
	s.deps.Metrics.HTTPDuration.WithLabelValues(c.Request.Method, route).Observe(time.Since(start).Seconds())
	// Probes come every second from cmd/web's replica proxy (and from any
	// orchestrator): a healthy answer is counted above but not logged, so the
	// log is not one probe line a second per replica; an unready one is.
	if route == "/healthz" || (route == "/readyz" && status == http.StatusOK) {
		return
	}
	s.log.InfoContext(c.Request.Context(), "request", "method", c.Request.Method, "route", route, "status", status,
		"duration_ms", time.Since(start).Milliseconds())
}

// limitBody caps request bodies at MaxBodyBytes (the JSON cap). Only the
// routes registered in largeBodies (the upload) get more, whatever the
// Content-Type says: a multipart body sent to any other route is cut at the
// JSON cap like any other.
func (s *Server) limitBody(c *gin.Context) {
	limit := s.deps.Options.MaxBodyBytes
	if big, ok := s.largeBodies[c.Request.Method+" "+c.FullPath()]; ok {
		limit = big
	}
	if c.Request.ContentLength > limit {
		writeError(c, errs.E(errs.TooLarge, "request body is larger than %d bytes", limit))
		return
	}
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, limit)
	c.Next()
}

// allowLargeBody lets one route (method and pattern as mounted) take a body of up to limit bytes.
func (s *Server) allowLargeBody(method, route string, limit int64) {
	s.largeBodies[method+" "+route] = limit
}

// APIContentSecurityPolicy is the API's policy: its answers are JSON and
// event streams, never pages, so nothing in them may load or frame anything.
const APIContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

// securityHeaders marks every answer, errors included, so that a browser
// never sniffs JSON into HTML, never frames it and never leaks the URL
// (chat and turn ids) to another site in a Referer.
func securityHeaders(c *gin.Context) {
	h := c.Writer.Header()
	h.Set("Content-Security-Policy", APIContentSecurityPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	c.Next()
}

// checkOrigin refuses state-changing requests sent by another site's page.
func (s *Server) checkOrigin(c *gin.Context) {
	switch c.Request.Method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		c.Next()
		return
	}
	if o := c.GetHeader("Origin"); o != "" && o != s.deps.Options.Origin {
		writeError(c, errs.E(errs.Forbidden, "requests from %s are not allowed", o))
		return
	}
	if c.GetHeader("Sec-Fetch-Site") == "cross-site" {
		writeError(c, errs.E(errs.Forbidden, "cross-site requests are not allowed"))
		return
	}
	c.Next()
}

func (s *Server) requireSession(c *gin.Context) {
	var sess auth.Session
	var err error
	if h := c.GetHeader("Authorization"); h != "" {
		// A bearer request is judged by its token alone: any cookie it also
		// carries is ignored, so one request never mixes two identities.
		sess, err = s.bearerSession(c, h)
	} else {
		token, _ := c.Cookie(CookieName)
		sess, err = s.deps.Sessions.Authenticate(c.Request.Context(), token)
	}
	if err != nil {
		writeError(c, err)
		return
	}
	c.Set(keySession, sess)
	ctx := logctx.With(c.Request.Context(), "user_id", sess.UserID)
	if sess.WorkspaceID != uuid.Nil {
		ctx = logctx.With(ctx, "workspace_id", sess.WorkspaceID)
	}
	c.Request = c.Request.WithContext(ctx)
	c.Next()
}

// requireWorkspace lets through only sessions with an active workspace the
// user is (still) a member of.
func (s *Server) requireWorkspace(c *gin.Context) {
	if session(c).WorkspaceID == uuid.Nil {
		writeError(c, errs.E(errs.Forbidden, "select a workspace first"))
		return
	}
	c.Next()
}

// session returns the authenticated session; only valid behind requireSession.
func session(c *gin.Context) auth.Session {
	v, _ := c.Get(keySession)
	sess, _ := v.(auth.Session)
	return sess
}

// requireManager lets through only workspace owners and admins. Routes that
// manage sources, connectors, databases and settings name it where they are
// mounted, so the route table shows who may call what.
func requireManager(c *gin.Context) {
	if !isManager(session(c).Role) {
		writeError(c, errs.E(errs.Forbidden, "only workspace owners and admins can do this"))
		return
	}
	c.Next()
}

// isManager reports whether a workspace role may manage the workspace's
// sources, databases and settings.
func isManager(role string) bool { return role == "owner" || role == "admin" }

// pathID parses a UUID path parameter; a malformed id is a 404 like any unknown one.
func pathID(c *gin.Context, name string) (uuid.UUID, bool) {
	id, err := uuid.Parse(c.Param(name))
	if err != nil {
		writeError(c, errs.E(errs.NotFound, "%s not found", strings.TrimSuffix(name, "Id")))
		return uuid.Nil, false
	}
	return id, true
}

// byID mounts the handler of one resource named by the UUID path parameter
// param: the handler gets the parsed id, and a malformed one has been
// answered 404 like any unknown id before it runs. The route table thus
// says which parameters are ids.
func byID(param string, h func(c *gin.Context, id uuid.UUID)) gin.HandlerFunc {
	return func(c *gin.Context) {
		if id, ok := pathID(c, param); ok {
			h(c, id)
		}
	}
}

// byIDs is byID for a nested resource (a chat's turn, a workspace's
// member): the first malformed id is the 404.
func byIDs(outer, inner string, h func(c *gin.Context, outer, inner uuid.UUID)) gin.HandlerFunc {
	return func(c *gin.Context) {
		a, ok := pathID(c, outer)
		if !ok {
			return
		}
		if b, ok := pathID(c, inner); ok {
			h(c, a, b)
		}
	}
}

// cookie is one of our cookies with the flags the product promises: never
// readable by scripts, sent on top-level navigations only, Secure behind
// https. A negative maxAge removes it.
func (s *Server) cookie(name, value string, maxAge int) *http.Cookie {
	return &http.Cookie{Name: name, Value: value, Path: "/", MaxAge: maxAge,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: s.deps.Options.SecureCookies}
}

// setSessionCookie writes the session cookie, with Expires too for clients
// that predate Max-Age.
func (s *Server) setSessionCookie(c *gin.Context, token string, expires time.Time) {
	ck := s.cookie(CookieName, token, int(time.Until(expires).Seconds()))
	ck.Expires = expires
	http.SetCookie(c.Writer, ck)
}

// clearSessionCookie removes the session cookie from the browser.
func (s *Server) clearSessionCookie(c *gin.Context) {
	http.SetCookie(c.Writer, s.cookie(CookieName, "", -1))
}
