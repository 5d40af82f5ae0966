package httpapi_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/auth"
)

// identities counts the provider identities linked to user.
func (id *identity) identities(t *testing.T, user uuid.UUID) int {
	t.Helper()
	var n int
	if err := id.pool.QueryRow(context.Background(), `SELECT count(*) FROM user_identities WHERE user_id = $1`, user).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestGoogleSignIn(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	t.Run("redirects to Google with state and PKCE", func(t *testing.T) {
		t.Parallel()
		id := newIdentity(t, nil)
		ck, loc := id.begin(t)
		q := loc.Query()
		if q.Get("state") != ck.Value || q.Get("code_challenge") == "" || q.Get("code_challenge_method") != "S256" ||
			q.Get("redirect_uri") != "http://app.test/api/auth/google/callback" || q.Get("nonce") == "" ||
			q.Get("prompt") != "select_account" {
			t.Fatalf("authorize URL %s (cookie %q)", loc, ck.Value)
		}
		var n int
		_ = id.pool.QueryRow(ctx, `SELECT count(*) FROM oauth_states WHERE state_hash = $1 AND purpose = 'signin'`, auth.HashToken(ck.Value)).Scan(&n)
		if n != 1 {
			t.Fatal("state not stored by its hash")
		}
	})

	t.Run("a consented grant signs in and lands on /", func(t *testing.T) {
		t.Parallel()
		id := newIdentity(t, nil)
		loc, session := id.signInWithGoogle(t)
		if loc != "/" || session == nil {
			t.Fatalf("redirect %q, session cookie %v", loc, session)
		}
		c := apitest.Anonymous(t, id.srv)
		c.Token = session.Value
		var got struct {
			User struct{ Email, Name string }
		}
		if status := c.JSON("GET", "/auth/session", nil, &got); status != http.StatusOK || got.User.Email != "grace@example.com" || got.User.Name != "Grace Hopper" {
			t.Fatalf("session %d %+v", status, got)
		}
	})

	t.Run("a changed e-mail updates the same user", func(t *testing.T) {
		t.Parallel()
		id := newIdentity(t, nil)
		id.signInWithGoogle(t)
		id.google.Set("email", "grace.hopper@navy.example")
		if loc, _ := id.signInWithGoogle(t); loc != "/" {
			t.Fatalf("second sign-in redirected to %q", loc)
		}
		var n int
		var email string
		_ = id.pool.QueryRow(ctx, `SELECT count(*), max(email) FROM users u JOIN user_identities i ON i.user_id = u.id
			WHERE i.issuer = $1 AND i.subject = '110169484474386276334'`, id.google.URL).Scan(&n, &email)
		if n != 1 || email != "grace.hopper@navy.example" {
			t.Fatalf("%d users, email %q", n, email)
		}
	})

	// A Google sign-in links a local account of the same address only when
	// both sides proved it.
	for _, tt := range []struct {
		name     string
		email    string // the local account's address
		verified bool   // the local account proved it, and so did Google
		loc      string
		linked   int
	}{
		{"a verified e-mail links an account that proved the same address", "Grace@Example.com", true, "/", 1},
		{"an unverified e-mail does not take over a local account", "grace@example.com", false, "/signin?error=email_unverified", 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			id := newIdentity(t, nil)
			local := apitest.NewUser(t, id.pool, tt.email)
			if tt.verified {
				if _, err := id.pool.Exec(ctx, `UPDATE users SET email_verified_at = now() WHERE id = $1`, local); err != nil {
					t.Fatal(err)
				}
			} else {
				id.google.Set("email_verified", false)
			}
			if loc, _ := id.signInWithGoogle(t); loc != tt.loc {
				t.Fatalf("redirect %q, want %q", loc, tt.loc)
			}
			if n := id.identities(t, local); n != tt.linked {
				t.Fatalf("the local account has %d Google identities, want %d", n, tt.linked)
			}
		})
	}

	t.Run("signs the user into their only workspace", func(t *testing.T) {
		t.Parallel()
		id := newIdentity(t, nil)
		loc, first := id.signInWithGoogle(t)
		if loc != "/" {
			t.Fatal(loc)
		}
		c := apitest.Anonymous(t, id.srv)
		c.Token = first.Value
		var ws struct{ ID string }
		if status := c.JSON("POST", "/workspaces", map[string]string{"name": "Navy"}, &ws); status != http.StatusCreated {
			t.Fatalf("create %d", status)
		}
		_, second := id.signInWithGoogle(t)
		c.Token = second.Value
		var got struct{ ActiveWorkspace *struct{ ID string } }
		c.JSON("GET", "/auth/session", nil, &got)
		if got.ActiveWorkspace == nil || got.ActiveWorkspace.ID != ws.ID {
			t.Fatalf("active workspace %+v, want %s", got.ActiveWorkspace, ws.ID)
		}
	})

	failures := []struct {
		name string
		run  func(t *testing.T, id *identity) string
		want string
	}{
		{"a state that does not match the cookie", func(t *testing.T, id *identity) string {
			_, loc := id.begin(t)
			q := id.consent(t, loc)
			other, _ := id.begin(t) // the browser's cookie is from another sign-in
			got, _ := id.callback(t, q, other)
			return got
		}, "state_mismatch"},
		{"a missing state cookie", func(t *testing.T, id *identity) string {
			_, loc := id.begin(t)
			got, _ := id.callback(t, id.consent(t, loc))
			return got
		}, "state_mismatch"},
		{"a replayed state", func(t *testing.T, id *identity) string {
			ck, loc := id.begin(t)
			q := id.consent(t, loc)
			if first, _ := id.callback(t, q, ck); first != "/" {
				t.Fatalf("first callback %q", first)
			}
			fresh := id.consent(t, loc) // a new code with the spent state
			got, _ := id.callback(t, fresh, ck)
			return got
		}, "state_mismatch"},
		{"an expired state", func(t *testing.T, id *identity) string {
			ck, loc := id.begin(t)
			q := id.consent(t, loc)
			_, _ = id.pool.Exec(context.Background(), `UPDATE oauth_states SET expires_at = now() - interval '1 second'`)
			got, _ := id.callback(t, q, ck)
			return got
		}, "state_mismatch"},
		{"a refused grant", func(t *testing.T, id *identity) string {
			ck, loc := id.begin(t)
			got, _ := id.callback(t, url.Values{"error": {"access_denied"}, "state": {loc.Query().Get("state")}}, ck)
			return got
		}, "access_denied"},
		{"a provider error", func(t *testing.T, id *identity) string {
			ck, loc := id.begin(t)
			got, _ := id.callback(t, url.Values{"error": {"server_error"}, "state": {loc.Query().Get("state")}}, ck)
			return got
		}, "provider_error"},
		{"a code the token endpoint refuses", func(t *testing.T, id *identity) string {
			ck, loc := id.begin(t)
			q := id.consent(t, loc)
			q.Set("code", "4/0A-forged")
			got, _ := id.callback(t, q, ck)
			return got
		}, "code_refused"},
	}
	shared := newIdentity(t, nil)
	sessions := func() (n int) {
		_ = shared.pool.QueryRow(ctx, `SELECT count(*) FROM sessions`).Scan(&n)
		return n
	}
	for _, tc := range failures {
		t.Run("redirects with "+tc.want+" on "+tc.name, func(t *testing.T) {
			before := sessions()
			got := tc.run(t, shared)
			if got != "/signin?error="+tc.want {
				t.Fatalf("redirect %q, want /signin?error=%s", got, tc.want)
			}
			if after := sessions(); after > before+1 || (after > before && tc.name != "a replayed state") {
				t.Fatalf("a failed callback created a session (%d → %d)", before, after)
			}
		})
	}

	t.Run("answers google_disabled when Google is not configured", func(t *testing.T) {
		deps := shared.deps
		deps.Google = nil
		srv := apitest.Serve(t, deps)
		for _, path := range []string{"/auth/google", "/auth/google/callback?code=x&state=y"} {
			resp, err := http.DefaultTransport.RoundTrip(mustRequest(t, "GET", srv.URL+path))
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusFound || resp.Header.Get("Location") != "/signin?error=google_disabled" {
				t.Fatalf("%s: %d %q", path, resp.StatusCode, resp.Header.Get("Location"))
			}
		}
		var cfg map[string]any
		apitest.Anonymous(t, srv).JSON("GET", "/auth/config", nil, &cfg)
		if cfg["google"] != false || cfg["local"] != true || cfg["signup"] != "open" {
			t.Fatalf("/auth/config %v", cfg)
		}
	})
}

func mustRequest(t *testing.T, method, u string) *http.Request {
	t.Helper()
	req, err := http.NewRequest(method, u, nil)
	if err != nil {
		t.Fatal(err)
	}
	return req
}
