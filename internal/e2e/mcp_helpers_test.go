package e2e

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/app"
	"knowledgestack/internal/auth"
	"knowledgestack/internal/config"
	"knowledgestack/internal/db"
	"knowledgestack/internal/dbconn/dbconntest"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/webui"
)

// mcpStack is the product as MCP clients meet it: the API (wired as `api
// serve` wires it, every exchange checked against api/openapi.yaml) behind
// the web server's proxy, whose /mcp is what clients are configured with.
// It needs no web bundle: the app's pages are not under test here.
type mcpStack struct {
	Web, API string
	api      *httptest.Server
	Pool     *pgxpool.Pool
	env      map[string]string
	// Logs is every line the API logged; Answers every answer it sent.
	Logs    *apitest.LogBuffer
	Answers *apitest.LogBuffer
}

func startMCPStack(t *testing.T, env map[string]string) *mcpStack {
	t.Helper()
	_, dbURL := testdb.NewWithURL(t)
	var webHandler http.Handler
	web := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { webHandler.ServeHTTP(w, r) }))
	t.Cleanup(web.Close)
	// Debug: the secret check reads every line the API logs, down to the most verbose.
	vars := apiVars(dbURL, web.URL, "debug", env)
	cfg, err := config.Load(func(k string) string { return vars[k] })
	if err != nil {
		t.Fatalf("e2e: config: %v", err)
	}
	st := &mcpStack{Web: web.URL, env: vars, Logs: &apitest.LogBuffer{}, Answers: &apitest.LogBuffer{}}
	api := httptest.NewServer(recordAnswers(st.Answers, apitest.Contract(t, startAPILogged(t, cfg, st.Logs, app.Options{}))))
	t.Cleanup(api.Close)
	st.API, st.api = api.URL, api
	u, _ := url.Parse(api.URL)
	webHandler = webui.NewMux(http.NotFoundHandler(), webui.NewAPIProxy(u, nil))

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	st.Pool, err = db.Open(ctx, dbURL, 4)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(st.Pool.Close)
	return st
}

// recordAnswers keeps every answer's headers and body except POST /tokens',
// the one answer allowed to hold a secret.
func recordAnswers(to *apitest.LogBuffer, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && r.URL.Path == "/tokens" {
			h.ServeHTTP(w, r)
			return
		}
		rec := &teeWriter{ResponseWriter: w, to: to}
		h.ServeHTTP(rec, r)
		fmt.Fprintf(to, "\n%s %s %v\n", r.Method, r.URL.Path, w.Header())
	})
}

type teeWriter struct {
	http.ResponseWriter
	to io.Writer
}

func (t *teeWriter) Write(p []byte) (int, error) {
	_, _ = t.to.Write(p)
	return t.ResponseWriter.Write(p)
}

func (t *teeWriter) Flush() {
	if f, ok := t.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// member is a signed-in user of one workspace.
type member struct {
	ID, WS uuid.UUID
	*apitest.Client
}

func (st *mcpStack) owner(t *testing.T, email, workspace string) member {
	u := apitest.NewUser(t, st.Pool, email)
	ws := apitest.NewWorkspace(t, st.Pool, u, workspace)
	return member{ID: u, WS: ws, Client: apitest.Login(t, st.Pool, st.api, u, ws)}
}

func (st *mcpStack) join(t *testing.T, email string, ws uuid.UUID, role string) member {
	u := apitest.NewUser(t, st.Pool, email)
	apitest.AddMember(t, st.Pool, ws, u, role)
	return member{ID: u, WS: ws, Client: apitest.Login(t, st.Pool, st.api, u, ws)}
}

// token creates a personal API token the way the Tokens page does.
func (m member) token(t *testing.T, name, scope string) auth.NewAPIToken {
	t.Helper()
	var tok auth.NewAPIToken
	if st := m.JSON(http.MethodPost, "/tokens", map[string]any{"name": name, "scope": scope}, &tok); st != http.StatusCreated {
		t.Fatalf("create token %s: %d", name, st)
	}
	return tok
}

// upload sends files (name → Markdown) as the upload form does and waits
// until every one is indexed; it returns the source's id.
func (m member) upload(t *testing.T, files map[string][]byte) uuid.UUID {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for name, data := range files {
		w, _ := mw.CreateFormFile("files", name)
		_, _ = w.Write(data)
	}
	_ = mw.Close()
	resp := m.Request(http.MethodPost, "/sources/uploads", &body, http.Header{"Content-Type": {mw.FormDataContentType()}})
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("upload: %d %s", resp.StatusCode, b)
	}
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		var sources []struct {
			ID            uuid.UUID `json:"id"`
			Provider      string    `json:"provider"`
			DocumentCount int       `json:"documentCount"`
			Progress      struct {
				Running bool `json:"running"`
			} `json:"progress"`
		}
		m.JSON(http.MethodGet, "/sources", nil, &sources)
		for _, s := range sources {
			if s.Provider != "upload" {
				continue
			}
			var docs []struct {
				Status string `json:"status"`
			}
			m.JSON(http.MethodGet, "/sources/"+s.ID.String()+"/documents", nil, &docs)
			indexed := 0
			for _, d := range docs {
				if d.Status == "indexed" {
					indexed++
				}
			}
			if indexed == len(files) {
				return s.ID
			}
		}
		time.Sleep(300 * time.Millisecond)
	}
	t.Fatalf("the upload of %d files was not indexed within 2 minutes", len(files))
	return uuid.Nil
}

// registerPagila registers a fresh clone of pagila (the database tests'
// sample, internal/dbconn/dbconntest) as name, as an admin would on the
// Databases page, and returns its superuser URL.
func (m member) registerPagila(t *testing.T, name string) string {
	t.Helper()
	super := dbconntest.Pagila(t)
	host, port, database := dbconntest.Target(t, super)
	body := map[string]any{"name": name, "host": host, "port": port, "database": database,
		"user": dbconntest.ReaderRole, "password": dbconntest.ReaderPassword, "sslMode": "disable"}
	if st := m.JSON(http.MethodPost, "/database-connections", body, nil); st != http.StatusCreated && st != http.StatusOK {
		t.Fatalf("register %s: %d", name, st)
	}
	return super
}

// registerDemoBusiness loads the demo business database (demo/business:
// Northwind Robotics' customers, orders, invoices …) into a fresh database
// with a SELECT-only login role of its own, registers it as name, as an admin
// would on the Databases page, and returns its superuser URL so the test can
// look behind the API's back. (demo/business/03_reader.sql's demo_reader is
// shared by the cluster's real demo database, so it is left alone.)
func (m member) registerDemoBusiness(t *testing.T, name string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	pool, dbURL := testdb.NewWithURL(t)
	for _, f := range []string{"01_schema.sql", "02_data.sql"} {
		sql, err := os.ReadFile(filepath.Join("..", "..", "demo", "business", f))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := pool.Exec(ctx, string(sql)); err != nil {
			t.Fatalf("load %s: %v", f, err)
		}
	}
	suffix := strings.ReplaceAll(uuid.NewString(), "-", "")[:8]
	role, password := "ks_e2e_demo_"+suffix, "demo-"+suffix
	if _, err := pool.Exec(ctx, fmt.Sprintf(`CREATE ROLE %s LOGIN PASSWORD '%s'`, role, password)); err != nil {
		t.Fatal(err)
	}
	// Registered first so it runs last: after the database (and the API's pool on it) is gone.
	t.Cleanup(func() {
		c, err := pgx.Connect(context.Background(), testdb.AdminURL())
		if err == nil {
			_, _ = c.Exec(context.Background(), `DROP ROLE IF EXISTS `+role)
			_ = c.Close(context.Background())
		}
	})
	if _, err := pool.Exec(ctx, fmt.Sprintf(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO %s`, role)); err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(dbURL)
	port, _ := strconv.Atoi(u.Port())
	body := map[string]any{"name": name, "host": u.Hostname(), "port": port, "database": strings.TrimPrefix(u.Path, "/"),
		"user": role, "password": password, "sslMode": "disable"}
	if st := m.JSON(http.MethodPost, "/database-connections", body, nil); st != http.StatusCreated && st != http.StatusOK {
		t.Fatalf("register %s: %d", name, st)
	}
	return dbURL
}

// handbook reads the demo handbook's Markdown files.
func handbook(t *testing.T) map[string][]byte {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join("..", "..", "demo", "handbook", "*.md"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("demo handbook: %v (%d files)", err, len(paths))
	}
	files := map[string][]byte{}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		files[filepath.Base(p)] = data
	}
	return files
}

// bearer adds a personal API token to every request, as an MCP client's
// configured Authorization header does.
type bearer struct {
	secret string
	base   http.RoundTripper
}

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.secret)
	return b.base.RoundTrip(r)
}

// mcpConnect connects the SDK's client to endpoint with the token.
func mcpConnect(t *testing.T, endpoint, secret string) (*mcp.ClientSession, error) {
	t.Helper()
	client := mcp.NewClient(&mcp.Implementation{Name: "e2e", Version: "1"}, nil)
	tr := &mcp.StreamableClientTransport{Endpoint: endpoint, MaxRetries: -1,
		HTTPClient: &http.Client{Transport: bearer{secret: secret, base: http.DefaultTransport}, Timeout: time.Minute}}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cs, err := client.Connect(ctx, tr, nil)
	if err == nil {
		t.Cleanup(func() { _ = cs.Close() })
	}
	return cs, err
}

// call runs one tool and returns its text content (the first block).
func call(t *testing.T, cs *mcp.ClientSession, name string, args map[string]any) (*mcp.CallToolResult, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("call %s: %v", name, err)
	}
	return res, textOf(res)
}

func textOf(res *mcp.CallToolResult) string {
	if len(res.Content) == 0 {
		return ""
	}
	if tc, ok := res.Content[0].(*mcp.TextContent); ok {
		return tc.Text
	}
	return ""
}

// rawMCP posts one JSON-RPC message to endpoint with header auth and returns the status and body.
func rawMCP(t *testing.T, endpoint, authorization, body string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, endpoint, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	if authorization != "" {
		req.Header.Set("Authorization", authorization)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}
