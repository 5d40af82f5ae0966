package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/app"
	"knowledgestack/internal/secret"
	"knowledgestack/internal/sync/grants"
	"knowledgestack/internal/sync/pass"
	"knowledgestack/internal/testdb"
)

func TestConnectorRoutes(t *testing.T) {
	pool := testdb.New(t)
	notion := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/oauth/token" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json") // as Notion answers
		fmt.Fprint(w, `{"access_token":"ntn_secret_token","token_type":"bearer","bot_id":"b","workspace_id":"nws-1","workspace_name":"Acme Wiki"}`)
	}))
	defer notion.Close()
	deps := apitest.BaseDeps(t, pool, nil)
	// Notion configured, Atlassian not: the catalogue must say which is which.
	cfg := apitest.Config(t, map[string]string{"NOTION_CLIENT_ID": "nid", "NOTION_CLIENT_SECRET": "nsecret"})
	keys, err := secret.New(cfg.EncryptionKeys)
	if err != nil {
		t.Fatal(err)
	}
	opts := app.GrantsOptions(cfg)
	opts.Endpoints = grants.Endpoints{NotionAPI: notion.URL}
	svc, err := grants.NewService(pool, keys, opts)
	if err != nil {
		t.Fatal(err)
	}
	deps.Connectors = svc
	queued := &recordingEnqueuer{}
	if deps.Sources, err = pass.NewService(pool, queued, pass.UploadOptions{DefaultMaxBytes: 1 << 20}); err != nil {
		t.Fatal(err)
	}
	srv := apitest.Serve(t, deps)
	owner := apitest.NewUser(t, pool, "owner@example.com")
	ws := apitest.NewWorkspace(t, pool, owner, "Acme")
	member := apitest.NewUser(t, pool, "member@example.com")
	apitest.AddMember(t, pool, ws, member, "member")
	asOwner, asMember := apitest.Login(t, pool, srv, owner, ws), apitest.Login(t, pool, srv, member, ws)

	t.Run("the catalogue names missing variables", func(t *testing.T) {
		var out struct{ Connectors []grants.ProviderInfo }
		if code := asMember.JSON("GET", "/sources/connectors", nil, &out); code != http.StatusOK || len(out.Connectors) != 4 {
			t.Fatalf("%d %+v", code, out)
		}
		n, c, sl, gd := out.Connectors[0], out.Connectors[1], out.Connectors[2], out.Connectors[3]
		if gd.Provider != "gdrive" || gd.Available || strings.Join(gd.Missing, ",") != "GOOGLE_DRIVE_CLIENT_ID,GOOGLE_DRIVE_CLIENT_SECRET" {
			t.Errorf("google drive entry %+v", gd)
		}
		if !n.Available || c.Available || strings.Join(c.Missing, ",") != "ATLASSIAN_CLIENT_ID,ATLASSIAN_CLIENT_SECRET" ||
			sl.Provider != "slack" || sl.Available || strings.Join(sl.Missing, ",") != "SLACK_CLIENT_ID,SLACK_CLIENT_SECRET,SLACK_SIGNING_SECRET" {
			t.Errorf("catalogue %+v", out.Connectors)
		}
	})
	t.Run("a member cannot start a grant", func(t *testing.T) {
		if code := asMember.JSON("POST", "/sources/notion/authorize", nil, nil); code != http.StatusForbidden {
			t.Fatalf("status %d", code)
		}
	})
	t.Run("an unconfigured provider is unavailable", func(t *testing.T) {
		var e apitest.ErrorBody
		if code := asOwner.JSON("POST", "/sources/confluence/authorize", nil, &e); code != http.StatusServiceUnavailable || !strings.Contains(e.Error, "ATLASSIAN_CLIENT_ID") {
			t.Fatalf("%d %+v", code, e)
		}
	})
	var state string
	t.Run("an owner gets the provider URL with a state", func(t *testing.T) {
		var out struct{ URL string }
		if code := asOwner.JSON("POST", "/sources/notion/authorize", nil, &out); code != http.StatusOK {
			t.Fatalf("status %d", code)
		}
		u, _ := url.Parse(out.URL)
		state = u.Query().Get("state")
		if !strings.HasPrefix(out.URL, notion.URL+"/oauth/authorize?") || state == "" || u.Query().Get("client_id") != "nid" {
			t.Fatalf("url %s", out.URL)
		}
	})
	callback := func(c *apitest.Client) *url.URL {
		t.Helper()
		resp := c.Request("GET", "/sources/oauth/callback?code=abc&state="+url.QueryEscape(state), nil, nil)
		resp.Body.Close()
		loc, err := url.Parse(resp.Header.Get("Location"))
		if resp.StatusCode != http.StatusSeeOther || err != nil || !strings.HasPrefix(loc.String(), "http://app.test/sources?") {
			t.Fatalf("callback: %d %s", resp.StatusCode, resp.Header.Get("Location"))
		}
		return loc
	}
	t.Run("the callback creates the source and redirects to the sources page", func(t *testing.T) {
		loc := callback(asOwner)
		if loc.Query().Get("connected") != "notion" || loc.Query().Get("sources") != "1" {
			t.Fatalf("redirect %s", loc)
		}
		var name string
		var id uuid.UUID
		if err := pool.QueryRow(t.Context(), `SELECT id, name FROM sources WHERE workspace_id = $1 AND provider = 'notion'`, ws).Scan(&id, &name); err != nil || name != "Acme Wiki" {
			t.Fatalf("source %q %v", name, err)
		}
		if len(queued.sources) != 1 || queued.sources[0] != id {
			t.Fatalf("the new source's first sync was not queued: %v", queued.sources)
		}
	})
	t.Run("a replayed callback redirects with an error", func(t *testing.T) {
		if loc := callback(asOwner); loc.Query().Get("error") == "" || loc.Query().Get("connected") != "" {
			t.Fatalf("redirect %s", loc)
		}
	})
}

// recordingEnqueuer remembers which sources a sync was queued for.
type recordingEnqueuer struct{ sources []uuid.UUID }

func (r *recordingEnqueuer) EnqueueSync(_ context.Context, _, sourceID uuid.UUID) error {
	r.sources = append(r.sources, sourceID)
	return nil
}
