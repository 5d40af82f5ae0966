package httpapi_test

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"knowledgestack/internal/apitest"
)

func TestLocalAccounts(t *testing.T) {
	t.Parallel()
	id := newIdentity(t, nil)
	anon := apitest.Anonymous(t, id.srv)
	signup := map[string]string{"email": "Ada@Example.com", "password": "analytical engine", "name": "Ada Lovelace"}

	t.Run("sign-up creates the account and a session", func(t *testing.T) {
		resp := anon.Request("POST", "/auth/signup", signup, nil)
		got := decode[struct {
			User struct{ ID, Email, Name string }
		}](t, resp)
		if resp.StatusCode != http.StatusCreated || got.User.Email != "ada@example.com" || got.User.Name != "Ada Lovelace" {
			t.Fatalf("signup %d %+v", resp.StatusCode, got)
		}
		var hash string
		_ = id.pool.QueryRow(context.Background(), `SELECT password_hash FROM users WHERE email = 'ada@example.com'`).Scan(&hash)
		if !strings.HasPrefix(hash, "$2a$") || strings.Contains(hash, "analytical") {
			t.Fatalf("password stored as %q", hash)
		}
	})
	t.Run("sign-up refuses a taken e-mail in any case", func(t *testing.T) {
		dup := map[string]string{"email": "ADA@example.com", "password": "another password", "name": "Imposter"}
		var body apitest.ErrorBody
		if status := anon.JSON("POST", "/auth/signup", dup, &body); status != http.StatusConflict {
			t.Fatalf("status %d %+v", status, body)
		}
	})
	invalid := []struct{ name, email, password, fullName, mention string }{
		{"a short password", "b@example.com", "short", "B", "at least 10"},
		{"an over-long password", "b@example.com", strings.Repeat("p", 73), "B", "72 bytes"},
		{"an e-mail without @", "b.example.com", "long enough pw", "B", "e-mail address"},
		{"a missing name", "b@example.com", "long enough pw", "  ", "name"},
	}
	for _, tc := range invalid {
		t.Run("sign-up names "+tc.name, func(t *testing.T) {
			var body apitest.ErrorBody
			status := anon.JSON("POST", "/auth/signup", map[string]string{"email": tc.email, "password": tc.password, "name": tc.fullName}, &body)
			if status != http.StatusBadRequest || !strings.Contains(body.Error, tc.mention) {
				t.Fatalf("status %d %+v, want 400 mentioning %q", status, body, tc.mention)
			}
		})
	}
	t.Run("sign-in with the right password", func(t *testing.T) {
		resp := anon.Request("POST", "/auth/signin", map[string]string{"email": " ADA@example.com", "password": "analytical engine"}, nil)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || cookieNamed(resp, "ks_session") == nil {
			t.Fatalf("signin %d", resp.StatusCode)
		}
	})
	t.Run("unknown e-mail and wrong password answer alike", func(t *testing.T) {
		var wrong, unknown apitest.ErrorBody
		s1 := anon.JSON("POST", "/auth/signin", map[string]string{"email": "ada@example.com", "password": "wrong password"}, &wrong)
		s2 := anon.JSON("POST", "/auth/signin", map[string]string{"email": "nobody@example.com", "password": "wrong password"}, &unknown)
		if s1 != http.StatusUnauthorized || s2 != s1 || wrong != unknown || wrong.Error != "wrong e-mail or password" {
			t.Fatalf("wrong password: %d %+v; unknown e-mail: %d %+v", s1, wrong, s2, unknown)
		}
	})
}

func TestSignInRateLimits(t *testing.T) {
	t.Parallel()
	t.Run("per e-mail: 429 with Retry-After", func(t *testing.T) {
		id := newIdentity(t, nil)
		anon := apitest.Anonymous(t, id.srv)
		var last *http.Response
		for i := 0; i < 6; i++ {
			last = anon.Request("POST", "/auth/signin", map[string]string{"email": "victim@example.com", "password": "guess " + strconv.Itoa(i)}, nil)
			last.Body.Close()
		}
		if last.StatusCode != http.StatusTooManyRequests {
			t.Fatalf("6th attempt answered %d", last.StatusCode)
		}
		if secs, err := strconv.Atoi(last.Header.Get("Retry-After")); err != nil || secs < 1 || secs > 60 {
			t.Fatalf("Retry-After %q", last.Header.Get("Retry-After"))
		}
		other := anon.Request("POST", "/auth/signin", map[string]string{"email": "someone@example.com", "password": "guess"}, nil)
		other.Body.Close()
		if other.StatusCode != http.StatusUnauthorized {
			t.Fatalf("another e-mail from the same address answered %d", other.StatusCode)
		}
	})
	t.Run("per address: many e-mails from one IP are cut off", func(t *testing.T) {
		id := newIdentity(t, nil)
		anon := apitest.Anonymous(t, id.srv)
		limited := 0
		for i := 0; i < 25; i++ {
			resp := anon.Request("POST", "/auth/signin", map[string]string{"email": "user" + strconv.Itoa(i) + "@example.com", "password": "guess"}, nil)
			resp.Body.Close()
			if resp.StatusCode == http.StatusTooManyRequests {
				limited++
			}
		}
		if limited == 0 {
			t.Fatal("25 attempts from one address were never limited")
		}
	})
	t.Run("behind the web proxy the browser's address counts", func(t *testing.T) {
		id := newIdentity(t, nil)
		anon := apitest.Anonymous(t, id.srv)
		for i := 0; i < 25; i++ {
			h := http.Header{"X-Forwarded-For": {"203.0.113." + strconv.Itoa(i)}}
			resp := anon.Request("POST", "/auth/signin", map[string]string{"email": "user" + strconv.Itoa(i) + "@example.com", "password": "guess"}, h)
			resp.Body.Close()
			if resp.StatusCode != http.StatusUnauthorized {
				t.Fatalf("attempt %d from its own address answered %d", i, resp.StatusCode)
			}
		}
	})
}

func TestLocalAccountsSwitchedOff(t *testing.T) {
	t.Parallel()
	id := newIdentity(t, map[string]string{"LOCAL_ACCOUNTS": "false"})
	anon := apitest.Anonymous(t, id.srv)
	for _, path := range []string{"/auth/signup", "/auth/signin"} {
		var body apitest.ErrorBody
		status := anon.JSON("POST", path, map[string]string{"email": "a@example.com", "password": "long enough pw", "name": "A"}, &body)
		if status != http.StatusNotFound || !strings.Contains(body.Error, "turned off") {
			t.Fatalf("%s: %d %+v", path, status, body)
		}
	}
	var cfg map[string]any
	anon.JSON("GET", "/auth/config", nil, &cfg)
	if cfg["local"] != false || cfg["google"] != true {
		t.Fatalf("/auth/config %v", cfg)
	}
}

func TestBodyValidation(t *testing.T) {
	t.Parallel()
	id := newIdentity(t, map[string]string{"MAX_BODY_BYTES": "4096"})
	user := apitest.NewUser(t, id.pool, "ada@example.com")
	c := apitest.Login(t, id.pool, id.srv, user, [16]byte{})
	cases := []struct {
		name, method, path, body string
		status                   int
		mention                  string
	}{
		{"malformed JSON", "POST", "/auth/signin", `{"email": "a@example.com",`, 400, "malformed JSON"},
		{"a wrong type", "POST", "/auth/signup", `{"email": "a@example.com", "password": 1234567890, "name": "A"}`, 400, `"password" must be a string`},
		{"an unknown field", "POST", "/workspaces", `{"name": "Acme", "workspaceId": "x"}`, 400, `unknown field "workspaceId"`},
		{"an empty body", "POST", "/workspaces/join", ``, 400, "empty"},
		{"a non-object body", "PATCH", "/workspaces/" + user.String(), `["Acme"]`, 400, "must be a JSON"},
		{"trailing data", "POST", "/workspaces", `{"name": "A"} {"name": "B"}`, 400, "after the JSON"},
		{"an oversized body", "POST", "/workspaces", `{"name": "` + strings.Repeat("a", 5000) + `"}`, 413, "larger than 4096 bytes"},
	}
	for _, tc := range cases {
		t.Run(strconvStatus(tc.status)+" names "+tc.name, func(t *testing.T) {
			var body apitest.ErrorBody
			if status := c.JSON(tc.method, tc.path, strings.NewReader(tc.body), &body); status != tc.status || !strings.Contains(body.Error, tc.mention) {
				t.Fatalf("status %d %+v, want %d mentioning %q", status, body, tc.status, tc.mention)
			}
		})
	}
}

func strconvStatus(s int) string { return strconv.Itoa(s) }
