package webui

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

// proxyTo starts the web mux in front of upstream and returns its base URL.
func proxyTo(t *testing.T, upstream http.Handler) string {
	t.Helper()
	api := httptest.NewServer(upstream)
	t.Cleanup(api.Close)
	u, err := url.Parse(api.URL)
	if err != nil {
		t.Fatal(err)
	}
	return proxyToURL(t, u)
}

// proxyToURL starts the web mux in front of the API at u and returns its base URL.
func proxyToURL(t *testing.T, u *url.URL) string {
	t.Helper()
	web := httptest.NewServer(NewMux(Handler(testBundle()), NewAPIProxy(u, nil)))
	t.Cleanup(web.Close)
	return web.URL
}

func TestProxyForwardsRequests(t *testing.T) {
	var seen *http.Request
	var body string
	base := proxyTo(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen = r.Clone(context.Background())
		b, _ := io.ReadAll(r.Body)
		body = string(b)
		http.SetCookie(w, &http.Cookie{Name: "ks_session", Value: "new", Path: "/", HttpOnly: true})
		w.Header().Set("Cache-Control", "public, max-age=600")
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"ok":true}`)
	}))
	req, _ := http.NewRequest("POST", base+"/api/workspaces/join?x=1", strings.NewReader(`{"code":"ABCD1234"}`))
	req.Header.Set("Cookie", "ks_session=tok123")
	req.Header.Set("Origin", "http://app.example")
	req.Header.Set("X-Forwarded-For", "6.6.6.6")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	_, _ = io.ReadAll(res.Body)

	t.Run("strips the /api prefix and keeps the query", func(t *testing.T) {
		if seen.URL.Path != "/workspaces/join" || seen.URL.RawQuery != "x=1" {
			t.Fatalf("upstream saw %s?%s", seen.URL.Path, seen.URL.RawQuery)
		}
	})
	t.Run("passes the body", func(t *testing.T) {
		if body != `{"code":"ABCD1234"}` {
			t.Fatalf("body = %q", body)
		}
	})
	t.Run("passes cookies both ways", func(t *testing.T) {
		if c, err := seen.Cookie("ks_session"); err != nil || c.Value != "tok123" {
			t.Fatalf("upstream cookie = %v, %v", c, err)
		}
		if got := res.Header.Get("Set-Cookie"); !strings.Contains(got, "ks_session=new") {
			t.Fatalf("Set-Cookie = %q", got)
		}
	})
	t.Run("keeps Origin for the CSRF check", func(t *testing.T) {
		if got := seen.Header.Get("Origin"); got != "http://app.example" {
			t.Fatalf("Origin = %q", got)
		}
	})
	t.Run("sets X-Forwarded headers from this hop, not the client", func(t *testing.T) {
		xff := seen.Header.Get("X-Forwarded-For")
		if xff == "" || strings.Contains(xff, "6.6.6.6") {
			t.Fatalf("X-Forwarded-For = %q", xff)
		}
		if seen.Header.Get("X-Forwarded-Proto") != "http" || seen.Header.Get("X-Forwarded-Host") == "" {
			t.Fatalf("X-Forwarded-Proto/Host = %q/%q", seen.Header.Get("X-Forwarded-Proto"), seen.Header.Get("X-Forwarded-Host"))
		}
	})
	t.Run("marks every answer no-store", func(t *testing.T) {
		if got := res.Header.Get("Cache-Control"); got != "no-store" {
			t.Fatalf("Cache-Control = %q", got)
		}
	})
}

func TestProxyStreamsSSEUnbuffered(t *testing.T) {
	release := make(chan struct{})
	base := proxyTo(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		fl := w.(http.Flusher)
		_, _ = io.WriteString(w, "id: 1\nevent: delta\ndata: {\"text\":\"Hel\"}\n\n")
		fl.Flush()
		// The second frame is only written once the client has read the
		// first: a buffering proxy would deadlock here and the test times out.
		select {
		case <-release:
		case <-r.Context().Done():
			return
		}
		_, _ = io.WriteString(w, ": ping\n\nid: 2\nevent: done\ndata: {}\n\n")
		fl.Flush()
	}))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "POST", base+"/api/chat/x/turns", strings.NewReader(`{}`))
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("Cache-Control = %q", res.Header.Get("Cache-Control"))
	}
	r := bufio.NewReader(res.Body)
	first := readFrame(t, r)
	if !strings.Contains(first, `"Hel"`) {
		t.Fatalf("first frame = %q", first)
	}
	close(release)
	rest, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("read rest: %v", err)
	}
	if !strings.Contains(string(rest), ": ping") || !strings.Contains(string(rest), "event: done") {
		t.Fatalf("rest = %q", rest)
	}
}

// readFrame reads up to and including the blank line that ends a frame.
func readFrame(t *testing.T, r *bufio.Reader) string {
	t.Helper()
	var b strings.Builder
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("read frame: %v (got %q)", err, b.String())
		}
		b.WriteString(line)
		if line == "\n" {
			return b.String()
		}
	}
}

func TestProxyUnreachableAPI(t *testing.T) {
	u, _ := url.Parse("http://127.0.0.1:1")
	web := httptest.NewServer(NewMux(Handler(testBundle()), NewAPIProxy(u, nil)))
	defer web.Close()
	res, err := http.Get(web.URL + "/api/healthz")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusBadGateway || !strings.Contains(string(b), `"code":"unavailable"`) {
		t.Fatalf("got %d %s", res.StatusCode, b)
	}
}

func TestStripPrefix(t *testing.T) {
	for in, want := range map[string]string{"/api": "/", "/api/": "/", "/api/chat/1": "/chat/1", "": ""} {
		if got := stripPrefix(in); got != want {
			t.Errorf("stripPrefix(%q) = %q, want %q", in, got, want)
		}
	}
}
