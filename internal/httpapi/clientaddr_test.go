package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strconv"
	"testing"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/webui"
)

// TestClientAddressBuckets is issue 27's per-address finding: behind a TLS
// proxy in front of cmd/web every client had the proxy's address, so five
// bad guesses from anyone locked a victim's e-mail out for everyone; the
// API believed X-Forwarded-For from any loopback or private peer; and every
// IPv6 /128 was a bucket of its own. The bucket here is the per (e-mail,
// address) sign-in limit: five wrong passwords, then 429.
func TestClientAddressBuckets(t *testing.T) {
	t.Parallel()
	// guess sends n wrong passwords for one e-mail as the client at xff
	// (no header when empty) and returns the last status.
	guess := func(c *apitest.Client, path, email, xff string, n int) int {
		t.Helper()
		var h http.Header
		if xff != "" {
			h = http.Header{"X-Forwarded-For": {xff}}
		}
		code := 0
		for i := range n {
			resp := c.Request(http.MethodPost, path, map[string]string{"email": email, "password": "guess " + strconv.Itoa(i)}, h)
			resp.Body.Close()
			code = resp.StatusCode
		}
		return code
	}

	t.Run("two clients behind a trusted TLS proxy and cmd/web get separate buckets", func(t *testing.T) {
		// The API trusts cmd/web on loopback (the default); cmd/web trusts
		// the TLS proxy (here the test client, also on loopback) and passes
		// its X-Forwarded-For on. Before, cmd/web dropped it: one bucket.
		id := newIdentity(t, nil)
		api, _ := url.Parse(id.srv.URL)
		proxy := webui.NewAPIProxy(api, nil)
		proxy.TrustProxies([]netip.Prefix{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128")})
		web := httptest.NewServer(webui.NewMux(http.NotFoundHandler(), proxy))
		t.Cleanup(web.Close)
		c := apitest.Anonymous(t, web)
		if code := guess(c, "/api/auth/signin", "victim@example.com", "203.0.113.66", 6); code != http.StatusTooManyRequests {
			t.Fatalf("the attacker's 6th guess: %d", code)
		}
		if code := guess(c, "/api/auth/signin", "victim@example.com", "198.51.100.10", 1); code != http.StatusUnauthorized {
			t.Fatalf("another client behind the same proxy shares the attacker's bucket: %d", code)
		}
	})

	t.Run("cmd/web drops the X-Forwarded-For of a peer it does not trust", func(t *testing.T) {
		id := newIdentity(t, nil)
		api, _ := url.Parse(id.srv.URL)
		proxy := webui.NewAPIProxy(api, nil)
		proxy.TrustProxies([]netip.Prefix{netip.MustParsePrefix("192.0.2.0/24")})
		web := httptest.NewServer(webui.NewMux(http.NotFoundHandler(), proxy))
		t.Cleanup(web.Close)
		c := apitest.Anonymous(t, web)
		guess(c, "/api/auth/signin", "victim@example.com", "203.0.113.66", 5)
		if code := guess(c, "/api/auth/signin", "victim@example.com", "198.51.100.11", 1); code != http.StatusTooManyRequests {
			t.Fatalf("a claimed address from an untrusted peer got a fresh bucket: %d", code)
		}
	})

	t.Run("the API ignores X-Forwarded-For from a peer outside TRUSTED_PROXIES", func(t *testing.T) {
		// The test client is on loopback, which the old code trusted
		// unconditionally.
		id := newIdentity(t, map[string]string{"TRUSTED_PROXIES": "192.0.2.0/24"})
		c := apitest.Anonymous(t, id.srv)
		guess(c, "/auth/signin", "victim@example.com", "203.0.113.66", 5)
		if code := guess(c, "/auth/signin", "victim@example.com", "198.51.100.12", 1); code != http.StatusTooManyRequests {
			t.Fatalf("a spoofed X-Forwarded-For from an untrusted peer got a fresh bucket: %d", code)
		}
		none := newIdentity(t, map[string]string{"TRUSTED_PROXIES": "none"})
		c = apitest.Anonymous(t, none.srv)
		guess(c, "/auth/signin", "victim@example.com", "203.0.113.66", 5)
		if code := guess(c, "/auth/signin", "victim@example.com", "198.51.100.12", 1); code != http.StatusTooManyRequests {
			t.Fatalf("TRUSTED_PROXIES=none believed X-Forwarded-For: %d", code)
		}
	})

	t.Run("two IPv6 addresses in one /64 share a bucket; the next /64 does not", func(t *testing.T) {
		id := newIdentity(t, nil)
		c := apitest.Anonymous(t, id.srv)
		for i := range 5 {
			if code := guess(c, "/auth/signin", "victim@example.com", "2001:db8:1:2::"+strconv.FormatInt(int64(i+1), 16), 1); code != http.StatusUnauthorized {
				t.Fatalf("guess %d: %d", i+1, code)
			}
		}
		if code := guess(c, "/auth/signin", "victim@example.com", "2001:db8:1:2:ffff:ffff:ffff:fffe", 1); code != http.StatusTooManyRequests {
			t.Fatalf("a sixth address in the same /64 got a fresh bucket: %d", code)
		}
		if code := guess(c, "/auth/signin", "victim@example.com", "2001:db8:1:3::1", 1); code != http.StatusUnauthorized {
			t.Fatalf("the next /64 shares the bucket: %d", code)
		}
	})

	t.Run("behind a chain of trusted proxies the first untrusted address counts", func(t *testing.T) {
		// A client may send its own X-Forwarded-For; the trusted proxy
		// appends the address it saw. Only that one is believed.
		id := newIdentity(t, map[string]string{"TRUSTED_PROXIES": "127.0.0.0/8,10.0.0.0/8"})
		c := apitest.Anonymous(t, id.srv)
		guess(c, "/auth/signin", "victim@example.com", "1.2.3.4, 203.0.113.66, 10.0.0.5", 5)
		if code := guess(c, "/auth/signin", "victim@example.com", "5.6.7.8, 203.0.113.66, 10.0.0.5", 1); code != http.StatusTooManyRequests {
			t.Fatalf("a forged left part of the chain gave a fresh bucket: %d", code)
		}
	})
}
