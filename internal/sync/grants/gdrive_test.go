package grants

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"github.com/google/uuid"
	"golang.org/x/time/rate"

	"knowledgestack/internal/convert"
	"knowledgestack/internal/secret/secrettest"
	"knowledgestack/internal/sync/connectortest"
	"knowledgestack/internal/sync/gdrive"
	"knowledgestack/internal/sync/pass"
)

// fakeGoogle is Google's OAuth token endpoint and the Drive calls of a
// grant and a pass. No recording of the token endpoint exists: its answers
// follow Google's OAuth 2.0 for Web Server Applications documentation
// (form-encoded request; {"access_token","expires_in","refresh_token",
// "scope","token_type"}; a revoked refresh token is 400 invalid_grant
// "Token has been expired or revoked."). about.get is Nango's recording.
type fakeGoogle struct {
	srv      *httptest.Server
	revoked  bool
	grants   []url.Values
	accepted string // the access token Drive accepts
}

func newFakeGoogle(t *testing.T) *fakeGoogle {
	f := &fakeGoogle{}
	user := connectortest.DriveUser(t)
	mux := http.NewServeMux()
	mux.HandleFunc("POST /token", func(w http.ResponseWriter, r *http.Request) {
		if err := r.ParseForm(); err != nil || r.Header.Get("Content-Type") != "application/x-www-form-urlencoded" {
			w.WriteHeader(400)
			return
		}
		f.grants = append(f.grants, r.PostForm)
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		if r.PostForm.Get("client_id") != "drive-id" || r.PostForm.Get("client_secret") != "drive-secret" {
			w.WriteHeader(401)
			w.Write([]byte(`{"error":"invalid_client","error_description":"The OAuth client was not found."}`))
			return
		}
		switch r.PostForm.Get("grant_type") {
		case "authorization_code":
			f.accepted = "ya29.first"
			w.Write([]byte(`{"access_token":"ya29.first","expires_in":3599,"refresh_token":"1//refresh","scope":"https://www.googleapis.com/auth/drive.readonly","token_type":"Bearer"}`))
		case "refresh_token":
			if f.revoked {
				w.WriteHeader(400)
				w.Write([]byte(`{"error":"invalid_grant","error_description":"Token has been expired or revoked."}`))
				return
			}
			f.accepted = "ya29.second"
			w.Write([]byte(`{"access_token":"ya29.second","expires_in":3599,"scope":"https://www.googleapis.com/auth/drive.readonly","token_type":"Bearer"}`))
		}
	})
	mux.HandleFunc("/drive/v3/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=UTF-8")
		if r.Header.Get("Authorization") != "Bearer "+f.accepted {
			w.WriteHeader(401)
			w.Write([]byte(`{"error":{"errors":[{"domain":"global","reason":"authError","message":"Invalid Credentials","locationType":"header","location":"Authorization"}],"code":401,"message":"Invalid Credentials"}}`))
			return
		}
		switch r.URL.Path {
		case "/drive/v3/about":
			json.NewEncoder(w).Encode(map[string]any{"user": user})
		case "/drive/v3/changes/startPageToken":
			w.Write([]byte(`{"kind":"drive#startPageToken","startPageToken":"2280"}`))
		case "/drive/v3/files":
			w.Write([]byte(`{"files":[{"id":"doc1","name":"Handbook","mimeType":"text/plain","parents":["root1"],"modifiedTime":"2026-03-12T07:32:17.132Z","webViewLink":"https://drive.google.com/file/d/doc1/view","size":"20"}]}`))
		case "/drive/v3/files/doc1":
			w.Write([]byte("Vacation is 25 days."))
		default:
			w.WriteHeader(404)
			w.Write([]byte(`{"error":{"errors":[{"domain":"global","reason":"notFound","message":"File not found."}],"code":404,"message":"File not found."}}`))
		}
	})
	f.srv = httptest.NewServer(mux)
	t.Cleanup(f.srv.Close)
	return f
}

// TestDriveGrantAndRevokedRefresh: the grant asks for drive.readonly with
// offline access, stores an encrypted credential keyed on the Google
// account and no source; a pass indexes the chosen drive; once Google
// refuses the refresh token the next pass stops as needs_reauth and
// deletes nothing.
func TestDriveGrantAndRevokedRefresh(t *testing.T) {
	fx := newFixture(t)
	g := newFakeGoogle(t)
	ctx := context.Background()
	svc, err := NewService(fx.pool, secrettest.NewKeyring(t), Options{
		PublicURL: "https://ks.example", GoogleDrive: Client{ID: "drive-id", Secret: "drive-secret"},
		StateKey:  DeriveStateKey(make([]byte, 32)),
		Endpoints: Endpoints{GoogleAuth: g.srv.URL, GoogleToken: g.srv.URL + "/token", GoogleAPI: g.srv.URL},
		Now:       func() time.Time { return fx.now },
	})
	if err != nil {
		t.Fatal(err)
	}
	fx.svc = svc
	u, err := svc.Authorize(ctx, fx.workspaceID, fx.userID, GDrive)
	if err != nil {
		t.Fatal(err)
	}
	parsed, _ := url.Parse(u)
	q := parsed.Query()
	if parsed.Path != "/o/oauth2/v2/auth" || q.Get("scope") != DriveScope || q.Get("access_type") != "offline" || q.Get("prompt") != "consent" {
		t.Fatalf("authorize URL %s", u)
	}
	res, err := svc.Complete(ctx, Callback{State: q.Get("state"), Code: "4/code", WorkspaceID: fx.workspaceID, UserID: fx.userID})
	if err != nil || len(res.Sources) != 0 || res.Provider != GDrive {
		t.Fatalf("complete %+v %v", res, err)
	}
	var cred uuid.UUID
	var name string
	var access []byte
	if err := fx.pool.QueryRow(ctx, `SELECT id, name, access_token_enc FROM source_credentials WHERE workspace_id = $1 AND provider = 'gdrive'`,
		fx.workspaceID).Scan(&cred, &name, &access); err != nil {
		t.Fatal(err)
	}
	if name != "api@nango.dev" || string(access) == "ya29.first" {
		t.Fatalf("credential %q, access stored in clear: %v", name, string(access) == "ya29.first")
	}
	var src uuid.UUID
	cfg, _ := json.Marshal(gdrive.SourceConfig{Kind: gdrive.KindMyDrive, RootID: "root1", Name: "My Drive"})
	if err := fx.pool.QueryRow(ctx, `INSERT INTO sources (workspace_id, provider, external_id, name, credential_id, config)
		VALUES ($1, 'gdrive', 'x:root1', 'My Drive', $2, $3) RETURNING id`, fx.workspaceID, cred, cfg).Scan(&src); err != nil {
		t.Fatal(err)
	}
	conv, err := convert.New(convert.Options{})
	if err != nil {
		t.Fatal(err)
	}
	factory := gdrive.NewFactory(fx.pool, func(ws, id uuid.UUID) gdrive.TokenSource { return svc.Tokens(ws, id) },
		gdrive.FactoryOptions{Client: gdrive.Config{BaseURL: g.srv.URL, Limiter: rate.NewLimiter(rate.Inf, 1)}, Converter: conv, Log: slog.New(slog.DiscardHandler)})
	p := connectortest.NewPass(t, fx.pool, pass.Registry{GDrive: factory})
	first, err := p.Run(ctx, fx.workspaceID, src)
	if err != nil || first.Outcome != pass.OutcomeCompleted || first.Indexed != 1 {
		t.Fatalf("first pass %+v %v", first, err)
	}

	t.Run("a 401 refreshes the token once and the pass goes on", func(t *testing.T) {
		g.accepted = "rotated-elsewhere"
		res, err := p.Run(ctx, fx.workspaceID, src)
		if err != nil || res.Outcome != pass.OutcomeCompleted || g.grants[len(g.grants)-1].Get("grant_type") != "refresh_token" {
			t.Fatalf("%+v %v", res, err)
		}
	})
	t.Run("a revoked refresh token is needs_reauth and nothing is deleted", func(t *testing.T) {
		g.revoked, g.accepted = true, "nothing"
		res, err := p.Run(ctx, fx.workspaceID, src)
		if err != nil || res.Outcome != pass.OutcomeNeedsReauth || res.Deleted != 0 {
			t.Fatalf("%+v %v", res, err)
		}
		var status, credStatus string
		var docs int
		fx.pool.QueryRow(ctx, `SELECT s.status, c.status, (SELECT count(*) FROM documents d WHERE d.workspace_id = $1 AND d.source_id = s.id)
			FROM sources s JOIN source_credentials c ON c.id = s.credential_id WHERE s.workspace_id = $1 AND s.id = $2`, fx.workspaceID, src).
			Scan(&status, &credStatus, &docs)
		if status != "needs_reauth" || credStatus != "needs_reauth" || docs != 1 {
			t.Errorf("source %s credential %s documents %d", status, credStatus, docs)
		}
	})
}

// TestDriveGrantAsksForGroupsOnlyWhenConfigured: the Drive consent asks for
// the Directory API's group scope only when the deployment says so
// (GOOGLE_DRIVE_GROUPS, ADR 0063); by default it asks for drive.readonly alone.
func TestDriveGrantAsksForGroupsOnlyWhenConfigured(t *testing.T) {
	fx := newFixture(t)
	for _, groups := range []bool{false, true} {
		svc, err := NewService(fx.pool, secrettest.NewKeyring(t), Options{
			PublicURL: "https://ks.example", GoogleDrive: Client{ID: "drive-id", Secret: "drive-secret"}, DriveGroups: groups,
			StateKey: DeriveStateKey(make([]byte, 32)), Endpoints: Endpoints{GoogleAuth: "https://accounts.example"},
		})
		if err != nil {
			t.Fatal(err)
		}
		u, err := svc.Authorize(context.Background(), fx.workspaceID, fx.userID, GDrive)
		if err != nil {
			t.Fatal(err)
		}
		parsed, _ := url.Parse(u)
		want := DriveScope
		if groups {
			want += " " + DirectoryGroupScope
		}
		if got := parsed.Query().Get("scope"); got != want {
			t.Errorf("DriveGroups %v: scope %q, want %q", groups, got, want)
		}
	}
}
