package grants

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

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
}

func (e *Endpoints) fill() {
	if e.NotionAPI == "" {
		e.NotionAPI = "https://api.notion.com/v1"
	}
	if e.AtlassianAuth == "" {
		e.AtlassianAuth = "https://auth.atlassian.com"
	}
	if e.AtlassianGateway == "" {
		e.AtlassianGateway = "https://api.atlassian.com"
	}
}

// ConfluenceScopes are the granular v2 read scopes plus offline_access,
// without which Atlassian issues no refresh token.
const ConfluenceScopes = "read:page:confluence read:space:confluence offline_access"

// authURL is where the browser goes to grant access.
func (s *Service) authURL(provider, state string) string {
	redirect := s.redirectURL()
	switch provider {
	case Notion:
		q := url.Values{"client_id": {s.notion.ID}, "response_type": {"code"}, "owner": {"user"}, "redirect_uri": {redirect}, "state": {state}}
		return s.ep.NotionAPI + "/oauth/authorize?" + q.Encode()
	default:
		q := url.Values{"audience": {"api.atlassian.com"}, "client_id": {s.atlassian.ID}, "scope": {ConfluenceScopes},
			"redirect_uri": {redirect}, "state": {state}, "response_type": {"code"}, "prompt": {"consent"}}
		return s.ep.AtlassianAuth + "/authorize?" + q.Encode()
	}
}

// exchange trades an authorization code for tokens.
func (s *Service) exchange(ctx context.Context, provider, code string) (Token, error) {
	body := map[string]string{"grant_type": "authorization_code", "code": code, "redirect_uri": s.redirectURL()}
	return s.tokenCall(ctx, provider, body)
}

// refresh trades a refresh token for new tokens. A refusal (the grant was
// revoked or the refresh token is spent) is an errs.Unauthorized error.
func (s *Service) refresh(ctx context.Context, provider, refreshToken string) (Token, error) {
	return s.tokenCall(ctx, provider, map[string]string{"grant_type": "refresh_token", "refresh_token": refreshToken})
}

func (s *Service) tokenCall(ctx context.Context, provider string, body map[string]string) (Token, error) {
	var endpoint string
	var basic *Client
	switch provider {
	case Notion:
		// Notion authenticates the app with HTTP Basic.
		endpoint, basic = s.ep.NotionAPI+"/oauth/token", &s.notion
	case Confluence:
		endpoint = s.ep.AtlassianAuth + "/oauth/token"
		body["client_id"], body["client_secret"] = s.atlassian.ID, s.atlassian.Secret
	default:
		return Token{}, errs.E(errs.Invalid, "unknown provider %q", provider)
	}
	payload, _ := json.Marshal(body)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(payload))
	if err != nil {
		return Token{}, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	if basic != nil {
		req.SetBasicAuth(basic.ID, basic.Secret)
	}
	resp, err := s.http.Do(req)
	if err != nil {
		return Token{}, errs.Wrap(errs.Unavailable, err, "%s token endpoint is unreachable", provider)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	var out struct {
		AccessToken   string `json:"access_token"`
		RefreshToken  string `json:"refresh_token"`
		ExpiresIn     int64  `json:"expires_in"`
		WorkspaceID   string `json:"workspace_id"`
		WorkspaceName string `json:"workspace_name"`
		Error         string `json:"error"`
		ErrorDesc     string `json:"error_description"`
	}
	decodeErr := json.Unmarshal(data, &out)
	switch {
	case resp.StatusCode >= 500:
		return Token{}, errs.E(errs.Unavailable, "%s token endpoint failed (%d)", provider, resp.StatusCode)
	case resp.StatusCode >= 400:
		reason := strings.TrimSpace(out.Error + " " + out.ErrorDesc)
		return Token{}, errs.E(errs.Unauthorized, "%s refused the authorization (%s)", provider, orDefault(reason, resp.Status))
	case decodeErr != nil || out.AccessToken == "":
		return Token{}, errs.Wrap(errs.Unavailable, fmt.Errorf("decode token: %v", decodeErr), "%s sent a malformed token response", provider)
	}
	t := Token{AccessToken: out.AccessToken, RefreshToken: out.RefreshToken, WorkspaceID: out.WorkspaceID, WorkspaceName: out.WorkspaceName}
	if out.ExpiresIn > 0 {
		t.ExpiresAt = s.now().Add(time.Duration(out.ExpiresIn) * time.Second)
	}
	return t, nil
}

func orDefault(s, def string) string {
	if strings.TrimSpace(s) == "" {
		return def
	}
	return s
}
