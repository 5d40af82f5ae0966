package webui

import (
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func TestSecurityHeadersOnEveryAnswer(t *testing.T) {
	metricsHits := 0
	base := proxyTo(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/metrics" {
			metricsHits++
			_, _ = io.WriteString(w, "go_goroutines 12\n")
			return
		}
		// The API sets its own (stricter) policy; the web server's replaces it.
		w.Header().Set("Content-Security-Policy", "default-src 'none'")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"ok":true}`)
	}))
	down, _ := url.Parse("http://127.0.0.1:1")
	unreachable := proxyToURL(t, down)
	for _, tc := range []struct{ name, url string }{
		{"the app's page", base + "/"},
		{"a client-side route", base + "/chat/123"},
		{"a hashed asset", base + "/assets/app-abc.js"},
		{"a missing asset (404)", base + "/assets/missing.js"},
		{"a proxied API answer", base + "/api/healthz"},
		{"the proxy's 502", unreachable + "/api/healthz"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := http.Get(tc.url)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if got := res.Header.Values("Content-Security-Policy"); len(got) != 1 || got[0] != ContentSecurityPolicy {
				t.Fatalf("Content-Security-Policy = %q", got)
			}
			if !strings.Contains(ContentSecurityPolicy, "frame-ancestors 'none'") || !strings.HasPrefix(ContentSecurityPolicy, "default-src 'self'") {
				t.Fatalf("policy lost its base: %q", ContentSecurityPolicy)
			}
			if got := res.Header.Values("X-Content-Type-Options"); len(got) != 1 || got[0] != "nosniff" {
				t.Fatalf("X-Content-Type-Options = %q", got)
			}
			if got := res.Header.Get("Referrer-Policy"); got != "no-referrer" {
				t.Fatalf("Referrer-Policy = %q", got)
			}
		})
	}
	t.Run("/api/metrics is never forwarded", func(t *testing.T) {
		for _, p := range []string{"/api/metrics", "/api/metrics/", "/api//metrics", "/api/./metrics"} {
			res, err := http.Get(base + p)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != http.StatusNotFound || strings.Contains(string(b), "go_goroutines") {
				t.Fatalf("%s: %d %q", p, res.StatusCode, b)
			}
		}
		if metricsHits != 0 {
			t.Fatalf("the API's /metrics was reached %d times through the web server", metricsHits)
		}
	})
}

// Issue 27: a download the API sandboxes (an uploaded HTML page is a
// stranger's page) keeps its sandbox through the web server, under the web
// server's one policy; an answer the API does not sandbox is not sandboxed.
func TestDownloadsKeepTheirSandbox(t *testing.T) {
	base := proxyTo(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".html") {
			w.Header().Set("Content-Security-Policy", "sandbox; default-src 'none'; frame-ancestors 'none'")
			w.Header().Set("Content-Disposition", `attachment; filename="page.html"`)
		} else {
			w.Header().Set("Content-Security-Policy", "default-src 'none'")
		}
		w.Header().Set("Content-Type", "text/html")
		_, _ = io.WriteString(w, `<script>alert(document.cookie)</script>`)
	}))
	for _, tc := range []struct{ path, want string }{
		{"/api/sources/1/files/page.html", "sandbox; " + ContentSecurityPolicy},
		{"/api/sources/1/files/guide.pdf", ContentSecurityPolicy},
	} {
		res, err := http.Get(base + tc.path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if got := res.Header.Values("Content-Security-Policy"); len(got) != 1 || got[0] != tc.want {
			t.Fatalf("%s: Content-Security-Policy = %q, want %q", tc.path, got, tc.want)
		}
	}
}
