package httpapi_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/app"
	"knowledgestack/internal/auth"
	"knowledgestack/internal/httpapi"
	"knowledgestack/internal/idptest"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/workspace"
)

// identity is an API server with accounts, workspaces and Google sign-in
// against a local OpenID Connect provider standing in for Google.
type identity struct {
	pool   *pgxpool.Pool
	srv    *httptest.Server
	google *idptest.Server
	// oidc is the organisation's provider, when newOIDCIdentity added one.
	oidc *idptest.Server
	deps httpapi.Deps
}

func newIdentity(t *testing.T, env map[string]string) *identity {
	t.Helper()
	pool := testdb.New(t)
	deps := apitest.BaseDeps(t, pool, nil)
	cfg := apitest.Config(t, env)
	deps.Options = app.HTTPOptions(cfg)
	deps.Sessions = auth.NewSessions(pool, auth.SessionOptions{IdleTimeout: cfg.SessionIdleTimeout, MaxAge: cfg.SessionMaxAge})
	deps.Workspaces = workspace.NewService(pool)
	accounts, err := auth.NewAccounts(pool, auth.AccountsOptions{BcryptCost: 4, Signup: cfg.Signup, Invitations: deps.Workspaces})
	if err != nil {
		t.Fatal(err)
	}
	deps.Accounts = accounts
	fg := idptest.New(t, "client-123.apps.googleusercontent.com", "GOCSPX-secret")
	deps.Google, err = auth.NewGoogle(pool, auth.ProviderOptions{
		Signup: cfg.Signup, Invitations: deps.Workspaces,
		ClientID: fg.ClientID, ClientSecret: fg.ClientSecret,
		RedirectURL: cfg.PublicURL + "/api/auth/google/callback",
	}, fg.URL)
	if err != nil {
		t.Fatal(err)
	}
	return &identity{pool: pool, srv: apitest.Serve(t, deps), google: fg, deps: deps}
}

// raw sends a request without following redirects, with the given cookies.
func (id *identity) raw(t *testing.T, method, path string, body string, cookies ...*http.Cookie) *http.Response {
	t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, id.srv.URL+path, r)
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for _, c := range cookies {
		req.AddCookie(c)
	}
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

func cookieNamed(resp *http.Response, name string) *http.Cookie {
	for _, c := range resp.Cookies() {
		if c.Name == name {
			return c
		}
	}
	return nil
}

func decode[T any](t *testing.T, resp *http.Response) T {
	t.Helper()
	var v T
	data, _ := io.ReadAll(resp.Body)
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatalf("decode %q: %v", data, err)
	}
	return v
}

func TestSessionGuard(t *testing.T) {
	t.Parallel()
	id := newIdentity(t, nil)
	user := apitest.NewUser(t, id.pool, "ada@example.com")
	valid := apitest.Login(t, id.pool, id.srv, user, uuid.Nil)

	expired := apitest.Login(t, id.pool, id.srv, user, uuid.Nil)
	if _, err := id.pool.Exec(context.Background(), `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
		auth.HashToken(expired.Token)); err != nil {
		t.Fatal(err)
	}
	forged := sha256.Sum256([]byte("guess"))
	cases := map[string]string{
		"no cookie":                  "",
		"a forged token":             base64.RawURLEncoding.EncodeToString(forged[:]),
		"an unknown well-formed one": strings.Repeat("A", 43),
		"an overlong token":          strings.Repeat("A", 500),
		"an expired session":         expired.Token,
		"the hash instead of token":  base64.RawURLEncoding.EncodeToString(auth.HashToken(valid.Token)),
	}
	for name, token := range cases {
		t.Run("401 for "+name, func(t *testing.T) {
			c := apitest.Anonymous(t, id.srv)
			c.Token = token
			var body apitest.ErrorBody
			if status := c.JSON("GET", "/auth/session", nil, &body); status != http.StatusUnauthorized || body.Code != "unauthorized" {
				t.Fatalf("status %d, body %+v", status, body)
			}
		})
	}
	t.Run("a valid session passes", func(t *testing.T) {
		if status := valid.JSON("GET", "/auth/session", nil, nil); status != http.StatusOK {
			t.Fatalf("status %d", status)
		}
	})
	t.Run("sign-in routes stay open", func(t *testing.T) {
		if status := apitest.Anonymous(t, id.srv).JSON("GET", "/auth/config", nil, nil); status != http.StatusOK {
			t.Fatalf("/auth/config status %d", status)
		}
	})
	t.Run("state changes from another origin are 403", func(t *testing.T) {
		for _, path := range []string{"/auth/signin", "/auth/signout", "/workspaces"} {
			resp := valid.Request("POST", path, map[string]string{}, http.Header{"Origin": {"https://evil.example"}})
			resp.Body.Close()
			if resp.StatusCode != http.StatusForbidden {
				t.Fatalf("%s from evil origin: %d", path, resp.StatusCode)
			}
		}
		if status := valid.JSON("GET", "/auth/session", nil, nil); status != http.StatusOK {
			t.Fatalf("session gone after refused signout: %d", status)
		}
	})
	t.Run("signout deletes the row and clears the cookie", func(t *testing.T) {
		c := apitest.Login(t, id.pool, id.srv, user, uuid.Nil)
		resp := c.Request("POST", "/auth/signout", nil, nil)
		resp.Body.Close()
		if resp.StatusCode != http.StatusNoContent {
			t.Fatalf("signout status %d", resp.StatusCode)
		}
		if ck := cookieNamed(resp, httpapi.CookieName); ck == nil || ck.MaxAge >= 0 {
			t.Fatalf("cookie not cleared: %+v", ck)
		}
		var n int
		_ = id.pool.QueryRow(context.Background(), `SELECT count(*) FROM sessions WHERE token_hash = $1`, auth.HashToken(c.Token)).Scan(&n)
		if n != 0 {
			t.Fatal("session row survived signout")
		}
		if status := c.JSON("GET", "/auth/session", nil, nil); status != http.StatusUnauthorized {
			t.Fatalf("signed-out token answers %d", status)
		}
	})
}

func TestSessionCookieFlags(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		publicURL string
		secure    bool
	}{{"http://app.test", false}, {"https://kb.example.com", true}} {
		t.Run("secure="+fmt.Sprint(tc.secure)+" behind "+tc.publicURL, func(t *testing.T) {
			id := newIdentity(t, map[string]string{"PUBLIC_URL": tc.publicURL})
			resp := id.raw(t, "POST", "/auth/signup", `{"email":" Ada@Example.com ","password":"correct horse","name":"Ada"}`)
			if resp.StatusCode != http.StatusCreated {
				t.Fatalf("signup status %d", resp.StatusCode)
			}
			ck := cookieNamed(resp, httpapi.CookieName)
			if ck == nil {
				t.Fatal("no session cookie")
			}
			if !ck.HttpOnly || ck.SameSite != http.SameSiteLaxMode || ck.Secure != tc.secure || ck.Path != "/" {
				t.Fatalf("cookie flags: HttpOnly=%v SameSite=%v Secure=%v Path=%q", ck.HttpOnly, ck.SameSite, ck.Secure, ck.Path)
			}
			if ck.MaxAge < 29*24*3600 {
				t.Fatalf("cookie MaxAge %d, want about 30 days", ck.MaxAge)
			}
			raw, err := base64.RawURLEncoding.DecodeString(ck.Value)
			if err != nil || len(raw) != 32 {
				t.Fatalf("token is not 32 random bytes: %q", ck.Value)
			}
			assertNoRawToken(t, id.pool, ck.Value)
		})
	}
}

// assertNoRawToken checks that the sessions table holds the token's SHA-256 and never the token.
func assertNoRawToken(t *testing.T, pool *pgxpool.Pool, token string) {
	t.Helper()
	var dump string
	var hashes [][]byte
	if err := pool.QueryRow(context.Background(), `SELECT coalesce(string_agg(s::text, ' '), ''), array_agg(token_hash) FROM sessions s`).
		Scan(&dump, &hashes); err != nil {
		t.Fatal(err)
	}
	raw, _ := base64.RawURLEncoding.DecodeString(token)
	if strings.Contains(dump, token) || bytes.Contains([]byte(dump), raw) || strings.Contains(dump, fmt.Sprintf("%x", raw)) {
		t.Fatal("the sessions table holds the raw token")
	}
	found := false
	for _, h := range hashes {
		found = found || bytes.Equal(h, auth.HashToken(token))
	}
	if !found {
		t.Fatal("no session row holds the token's SHA-256")
	}
}

// begin starts a Google sign-in and returns the state cookie and Google's authorize URL.
func (id *identity) begin(t *testing.T) (*http.Cookie, *url.URL) {
	t.Helper()
	return id.beginAt(t, "google")
}

// beginAt starts a sign-in with the named provider (google, oidc).
func (id *identity) beginAt(t *testing.T, provider string) (*http.Cookie, *url.URL) {
	t.Helper()
	resp := id.raw(t, "GET", "/auth/"+provider, "")
	if resp.StatusCode != http.StatusFound {
		t.Fatalf("/auth/%s status %d", provider, resp.StatusCode)
	}
	ck := cookieNamed(resp, httpapi.OAuthCookieName)
	if ck == nil || !ck.HttpOnly || ck.SameSite != http.SameSiteLaxMode || ck.MaxAge <= 0 || ck.MaxAge > 900 {
		t.Fatalf("state cookie %+v", ck)
	}
	loc, err := url.Parse(resp.Header.Get("Location"))
	if err != nil {
		t.Fatal(err)
	}
	return ck, loc
}

// consent has the fake Google approve and returns the callback query it sends back.
func (id *identity) consent(t *testing.T, authorize *url.URL) url.Values {
	t.Helper()
	resp, err := http.DefaultTransport.RoundTrip(&http.Request{Method: "GET", URL: authorize, Header: http.Header{}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	back, err := url.Parse(resp.Header.Get("Location"))
	if err != nil || resp.StatusCode != http.StatusFound {
		t.Fatalf("consent: status %d, %v", resp.StatusCode, err)
	}
	return back.Query()
}

// callback calls the API's Google callback and returns where it redirects and the session cookie it set.
func (id *identity) callback(t *testing.T, q url.Values, cookies ...*http.Cookie) (string, *http.Cookie) {
	t.Helper()
	return id.callbackAt(t, "google", q, cookies...)
}

// callbackAt calls the named provider's callback (see callback).
func (id *identity) callbackAt(t *testing.T, provider string, q url.Values, cookies ...*http.Cookie) (string, *http.Cookie) {
	t.Helper()
	resp := id.raw(t, "GET", "/auth/"+provider+"/callback?"+q.Encode(), "", cookies...)
	if resp.StatusCode != http.StatusFound {
		body, _ := io.ReadAll(resp.Body)
		t.Fatalf("callback answered %d %q, want a redirect", resp.StatusCode, body)
	}
	if strings.Contains(resp.Header.Get("Content-Type"), "json") {
		t.Fatal("callback answered JSON")
	}
	if ck := cookieNamed(resp, httpapi.OAuthCookieName); ck == nil || ck.MaxAge >= 0 {
		t.Fatal("callback did not clear the state cookie")
	}
	return resp.Header.Get("Location"), cookieNamed(resp, httpapi.CookieName)
}

func (id *identity) signInWithGoogle(t *testing.T) (string, *http.Cookie) {
	t.Helper()
	ck, loc := id.begin(t)
	return id.callback(t, id.consent(t, loc), ck)
}
