package grants

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"golang.org/x/time/rate"

	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/secret/secrettest"
	"knowledgestack/internal/sync/confluence"
	"knowledgestack/internal/testdb"
)

// fakeProviders serves the token endpoints of Notion and Atlassian and the
// Atlassian gateway, from the recorded fixtures where they exist.
type fakeProviders struct {
	srv *httptest.Server
	// notionToken / atlassianToken answer the token endpoints.
	notionToken    func(w http.ResponseWriter, grant map[string]string)
	atlassianToken func(w http.ResponseWriter, grant map[string]string)
	spacesStatus   int
	tokenCalls     int
	// validToken, when set, is the only bearer token the wiki pages accept.
	validToken string
	// notionRevoked are the tokens Notion's oauth/revoke received.
	notionRevoked []string
}

// fixtures are the recorded responses the connector packages keep in their testdata.
const fixtures = ".."

func readFixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(fixtures, name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func jsonDecode(r *http.Request, v any) error { return json.NewDecoder(r.Body).Decode(v) }

func newFakeProviders(t *testing.T) *fakeProviders {
	f := &fakeProviders{}
	spaces := readFixture(t, "confluence/testdata/recorded/cloud-responses/v2_spaces.json")
	mux := http.NewServeMux()
	decode := func(r *http.Request) map[string]string {
		m := map[string]string{}
		if r.Header.Get("Content-Type") != "application/json" {
			return m // not the documented format: no field is read
		}
		_ = jsonDecode(r, &m)
		return m
	}
	// Both token endpoints take a JSON body and answer JSON, as documented;
	// Notion authenticates the app with HTTP Basic, Atlassian in the body.
	mux.HandleFunc("POST /notion/oauth/token", func(w http.ResponseWriter, r *http.Request) {
		f.tokenCalls++
		w.Header().Set("Content-Type", "application/json")
		g := decode(r)
		if id, secret, ok := r.BasicAuth(); !ok || id != "notion-id" || secret != "notion-secret" || g["client_secret"] != "" {
			w.WriteHeader(http.StatusUnauthorized)
			w.Write([]byte(`{"error":"invalid_client"}`))
			return
		}
		f.notionToken(w, g)
	})
	// Notion's "Revoke a token": HTTP Basic with the app's id and secret, a
	// JSON body {"token"}, answered with {"request_id"} (developers.notion.com).
	mux.HandleFunc("POST /notion/oauth/revoke", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if id, secret, ok := r.BasicAuth(); !ok || id != "notion-id" || secret != "notion-secret" || r.Header.Get("Notion-Version") == "" {
			w.WriteHeader(http.StatusUnauthorized)
			w.Write([]byte(`{"object":"error","status":401,"code":"unauthorized","message":"API token is invalid."}`))
			return
		}
		f.notionRevoked = append(f.notionRevoked, decode(r)["token"])
		w.Write([]byte(`{"request_id":"3c90c3cc-0d44-4b50-8888-8dd25736052a"}`))
	})
	mux.HandleFunc("POST /atlassian/oauth/token", func(w http.ResponseWriter, r *http.Request) {
		f.tokenCalls++
		w.Header().Set("Content-Type", "application/json")
		g := decode(r)
		if g["client_id"] != "atl-id" || g["client_secret"] != "atl-secret" {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		f.atlassianToken(w, g)
	})
	mux.HandleFunc("GET /gateway/oauth/token/accessible-resources", func(w http.ResponseWriter, r *http.Request) {
		// Shape from Atlassian's 3LO documentation (no recording exists).
		w.Write([]byte(`[{"id":"cloud-1","name":"nango-team-test","url":"https://nango-team-test.atlassian.net","scopes":["read:page:confluence","read:space:confluence"],"avatarUrl":""}]`))
	})
	mux.HandleFunc("GET /gateway/ex/confluence/cloud-1/wiki/api/v2/spaces", func(w http.ResponseWriter, r *http.Request) {
		if f.spacesStatus != 0 {
			w.WriteHeader(f.spacesStatus)
			return
		}
		w.Write(spaces)
	})
	pages := readFixture(t, "confluence/testdata/recorded/cloud-responses/v2_space_294916_pages_storage.json")
	mux.HandleFunc("GET /gateway/ex/confluence/cloud-1/wiki/api/v2/spaces/{space}/pages", func(w http.ResponseWriter, r *http.Request) {
		if f.validToken != "" && r.Header.Get("Authorization") != "Bearer "+f.validToken {
			w.WriteHeader(http.StatusUnauthorized)
			w.Write([]byte(`{"code":401,"message":"Unauthorized; scope does not match"}`))
			return
		}
		w.Write(pages)
	})
	f.srv = httptest.NewServer(mux)
	t.Cleanup(f.srv.Close)
	return f
}

type fixture struct {
	svc         *Service
	pool        *pgxpool.Pool
	fake        *fakeProviders
	workspaceID uuid.UUID
	userID      uuid.UUID
	now         time.Time
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	pool := testdb.New(t)
	fx := &fixture{pool: pool, fake: newFakeProviders(t), now: time.Now()}
	ctx := context.Background()
	if err := pool.QueryRow(ctx, `INSERT INTO users (email) VALUES ('admin@example.com') RETURNING id`).Scan(&fx.userID); err != nil {
		t.Fatal(err)
	}
	fx.workspaceID = fx.newWorkspace(t, "acme")
	key := make([]byte, 32)
	_, _ = rand.Read(key)
	svc, err := NewService(pool, secrettest.NewKeyring(t), Options{
		PublicURL:  "https://ks.example",
		Notion:     Client{ID: "notion-id", Secret: "notion-secret"},
		Atlassian:  Client{ID: "atl-id", Secret: "atl-secret"},
		StateKey:   DeriveStateKey(key),
		Endpoints:  Endpoints{NotionAPI: fx.fake.srv.URL + "/notion", AtlassianAuth: fx.fake.srv.URL + "/atlassian", AtlassianGateway: fx.fake.srv.URL + "/gateway"},
		Now:        func() time.Time { return fx.now },
		Confluence: confluence.Config{Limiter: rate.NewLimiter(rate.Inf, 1), Retry: httpclient.Retry{MaxAttempts: 1}},
	})
	if err != nil {
		t.Fatal(err)
	}
	fx.svc = svc
	return fx
}

func (fx *fixture) newWorkspace(t *testing.T, slug string) uuid.UUID {
	t.Helper()
	id := testdb.NewWorkspace(t, fx.pool, slug)
	// The grantor is an admin there: a credential whose grantor is not a
	// member is refused (docs/adr/0044).
	if _, err := fx.pool.Exec(context.Background(), `INSERT INTO workspace_memberships (workspace_id, user_id, role) VALUES ($1, $2, 'admin')`, id, fx.userID); err != nil {
		t.Fatal(err)
	}
	return id
}
