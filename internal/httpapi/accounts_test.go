package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/auth"
	"knowledgestack/internal/httpapi"
)

// googleRound runs a whole Google sign-in (begin, consent at the fake Google,
// callback) and returns the callback's answer. query is added to /auth/google.
func (id *identity) googleRound(t *testing.T, query string) *http.Response {
	t.Helper()
	resp := id.raw(t, "GET", "/auth/google"+query, "")
	state := cookieNamed(resp, httpapi.OAuthCookieName)
	if resp.StatusCode != http.StatusFound || state == nil {
		t.Fatalf("/auth/google%s: %d %q", query, resp.StatusCode, resp.Header.Get("Location"))
	}
	loc, err := resp.Location()
	if err != nil {
		t.Fatal(err)
	}
	return id.raw(t, "GET", "/auth/google/callback?"+id.consent(t, loc).Encode(), "", state)
}

// signUpLocal signs up through the API and returns the session cookie.
func (id *identity) signUpLocal(t *testing.T, email, password, name string) *http.Cookie {
	t.Helper()
	resp := id.raw(t, "POST", "/auth/signup", fmt.Sprintf(`{"email":%q,"password":%q,"name":%q}`, email, password, name))
	ck := cookieNamed(resp, httpapi.CookieName)
	if resp.StatusCode != http.StatusCreated || ck == nil {
		t.Fatalf("signup %s: %d", email, resp.StatusCode)
	}
	return ck
}

func (id *identity) status(t *testing.T, method, path, body string, cookies ...*http.Cookie) int {
	t.Helper()
	return id.raw(t, method, path, body, cookies...).StatusCode
}

// googleSubjectOf is the subject of the Google identity linked to the
// account with this address (nil when none is).
func (id *identity) googleSubjectOf(t *testing.T, email string) *string {
	t.Helper()
	return id.subjectOf(t, email, id.google.URL)
}

// The takeover issue 12 names: a stranger registers the victim's address
// locally with a password of their choosing, and waits for the victim to
// sign in with Google. Before, the verified Google address linked the
// stranger's account, whose password still worked: the stranger read
// everything the victim did from then on.
func TestGoogleSignInDoesNotLinkAPreRegisteredAccount(t *testing.T) {
	t.Parallel()
	id := newIdentity(t, nil)
	const victim = "grace@example.com"
	attacker := id.signUpLocal(t, victim, "mallory-knows-this", "Grace (not really)")
	var ws struct{ ID string }
	c := apitest.Anonymous(t, id.srv)
	c.Token = attacker.Value
	if status := c.JSON("POST", "/workspaces", map[string]string{"name": "Bait"}, &ws); status != http.StatusCreated {
		t.Fatalf("attacker's workspace: %d", status)
	}

	resp := id.googleRound(t, "")
	link := cookieNamed(resp, httpapi.LinkCookieName)
	t.Run("the victim is not signed into the attacker's account", func(t *testing.T) {
		if loc := resp.Header.Get("Location"); loc != "/signin?error=link_required" {
			t.Fatalf("redirect %q", loc)
		}
		if ck := cookieNamed(resp, httpapi.CookieName); ck != nil {
			t.Fatal("the callback started a session")
		}
		if link == nil || !link.HttpOnly || link.SameSite != http.SameSiteLaxMode || link.MaxAge <= 0 || link.MaxAge > 600 {
			t.Fatalf("pending-link cookie %+v", link)
		}
		if sub := id.googleSubjectOf(t, victim); sub != nil {
			t.Fatal("the Google identity was linked without proof")
		}
		var members int
		_ = id.pool.QueryRow(context.Background(), `SELECT count(*) FROM workspace_memberships m JOIN users u ON u.id = m.user_id
			WHERE EXISTS (SELECT 1 FROM user_identities i WHERE i.user_id = u.id)`).Scan(&members)
		if members != 0 {
			t.Fatal("a Google identity became a member of the attacker's workspace")
		}
	})
	t.Run("the link needs the account's password, which the victim does not know", func(t *testing.T) {
		if status := id.status(t, "POST", "/auth/google/link", `{"password":"grace-guesses-1"}`, link); status != http.StatusUnauthorized {
			t.Fatalf("a wrong password at link answered %d", status)
		}
		if sub := id.googleSubjectOf(t, victim); sub != nil {
			t.Fatal("linked on a wrong password")
		}
	})
	t.Run("the attacker cannot complete the link without the victim's browser", func(t *testing.T) {
		if status := id.status(t, "POST", "/auth/google/link", `{"password":"mallory-knows-this"}`, attacker); status != http.StatusUnauthorized {
			t.Fatalf("link without the pending-link cookie answered %d", status)
		}
		if sub := id.googleSubjectOf(t, victim); sub != nil {
			t.Fatal("linked without the pending-link cookie")
		}
	})
	t.Run("wrong passwords spend the pending link", func(t *testing.T) {
		for i := 1; i < auth.MaxLinkAttempts; i++ {
			id.status(t, "POST", "/auth/google/link", `{"password":"grace-guesses-2"}`, link)
		}
		if status := id.status(t, "POST", "/auth/google/link", `{"password":"mallory-knows-this"}`, link); status != http.StatusUnauthorized {
			t.Fatalf("a spent link answered %d to the right password", status)
		}
		if sub := id.googleSubjectOf(t, victim); sub != nil {
			t.Fatal("a spent link linked")
		}
	})
}

// The legitimate owner of a local account proves it with the password; from
// then on the account is Google's: the password stops working and every other
// session (say, one a stranger holds) ends.
func TestGoogleLinkWithThePassword(t *testing.T) {
	t.Parallel()
	id := newIdentity(t, nil)
	const email, password = "grace@example.com", "grace-own-password"
	elsewhere := id.signUpLocal(t, email, password, "Grace")

	resp := id.googleRound(t, "")
	link := cookieNamed(resp, httpapi.LinkCookieName)
	if resp.Header.Get("Location") != "/signin?error=link_required" || link == nil {
		t.Fatalf("redirect %q, link cookie %v", resp.Header.Get("Location"), link)
	}
	linked := id.raw(t, "POST", "/auth/google/link", fmt.Sprintf(`{"password":%q}`, password), link)
	session := cookieNamed(linked, httpapi.CookieName)
	if linked.StatusCode != http.StatusOK || session == nil {
		t.Fatalf("link answered %d", linked.StatusCode)
	}
	if ck := cookieNamed(linked, httpapi.LinkCookieName); ck == nil || ck.MaxAge >= 0 {
		t.Fatal("the pending-link cookie was not cleared")
	}
	if sub := id.googleSubjectOf(t, email); sub == nil || *sub != "110169484474386276334" {
		t.Fatalf("google subject %v", sub)
	}
	t.Run("the new session works", func(t *testing.T) {
		if status := id.status(t, "GET", "/auth/session", "", session); status != http.StatusOK {
			t.Fatalf("new session %d", status)
		}
	})
	t.Run("every other session ended", func(t *testing.T) {
		if status := id.status(t, "GET", "/auth/session", "", elsewhere); status != http.StatusUnauthorized {
			t.Fatalf("the earlier session answered %d", status)
		}
	})
	t.Run("the local password stops working", func(t *testing.T) {
		body := fmt.Sprintf(`{"email":%q,"password":%q}`, email, password)
		if status := id.status(t, "POST", "/auth/signin", body); status != http.StatusUnauthorized {
			t.Fatalf("password sign-in after linking answered %d", status)
		}
	})
	t.Run("the link cannot be replayed", func(t *testing.T) {
		if status := id.status(t, "POST", "/auth/google/link", fmt.Sprintf(`{"password":%q}`, password), link); status != http.StatusUnauthorized {
			t.Fatalf("replayed link answered %d", status)
		}
	})
	t.Run("the next Google sign-in goes straight in", func(t *testing.T) {
		if loc := id.googleRound(t, "").Header.Get("Location"); loc != "/" {
			t.Fatalf("redirect %q", loc)
		}
	})
}

// An account that proved the address links without a password, and linking
// still ends its sessions and its password.
func TestGoogleLinksAProvenAccountAndEndsItsSessions(t *testing.T) {
	t.Parallel()
	id := newIdentity(t, nil)
	old := id.signUpLocal(t, "grace@example.com", "grace-own-password", "Grace")
	if _, err := id.pool.Exec(context.Background(), `UPDATE users SET email_verified_at = now() WHERE email = 'grace@example.com'`); err != nil {
		t.Fatal(err)
	}
	if loc := id.googleRound(t, "").Header.Get("Location"); loc != "/" {
		t.Fatalf("redirect %q", loc)
	}
	if status := id.status(t, "GET", "/auth/session", "", old); status != http.StatusUnauthorized {
		t.Fatalf("the session from before the link answered %d", status)
	}
	if status := id.status(t, "POST", "/auth/signin", `{"email":"grace@example.com","password":"grace-own-password"}`); status != http.StatusUnauthorized {
		t.Fatalf("password sign-in after linking answered %d", status)
	}
}

func TestSignupModes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	signUp := func(t *testing.T, id *identity, email, code string) (int, apitest.ErrorBody) {
		var body apitest.ErrorBody
		in := map[string]string{"email": email, "password": "long enough pw", "name": "N"}
		if code != "" {
			in["joinCode"] = code
		}
		return apitest.Anonymous(t, id.srv).JSON("POST", "/auth/signup", in, &body), body
	}
	// existing makes an account with a password and one with a Google identity.
	existing := func(t *testing.T, id *identity) {
		if _, _, err := id.deps.Accounts.CreateLocalUser(ctx, "ada@example.com", "ada-password-1", "Ada"); err != nil {
			t.Fatal(err)
		}
		if _, err := id.pool.Exec(ctx, `WITH u AS (INSERT INTO users (email, name, email_verified_at)
			VALUES ('grace@example.com', 'Grace', now()) RETURNING id)
			INSERT INTO user_identities (issuer, subject, user_id) SELECT $1, '110169484474386276334', id FROM u`, id.google.URL); err != nil {
			t.Fatal(err)
		}
	}
	existingSignIn := func(t *testing.T, id *identity) {
		if status := id.status(t, "POST", "/auth/signin", `{"email":"ada@example.com","password":"ada-password-1"}`); status != http.StatusOK {
			t.Fatalf("existing local account: %d", status)
		}
		if loc := id.googleRound(t, "").Header.Get("Location"); loc != "/" {
			t.Fatalf("existing Google account: %q", loc)
		}
	}

	t.Run("open: anyone signs up", func(t *testing.T) {
		id := newIdentity(t, nil)
		if status, body := signUp(t, id, "new@example.com", ""); status != http.StatusCreated {
			t.Fatalf("%d %+v", status, body)
		}
		if loc := id.googleRound(t, "").Header.Get("Location"); loc != "/" {
			t.Fatalf("new Google account: %q", loc)
		}
	})

	t.Run("closed: no new accounts, existing ones sign in", func(t *testing.T) {
		id := newIdentity(t, map[string]string{"SIGNUP": "closed"})
		if status, body := signUp(t, id, "new@example.com", ""); status != http.StatusForbidden || !strings.Contains(body.Error, "closed") {
			t.Fatalf("%d %+v", status, body)
		}
		id.google.Set("sub", "999")
		id.google.Set("email", "stranger@example.com")
		if loc := id.googleRound(t, "").Header.Get("Location"); loc != "/signin?error=signup_closed" {
			t.Fatalf("new Google account: %q", loc)
		}
		id.google.Set("sub", "110169484474386276334")
		id.google.Set("email", "grace@example.com")
		existing(t, id)
		existingSignIn(t, id)
		var n int
		_ = id.pool.QueryRow(ctx, `SELECT count(*) FROM users`).Scan(&n)
		if n != 2 {
			t.Fatalf("%d users, want the 2 made by hand", n)
		}
		var cfg map[string]any
		apitest.Anonymous(t, id.srv).JSON("GET", "/auth/config", nil, &cfg)
		if cfg["signup"] != "closed" {
			t.Fatalf("/auth/config %v", cfg)
		}
	})

	t.Run("invite: only with a valid join code, which is joined", func(t *testing.T) {
		id := newIdentity(t, map[string]string{"SIGNUP": "invite"})
		owner := apitest.NewUser(t, id.pool, "owner@example.com")
		var ws struct{ ID, JoinCode string }
		if status := apitest.Login(t, id.pool, id.srv, owner, uuid.Nil).JSON("POST", "/workspaces", map[string]string{"name": "Acme"}, &ws); status != http.StatusCreated {
			t.Fatal(status)
		}
		if status, body := signUp(t, id, "a@example.com", ""); status != http.StatusForbidden || !strings.Contains(body.Error, "invitation") {
			t.Fatalf("no code: %d %+v", status, body)
		}
		if status, body := signUp(t, id, "b@example.com", "ABCDEFGHJKMNP"); status != http.StatusForbidden || !strings.Contains(body.Error, "join code") {
			t.Fatalf("wrong code: %d %+v", status, body)
		}
		resp := id.raw(t, "POST", "/auth/signup", fmt.Sprintf(`{"email":"c@example.com","password":"long enough pw","name":"C","joinCode":%q}`,
			strings.ToLower(ws.JoinCode)))
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("valid code: %d", resp.StatusCode)
		}
		var got struct{ ActiveWorkspace *struct{ ID, Role string } }
		c := apitest.Anonymous(t, id.srv)
		c.Token = cookieNamed(resp, httpapi.CookieName).Value
		c.JSON("GET", "/auth/session", nil, &got)
		if got.ActiveWorkspace == nil || got.ActiveWorkspace.ID != ws.ID || got.ActiveWorkspace.Role != "member" {
			t.Fatalf("the invited account is not a member of the workspace: %+v", got.ActiveWorkspace)
		}

		if loc := id.googleRound(t, "").Header.Get("Location"); loc != "/signin?error=invite_required" {
			t.Fatalf("Google without a code: %q", loc)
		}
		if loc := id.googleRound(t, "?joinCode=ABCDEFGHJKMNP").Header.Get("Location"); loc != "/signin?error=invite_required" {
			t.Fatalf("Google with a wrong code: %q", loc)
		}
		// The code lets the account be made; joining waits for the person's
		// own POST from the page that asks (TestJoinCodeInASignInLinkJoinsNothing).
		resp = id.googleRound(t, "?joinCode="+ws.JoinCode)
		if resp.Header.Get("Location") != "/workspaces?join="+ws.JoinCode {
			t.Fatalf("Google with the code: %q", resp.Header.Get("Location"))
		}
		c.Token = cookieNamed(resp, httpapi.CookieName).Value
		if status := c.JSON("POST", "/workspaces/join", map[string]string{"code": ws.JoinCode}, nil); status != http.StatusOK {
			t.Fatalf("join: %d", status)
		}
		c.JSON("GET", "/auth/session", nil, &got)
		if got.ActiveWorkspace == nil || got.ActiveWorkspace.ID != ws.ID {
			t.Fatalf("the Google account did not join: %+v", got.ActiveWorkspace)
		}
		var n int
		_ = id.pool.QueryRow(ctx, `SELECT count(*) FROM users`).Scan(&n)
		if n != 3 {
			t.Fatalf("%d users, want owner + 2 invited", n)
		}
	})
}

func TestSessionLifetimes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	id := newIdentity(t, map[string]string{"SESSION_MAX_AGE": "2h", "SESSION_IDLE_TIMEOUT": "30m"})
	user := apitest.NewUser(t, id.pool, "ada@example.com")
	age := func(c *apitest.Client, created string) {
		t.Helper()
		if _, err := id.pool.Exec(ctx, `UPDATE sessions SET created_at = now() - $2::interval WHERE token_hash = $1`,
			auth.HashToken(c.Token), created); err != nil {
			t.Fatal(err)
		}
	}

	t.Run("an active session ends at its absolute lifetime", func(t *testing.T) {
		c := apitest.Login(t, id.pool, id.srv, user, uuid.Nil)
		age(c, "2h 1s")
		if status := c.JSON("GET", "/auth/session", nil, nil); status != http.StatusUnauthorized {
			t.Fatalf("a session past SESSION_MAX_AGE answered %d", status)
		}
	})
	t.Run("sliding never extends past the absolute end", func(t *testing.T) {
		c := apitest.Login(t, id.pool, id.srv, user, uuid.Nil)
		age(c, "1h 50m")
		if status := c.JSON("GET", "/auth/session", nil, nil); status != http.StatusOK {
			t.Fatalf("status %d", status)
		}
		var past bool
		_ = id.pool.QueryRow(ctx, `SELECT expires_at > created_at + interval '2 hours' FROM sessions WHERE token_hash = $1`,
			auth.HashToken(c.Token)).Scan(&past)
		if past {
			t.Fatal("sliding expiry moved past created_at + SESSION_MAX_AGE")
		}
	})
	t.Run("an idle session ends at the idle timeout", func(t *testing.T) {
		c := apitest.Login(t, id.pool, id.srv, user, uuid.Nil)
		if _, err := id.pool.Exec(ctx, `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
			auth.HashToken(c.Token)); err != nil {
			t.Fatal(err)
		}
		if status := c.JSON("GET", "/auth/session", nil, nil); status != http.StatusUnauthorized {
			t.Fatalf("an idle session answered %d", status)
		}
	})
	t.Run("the cookie lives as long as the absolute lifetime", func(t *testing.T) {
		ck := id.signUpLocal(t, "new@example.com", "long enough pw", "New")
		if ck.MaxAge < 7100 || ck.MaxAge > 7200 {
			t.Fatalf("cookie MaxAge %d, want about 2h", ck.MaxAge)
		}
		var idle bool
		_ = id.pool.QueryRow(ctx, `SELECT expires_at <= now() + interval '30 minutes' FROM sessions WHERE token_hash = $1`,
			auth.HashToken(ck.Value)).Scan(&idle)
		if !idle {
			t.Fatal("a new session's expiry is not the idle timeout")
		}
	})
}

func TestSignOutEverywhere(t *testing.T) {
	t.Parallel()
	id := newIdentity(t, nil)
	ada := apitest.NewUser(t, id.pool, "ada@example.com")
	other := apitest.NewUser(t, id.pool, "bob@example.com")
	laptop := apitest.Login(t, id.pool, id.srv, ada, uuid.Nil)
	phone := apitest.Login(t, id.pool, id.srv, ada, uuid.Nil)
	bob := apitest.Login(t, id.pool, id.srv, other, uuid.Nil)

	resp := laptop.Request("POST", "/auth/signout-all", nil, nil)
	defer resp.Body.Close()
	got := decode[struct{ Ended int }](t, resp)
	if resp.StatusCode != http.StatusOK || got.Ended != 2 {
		t.Fatalf("signout-all %d, ended %d", resp.StatusCode, got.Ended)
	}
	if ck := cookieNamed(resp, httpapi.CookieName); ck == nil || ck.MaxAge >= 0 {
		t.Fatalf("cookie not cleared: %+v", ck)
	}
	for name, c := range map[string]*apitest.Client{"this device": laptop, "the other device": phone} {
		if status := c.JSON("GET", "/auth/session", nil, nil); status != http.StatusUnauthorized {
			t.Fatalf("%s still signed in: %d", name, status)
		}
	}
	if status := bob.JSON("GET", "/auth/session", nil, nil); status != http.StatusOK {
		t.Fatalf("another user's session ended too: %d", status)
	}
	if status := apitest.Anonymous(t, id.srv).JSON("POST", "/auth/signout-all", nil, nil); status != http.StatusUnauthorized {
		t.Fatalf("signout-all without a session: %d", status)
	}
}

// joinGlobalEvery is the global join-code refill interval (joinlimits.go).
const joinGlobalEvery = 500 * time.Millisecond

// Join codes are guessed one request at a time; every guess counts against
// the user, the client address and the whole server, so neither many
// accounts nor many addresses make guessing faster than the global budget.
func TestJoinCodeAttemptLimits(t *testing.T) {
	t.Parallel()
	id := newIdentity(t, nil)
	users := make([]*apitest.Client, 20)
	for i := range users {
		users[i] = apitest.Login(t, id.pool, id.srv, apitest.NewUser(t, id.pool, fmt.Sprintf("u%d@example.com", i)), uuid.Nil)
	}
	guess := func(c *apitest.Client, ip string) *http.Response {
		t.Helper()
		resp := c.Request("POST", "/workspaces/join", map[string]string{"code": "ABCDEFGHJKMNP"}, http.Header{"X-Forwarded-For": {ip}})
		resp.Body.Close()
		return resp
	}
	// The global bucket refills from its first token on, which the first
	// guess below takes: the global bound counts the refill from here.
	first := time.Now()
	t.Run("per address, whoever the user", func(t *testing.T) {
		for i := 0; i < 10; i++ {
			if resp := guess(users[i%2], "198.51.100.1"); resp.StatusCode != http.StatusNotFound {
				t.Fatalf("guess %d: %d", i, resp.StatusCode)
			}
		}
		resp := guess(users[2], "198.51.100.1")
		if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" {
			t.Fatalf("11th guess from one address by a fresh user: %d", resp.StatusCode)
		}
		if resp := guess(users[2], "198.51.100.2"); resp.StatusCode != http.StatusNotFound {
			t.Fatalf("the same user from another address: %d", resp.StatusCode)
		}
	})
	t.Run("per user, whatever the address", func(t *testing.T) {
		for i := 0; i < 9; i++ { // users[2] spent one above
			if resp := guess(users[2], fmt.Sprintf("198.51.101.%d", i)); resp.StatusCode != http.StatusNotFound {
				t.Fatalf("guess %d: %d", i, resp.StatusCode)
			}
		}
		if resp := guess(users[2], "198.51.101.200"); resp.StatusCode != http.StatusTooManyRequests {
			t.Fatalf("11th guess by one user from a fresh address: %d", resp.StatusCode)
		}
	})
	t.Run("globally, across users and addresses", func(t *testing.T) {
		// 11 + 9 guesses passed the global bucket above (a guess refused per
		// address or per user does not reach it). Fresh pairs of user and
		// address, none near its own limit, spend the rest of the burst; the
		// bucket refills at 2/s since the first guess (the ones above took
		// time too: on a loaded machine more than the one token of slack a
		// count from this subtest's start allowed), which bounds how many more pass.
		passed := 20
		for u := 3; u < len(users); u++ {
			for k := 0; k < 10; k++ {
				resp := guess(users[u], fmt.Sprintf("203.0.%d.%d", u, k))
				if resp.StatusCode == http.StatusTooManyRequests {
					refill := int(time.Since(first)/joinGlobalEvery) + 1
					if passed < 100 || passed > 100+refill {
						t.Fatalf("the global limit refused after %d guesses (burst 100, refill %d)", passed, refill)
					}
					return
				}
				passed++
			}
		}
		t.Fatalf("%d guesses from %d users and addresses all passed", passed, len(users))
	})
	t.Run("a sign-up with a code counts as a guess", func(t *testing.T) {
		resp := apitest.Anonymous(t, id.srv).Request("POST", "/auth/signup",
			map[string]string{"email": "x@example.com", "password": "long enough pw", "name": "X", "joinCode": "ABCDEFGHJKMNP"},
			http.Header{"X-Forwarded-For": {"198.51.100.1"}})
		resp.Body.Close()
		if resp.StatusCode != http.StatusTooManyRequests {
			t.Fatalf("sign-up with a code past the limits: %d", resp.StatusCode)
		}
	})
}
