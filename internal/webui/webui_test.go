package webui

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

func testBundle() fstest.MapFS {
	return fstest.MapFS{
		"index.html":         {Data: []byte("<!doctype html><div id=root></div>")},
		".keep":              {Data: nil},
		"assets/app-abc.js":  {Data: []byte("console.log(1)")},
		"assets/app-abc.css": {Data: []byte("body{}")},
		"robots.txt":         {Data: []byte("User-agent: *")},
	}
}

func get(t *testing.T, h http.Handler, method, path string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(method, path, nil))
	return rec
}

func TestHandler(t *testing.T) {
	h := Handler(testBundle())
	cases := []struct {
		name, method, path string
		status             int
		body, cache        string
	}{
		{"serves index at the root", "GET", "/", 200, "id=root", "no-store"},
		{"falls back to index for an app route", "GET", "/ask/6b1f0c1e-1b0a-4c3e-9d7e-1f2a3b4c5d6e", 200, "id=root", "no-store"},
		{"falls back to index for a route with a query", "GET", "/sources?connected=notion", 200, "id=root", "no-store"},
		{"serves index.html itself without caching", "GET", "/index.html", 200, "id=root", "no-store"},
		{"caches hashed assets for a year", "GET", "/assets/app-abc.js", 200, "console.log", "public, max-age=31536000, immutable"},
		{"revalidates unhashed files", "GET", "/robots.txt", 200, "User-agent", "no-cache"},
		{"answers 404 for a missing asset instead of HTML", "GET", "/assets/app-old.js", 404, "", ""},
		{"answers 404 for a missing file with an extension", "GET", "/favicon.ico", 404, "", ""},
		{"does not escape the bundle", "GET", "/../../etc/passwd", 200, "id=root", "no-store"},
		{"refuses writes", "POST", "/ask", 405, "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec := get(t, h, c.method, c.path)
			if rec.Code != c.status {
				t.Fatalf("status = %d, want %d (body %q)", rec.Code, c.status, rec.Body.String())
			}
			if c.body != "" && !strings.Contains(rec.Body.String(), c.body) {
				t.Errorf("body %q does not contain %q", rec.Body.String(), c.body)
			}
			if c.cache != "" && rec.Header().Get("Cache-Control") != c.cache {
				t.Errorf("Cache-Control = %q, want %q", rec.Header().Get("Cache-Control"), c.cache)
			}
		})
	}
	t.Run("serves index to HEAD without a body", func(t *testing.T) {
		rec := get(t, h, "HEAD", "/workspaces")
		if rec.Code != 200 || rec.Body.Len() != 0 {
			t.Fatalf("HEAD = %d with %d bytes", rec.Code, rec.Body.Len())
		}
	})
}

func TestHandlerWithoutBuild(t *testing.T) {
	h := Handler(fstest.MapFS{".keep": {Data: nil}})
	for _, p := range []string{"/", "/ask", "/assets/x.js"} {
		rec := get(t, h, "GET", p)
		if rec.Code != http.StatusServiceUnavailable || !strings.Contains(rec.Body.String(), "make web") {
			t.Errorf("GET %s = %d %q, want 503 telling to run make web", p, rec.Code, rec.Body.String())
		}
	}
}

func TestEmbeddedBundleIsReadable(t *testing.T) {
	// Whether or not the bundle was built, the embedded tree must be usable:
	// either index.html is there, or the placeholder page is served.
	b := Bundle()
	rec := get(t, Handler(b), "GET", "/")
	if Built(b) {
		if rec.Code != 200 {
			t.Fatalf("built bundle: GET / = %d", rec.Code)
		}
		return
	}
	if rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("unbuilt bundle: GET / = %d", rec.Code)
	}
}

func TestMuxRoutesAPIToProxy(t *testing.T) {
	api := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { _, _ = io.WriteString(w, "api") })
	m := NewMux(Handler(testBundle()), api)
	for path, want := range map[string]string{"/api": "api", "/api/chat": "api", "/apixyz": "id=root", "/ask": "id=root"} {
		if got := get(t, m, "GET", path).Body.String(); !strings.Contains(got, want) {
			t.Errorf("GET %s = %q, want it to contain %q", path, got, want)
		}
	}
}
