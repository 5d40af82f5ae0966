package httpapi

import (
	"cmp"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"

	"knowledgestack/internal/auth"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/ratelimit"
	"knowledgestack/internal/workspace"
)

// OAuthCookieName binds a sign-in's state (any provider) to the browser that began it.
const OAuthCookieName = "ks_oauth"

// LinkCookieName holds a pending identity link (auth.CodeLinkRequired) until the
// person enters the existing account's password.
const LinkCookieName = "ks_link"

// Sign-in and sign-up attempt limits, held in PostgreSQL so every replica
// counts the same attempts. A person mistyping gets several tries; a script
// guessing from one address is slowed to a crawl. Guesses at one e-mail are
// limited per (e-mail, address), so one address cannot lock the owner out;
// the per-e-mail limit across addresses refills faster than any one address
// may guess, so only many addresses together can reach it.
var (
	signInIP      = limit{"signin-ip", 6 * time.Second, 20}
	signInEmailIP = limit{"signin-email-ip", time.Minute, 5}
	signInEmail   = limit{"signin-email", 30 * time.Second, 50}
	signUpIP      = limit{"signup-ip", 6 * time.Second, 20}
	signUpEmail   = limit{"signup-email", time.Minute, 5}
	// Completing an identity link tries a password: limited like sign-in
	// (and five wrong passwords spend the pending link itself). The name
	// stays, so counts survive the upgrade.
	linkIP = limit{"google-link-ip", 6 * time.Second, 20}
)

// authLimits are the limiters of the sign-in and sign-up routes.
type authLimits struct {
	signInIP, signInEmailIP, signInEmail, signUpIP, signUpEmail, linkIP *ratelimit.Limiter
}

type userJSON struct {
	ID    uuid.UUID `json:"id"`
	Email string    `json:"email"`
	Name  string    `json:"name"`
}

func toUserJSON(u auth.User) userJSON { return userJSON{ID: u.ID, Email: u.Email, Name: u.Name} }

func (s *Server) mountAuth(public *gin.RouterGroup) {
	l := authLimits{signInIP: s.limiter(signInIP), signInEmailIP: s.limiter(signInEmailIP),
		signInEmail: s.limiter(signInEmail), signUpIP: s.limiter(signUpIP), signUpEmail: s.limiter(signUpEmail),
		linkIP: s.limiter(linkIP)}
	public.GET("/auth/config", s.authConfig)
	public.POST("/auth/signup", s.requireLocal, s.signUp(l))
	public.POST("/auth/signin", s.requireLocal, s.signIn(l))
	// Both providers' routes always exist: an unconfigured one redirects
	// with <name>_disabled, which the sign-in page puts in words.
	for _, name := range []string{auth.ProviderGoogle, auth.ProviderOIDC} {
		public.GET("/auth/"+name, s.providerBegin(name))
		public.GET("/auth/"+name+"/callback", s.providerCallback(name))
	}
	public.POST("/auth/link", s.completeLink(l.linkIP))
	// The route the sign-in page used before any provider but Google existed.
	public.POST("/auth/google/link", s.completeLink(l.linkIP))
}

func (s *Server) mountSession(authed *gin.RouterGroup) {
	authed.GET("/auth/session", s.sessionInfo)
	authed.POST("/auth/signout", s.signOut)
	authed.POST("/auth/signout-all", s.signOutAll)
}

func (s *Server) localAccounts() bool { return s.deps.Options.LocalAccounts && s.deps.Accounts != nil }

// requireLocal answers 404 on the e-mail and password routes when local
// accounts are turned off.
func (s *Server) requireLocal(c *gin.Context) {
	if !s.localAccounts() {
		writeError(c, errLocalOff)
		return
	}
	c.Next()
}

var errLocalOff = errs.E(errs.NotFound, "e-mail and password accounts are turned off; sign in with your organisation's provider")

// clientIP is the bucket the caller's address counts in
// (ratelimit.AddressKey: an IPv6 client by its /64): the peer's address, or,
// when the peer is a trusted proxy, the nearest address in X-Forwarded-For
// that is not one (Gin's ClientIP under trustProxies).
func clientIP(c *gin.Context) string {
	return ratelimit.AddressKey(c.ClientIP())
}

// bindAttempt counts a sign-in, sign-up or link attempt against the
// caller's address before reading a byte of the body, then binds the body,
// which must be declared JSON (and is under the JSON cap). False means it
// has answered.
func bindAttempt(c *gin.Context, perIP *ratelimit.Limiter, what string, v any) bool {
	return !limited(c, perIP, clientIP(c), what) && requireJSON(c) && bindJSON(c, v)
}

// signUp and signIn count the attempt against the caller's address
// (bindAttempt), and against the e-mail before hashing anything.
func (s *Server) signUp(l authLimits) gin.HandlerFunc {
	return func(c *gin.Context) {
		var req struct {
			Email    string `json:"email"`
			Password string `json:"password"`
			Name     string `json:"name"`
			JoinCode string `json:"joinCode"`
		}
		if !bindAttempt(c, l.signUpIP, "sign-up attempts", &req) {
			return
		}
		if limited(c, l.signUpEmail, limiterEmail(req.Email), "sign-up attempts for this e-mail") {
			return
		}
		if req.JoinCode != "" {
			// A code is checked before the account exists, so a wrong one
			// leaves nothing behind, and counts as a join attempt.
			if s.joins.limited(c, "") {
				return
			}
			if ok, err := s.joinCodeExists(c, req.JoinCode); err != nil || !ok {
				writeError(c, cmp.Or(err, auth.ErrInviteInvalid))
				return
			}
		}
		u, err := s.deps.Accounts.SignUp(c.Request.Context(), req.Email, req.Password, req.Name, req.JoinCode)
		if err != nil {
			writeError(c, err)
			return
		}
		token, ok := s.startSession(c, u.ID)
		if !ok {
			return
		}
		s.joinAfterSignIn(c, u.ID, token, req.JoinCode)
		c.JSON(http.StatusCreated, userEnvelopeJSON{User: toUserJSON(u)})
	}
}

// joinCodeExists checks a code for sign-up; without workspaces no code is valid.
func (s *Server) joinCodeExists(c *gin.Context, code string) (bool, error) {
	if s.deps.Workspaces == nil {
		return false, nil
	}
	return s.deps.Workspaces.JoinCodeExists(c.Request.Context(), code)
}

// joinAfterSignIn joins the workspace of the code a local sign-up (a POST)
// came with, making it the session's active one. The account exists by now,
// so a code that stopped working in between is logged, not an error.
func (s *Server) joinAfterSignIn(c *gin.Context, userID uuid.UUID, token, code string) {
	if code == "" || s.deps.Workspaces == nil {
		return
	}
	ctx := c.Request.Context()
	sess, err := s.deps.Sessions.Authenticate(ctx, token)
	if err == nil {
		_, err = s.deps.Workspaces.Join(ctx, userID, sess.ID, code)
	}
	if err != nil {
		s.log.WarnContext(ctx, "join after sign-in", "err", err)
	}
}

func (s *Server) signIn(l authLimits) gin.HandlerFunc {
	return func(c *gin.Context) {
		var req struct {
			Email    string `json:"email"`
			Password string `json:"password"`
		}
		if !bindAttempt(c, l.signInIP, "sign-in attempts", &req) {
			return
		}
		if req.Email == "" || req.Password == "" {
			writeError(c, errs.E(errs.Invalid, "email and password are required"))
			return
		}
		email := limiterEmail(req.Email)
		if limited(c, l.signInEmailIP, email+" "+clientIP(c), "sign-in attempts") ||
			limited(c, l.signInEmail, email, "sign-in attempts for this e-mail") {
			return
		}
		u, err := s.deps.Accounts.SignIn(c.Request.Context(), req.Email, req.Password)
		if err != nil {
			writeError(c, err)
			return
		}
		if _, ok := s.startSession(c, u.ID); !ok {
			return
		}
		c.JSON(http.StatusOK, userEnvelopeJSON{User: toUserJSON(u)})
	}
}

// limiterEmail is the e-mail as a limiter key: the form accounts compare, cut
// to the longest possible address so keys stay small.
func limiterEmail(e string) string {
	e = strings.ToLower(strings.TrimSpace(e))
	if len(e) > 320 {
		e = e[:320]
	}
	return e
}

// startSession is replaceSession for the JSON sign-in routes: on failure it
// has answered the request.
func (s *Server) startSession(c *gin.Context, userID uuid.UUID) (string, bool) {
	token, err := s.replaceSession(c, userID)
	if err != nil {
		writeError(c, err)
		return "", false
	}
	return token, true
}

// replaceSession ends any session the browser had (so a shared computer
// does not keep the previous person signed in) and starts one for userID,
// setting its cookie and returning its token.
func (s *Server) replaceSession(c *gin.Context, userID uuid.UUID) (string, error) {
	ctx := c.Request.Context()
	if old, err := c.Cookie(CookieName); err == nil && old != "" {
		if err := s.deps.Sessions.Delete(ctx, old); err != nil {
			s.log.WarnContext(ctx, "could not end the previous session", "err", err)
		}
	}
	token, expires, err := s.deps.Sessions.CreateSignedIn(ctx, userID, c.Request.UserAgent())
	if err != nil {
		return "", err
	}
	s.setSessionCookie(c, token, expires)
	return token, nil
}

func (s *Server) signinRedirect(c *gin.Context, code string) {
	c.Redirect(http.StatusFound, "/signin?error="+url.QueryEscape(code))
}

func (s *Server) oauthCookie(c *gin.Context, value string, maxAge int) {
	http.SetCookie(c.Writer, s.cookie(OAuthCookieName, value, maxAge))
}

// linkCookie sets (maxAge > 0) or clears the pending-link cookie.
func (s *Server) linkCookie(c *gin.Context, value string, maxAge int) {
	http.SetCookie(c.Writer, s.cookie(LinkCookieName, value, maxAge))
}

func (s *Server) sessionInfo(c *gin.Context) {
	sess := session(c)
	ctx := c.Request.Context()
	u, err := s.deps.Sessions.User(ctx, sess.UserID)
	if err != nil {
		writeError(c, err)
		return
	}
	list := []workspace.Workspace{}
	if s.deps.Workspaces != nil {
		if list, err = s.deps.Workspaces.List(ctx, sess.UserID); err != nil {
			writeError(c, err)
			return
		}
	}
	out := make([]workspaceJSON, 0, len(list))
	var active *workspaceJSON
	for _, w := range list {
		out = append(out, toWorkspaceJSON(w))
		if w.ID == sess.WorkspaceID {
			a := toWorkspaceJSON(w)
			active = &a
		}
	}
	c.JSON(http.StatusOK, meJSON{User: toUserJSON(u), Workspaces: out, ActiveWorkspace: active})
}

// signOutAll ends every session of the user, this one included, on every device.
func (s *Server) signOutAll(c *gin.Context) {
	n, err := s.deps.Sessions.EndAll(c.Request.Context(), session(c).UserID)
	if err != nil {
		writeError(c, err)
		return
	}
	s.clearSessionCookie(c)
	c.JSON(http.StatusOK, endedJSON{Ended: n})
}

func (s *Server) signOut(c *gin.Context) {
	token, _ := c.Cookie(CookieName)
	if err := s.deps.Sessions.Delete(c.Request.Context(), token); err != nil {
		writeError(c, err)
		return
	}
	s.clearSessionCookie(c)
	c.Status(http.StatusNoContent)
}
