package grants

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/errs"
)

func TestCatalogueNamesMissingVariables(t *testing.T) {
	got := Catalogue(Client{ID: "x"}, Client{}, SlackApp{}, Client{})
	if got[0].Provider != Notion || got[0].Available || fmt.Sprint(got[0].Missing) != "[NOTION_CLIENT_SECRET]" {
		t.Errorf("notion entry %+v", got[0])
	}
	if got[1].Provider != Confluence || got[1].Available || fmt.Sprint(got[1].Missing) != "[ATLASSIAN_CLIENT_ID ATLASSIAN_CLIENT_SECRET]" {
		t.Errorf("confluence entry %+v", got[1])
	}
	all := Catalogue(Client{"a", "b"}, Client{"c", "d"}, SlackApp{Client{"e", "f"}, "g"}, Client{"h", "i"})
	for _, p := range all {
		if !p.Available || len(p.Missing) != 0 {
			t.Errorf("%s should be available: %+v", p.Provider, p)
		}
	}
}

// authorize starts a grant and returns its state.
func (fx *fixture) authorize(t *testing.T, provider string) string {
	t.Helper()
	u, err := fx.svc.Authorize(context.Background(), fx.workspaceID, fx.userID, provider)
	if err != nil {
		t.Fatal(err)
	}
	parsed, _ := url.Parse(u)
	q := parsed.Query()
	if q.Get("redirect_uri") != "https://ks.example/api/sources/oauth/callback" || q.Get("state") == "" {
		t.Fatalf("authorize URL %s", u)
	}
	if provider == Confluence && !strings.Contains(q.Get("scope"), "offline_access") {
		t.Fatalf("confluence grant must ask for offline_access: %s", u)
	}
	return q.Get("state")
}

func (fx *fixture) notionGrants(workspace, name string) {
	fx.fake.notionToken = func(w http.ResponseWriter, g map[string]string) {
		fmt.Fprintf(w, `{"access_token":"ntn_%s","token_type":"bearer","bot_id":"b","workspace_id":%q,"workspace_name":%q,"owner":{"type":"user"}}`, g["code"], workspace, name)
	}
}

func TestStateIsRefused(t *testing.T) {
	fx := newFixture(t)
	fx.notionGrants("notion-ws-1", "Acme Notion")
	ctx := context.Background()
	complete := func(state string, ws uuid.UUID) error {
		_, err := fx.svc.Complete(ctx, Callback{State: state, Code: "c", WorkspaceID: ws, UserID: fx.userID})
		return err
	}
	t.Run("tampered", func(t *testing.T) {
		state := fx.authorize(t, Notion)
		body, sig, _ := strings.Cut(state, ".")
		forged := strings.ToUpper(body[:1]) + body[1:] + "." + sig
		if forged == state {
			forged = strings.ToLower(body[:1]) + body[1:] + "." + sig
		}
		if err := complete(forged, fx.workspaceID); !errs.Is(err, errs.Invalid) {
			t.Fatalf("want invalid, got %v", err)
		}
		p, _ := verifyState(fx.svc.stateKey, state, fx.now)
		p.WorkspaceID = uuid.New()
		resigned, _ := signState([]byte("another key of thirty-two bytes!"), p)
		if err := complete(resigned, p.WorkspaceID); !errs.Is(err, errs.Invalid) {
			t.Fatalf("state signed with another key: want invalid, got %v", err)
		}
	})
	t.Run("expired", func(t *testing.T) {
		state := fx.authorize(t, Notion)
		fx.now = fx.now.Add(11 * time.Minute)
		defer func() { fx.now = fx.now.Add(-11 * time.Minute) }()
		if err := complete(state, fx.workspaceID); !errs.Is(err, errs.Invalid) {
			t.Fatalf("want invalid, got %v", err)
		}
	})
	t.Run("replayed", func(t *testing.T) {
		state := fx.authorize(t, Notion)
		if err := complete(state, fx.workspaceID); err != nil {
			t.Fatalf("first use: %v", err)
		}
		if err := complete(state, fx.workspaceID); !errs.Is(err, errs.Invalid) {
			t.Fatalf("replay: want invalid, got %v", err)
		}
	})
	t.Run("minted for another workspace", func(t *testing.T) {
		state := fx.authorize(t, Notion)
		other := fx.newWorkspace(t, "other")
		if err := complete(state, other); !errs.Is(err, errs.Forbidden) {
			t.Fatalf("want forbidden, got %v", err)
		}
	})
	t.Run("unknown to the database", func(t *testing.T) {
		// Correctly signed but never issued (e.g. the row was purged).
		state, _ := signState(fx.svc.stateKey, statePayload{Provider: Notion, WorkspaceID: fx.workspaceID, UserID: fx.userID, Expires: fx.now.Add(time.Minute).Unix()})
		if err := complete(state, fx.workspaceID); !errs.Is(err, errs.Invalid) {
			t.Fatalf("want invalid, got %v", err)
		}
	})
}

func TestAuthorizeRefusesUnconfiguredProvider(t *testing.T) {
	fx := newFixture(t)
	fx.svc.atlassian = Client{}
	if _, err := fx.svc.Authorize(context.Background(), fx.workspaceID, fx.userID, Confluence); !errs.Is(err, errs.Unavailable) || !strings.Contains(err.Error(), "ATLASSIAN_CLIENT_ID") {
		t.Fatalf("want unavailable naming the variable, got %v", err)
	}
}

func TestNotionGrantIsOneSourcePerWorkspace(t *testing.T) {
	fx := newFixture(t)
	ctx := context.Background()
	fx.notionGrants("notion-ws-1", "Acme Notion")
	res, err := fx.svc.Complete(ctx, Callback{State: fx.authorize(t, Notion), Code: "first", WorkspaceID: fx.workspaceID, UserID: fx.userID})
	if err != nil || len(res.Sources) != 1 {
		t.Fatalf("first grant: %+v %v", res, err)
	}
	fx.notionGrants("notion-ws-1", "Acme Notion (renamed)")
	res2, err := fx.svc.Complete(ctx, Callback{State: fx.authorize(t, Notion), Code: "second", WorkspaceID: fx.workspaceID, UserID: fx.userID})
	if err != nil || len(res2.Sources) != 1 || res2.Sources[0] != res.Sources[0] {
		t.Fatalf("second grant should update the same source: %+v %v", res2, err)
	}
	var n int
	var name string
	var enc []byte
	if err := fx.pool.QueryRow(ctx, `SELECT count(*), max(name) FROM sources WHERE workspace_id = $1`, fx.workspaceID).Scan(&n, &name); err != nil {
		t.Fatal(err)
	}
	if err := fx.pool.QueryRow(ctx, `SELECT access_token_enc FROM source_credentials WHERE workspace_id = $1`, fx.workspaceID).Scan(&enc); err != nil {
		t.Fatal(err)
	}
	if n != 1 || name != "Acme Notion (renamed)" {
		t.Errorf("sources=%d name=%q", n, name)
	}
	if bytes.Contains(enc, []byte("ntn_second")) || len(enc) == 0 {
		t.Error("access token stored in clear")
	}
	tok, err := fx.svc.Tokens(fx.workspaceID, credentialOf(t, fx, res.Sources[0])).Token(ctx)
	if err != nil || tok != "ntn_second" {
		t.Errorf("token %q %v", tok, err)
	}
}

func credentialOf(t *testing.T, fx *fixture, sourceID uuid.UUID) uuid.UUID {
	t.Helper()
	var id uuid.UUID
	if err := fx.pool.QueryRow(context.Background(), `SELECT credential_id FROM sources WHERE workspace_id = $1 AND id = $2`, fx.workspaceID, sourceID).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

func (fx *fixture) atlassianGrants(expiresIn int) {
	fx.fake.atlassianToken = func(w http.ResponseWriter, g map[string]string) {
		switch g["grant_type"] {
		case "authorization_code":
			fmt.Fprintf(w, `{"access_token":"atl_%s","refresh_token":"rt_1","expires_in":%d,"scope":"read:page:confluence offline_access","token_type":"Bearer"}`, g["code"], expiresIn)
		case "refresh_token":
			if g["refresh_token"] != "rt_1" {
				w.WriteHeader(http.StatusForbidden)
				w.Write([]byte(`{"error":"invalid_grant","error_description":"Unknown or invalid refresh token."}`))
				return
			}
			fmt.Fprintf(w, `{"access_token":"atl_refreshed","refresh_token":"rt_2","expires_in":3600}`)
		}
	}
}

func TestConfluenceGrantCreatesOneSourcePerSpaceAtomically(t *testing.T) {
	fx := newFixture(t)
	ctx := context.Background()
	fx.atlassianGrants(3600)
	t.Run("a failing space listing stores nothing", func(t *testing.T) {
		fx.fake.spacesStatus = http.StatusBadRequest
		defer func() { fx.fake.spacesStatus = 0 }()
		if _, err := fx.svc.Complete(ctx, Callback{State: fx.authorize(t, Confluence), Code: "x", WorkspaceID: fx.workspaceID, UserID: fx.userID}); err == nil {
			t.Fatal("want error")
		}
		var n int
		fx.pool.QueryRow(ctx, `SELECT (SELECT count(*) FROM sources WHERE workspace_id = $1) + (SELECT count(*) FROM source_credentials WHERE workspace_id = $1)`, fx.workspaceID).Scan(&n)
		if n != 0 {
			t.Errorf("%d rows left behind", n)
		}
	})
	t.Run("one source per space with the credential", func(t *testing.T) {
		res, err := fx.svc.Complete(ctx, Callback{State: fx.authorize(t, Confluence), Code: "c1", WorkspaceID: fx.workspaceID, UserID: fx.userID})
		if err != nil {
			t.Fatal(err)
		}
		var spaces, creds int
		var cfg map[string]any
		fx.pool.QueryRow(ctx, `SELECT count(*), count(DISTINCT credential_id), (array_agg(config))[1] FROM sources WHERE workspace_id = $1 AND provider = 'confluence'`, fx.workspaceID).Scan(&spaces, &creds, &cfg)
		if spaces != len(res.Sources) || spaces == 0 || creds != 1 {
			t.Errorf("spaces=%d creds=%d result=%d", spaces, creds, len(res.Sources))
		}
		if cfg["cloud_id"] != "cloud-1" || cfg["space_id"] == "" || cfg["space_key"] == "" {
			t.Errorf("source config %v", cfg)
		}
	})
}

func TestTokenRefresh(t *testing.T) {
	fx := newFixture(t)
	ctx := context.Background()
	fx.atlassianGrants(3600)
	res, err := fx.svc.Complete(ctx, Callback{State: fx.authorize(t, Confluence), Code: "c1", WorkspaceID: fx.workspaceID, UserID: fx.userID})
	if err != nil {
		t.Fatal(err)
	}
	credID := credentialOf(t, fx, res.Sources[0])
	t.Run("a valid token is used as is", func(t *testing.T) {
		calls := fx.fake.tokenCalls
		tok, err := fx.svc.Tokens(fx.workspaceID, credID).Token(ctx)
		if err != nil || tok != "atl_c1" || fx.fake.tokenCalls != calls {
			t.Fatalf("token %q err %v refreshes %d", tok, err, fx.fake.tokenCalls-calls)
		}
	})
	t.Run("refreshed before expiry", func(t *testing.T) {
		fx.now = fx.now.Add(59 * time.Minute)
		tok, err := fx.svc.Tokens(fx.workspaceID, credID).Token(ctx)
		if err != nil || tok != "atl_refreshed" {
			t.Fatalf("token %q err %v", tok, err)
		}
	})
	t.Run("a second source of the same credential does not refresh again after a 401", func(t *testing.T) {
		a := fx.svc.Tokens(fx.workspaceID, credID)
		b := fx.svc.Tokens(fx.workspaceID, credID)
		a.last, b.last = "atl_stale", "atl_stale"
		calls := fx.fake.tokenCalls
		// Both saw a 401 on an old token; the stored one is newer already.
		ta, errA := a.Refresh(ctx)
		tb, errB := b.Refresh(ctx)
		if errA != nil || errB != nil || ta != "atl_refreshed" || tb != ta || fx.fake.tokenCalls != calls {
			t.Fatalf("%q %q %v %v calls %d", ta, tb, errA, errB, fx.fake.tokenCalls-calls)
		}
	})
	t.Run("a refused refresh asks for reconnection", func(t *testing.T) {
		// The stored refresh token is rt_2 now, which the fake refuses.
		ts := fx.svc.Tokens(fx.workspaceID, credID)
		if _, err := ts.Token(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := ts.Refresh(ctx); !errs.Is(err, errs.Unauthorized) {
			t.Fatalf("want unauthorized, got %v", err)
		}
		var credStatus string
		var reauth, total int
		fx.pool.QueryRow(ctx, `SELECT status FROM source_credentials WHERE workspace_id = $1 AND id = $2`, fx.workspaceID, credID).Scan(&credStatus)
		fx.pool.QueryRow(ctx, `SELECT count(*) FILTER (WHERE status = 'needs_reauth'), count(*) FROM sources WHERE workspace_id = $1 AND credential_id = $2`, fx.workspaceID, credID).Scan(&reauth, &total)
		if credStatus != "needs_reauth" || reauth != total || total == 0 {
			t.Errorf("credential %s, %d/%d sources need reauth", credStatus, reauth, total)
		}
		if _, err := fx.svc.Tokens(fx.workspaceID, credID).Token(ctx); !errs.Is(err, errs.Unauthorized) {
			t.Errorf("a credential needing reauth must not hand out tokens: %v", err)
		}
	})
	t.Run("re-granting reconnects", func(t *testing.T) {
		if _, err := fx.svc.Complete(ctx, Callback{State: fx.authorize(t, Confluence), Code: "c2", WorkspaceID: fx.workspaceID, UserID: fx.userID}); err != nil {
			t.Fatal(err)
		}
		var reauth int
		fx.pool.QueryRow(ctx, `SELECT count(*) FROM sources WHERE workspace_id = $1 AND status = 'needs_reauth'`, fx.workspaceID).Scan(&reauth)
		if reauth != 0 {
			t.Errorf("%d sources still need reauth", reauth)
		}
	})
}
