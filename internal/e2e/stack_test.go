package e2e

import (
	"context"
	"encoding/base64"
	"io/fs"
	"maps"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/apitest"
	"knowledgestack/internal/app"
	"knowledgestack/internal/config"
	"knowledgestack/internal/db"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/webui"
)

// stack is a running product: API on a fresh database behind the web server.
type stack struct {
	// Web is the browser-facing base URL (the web server).
	Web string
	// API is the API server's base URL (what API_INTERNAL_URL would be).
	API string
	// DatabaseURL is the app's own database.
	DatabaseURL string
	// Net can take the network between the browser and the web server away.
	Net *netSwitch

	// What restartAPI needs: the API's configuration and wiring, the web
	// server's handler, and how to stop the running API.
	vars    map[string]string
	opts    app.Options
	bundle  fs.FS
	web     *atomic.Value
	stopAPI func()
}

// startStack boots the API (wired as cmd/api wires it) on a fresh database
// and the web handler in front of it. env overrides the API's configuration.
func startStack(t *testing.T, env map[string]string) *stack {
	t.Helper()
	return startStackWith(t, env, app.Options{})
}

// startStackWith is startStack with wiring options (fake provider endpoints).
func startStackWith(t *testing.T, env map[string]string, opts app.Options) *stack {
	t.Helper()
	bundle := webui.Bundle()
	if !webui.Built(bundle) {
		t.Fatal("e2e: the web bundle is not built: run scripts/web.sh (make web) before the browser tests")
	}
	_, dbURL := testdb.NewWithURL(t)

	// The web server's address must be known before the API is configured:
	// PUBLIC_URL is the origin the API's CSRF check accepts.
	var webHandler atomic.Value
	netw := newNetSwitch()
	web := httptest.NewUnstartedServer(netw.wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		webHandler.Load().(http.Handler).ServeHTTP(w, r)
	})))
	web.Start()
	t.Cleanup(web.Close)

	vars := apiVars(dbURL, web.URL, "warn", env)
	st := &stack{Web: web.URL, DatabaseURL: dbURL, Net: netw, vars: vars, opts: opts, bundle: bundle, web: &webHandler}
	st.serveAPI(t)
	return st
}

// apiVars is the API's configuration in these tests: the database at dbURL,
// publicURL (the web server's origin, what the CSRF check accepts), the
// offline embedder and workers on, logging at logLevel; env overrides any of it.
func apiVars(dbURL, publicURL, logLevel string, env map[string]string) map[string]string {
	vars := map[string]string{
		"DATABASE_URL":   dbURL,
		"PUBLIC_URL":     publicURL,
		"ENCRYPTION_KEY": base64.RawURLEncoding.EncodeToString([]byte("e2e-test-key-32-bytes-long-00000")),
		"EMBEDDER":       "local",
		"WORKERS":        "true",
		"LOG_LEVEL":      logLevel,
		// Registered test databases live on the same local cluster.
		"DB_HOST_ALLOWLIST": "127.0.0.1/32",
	}
	maps.Copy(vars, env)
	return vars
}

// chatEnv points the API's chat at model, a scripted OpenAI-compatible
// fake, offering models with the first as the default.
func chatEnv(model *agenttest.Server, models ...string) map[string]string {
	return map[string]string{
		"OPENAI_API_KEY":     "sk-e2e-fake",
		"OPENAI_BASE_URL":    model.BaseURL(),
		"CHAT_MODELS":        strings.Join(models, ","),
		"CHAT_DEFAULT_MODEL": models[0],
	}
}

// serveAPI boots the API on st's configuration and points the web server at it.
func (st *stack) serveAPI(t *testing.T) {
	t.Helper()
	cfg, err := config.Load(func(k string) string { return st.vars[k] })
	if err != nil {
		t.Fatalf("e2e: config: %v", err)
	}
	apiHandler, stop := runAPI(t, cfg, nil, st.opts)
	// Every exchange the browser makes is checked against api/openapi.yaml.
	api := httptest.NewServer(apitest.Contract(t, apiHandler))
	t.Cleanup(api.Close)

	u, _ := url.Parse(api.URL)
	st.web.Store(webui.NewMux(webui.Handler(st.bundle), webui.NewAPIProxy(u, nil)))
	st.API = api.URL
	st.stopAPI = func() {
		api.Close()
		stop()
	}
}

// openPool connects to the app's database, for tests that check or stage
// what the pages cannot show or do; it closes when the test ends.
func (st *stack) openPool(t *testing.T) *pgxpool.Pool {
	t.Helper()
	pool, err := db.Open(context.Background(), st.DatabaseURL, 2)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	return pool
}

// restartAPI stops the API and starts it again over the same database with
// env on top of its configuration, as an operator's restart with a changed
// setting does; the web server, and so the browser's session, stay.
func (st *stack) restartAPI(t *testing.T, env map[string]string) {
	t.Helper()
	st.stopAPI()
	for k, v := range env {
		st.vars[k] = v
	}
	st.serveAPI(t)
}
