package webui

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// replica is a fake API replica that counts what it served and whose
// /readyz answers what ready says.
type replica struct {
	srv    *httptest.Server
	url    *url.URL
	ready  atomic.Bool
	served atomic.Int64
	mu     sync.Mutex
	bodies []string
}

func newReplica(t *testing.T, handle func(w http.ResponseWriter, r *http.Request)) *replica {
	t.Helper()
	rp := &replica{}
	rp.ready.Store(true)
	rp.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/readyz" {
			if rp.ready.Load() {
				_, _ = io.WriteString(w, `{"status":"ready"}`)
			} else {
				w.WriteHeader(http.StatusServiceUnavailable)
				_, _ = io.WriteString(w, `{"status":"unready","problems":["shutting down"]}`)
			}
			return
		}
		b, _ := io.ReadAll(r.Body)
		rp.mu.Lock()
		rp.bodies = append(rp.bodies, string(b))
		rp.mu.Unlock()
		rp.served.Add(1)
		if handle != nil {
			handle(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"ok":true}`)
	}))
	t.Cleanup(rp.srv.Close)
	rp.url, _ = url.Parse(rp.srv.URL)
	return rp
}

func replicaProxy(t *testing.T, rs ...*replica) (string, *APIProxy) {
	t.Helper()
	var urls []*url.URL
	for _, r := range rs {
		urls = append(urls, r.url)
	}
	p := NewReplicaProxy(urls, nil)
	web := httptest.NewServer(NewMux(Handler(testBundle()), p))
	t.Cleanup(web.Close)
	return web.URL, p
}

func post(t *testing.T, url, body string) (int, string) {
	t.Helper()
	res, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

func TestReplicaProxy(t *testing.T) {
	t.Run("spreads requests over the ready replicas", func(t *testing.T) {
		a, b := newReplica(t, nil), newReplica(t, nil)
		base, _ := replicaProxy(t, a, b)
		for range 10 {
			if st, _ := post(t, base+"/api/chat", `{}`); st != http.StatusOK {
				t.Fatalf("status %d", st)
			}
		}
		if a.served.Load() != 5 || b.served.Load() != 5 {
			t.Fatalf("served %d and %d", a.served.Load(), b.served.Load())
		}
	})
	t.Run("a stopped replica's requests go to another, a POST with its body too", func(t *testing.T) {
		a, b := newReplica(t, nil), newReplica(t, nil)
		base, _ := replicaProxy(t, a, b)
		a.srv.Close() // refuses connections from now on; no check has run yet
		for i := range 4 {
			if st, body := post(t, base+"/api/chat/x/turns", `{"question":"q`+string(rune('0'+i))+`"}`); st != http.StatusOK {
				t.Fatalf("status %d %s", st, body)
			}
		}
		b.mu.Lock()
		defer b.mu.Unlock()
		if b.served.Load() != 4 || b.bodies[0] != `{"question":"q0"}` || b.bodies[3] != `{"question":"q3"}` {
			t.Fatalf("the live replica served %d: %q", b.served.Load(), b.bodies)
		}
	})
	t.Run("a replica whose readyz says unready gets no new requests after a check", func(t *testing.T) {
		a, b := newReplica(t, nil), newReplica(t, nil)
		base, p := replicaProxy(t, a, b)
		a.ready.Store(false)
		p.upstreams.check(context.Background(), time.Second)
		for range 6 {
			post(t, base+"/api/chat", `{}`)
		}
		if a.served.Load() != 0 || b.served.Load() != 6 {
			t.Fatalf("served %d and %d", a.served.Load(), b.served.Load())
		}
		a.ready.Store(true)
		p.upstreams.check(context.Background(), time.Second)
		for range 6 {
			post(t, base+"/api/chat", `{}`)
		}
		if a.served.Load() != 3 {
			t.Fatalf("back in service, the replica served %d of 6", a.served.Load())
		}
	})
	t.Run("when no replica is ready the request still reaches one, for its own sentence", func(t *testing.T) {
		a := newReplica(t, func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = io.WriteString(w, `{"error":"the database is unreachable right now; try again in a moment","code":"unavailable"}`)
		})
		a.ready.Store(false)
		base, p := replicaProxy(t, a)
		p.upstreams.check(context.Background(), time.Second)
		if st, body := post(t, base+"/api/chat", `{}`); st != http.StatusServiceUnavailable || !strings.Contains(body, "database") {
			t.Fatalf("%d %s", st, body)
		}
	})
	t.Run("a failure after the request was sent is not repeated on another replica", func(t *testing.T) {
		a := newReplica(t, func(w http.ResponseWriter, _ *http.Request) {
			conn, _, err := w.(http.Hijacker).Hijack()
			if err == nil {
				conn.Close() // the request arrived; the answer is lost
			}
		})
		b := newReplica(t, nil)
		base, _ := replicaProxy(t, a, b)
		got := map[int]int{}
		for range 4 {
			st, _ := post(t, base+"/api/chat/x/turns", `{"question":"q"}`)
			got[st]++
		}
		if got[http.StatusBadGateway] != 2 || got[http.StatusOK] != 2 || a.served.Load() != 2 || b.served.Load() != 2 {
			t.Fatalf("statuses %v; served %d and %d", got, a.served.Load(), b.served.Load())
		}
	})
	t.Run("no replica answers: 502 with the sentence", func(t *testing.T) {
		a, b := newReplica(t, nil), newReplica(t, nil)
		base, _ := replicaProxy(t, a, b)
		a.srv.Close()
		b.srv.Close()
		if st, body := post(t, base+"/api/chat", `{}`); st != http.StatusBadGateway || !strings.Contains(body, "unreachable") {
			t.Fatalf("%d %s", st, body)
		}
	})
}
