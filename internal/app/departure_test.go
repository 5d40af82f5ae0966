package app_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/app"
	"knowledgestack/internal/sync/connectortest"
	"knowledgestack/internal/sync/grants"
	"knowledgestack/internal/testdb"
)

// fakeGoogleEdge is Google at its HTTPS edge for a Drive grant: the token
// endpoint, the revocation endpoint and the Drive calls of the picker.
// about.get is Nango's recording (internal/sync/gdrive/testdata/recorded,
// SOURCE.md there); the token and revocation answers follow Google's
// "OAuth 2.0 for Web Server Applications" (revoke: POST
// https://oauth2.googleapis.com/revoke, form field token, 200 on success).
type fakeGoogleEdge struct {
	srv     *httptest.Server
	mu      sync.Mutex
	revoked []string // tokens sent to the revocation endpoint
}

func (f *fakeGoogleEdge) revokedTokens() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.revoked...)
}

func newFakeGoogleEdge(t *testing.T) *fakeGoogleEdge {
	t.Helper()
	user := connectortest.DriveUser(t)
	f := &fakeGoogleEdge{}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /token", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Write([]byte(`{"access_token":"ya29.vera","expires_in":3599,"refresh_token":"1//vera-refresh","scope":"https://www.googleapis.com/auth/drive.readonly","token_type":"Bearer"}`))
	})
	mux.HandleFunc("POST /revoke", func(w http.ResponseWriter, r *http.Request) {
		_ = r.ParseForm()
		f.mu.Lock()
		f.revoked = append(f.revoked, r.PostForm.Get("token"))
		f.mu.Unlock()
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Write([]byte(`{}`))
	})
	mux.HandleFunc("/drive/v3/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=UTF-8")
		switch r.URL.Path {
		case "/drive/v3/about":
			json.NewEncoder(w).Encode(map[string]any{"user": user})
		case "/drive/v3/files/root":
			w.Write([]byte(`{"id":"0AN1h4oAN_CPaUk9PVA","name":"My Drive","mimeType":"application/vnd.google-apps.folder"}`))
		case "/drive/v3/drives":
			w.Write([]byte(`{"kind":"drive#driveList","drives":[{"id":"0AHRplP1","name":"Payroll 2025","kind":"drive#drive"}]}`))
		case "/drive/v3/files":
			w.Write([]byte(`{"files":[{"id":"1hr","name":"Private - HR","mimeType":"application/vnd.google-apps.folder","parents":["0AN1h4oAN_CPaUk9PVA"]}]}`))
		default:
			w.WriteHeader(404)
			w.Write([]byte(`{"error":{"errors":[{"domain":"global","reason":"notFound","message":"File not found."}],"code":404,"message":"File not found."}}`))
		}
	})
	f.srv = httptest.NewServer(mux)
	t.Cleanup(f.srv.Close)
	return f
}

// departureApp is the real wiring with Drive configured against the fake.
func departureApp(t *testing.T, google *fakeGoogleEdge) (*app.App, *httptest.Server) {
	t.Helper()
	pool := testdb.New(t)
	opts := app.Options{}
	if google != nil {
		opts.GoogleEndpoints = grants.Endpoints{GoogleAuth: google.srv.URL, GoogleToken: google.srv.URL + "/token",
			GoogleAPI: google.srv.URL, GoogleRevoke: google.srv.URL + "/revoke"}
	}
	return newApp(t, pool, map[string]string{"GOOGLE_DRIVE_CLIENT_ID": "drive-id", "GOOGLE_DRIVE_CLIENT_SECRET": "drive-secret"}, opts, false)
}

type sourceRow struct {
	ID            uuid.UUID
	Provider      string
	Status        string
	LastError     *string
	DocumentCount int
	ConnectedBy   *string
}

func driveSource(t *testing.T, c *apitest.Client) sourceRow {
	t.Helper()
	var out []sourceRow
	if code := c.JSON("GET", "/sources", nil, &out); code != 200 {
		t.Fatalf("GET /sources: %d", code)
	}
	for _, s := range out {
		if s.Provider == "gdrive" {
			return s
		}
	}
	t.Fatalf("no drive source in %+v", out)
	return sourceRow{}
}

// TestAColleaguesDriveStaysTheirs is issue 27's first attack: admin Vera
// connects her Google Drive; owner Sam sees that it exists and whose it is
// but can neither browse it nor add a source with it. When Vera leaves,
// her grant is revoked at Google and deleted; her source stops syncing and
// says so, and what it indexed is kept.
func TestAColleaguesDriveStaysTheirs(t *testing.T) {
	google := newFakeGoogleEdge(t)
	a, srv := departureApp(t, google)
	pool := a.Deps.Pool
	ctx := context.Background()
	tn := apitest.NewTenants(t, pool, srv)
	vera := apitest.NewUser(t, pool, "vera@example.com")
	apitest.AddMember(t, pool, tn.WS, vera, "admin")
	asVera, asSam := apitest.Login(t, pool, srv, vera, tn.WS), tn.AsOwner

	// Vera's grant, through the real routes: authorize, then Google's redirect back.
	var auth struct{ URL string }
	if code := asVera.JSON("POST", "/sources/gdrive/authorize", nil, &auth); code != 200 {
		t.Fatalf("authorize: %d", code)
	}
	u, _ := url.Parse(auth.URL)
	cb := asVera.Request("GET", "/sources/oauth/callback?"+url.Values{"state": {u.Query().Get("state")}, "code": {"4/0Ab"}}.Encode(), nil, nil)
	cb.Body.Close()
	if loc := cb.Header.Get("Location"); cb.StatusCode != http.StatusSeeOther || !strings.Contains(loc, "connected=gdrive") {
		t.Fatalf("callback: %d %s", cb.StatusCode, loc)
	}
	type conn struct {
		CredentialID uuid.UUID
		Name         string
		ConnectedBy  string
		Mine         bool
	}
	var list struct{ Connections []conn }
	if code := asSam.JSON("GET", "/gdrive/connections", nil, &list); code != 200 || len(list.Connections) != 1 {
		t.Fatalf("connections: %d %+v", code, list)
	}
	cred := list.Connections[0].CredentialID

	t.Run("another admin sees whose connection it is, not its contents", func(t *testing.T) {
		if c := list.Connections[0]; c.ConnectedBy != "vera@example.com" || c.Mine {
			t.Fatalf("Sam sees %+v", c)
		}
		resp := asSam.Request("GET", "/gdrive/connections/"+cred.String()+"/choices?parent=0AN1h4oAN_CPaUk9PVA", nil, nil)
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden || strings.Contains(string(body), "Payroll") || strings.Contains(string(body), "Private - HR") {
			t.Fatalf("Sam browses Vera's Drive: %d %s", resp.StatusCode, body)
		}
		for _, body := range []map[string]string{{"kind": "my_drive"}, {"kind": "shared_drive", "id": "0AHRplP1"}, {"kind": "folder", "id": "1hr"}} {
			var e apitest.ErrorBody
			if code := asSam.JSON("POST", "/gdrive/connections/"+cred.String()+"/sources", body, &e); code != http.StatusForbidden ||
				!strings.Contains(e.Error, "connected by vera@example.com") {
				t.Fatalf("Sam adds %v with Vera's Drive: %d %+v", body, code, e)
			}
		}
		var n int
		pool.QueryRow(ctx, `SELECT count(*) FROM sources WHERE workspace_id = $1 AND provider = 'gdrive'`, tn.WS).Scan(&n)
		if n != 0 {
			t.Fatalf("%d drive sources after Sam's attempts", n)
		}
	})

	var source uuid.UUID
	t.Run("the grantor browses and adds sources", func(t *testing.T) {
		var mine struct{ Connections []conn }
		if asVera.JSON("GET", "/gdrive/connections", nil, &mine); len(mine.Connections) != 1 || !mine.Connections[0].Mine {
			t.Fatalf("Vera sees %+v", mine)
		}
		var ch struct{ SharedDrives []struct{ Name string } }
		if code := asVera.JSON("GET", "/gdrive/connections/"+cred.String()+"/choices", nil, &ch); code != 200 || len(ch.SharedDrives) != 1 {
			t.Fatalf("Vera's choices: %d %+v", code, ch)
		}
		var out struct{ SourceID uuid.UUID }
		if code := asVera.JSON("POST", "/gdrive/connections/"+cred.String()+"/sources", map[string]string{"kind": "shared_drive", "id": "0AHRplP1"}, &out); code != 201 {
			t.Fatalf("Vera adds: %d", code)
		}
		source = out.SourceID
		// What a pass indexed (the pass itself is tested in internal/sync/gdrive).
		if _, err := pool.Exec(ctx, `INSERT INTO documents (workspace_id, source_id, external_id, title, last_seen_at, status)
			VALUES ($1, $2, 'f1', 'Payroll calendar', now(), 'indexed')`, tn.WS, source); err != nil {
			t.Fatal(err)
		}
		if s := driveSource(t, asSam); s.ConnectedBy == nil || *s.ConnectedBy != "vera@example.com" {
			t.Fatalf("the source does not say whose credential it uses: %+v", s)
		}
	})

	t.Run("when the grantor leaves, the grant is revoked at Google and deleted; the source says so and keeps its documents", func(t *testing.T) {
		if code := asVera.JSON("POST", "/workspaces/"+tn.WS.String()+"/leave", nil, nil); code != http.StatusNoContent {
			t.Fatalf("leave: %d", code)
		}
		if got := google.revokedTokens(); len(got) != 1 || got[0] != "1//vera-refresh" {
			t.Fatalf("Google received revocations %q", got)
		}
		var n int
		pool.QueryRow(ctx, `SELECT count(*) FROM source_credentials WHERE workspace_id = $1`, tn.WS).Scan(&n)
		if n != 0 {
			t.Fatalf("%d credentials left after the grantor left", n)
		}
		s := driveSource(t, asSam)
		if s.ID != source || s.Status != "needs_reauth" || s.LastError == nil ||
			*s.LastError != "connected by vera@example.com, who left: reconnect" || s.DocumentCount != 1 || s.ConnectedBy != nil {
			t.Fatalf("the source after Vera left: %+v (last error %v)", s, deref(s.LastError))
		}
		var e apitest.ErrorBody
		if code := asSam.JSON("POST", "/sources/"+source.String()+"/sync", nil, &e); code != http.StatusConflict || !strings.Contains(e.Error, "left") {
			t.Fatalf("sync of the orphaned source: %d %+v", code, e)
		}
		if code := asSam.JSON("POST", "/gdrive/connections/"+cred.String()+"/sources", map[string]string{"kind": "my_drive"}, nil); code != http.StatusNotFound {
			t.Fatalf("Sam adds with the departed credential: %d", code)
		}
	})
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

// TestRemovalIsFinal is issue 27's fourth attack: an owner removes member
// Mo, who knows the join code and holds an API token, a Slack link and a
// running turn. The code Mo knows no longer joins; once re-invited, Mo's
// old token stays dead; the Slack link is gone and the turn is stopped.
func TestRemovalIsFinal(t *testing.T) {
	a, srv := departureApp(t, nil)
	pool := a.Deps.Pool
	ctx := context.Background()
	tn := apitest.NewTenants(t, pool, srv)
	mo, asMo := tn.Member, tn.AsMember
	// A code from the product's own alphabet, as members are given.
	var fresh struct{ JoinCode string }
	if code := tn.AsOwner.JSON("POST", "/workspaces/"+tn.WS.String()+"/join-code", nil, &fresh); code != 200 {
		t.Fatalf("join code: %d", code)
	}
	oldCode := fresh.JoinCode

	var tok struct{ Secret string }
	if code := asMo.JSON("POST", "/tokens", map[string]any{"name": "laptop", "scope": "chat"}, &tok); code != 201 {
		t.Fatalf("token: %d", code)
	}
	bearer := &apitest.Client{}
	*bearer = *asMo
	bearer.Bearer = tok.Secret
	if code := bearer.JSON("GET", "/sources", nil, nil); code != 200 {
		t.Fatalf("the token before removal: %d", code)
	}
	// Mo's Slack link and running turn, as the Slack app and a turn leave them.
	var cred, src, chat uuid.UUID
	pool.QueryRow(ctx, `INSERT INTO source_credentials (workspace_id, provider, external_id, name, access_token_enc, created_by)
		VALUES ($1, 'slack', 'T0001', 'Acme', '\x00', $2) RETURNING id`, tn.WS, tn.Owner).Scan(&cred)
	pool.QueryRow(ctx, `INSERT INTO sources (workspace_id, provider, external_id, name, credential_id) VALUES ($1, 'slack', 'T0001', 'Acme', $2) RETURNING id`,
		tn.WS, cred).Scan(&src)
	mustExec(t, pool.Exec, `INSERT INTO slack_installations (team_id, workspace_id, source_id, credential_id) VALUES ('T0001', $1, $2, $3)`, tn.WS, src, cred)
	mustExec(t, pool.Exec, `INSERT INTO slack_user_links (team_id, slack_user_id, workspace_id, user_id, linked_via) VALUES ('T0001', 'U0MO', $1, $2, 'link')`, tn.WS, mo)
	pool.QueryRow(ctx, `INSERT INTO chats (workspace_id, user_id, title) VALUES ($1, $2, 'q') RETURNING id`, tn.WS, mo).Scan(&chat)
	mustExec(t, pool.Exec, `INSERT INTO turns (workspace_id, chat_id, user_id, seq, question, model_id) VALUES ($1, $2, $3, 1, 'payroll?', 'm')`, tn.WS, chat, mo)

	if code := tn.AsOwner.JSON("DELETE", "/workspaces/"+tn.WS.String()+"/members/"+mo.String(), nil, nil); code != http.StatusNoContent {
		t.Fatalf("remove: %d", code)
	}

	t.Run("the join code the member knew no longer joins", func(t *testing.T) {
		if code := asMo.JSON("POST", "/workspaces/join", map[string]string{"code": oldCode}, nil); code != http.StatusNotFound {
			t.Fatalf("rejoin with the old code: %d", code)
		}
		var n int
		pool.QueryRow(ctx, `SELECT count(*) FROM workspace_memberships WHERE workspace_id = $1 AND user_id = $2`, tn.WS, mo).Scan(&n)
		if n != 0 {
			t.Fatal("Mo is a member again")
		}
	})
	t.Run("the Slack link is gone and the running turn is asked to stop", func(t *testing.T) {
		var links int
		var stopped bool
		pool.QueryRow(ctx, `SELECT count(*) FROM slack_user_links WHERE workspace_id = $1 AND user_id = $2`, tn.WS, mo).Scan(&links)
		pool.QueryRow(ctx, `SELECT cancel_requested_at IS NOT NULL FROM turns WHERE workspace_id = $1 AND chat_id = $2`, tn.WS, chat).Scan(&stopped)
		if links != 0 || !stopped {
			t.Fatalf("links %d, turn stopped %v", links, stopped)
		}
	})
	t.Run("re-invited with the new code, the old token stays revoked", func(t *testing.T) {
		var code string
		pool.QueryRow(ctx, `SELECT join_code FROM workspaces WHERE id = $1`, tn.WS).Scan(&code)
		if code == oldCode {
			t.Fatal("the join code was not rotated")
		}
		if st := asMo.JSON("POST", "/workspaces/join", map[string]string{"code": code}, nil); st != 200 {
			t.Fatalf("rejoin when re-invited: %d", st)
		}
		for _, path := range []string{"/sources", "/chat"} {
			if st := bearer.JSON("GET", path, nil, nil); st != http.StatusUnauthorized {
				t.Fatalf("the old token on %s after rejoining: %d", path, st)
			}
		}
		var live int
		pool.QueryRow(ctx, `SELECT count(*) FROM api_tokens WHERE workspace_id = $1 AND user_id = $2 AND revoked_at IS NULL`, tn.WS, mo).Scan(&live)
		if live != 0 {
			t.Fatalf("%d live tokens", live)
		}
	})
}

func mustExec[T any](t *testing.T, exec func(context.Context, string, ...any) (T, error), sql string, args ...any) {
	t.Helper()
	if _, err := exec(context.Background(), sql, args...); err != nil {
		t.Fatal(err)
	}
}
