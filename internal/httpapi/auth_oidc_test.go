package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/auth"
	"knowledgestack/internal/httpapi"
	"knowledgestack/internal/idptest"
)

// newOIDCIdentity is newIdentity plus the organisation's provider: a local
// OpenID Connect provider (idptest) reached through discovery. tune adjusts
// the provider's options (allowed domains, automatic join).
func newOIDCIdentity(t *testing.T, env map[string]string, tune func(*auth.ProviderOptions)) (*identity, *idptest.Server) {
	t.Helper()
	return newOIDCIdentityOn(t, newIdentity(t, env), tune)
}

// oidcSignIn runs a whole sign-in with the organisation's provider.
func (id *identity) oidcSignIn(t *testing.T) (string, *http.Cookie) {
	t.Helper()
	ck, loc := id.beginAt(t, "oidc")
	return id.callbackAt(t, "oidc", id.consent(t, loc), ck)
}

// stored counts what a sign-in can leave behind: accounts, identities,
// sessions and pending links.
func (id *identity) stored(t *testing.T) string {
	t.Helper()
	var users, identities, sessions, links int
	if err := id.pool.QueryRow(context.Background(), `SELECT (SELECT count(*) FROM users), (SELECT count(*) FROM user_identities),
		(SELECT count(*) FROM sessions), (SELECT count(*) FROM pending_links)`).Scan(&users, &identities, &sessions, &links); err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%d users, %d identities, %d sessions, %d pending links", users, identities, sessions, links)
}

// refused fails unless signIn (nil: a plain sign-in with the organisation's
// provider) is refused with code and leaves nothing stored behind.
func (id *identity) refused(t *testing.T, code string, signIn func() string) {
	t.Helper()
	if signIn == nil {
		signIn = func() string {
			got, _ := id.oidcSignIn(t)
			return got
		}
	}
	before := id.stored(t)
	if got := signIn(); got != "/signin?error="+code {
		t.Fatalf("redirect %q, want /signin?error=%s", got, code)
	}
	if after := id.stored(t); after != before {
		t.Fatalf("a refused sign-in stored something: %s → %s", before, after)
	}
}

func TestOIDCSignIn(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("a consented sign-in creates an account and a session", func(t *testing.T) {
		t.Parallel()
		id, idp := newOIDCIdentity(t, nil, nil)
		ck, loc := id.beginAt(t, "oidc")
		q := loc.Query()
		if loc.Host != mustURL(t, idp.URL).Host || loc.Path != "/authorize" || q.Get("state") != ck.Value ||
			q.Get("code_challenge_method") != "S256" || len(q.Get("code_challenge")) != 43 || len(q.Get("nonce")) < 40 ||
			q.Get("client_id") != "ks-web" || q.Get("scope") != "openid email profile" ||
			q.Get("redirect_uri") != "http://app.test/api/auth/oidc/callback" {
			t.Fatalf("authorization URL %s (state cookie %q)", loc, ck.Value)
		}
		var nonce string
		if err := id.pool.QueryRow(ctx, `SELECT nonce FROM oauth_states WHERE state_hash = $1 AND provider = 'oidc'`,
			auth.HashToken(ck.Value)).Scan(&nonce); err != nil || nonce != q.Get("nonce") {
			t.Fatalf("the state row does not keep the nonce sent (%q, %v)", nonce, err)
		}
		got, session := id.callbackAt(t, "oidc", id.consent(t, loc), ck)
		if got != "/" || session == nil {
			t.Fatalf("redirect %q, session %v", got, session)
		}
		c := apitest.Anonymous(t, id.srv)
		c.Token = session.Value
		var me struct{ User struct{ Email, Name string } }
		if status := c.JSON("GET", "/auth/session", nil, &me); status != http.StatusOK || me.User.Email != "grace@example.com" || me.User.Name != "Grace Hopper" {
			t.Fatalf("session %d %+v", status, me)
		}
		var issuer, subject string
		if err := id.pool.QueryRow(ctx, `SELECT issuer, subject FROM user_identities`).Scan(&issuer, &subject); err != nil ||
			issuer != idp.URL || subject != "110169484474386276334" {
			t.Fatalf("identity (%q, %q) %v", issuer, subject, err)
		}
		if loc, _ := id.oidcSignIn(t); loc != "/" || id.stored(t) != "1 users, 1 identities, 2 sessions, 0 pending links" {
			t.Fatalf("second sign-in: %q, %s", loc, id.stored(t))
		}
	})

	t.Run("reads the e-mail from userinfo when the ID token leaves it out", func(t *testing.T) {
		t.Parallel()
		id, idp := newOIDCIdentity(t, nil, nil)
		idp.ProfileInUserinfoOnly()
		if loc, session := id.oidcSignIn(t); loc != "/" || session == nil {
			t.Fatalf("redirect %q", loc)
		}
		if sub := id.subjectOf(t, "grace@example.com", idp.URL); sub == nil {
			t.Fatal("no identity for the userinfo address")
		}
	})

	// Each refusal has its own reason in the redirect, and leaves nothing
	// behind but the spent state.
	refusals := []struct {
		name, want string
		tamper     func(t *testing.T, id *identity, idp *idptest.Server)
		run        func(t *testing.T, id *identity) string // nil: a plain sign-in
	}{
		{"an ID token issued to another client", "token_audience", func(_ *testing.T, _ *identity, idp *idptest.Server) {
			idp.Override("aud", "another-client")
			idp.Override("azp", "another-client")
		}, nil},
		{"an ID token for several clients authorized by another", "token_audience", func(_ *testing.T, _ *identity, idp *idptest.Server) {
			idp.Override("aud", []string{"ks-web", "another-client"})
			idp.Override("azp", "another-client")
		}, nil},
		{"an expired ID token", "token_expired", func(_ *testing.T, _ *identity, idp *idptest.Server) {
			idp.Override("iat", time.Now().Add(-2*time.Hour).Unix())
			idp.Override("exp", time.Now().Add(-time.Hour).Unix())
		}, nil},
		{"an ID token signed by a key the issuer does not publish", "token_invalid", func(_ *testing.T, _ *identity, idp *idptest.Server) {
			idp.SignWithForeignKey()
		}, nil},
		{"an ID token from another issuer", "token_invalid", func(_ *testing.T, _ *identity, idp *idptest.Server) {
			idp.Override("iss", "https://idp.attacker.example")
		}, nil},
		{"an ID token without a nonce", "nonce_mismatch", func(_ *testing.T, _ *identity, idp *idptest.Server) {
			idp.Override("nonce", "")
		}, nil},
		{"an ID token replayed from another sign-in (its nonce)", "nonce_mismatch", nil, func(t *testing.T, id *identity) string {
			_, earlier := id.beginAt(t, "oidc")
			id.oidcProvider(t).Override("nonce", earlier.Query().Get("nonce"))
			got, _ := id.oidcSignIn(t)
			return got
		}},
		{"a state that does not match the browser's cookie", "state_mismatch", nil, func(t *testing.T, id *identity) string {
			_, loc := id.beginAt(t, "oidc")
			q := id.consent(t, loc)
			other, _ := id.beginAt(t, "oidc")
			got, _ := id.callbackAt(t, "oidc", q, other)
			return got
		}},
		{"a state begun with another provider", "state_mismatch", nil, func(t *testing.T, id *identity) string {
			ck, loc := id.begin(t) // Google's
			q := id.consent(t, loc)
			got, _ := id.callbackAt(t, "oidc", q, ck)
			return got
		}},
		{"a code issued for another sign-in (PKCE verifier mismatch)", "code_refused", nil, func(t *testing.T, id *identity) string {
			ck, loc := id.beginAt(t, "oidc")
			q := id.consent(t, loc)
			_, otherLoc := id.beginAt(t, "oidc")
			// An attacker injects the code of a sign-in they began into the
			// victim's callback: the victim's verifier does not match it.
			q.Set("code", id.consent(t, otherLoc).Get("code"))
			got, _ := id.callbackAt(t, "oidc", q, ck)
			return got
		}},
		{"an address the provider has not verified", "email_unverified", func(_ *testing.T, _ *identity, idp *idptest.Server) {
			idp.Set("email_verified", false)
		}, nil},
		{"an address the provider does not say it verified", "email_unverified", func(_ *testing.T, _ *identity, idp *idptest.Server) {
			idp.Set("email_verified", nil)
		}, nil},
	}
	for _, tc := range refusals {
		t.Run("refuses "+tc.name+" with "+tc.want, func(t *testing.T) {
			t.Parallel()
			id, idp := newOIDCIdentity(t, nil, nil)
			if tc.tamper != nil {
				tc.tamper(t, id, idp) // the provider's side only: nothing stored here
			}
			var run func() string
			if tc.run != nil {
				run = func() string { return tc.run(t, id) }
			}
			id.refused(t, tc.want, run)
		})
	}

	t.Run("an unverified address does not link the account that proved it", func(t *testing.T) {
		t.Parallel()
		id, idp := newOIDCIdentity(t, nil, nil)
		owner := apitest.NewUser(t, id.pool, "grace@example.com")
		if _, err := id.pool.Exec(ctx, `UPDATE users SET email_verified_at = now() WHERE id = $1`, owner); err != nil {
			t.Fatal(err)
		}
		idp.Set("email_verified", "false") // some providers send strings
		id.refused(t, "email_unverified", nil)
		idp.Set("email_verified", "true")
		if got, _ := id.oidcSignIn(t); got != "/" || id.subjectOf(t, "grace@example.com", idp.URL) == nil {
			t.Fatalf("verified: redirect %q, linked %v", got, id.subjectOf(t, "grace@example.com", idp.URL))
		}
	})

	t.Run("an unproven local account links only with its password", func(t *testing.T) {
		t.Parallel()
		id, idp := newOIDCIdentity(t, nil, nil)
		id.signUpLocal(t, "grace@example.com", "grace-own-password", "Grace")
		ck, loc := id.beginAt(t, "oidc")
		resp := id.raw(t, "GET", "/auth/oidc/callback?"+id.consent(t, loc).Encode(), "", ck)
		link := cookieNamed(resp, httpapi.LinkCookieName)
		if resp.Header.Get("Location") != "/signin?error=link_required" || link == nil || cookieNamed(resp, httpapi.CookieName) != nil {
			t.Fatalf("redirect %q, link cookie %v", resp.Header.Get("Location"), link)
		}
		if status := id.status(t, "POST", "/auth/link", `{"password":"wrong-password-1"}`, link); status != http.StatusUnauthorized {
			t.Fatalf("wrong password: %d", status)
		}
		if linked := id.raw(t, "POST", "/auth/link", `{"password":"grace-own-password"}`, link); linked.StatusCode != http.StatusOK ||
			cookieNamed(linked, httpapi.CookieName) == nil {
			t.Fatalf("link: %d", linked.StatusCode)
		}
		if sub := id.subjectOf(t, "grace@example.com", idp.URL); sub == nil || *sub != "110169484474386276334" {
			t.Fatalf("identity %v", sub)
		}
	})

	t.Run("an account holds one identity per provider", func(t *testing.T) {
		t.Parallel()
		id, idp := newOIDCIdentity(t, nil, nil)
		if got, _ := id.oidcSignIn(t); got != "/" {
			t.Fatal(got)
		}
		idp.Set("sub", "another-subject") // same verified address, another person at the provider
		id.refused(t, "account_conflict", nil)
	})
}

func TestOIDCAllowedDomains(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	t.Run("refuses an address outside the allowed domains", func(t *testing.T) {
		t.Parallel()
		id, idp := newOIDCIdentity(t, nil, func(o *auth.ProviderOptions) { o.AllowedDomains = []string{"northwind.example"} })
		idp.Set("email", "grace@northwind.example.attacker.example")
		id.refused(t, "domain_not_allowed", nil)
		idp.Set("email", "Grace@Northwind.Example")
		if got, _ := id.oidcSignIn(t); got != "/" {
			t.Fatalf("an allowed domain (any case): %q", got)
		}
	})

	t.Run("a new account of an allowed domain joins the configured workspace", func(t *testing.T) {
		t.Parallel()
		// SIGNUP=invite: the configured workspace stands for the invitation.
		id := newIdentity(t, map[string]string{"SIGNUP": "invite"})
		owner := apitest.NewUser(t, id.pool, "owner@northwind.example")
		ws, err := id.deps.Workspaces.Create(ctx, owner, uuid.Nil, "Northwind")
		if err != nil {
			t.Fatal(err)
		}
		id, idp := newOIDCIdentityOn(t, id, func(o *auth.ProviderOptions) {
			o.AllowedDomains, o.AutoJoin = []string{"northwind.example"}, ws.ID
		})
		idp.Set("email", "nina@northwind.example")
		got, session := id.oidcSignIn(t)
		if got != "/" {
			t.Fatalf("redirect %q", got)
		}
		c := apitest.Anonymous(t, id.srv)
		c.Token = session.Value
		var me struct {
			ActiveWorkspace *struct{ ID, Role string }
		}
		if status := c.JSON("GET", "/auth/session", nil, &me); status != http.StatusOK || me.ActiveWorkspace == nil ||
			me.ActiveWorkspace.ID != ws.ID.String() || me.ActiveWorkspace.Role != "member" {
			t.Fatalf("session %d, active workspace %+v, want %s as member", status, me.ActiveWorkspace, ws.ID)
		}
		// Under SIGNUP=invite the workspace invites only the allowed domains.
		idp.Set("sub", "stranger")
		idp.Set("email", "stranger@elsewhere.example")
		if got, _ := id.oidcSignIn(t); got != "/signin?error=domain_not_allowed" {
			t.Fatalf("stranger: %q", got)
		}
	})

	t.Run("refuses automatic joining without allowed domains", func(t *testing.T) {
		t.Parallel()
		_, err := auth.NewProvider(nil, auth.ProviderOptions{Name: "oidc", Issuer: "https://idp.example", ClientID: "a",
			ClientSecret: "b", RedirectURL: "http://app.test/cb", AutoJoin: uuid.New()})
		if err == nil {
			t.Fatal("automatic joining without allowed domains was accepted")
		}
	})
}

func TestAuthConfigListsExactlyTheConfiguredProviders(t *testing.T) {
	t.Parallel()
	type config struct {
		Providers []struct{ ID, Label string }
		Google    bool
		Local     bool
	}
	read := func(t *testing.T, srvURL *identity) config {
		var cfg config
		if status := apitest.Anonymous(t, srvURL.srv).JSON("GET", "/auth/config", nil, &cfg); status != http.StatusOK {
			t.Fatalf("/auth/config %d", status)
		}
		return cfg
	}
	t.Run("Google and the organisation's provider", func(t *testing.T) {
		id, _ := newOIDCIdentity(t, nil, nil)
		cfg := read(t, id)
		if len(cfg.Providers) != 2 || cfg.Providers[0].ID != "google" || cfg.Providers[0].Label != "Continue with Google" ||
			cfg.Providers[1].ID != "oidc" || cfg.Providers[1].Label != "Sign in with Keycloak" || !cfg.Google {
			t.Fatalf("%+v", cfg)
		}
	})
	t.Run("only Google", func(t *testing.T) {
		cfg := read(t, newIdentity(t, nil))
		if len(cfg.Providers) != 1 || cfg.Providers[0].ID != "google" || !cfg.Google {
			t.Fatalf("%+v", cfg)
		}
	})
	t.Run("only the organisation's provider", func(t *testing.T) {
		id, _ := newOIDCIdentity(t, nil, nil)
		id.deps.Google = nil
		id.srv = apitest.Serve(t, id.deps)
		cfg := read(t, id)
		if len(cfg.Providers) != 1 || cfg.Providers[0].ID != "oidc" || cfg.Google {
			t.Fatalf("%+v", cfg)
		}
		if got := id.raw(t, "GET", "/auth/google", "").Header.Get("Location"); got != "/signin?error=google_disabled" {
			t.Fatalf("/auth/google → %q", got)
		}
	})
	t.Run("no provider", func(t *testing.T) {
		id := newIdentity(t, nil)
		id.deps.Google = nil
		id.srv = apitest.Serve(t, id.deps)
		cfg := read(t, id)
		if len(cfg.Providers) != 0 || cfg.Google || !cfg.Local {
			t.Fatalf("%+v", cfg)
		}
		for _, path := range []string{"/auth/oidc", "/auth/oidc/callback?code=x&state=y"} {
			if got := id.raw(t, "GET", path, "").Header.Get("Location"); got != "/signin?error=oidc_disabled" {
				t.Fatalf("%s → %q", path, got)
			}
		}
		if status := id.status(t, "POST", "/auth/link", `{"password":"x"}`); status != http.StatusNotFound {
			t.Fatalf("/auth/link without providers: %d", status)
		}
	})
}

// newOIDCIdentityOn adds the organisation's provider to an existing identity.
func newOIDCIdentityOn(t *testing.T, id *identity, tune func(*auth.ProviderOptions)) (*identity, *idptest.Server) {
	t.Helper()
	idp := idptest.New(t, "ks-web", "ks-web-secret")
	o := auth.ProviderOptions{
		Name: auth.ProviderOIDC, Label: "Sign in with Keycloak", Issuer: idp.URL,
		ClientID: idp.ClientID, ClientSecret: idp.ClientSecret, RedirectURL: "http://app.test/api/auth/oidc/callback",
		Signup: id.deps.Options.Signup, Invitations: id.deps.Workspaces,
	}
	if tune != nil {
		tune(&o)
	}
	p, err := auth.NewProvider(id.pool, o)
	if err != nil {
		t.Fatal(err)
	}
	id.deps.OIDC = p
	id.srv = apitest.Serve(t, id.deps)
	id.oidc = idp
	return id, idp
}

// subjectOf is the subject of the identity from issuer linked to the account
// with this address (nil when none is).
func (id *identity) subjectOf(t *testing.T, email, issuer string) *string {
	t.Helper()
	var sub *string
	if err := id.pool.QueryRow(context.Background(), `SELECT (SELECT i.subject FROM user_identities i WHERE i.user_id = u.id AND i.issuer = $2)
		FROM users u WHERE lower(u.email) = $1`, email, issuer).Scan(&sub); err != nil {
		t.Fatal(err)
	}
	return sub
}

func (id *identity) oidcProvider(t *testing.T) *idptest.Server {
	t.Helper()
	if id.oidc == nil {
		t.Fatal("no OIDC provider in this identity")
	}
	return id.oidc
}

func mustURL(t *testing.T, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}
