// Package apitest builds the real API over a test database and gives tests
// users, workspaces, sessions and an HTTP client, so handler tests exercise
// the same router, middleware and SQL as production.
package apitest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"

	"knowledgestack/internal/app"
	"knowledgestack/internal/auth"
	"knowledgestack/internal/config"
	"knowledgestack/internal/httpapi"
	"knowledgestack/internal/logctx"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/testdb"
)

// TestKey is a fixed 32-byte base64url encryption key for tests.
const TestKey = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8"

// Config returns a valid configuration for tests (local accounts, offline).
func Config(t testing.TB, overrides map[string]string) config.Config {
	t.Helper()
	env := map[string]string{"ENCRYPTION_KEY": TestKey, "PUBLIC_URL": "http://app.test"}
	for k, v := range overrides {
		env[k] = v
	}
	c, err := config.Load(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// LogBuffer collects every log line a test server (or a child process)
// writes, safe for concurrent writers, for assertions such as "no secret
// was logged".
type LogBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

// Write implements io.Writer.
func (l *LogBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

// String returns everything logged so far.
func (l *LogBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// BaseDeps returns the required dependencies of the API; tests add services.
func BaseDeps(t testing.TB, pool *pgxpool.Pool, logs *LogBuffer) httpapi.Deps {
	reg := prometheus.NewRegistry()
	var w io.Writer = io.Discard
	if logs != nil {
		w = logs
	}
	return httpapi.Deps{
		Pool: pool, Log: slog.New(logctx.NewHandler(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: slog.LevelDebug}))),
		Options: app.HTTPOptions(Config(t, nil)), Metrics: metrics.New(reg), Gatherer: reg, Sessions: auth.NewSessions(pool, auth.SessionOptions{}),
		Tokens: auth.NewTokens(pool),
	}
}

// Serve starts the API with deps on an httptest server closed at cleanup.
// Every exchange is checked against api/openapi.yaml (Contract).
func Serve(t testing.TB, deps httpapi.Deps) *httptest.Server {
	api, err := httpapi.New(deps)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(Contract(t, api.Handler()))
	t.Cleanup(srv.Close)
	return srv
}

// NewUser inserts a local user and returns its id.
func NewUser(t testing.TB, pool *pgxpool.Pool, email string) uuid.UUID {
	t.Helper()
	var id uuid.UUID
	if err := pool.QueryRow(context.Background(), `INSERT INTO users (email, name) VALUES ($1, $1) RETURNING id`, email).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// NewWorkspace inserts a workspace owned by owner and returns its id.
func NewWorkspace(t testing.TB, pool *pgxpool.Pool, owner uuid.UUID, name string) uuid.UUID {
	t.Helper()
	id := testdb.NewWorkspace(t, pool, name)
	AddMember(t, pool, id, owner, "owner")
	return id
}

// AddMember adds user to the workspace with role.
func AddMember(t testing.TB, pool *pgxpool.Pool, ws, user uuid.UUID, role string) {
	t.Helper()
	if _, err := pool.Exec(context.Background(), `INSERT INTO workspace_memberships (workspace_id, user_id, role) VALUES ($1, $2, $3)`, ws, user, role); err != nil {
		t.Fatal(err)
	}
}

// Client is an HTTP client signed in as one user with one active workspace.
type Client struct {
	t     testing.TB
	base  string
	Token string
	// Bearer, when set, is sent as "Authorization: Bearer" instead of the cookie.
	Bearer string
}

// Login creates a session for user with ws active (uuid.Nil for none) and returns a client for srv.
func Login(t testing.TB, pool *pgxpool.Pool, srv *httptest.Server, user, ws uuid.UUID) *Client {
	t.Helper()
	return LoginAt(t, pool, srv.URL, user, ws)
}

// LoginAt is Login against the server at base: an API process a test started.
func LoginAt(t testing.TB, pool *pgxpool.Pool, base string, user, ws uuid.UUID) *Client {
	t.Helper()
	var active *uuid.UUID
	if ws != uuid.Nil {
		active = &ws
	}
	token, _, err := auth.NewSessions(pool, auth.SessionOptions{}).Create(context.Background(), user, active, "test")
	if err != nil {
		t.Fatal(err)
	}
	return &Client{t: t, base: base, Token: token}
}

// Base is the URL of the server the client talks to.
func (c *Client) Base() string { return c.base }

// Anonymous returns a client without a session.
func Anonymous(t testing.TB, srv *httptest.Server) *Client { return &Client{t: t, base: srv.URL} }

// At is the client, signed in the same way, talking to the server at base:
// another replica on the same database accepts its session.
func (c *Client) At(base string) *Client {
	d := *c
	d.base = base
	return &d
}

// Request sends a request with the session cookie; body is JSON-encoded unless it is an io.Reader.
func (c *Client) Request(method, path string, body any, header http.Header) *http.Response {
	c.t.Helper()
	return c.RequestContext(context.Background(), method, path, body, header)
}

// RequestContext is Request bound to ctx: cancelling it drops the
// connection, as a closed browser tab does.
func (c *Client) RequestContext(ctx context.Context, method, path string, body any, header http.Header) *http.Response {
	c.t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case io.Reader:
		r = b
	case string:
		r = strings.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			c.t.Fatal(err)
		}
		r = bytes.NewReader(data)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, r)
	if err != nil {
		c.t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range header {
		req.Header[k] = v
	}
	if c.Bearer != "" {
		req.Header.Set("Authorization", "Bearer "+c.Bearer)
	} else if c.Token != "" {
		req.AddCookie(&http.Cookie{Name: httpapi.CookieName, Value: c.Token})
	}
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		c.t.Fatal(err)
	}
	return resp
}

// JSON sends a request and decodes a JSON answer into out (when not nil); it returns the status.
func (c *Client) JSON(method, path string, body, out any) int {
	c.t.Helper()
	resp := c.Request(method, path, body, nil)
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if out != nil && len(data) > 0 {
		if err := json.Unmarshal(data, out); err != nil {
			c.t.Fatalf("%s %s: decode %q: %v", method, path, data, err)
		}
	}
	return resp.StatusCode
}

// ErrorBody is the shape of every error answer.
type ErrorBody struct {
	Error string `json:"error"`
	Code  string `json:"code"`
}

// Tenants is the cast of most route tests: Acme, owned by Owner with Member
// as a plain member, and Rival's own workspace, each user signed in to theirs.
type Tenants struct {
	Owner, Member, Rival       uuid.UUID
	WS, RivalWS                uuid.UUID
	AsOwner, AsMember, AsRival *Client
}

// NewTenants creates the cast on pool and signs each user in against srv.
func NewTenants(t testing.TB, pool *pgxpool.Pool, srv *httptest.Server) Tenants {
	t.Helper()
	var c Tenants
	c.Owner = NewUser(t, pool, "owner@example.com")
	c.WS = NewWorkspace(t, pool, c.Owner, "Acme")
	c.Member = NewUser(t, pool, "member@example.com")
	AddMember(t, pool, c.WS, c.Member, "member")
	c.Rival = NewUser(t, pool, "rival@example.com")
	c.RivalWS = NewWorkspace(t, pool, c.Rival, "Rival")
	c.AsOwner, c.AsMember = Login(t, pool, srv, c.Owner, c.WS), Login(t, pool, srv, c.Member, c.WS)
	c.AsRival = Login(t, pool, srv, c.Rival, c.RivalWS)
	return c
}
