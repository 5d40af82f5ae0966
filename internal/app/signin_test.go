package app_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"golang.org/x/crypto/bcrypt"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/app"
	"knowledgestack/internal/idptest"
	"knowledgestack/internal/testdb"
)

// TestOIDCFromConfiguration wires the organisation's provider from OIDC_*
// alone (a local provider on loopback, reached through discovery) and signs a
// new user of an allowed domain into the configured workspace.
func TestOIDCFromConfiguration(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	idp := idptest.New(t, "ks-web", "ks-web-secret")
	idp.Set("email", "nina@northwind.example")
	owner := apitest.NewUser(t, pool, "owner@northwind.example")
	ws := apitest.NewWorkspace(t, pool, owner, "Northwind")
	env := map[string]string{"OIDC_ISSUER": idp.URL, "OIDC_CLIENT_ID": "ks-web", "OIDC_CLIENT_SECRET": "ks-web-secret",
		"OIDC_LABEL": "Sign in with Northwind", "OIDC_ALLOWED_DOMAINS": "northwind.example", "OIDC_AUTO_JOIN_WORKSPACE": ws.String()}
	newApp := func(env map[string]string) (*app.App, error) {
		return app.New(ctx, apitest.Config(t, env), slog.New(slog.NewTextHandler(io.Discard, nil)), pool,
			prometheus.NewRegistry(), app.Options{BcryptCost: bcrypt.MinCost})
	}

	t.Run("a workspace id that names no workspace stops the boot", func(t *testing.T) {
		bad := map[string]string{}
		for k, v := range env {
			bad[k] = v
		}
		bad["OIDC_AUTO_JOIN_WORKSPACE"] = "6f1c2a57-62a4-4d0e-9a55-2b5ad2f8a8f1"
		if _, err := newApp(bad); err == nil || !strings.Contains(err.Error(), "OIDC_AUTO_JOIN_WORKSPACE") {
			t.Fatalf("err = %v", err)
		}
	})

	a, err := newApp(env)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = a.Close(context.Background()) })
	srv := apitest.Serve(t, a.Deps)
	var cfg struct {
		Providers []struct{ ID, Label string }
		Local     bool
	}
	if status := apitest.Anonymous(t, srv).JSON("GET", "/auth/config", nil, &cfg); status != http.StatusOK ||
		len(cfg.Providers) != 1 || cfg.Providers[0].ID != "oidc" || cfg.Providers[0].Label != "Sign in with Northwind" || cfg.Local {
		t.Fatalf("/auth/config %d %+v", status, cfg)
	}

	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	get := func(u string, cookies ...*http.Cookie) *http.Response {
		t.Helper()
		req, _ := http.NewRequest("GET", u, nil)
		for _, c := range cookies {
			req.AddCookie(c)
		}
		resp, err := noRedirect.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp
	}
	begin := get(srv.URL + "/auth/oidc")
	authorize, _ := url.Parse(begin.Header.Get("Location"))
	if authorize.Query().Get("redirect_uri") != "http://app.test/api/auth/oidc/callback" {
		t.Fatalf("authorization URL %s", authorize)
	}
	back, _ := url.Parse(get(authorize.String()).Header.Get("Location"))
	var state *http.Cookie
	for _, c := range begin.Cookies() {
		if c.Name == "ks_oauth" {
			state = c
		}
	}
	done := get(srv.URL+"/auth/oidc/callback?"+back.RawQuery, state)
	if done.Header.Get("Location") != "/" {
		t.Fatalf("callback → %q", done.Header.Get("Location"))
	}
	var role string
	if err := pool.QueryRow(ctx, `SELECT m.role FROM workspace_memberships m JOIN users u ON u.id = m.user_id
		WHERE u.email = 'nina@northwind.example' AND m.workspace_id = $1`, ws).Scan(&role); err != nil || role != "member" {
		t.Fatalf("membership %q, %v", role, err)
	}
}
