package httpapi

import (
	"errors"
	"net/http"
	"net/url"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"

	"knowledgestack/internal/auth"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/ratelimit"
)

// providerJSON is one sign-in provider the page offers a button for.
type providerJSON struct {
	ID    string `json:"id"`
	Label string `json:"label"`
}

// providers are the configured OpenID Connect providers, Google first.
func (s *Server) providers() []*auth.Provider {
	var out []*auth.Provider
	for _, p := range []*auth.Provider{s.deps.Google, s.deps.OIDC} {
		if p != nil {
			out = append(out, p)
		}
	}
	return out
}

// provider is the configured provider of a route name, or nil.
func (s *Server) provider(name string) *auth.Provider {
	for _, p := range s.providers() {
		if p.Name() == name {
			return p
		}
	}
	return nil
}

// providerFor is the configured provider of a sign-in route, or nil once it
// has redirected to /signin?error=<name>_disabled. Either answer is a
// redirect the browser must not keep: it carries one sign-in's state.
func (s *Server) providerFor(c *gin.Context, name string) *auth.Provider {
	c.Header("Cache-Control", "no-store")
	p := s.provider(name)
	if p == nil {
		s.signinRedirect(c, auth.DisabledCode(name))
	}
	return p
}

// authConfig tells the sign-in page exactly which ways in this server offers.
func (s *Server) authConfig(c *gin.Context) {
	list := []providerJSON{}
	for _, p := range s.providers() {
		list = append(list, providerJSON{ID: p.Name(), Label: p.Label()})
	}
	c.JSON(http.StatusOK, authConfigJSON{Providers: list, Google: s.deps.Google != nil, Local: s.localAccounts(),
		Signup: s.deps.Options.Signup})
}

// providerBegin starts a sign-in with the named provider; ?joinCode= carries
// an invitation (required under SIGNUP=invite for a new account) and counts
// as a join attempt.
func (s *Server) providerBegin(name string) gin.HandlerFunc {
	return func(c *gin.Context) {
		p := s.providerFor(c, name)
		if p == nil {
			return
		}
		joinCode := c.Query("joinCode")
		if joinCode != "" {
			if ok, _, err := s.joins.allow(c, ""); !ok || err != nil {
				s.signinRedirect(c, "rate_limited")
				return
			}
		}
		authURL, state, err := p.Begin(c.Request.Context(), joinCode)
		if err != nil {
			s.log.ErrorContext(c.Request.Context(), "sign-in could not start", "provider", name, "err", err)
			s.signinRedirect(c, auth.CodeProviderError)
			return
		}
		s.oauthCookie(c, state, int(auth.StateTTL.Seconds()))
		c.Redirect(http.StatusFound, authURL)
	}
}

// providerCallback always answers with a redirect: the browser is
// mid-navigation and a JSON error page would strand the user. A refusal
// redirects to /signin?error=<code>, the code naming the reason.
func (s *Server) providerCallback(name string) gin.HandlerFunc {
	return func(c *gin.Context) {
		p := s.providerFor(c, name)
		if p == nil {
			return
		}
		ctx := c.Request.Context()
		cookie, _ := c.Cookie(OAuthCookieName)
		s.oauthCookie(c, "", -1)
		q := c.Request.URL.Query()
		res, err := p.Finish(ctx, auth.Callback{
			CookieState: cookie, State: q.Get("state"), Code: q.Get("code"), Error: q.Get("error"),
		})
		if err != nil {
			code := auth.CallbackCode(err)
			s.log.WarnContext(ctx, "sign-in refused", "provider", name, "code", code, "err", err)
			var ce *auth.CallbackError
			if errors.As(err, &ce) && ce.LinkToken != "" {
				s.linkCookie(c, ce.LinkToken, int(auth.LinkTTL.Seconds()))
			}
			s.signinRedirect(c, code)
			return
		}
		u := res.User
		// Joined before the session starts, so a new account's only
		// workspace is the session's active one.
		if res.AutoJoin != uuid.Nil && s.deps.Workspaces != nil {
			if err := s.deps.Workspaces.AddMember(ctx, res.AutoJoin, u.ID); err != nil {
				s.log.WarnContext(ctx, "automatic join after sign-in", "provider", name, "err", err)
			}
		}
		if _, err := s.replaceSession(c, u.ID); err != nil {
			s.log.ErrorContext(ctx, "sign-in: create session", "provider", name, "err", err)
			s.signinRedirect(c, auth.CodeProviderError)
			return
		}
		// A join code that came with the sign-in URL is only offered: anyone
		// can make a signed-in browser follow such a link, so joining (and
		// switching the active workspace) waits for the person's own POST
		// /workspaces/join from the page that asks.
		if res.JoinCode != "" {
			c.Redirect(http.StatusFound, "/workspaces?"+url.Values{"join": {res.JoinCode}}.Encode())
			return
		}
		c.Redirect(http.StatusFound, "/")
	}
}

// completeLink completes a pending link (the ks_link cookie) with the
// existing account's password: the account then signs in with that provider
// only, every other session of it ends, and this browser gets a new one.
func (s *Server) completeLink(perIP *ratelimit.Limiter) gin.HandlerFunc {
	return func(c *gin.Context) {
		if len(s.providers()) == 0 || s.deps.Accounts == nil {
			writeError(c, errs.E(errs.NotFound, "no sign-in provider is configured on this server"))
			return
		}
		var req struct {
			Password string `json:"password"`
		}
		if !bindAttempt(c, perIP, "sign-in attempts", &req) {
			return
		}
		token, _ := c.Cookie(LinkCookieName)
		u, err := s.deps.Accounts.CompleteLink(c.Request.Context(), token, req.Password)
		if err != nil {
			if errors.Is(err, auth.ErrLinkExpired) {
				s.linkCookie(c, "", -1)
			}
			writeError(c, err)
			return
		}
		s.linkCookie(c, "", -1)
		if _, ok := s.startSession(c, u.ID); !ok {
			return
		}
		c.JSON(http.StatusOK, userEnvelopeJSON{User: toUserJSON(u)})
	}
}
