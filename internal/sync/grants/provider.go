package grants

import (
	"cmp"
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"golang.org/x/oauth2"

	"knowledgestack/internal/errs"
)

// Token is what a provider's token endpoint returns.
type Token struct {
	AccessToken  string
	RefreshToken string
	ExpiresAt    time.Time // zero when the token does not expire
	// Notion only: the workspace the grant covers.
	WorkspaceID   string
	WorkspaceName string
}

// Endpoints are the provider URLs; tests point them at fakes.
type Endpoints struct {
	NotionAPI        string // default https://api.notion.com/v1
	AtlassianAuth    string // default https://auth.atlassian.com
	AtlassianGateway string // default https://api.atlassian.com
	SlackAuth        string // default https://slack.com (the install page)
	SlackAPI         string // default https://slack.com/api (oauth.v2.access, auth.test)
	GoogleAuth       string // default https://accounts.google.com (the consent page)
	GoogleToken      string // default https://oauth2.googleapis.com/token
	GoogleAPI        string // default https://www.googleapis.com (Drive about.get)
	GoogleRevoke     string // default https://oauth2.googleapis.com/revoke
	// GoogleDirectory is the Admin SDK Directory API's origin (group
	// members for Drive's group permissions, ADR 0063); default
	// https://admin.googleapis.com.
	GoogleDirectory string
}

// fill gives every endpoint left empty its default.
func (e *Endpoints) fill() {
	e.NotionAPI = cmp.Or(e.NotionAPI, "https://api.notion.com/v1")
	e.AtlassianAuth = cmp.Or(e.AtlassianAuth, "https://auth.atlassian.com")
	e.AtlassianGateway = cmp.Or(e.AtlassianGateway, "https://api.atlassian.com")
	e.SlackAuth = cmp.Or(e.SlackAuth, "https://slack.com")
	e.SlackAPI = cmp.Or(e.SlackAPI, "https://slack.com/api")
	e.GoogleAuth = cmp.Or(e.GoogleAuth, "https://accounts.google.com")
	e.GoogleToken = cmp.Or(e.GoogleToken, "https://oauth2.googleapis.com/token")
	e.GoogleAPI = cmp.Or(e.GoogleAPI, "https://www.googleapis.com")
	e.GoogleRevoke = cmp.Or(e.GoogleRevoke, "https://oauth2.googleapis.com/revoke")
	e.GoogleDirectory = cmp.Or(e.GoogleDirectory, "https://admin.googleapis.com")
}

// ConfluenceScopes are the granular read scopes plus offline_access,
// without which Atlassian issues no refresh token: pages and spaces, and for
// the permission mirror (ADR 0063) the space's permissions, the pages'
// ancestors and read restrictions, users and group members. A grant made
// before the permission scopes gets 403 from those calls, and its pages fail
// closed to the grantor until it is reconnected.
const ConfluenceScopes = "read:page:confluence read:space:confluence read:space.permission:confluence " +
	"read:hierarchical-content:confluence read:content-details:confluence read:user:confluence read:group:confluence offline_access"

// oauthConfig is the x/oauth2 configuration of a provider's app. Every
// provider gets its client credentials in the form (AuthStyleInParams):
// Notion documents HTTP Basic auth with a JSON body instead, and tokenWire
// moves them there.
func (s *Service) oauthConfig(provider string) (*oauth2.Config, error) {
	var app Client
	var scopes []string
	var authURL, tokenURL string
	switch provider {
	case Notion:
		app, authURL, tokenURL = s.notion, s.ep.NotionAPI+"/oauth/authorize", s.ep.NotionAPI+"/oauth/token"
	case Confluence:
		app, authURL, tokenURL = s.atlassian, s.ep.AtlassianAuth+"/authorize", s.ep.AtlassianAuth+"/oauth/token"
		scopes = strings.Fields(ConfluenceScopes)
	case GDrive:
		app, authURL, tokenURL = s.drive, s.ep.GoogleAuth+"/o/oauth2/v2/auth", s.ep.GoogleToken
		scopes = []string{DriveScope}
		if s.driveGroups {
			scopes = append(scopes, DirectoryGroupScope)
		}
	default:
		return nil, errs.E(errs.Invalid, "unknown provider %q", provider)
	}
	return &oauth2.Config{
		ClientID: app.ID, ClientSecret: app.Secret, RedirectURL: s.redirectURL(), Scopes: scopes,
		Endpoint: oauth2.Endpoint{AuthURL: authURL, TokenURL: tokenURL, AuthStyle: oauth2.AuthStyleInParams},
	}, nil
}

// authURL is where the browser goes to grant access.
func (s *Service) authURL(provider, state string) string {
	if provider == Slack {
		return s.slackAuthURL(state)
	}
	cfg, err := s.oauthConfig(provider)
	if err != nil {
		return ""
	}
	if provider == Notion {
		return cfg.AuthCodeURL(state, oauth2.SetAuthURLParam("owner", "user"))
	}
	if provider == GDrive {
		// offline: a refresh token; consent: Google sends it again on a re-grant.
		return cfg.AuthCodeURL(state, oauth2.AccessTypeOffline, oauth2.SetAuthURLParam("prompt", "consent"))
	}
	return cfg.AuthCodeURL(state, oauth2.SetAuthURLParam("audience", "api.atlassian.com"), oauth2.SetAuthURLParam("prompt", "consent"))
}

// exchange trades an authorization code for tokens.
func (s *Service) exchange(ctx context.Context, provider, code string) (Token, error) {
	cfg, err := s.oauthConfig(provider)
	if err != nil {
		return Token{}, err
	}
	tok, err := cfg.Exchange(s.tokenContext(ctx, provider), code)
	return s.token(provider, tok, err)
}

// refresh trades a refresh token for new tokens. A refusal (the grant was
// revoked or the refresh token is spent) is an errs.Unauthorized error.
func (s *Service) refresh(ctx context.Context, provider, refreshToken string) (Token, error) {
	if provider == Slack {
		return s.refreshSlack(ctx, refreshToken)
	}
	cfg, err := s.oauthConfig(provider)
	if err != nil {
		return Token{}, err
	}
	// A token with only a refresh token is expired, so Token() refreshes it.
	tok, err := cfg.TokenSource(s.tokenContext(ctx, provider), &oauth2.Token{RefreshToken: refreshToken}).Token()
	return s.token(provider, tok, err)
}

// tokenContext gives x/oauth2 the service's HTTP client, re-encoding the
// token request in the provider's documented wire format.
func (s *Service) tokenContext(ctx context.Context, provider string) context.Context {
	base := s.http.Transport
	if base == nil {
		base = http.DefaultTransport
	}
	c := *s.http
	// Google's token endpoint takes RFC 6749's form body as x/oauth2 sends it.
	if provider != GDrive {
		c.Transport = &tokenWire{base: base, basicAuth: provider == Notion}
	}
	return context.WithValue(ctx, oauth2.HTTPClient, &c)
}

// token converts x/oauth2's answer, classifying its failures: the provider
// refusing is errs.Unauthorized (reconnect), anything else errs.Unavailable.
func (s *Service) token(provider string, tok *oauth2.Token, err error) (Token, error) {
	var re *oauth2.RetrieveError
	switch {
	case errors.As(err, &re) && re.Response != nil && re.Response.StatusCode >= 500:
		return Token{}, errs.E(errs.Unavailable, "%s token endpoint failed (%d)", provider, re.Response.StatusCode)
	case errors.As(err, &re):
		reason := strings.TrimSpace(re.ErrorCode + " " + re.ErrorDescription)
		if reason == "" && re.Response != nil {
			reason = re.Response.Status
		}
		return Token{}, errs.E(errs.Unauthorized, "%s refused the authorization (%s)", provider, reason)
	case err != nil: // unreachable, or an answer without a usable token
		return Token{}, errs.Wrap(errs.Unavailable, err, "%s token request failed", provider)
	}
	t := Token{AccessToken: tok.AccessToken, RefreshToken: tok.RefreshToken}
	if id, ok := tok.Extra("workspace_id").(string); ok {
		t.WorkspaceID = id
	}
	if name, ok := tok.Extra("workspace_name").(string); ok {
		t.WorkspaceName = name
	}
	// expires_in counts from now; s.now keeps the stored expiry on the
	// service's clock (tests move it).
	if tok.ExpiresIn > 0 {
		t.ExpiresAt = s.now().Add(time.Duration(tok.ExpiresIn) * time.Second)
	}
	return t, nil
}

func orDefault(s, def string) string {
	if strings.TrimSpace(s) == "" {
		return def
	}
	return s
}
