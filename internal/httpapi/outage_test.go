package httpapi_test

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/url"
	"sync"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/auth"
	"knowledgestack/internal/db"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/workspace"
)

// TestDatabaseOutageIsA503WithASentence serves the API through a loopback
// TCP relay to the test database, then cuts the relay (connections refused
// and dropped), then black-holes it (connections accepted, never answered),
// then restores it. While the database is away every request that needs it
// is a 503 saying so with a Retry-After, quickly; /healthz stays 200 and
// /readyz says unready; afterwards the same server serves again. The
// real-process version with PostgreSQL itself stopped is cmd/api's
// TestPostgresStoppedUnderLoad.
func TestDatabaseOutageIsA503WithASentence(t *testing.T) {
	fixtures, dbURL := testdb.NewWithURL(t)
	relay := newRelay(t, dbURL)
	ctx := context.Background()
	pool, err := db.Open(ctx, relay.url, 4)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)

	deps := apitest.BaseDeps(t, pool, nil)
	deps.Workspaces = workspace.NewService(pool)
	if deps.Accounts, err = auth.NewAccounts(pool, auth.AccountsOptions{BcryptCost: bcrypt.MinCost}); err != nil {
		t.Fatal(err)
	}
	srv := apitest.Serve(t, deps)
	user := apitest.NewUser(t, fixtures, "a@example.com")
	ws := apitest.NewWorkspace(t, fixtures, user, "Acme")
	c := apitest.Login(t, fixtures, srv, user, ws)
	anon := apitest.Anonymous(t, srv)

	// Each route reaches the database differently: the session guard, a
	// service's query, the PostgreSQL-held sign-in rate limit.
	requests := map[string]func() *http.Response{
		"GET /auth/session": func() *http.Response { return c.Request("GET", "/auth/session", nil, nil) },
		"GET /workspaces":   func() *http.Response { return c.Request("GET", "/workspaces", nil, nil) },
		"POST /auth/signin": func() *http.Response {
			return anon.Request("POST", "/auth/signin", map[string]string{"email": "a@example.com", "password": "not the password"}, nil)
		},
	}
	serving := func(t *testing.T) {
		t.Helper()
		for name, do := range requests {
			resp := do()
			resp.Body.Close()
			if resp.StatusCode >= 500 {
				t.Fatalf("%s with the database up: %d", name, resp.StatusCode)
			}
		}
		if code := anon.JSON("GET", "/readyz", nil, nil); code != http.StatusOK {
			t.Fatalf("readyz with the database up: %d", code)
		}
	}
	down := func(t *testing.T, bound time.Duration) {
		t.Helper()
		for name, do := range requests {
			start := time.Now()
			resp := do()
			var e apitest.ErrorBody
			decodeBody(t, resp, &e)
			took := time.Since(start)
			if resp.StatusCode != http.StatusServiceUnavailable || e.Code != "unavailable" || e.Error != errs.DatabaseUnreachable {
				t.Errorf("%s: %d %+v, want 503 %q", name, resp.StatusCode, e, errs.DatabaseUnreachable)
			}
			if ra := resp.Header.Get("Retry-After"); ra != "5" {
				t.Errorf("%s: Retry-After %q", name, ra)
			}
			if took > bound {
				t.Errorf("%s took %s to fail (bound %s)", name, took, bound)
			}
		}
		var ready struct {
			Status   string   `json:"status"`
			Problems []string `json:"problems"`
		}
		if code := anon.JSON("GET", "/readyz", nil, &ready); code != http.StatusServiceUnavailable || ready.Status != "unready" {
			t.Errorf("readyz: %d %+v", code, ready)
		}
		if code := anon.JSON("GET", "/healthz", nil, nil); code != http.StatusOK {
			t.Errorf("healthz: %d", code)
		}
	}

	t.Run("serving", serving)
	t.Run("refused: 503 at once", func(t *testing.T) {
		relay.cut()
		down(t, time.Second)
	})
	t.Run("serving again once it is back", func(t *testing.T) {
		relay.restore(false)
		waitServing(t, c)
		serving(t)
	})
	t.Run("black-holed: 503 within the acquire bound", func(t *testing.T) {
		relay.cut()
		relay.restore(true)
		down(t, db.AcquireTimeout+time.Second)
	})
	t.Run("serving again after the black hole", func(t *testing.T) {
		relay.cut()
		relay.restore(false)
		waitServing(t, c)
		serving(t)
	})
}

func decodeBody(t *testing.T, resp *http.Response, out *apitest.ErrorBody) {
	t.Helper()
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if err := json.Unmarshal(data, out); err != nil {
		t.Fatalf("%d %q: %v", resp.StatusCode, data, err)
	}
}

// waitServing polls until the session route answers 200 (the pool finds
// its dead connections on use and dials new ones), at most a few seconds.
func waitServing(t *testing.T, c *apitest.Client) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		resp := c.Request("GET", "/auth/session", nil, nil)
		resp.Body.Close()
		if resp.StatusCode == http.StatusOK {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("still %d 10 s after the database came back", resp.StatusCode)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// relay forwards a loopback port to the database; cut closes the port and
// every connection through it, restore opens the same port again, either
// forwarding or (blackHole) accepting and never answering.
type relay struct {
	t      *testing.T
	addr   string
	target string
	url    string

	mu    sync.Mutex
	ln    net.Listener
	conns map[net.Conn]struct{}
}

func newRelay(t *testing.T, dbURL string) *relay {
	u, err := url.Parse(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	r := &relay{t: t, target: u.Host, conns: map[net.Conn]struct{}{}}
	r.listen("127.0.0.1:0", false)
	r.addr = r.ln.Addr().String()
	u.Host = r.addr
	r.url = u.String()
	t.Cleanup(r.cut)
	return r
}

func (r *relay) listen(addr string, blackHole bool) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		r.t.Fatal(err)
	}
	r.mu.Lock()
	r.ln = ln
	r.mu.Unlock()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			r.track(c)
			if blackHole {
				continue // held open, silent, until cut
			}
			go r.forward(c)
		}
	}()
}

func (r *relay) track(c net.Conn) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.conns[c] = struct{}{}
}

func (r *relay) forward(c net.Conn) {
	up, err := net.Dial("tcp", r.target)
	if err != nil {
		c.Close()
		return
	}
	r.track(up)
	go func() { _, _ = io.Copy(up, c); up.Close() }()
	_, _ = io.Copy(c, up)
	c.Close()
}

func (r *relay) cut() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.ln != nil {
		r.ln.Close()
		r.ln = nil
	}
	for c := range r.conns {
		c.Close()
	}
	clear(r.conns)
}

func (r *relay) restore(blackHole bool) { r.listen(r.addr, blackHole) }
