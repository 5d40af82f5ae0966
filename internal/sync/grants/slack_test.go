package grants

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"golang.org/x/time/rate"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/sync/slack"
)

// slackExample is Slack's documented example body of a method, kept in the
// slack connector's testdata (Slack's OpenAPI description; no recording of
// oauth.v2.access exists).
func slackExample(t *testing.T, method, which string) []byte {
	var ex map[string]map[string]json.RawMessage
	if err := json.Unmarshal(readFixture(t, "slack/testdata/recorded/slack-api-specs/examples.json"), &ex); err != nil {
		t.Fatal(err)
	}
	return ex["/"+method][which]
}

// withSlack configures the fixture's service for Slack against a fake that
// answers oauth.v2.access and auth.test with Slack's documented examples.
func withSlack(t *testing.T, fx *fixture) *[]url.Values {
	var forms []url.Values
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/api/oauth.v2.access":
			r.ParseForm()
			forms = append(forms, r.PostForm)
			if r.PostForm.Get("client_id") != "slack-id" || r.PostForm.Get("client_secret") != "slack-secret" || r.PostForm.Get("code") == "bad" {
				w.Write(slackExample(t, "oauth.v2.access", "default")) // invalid_client_id, HTTP 200
				return
			}
			w.Write(slackExample(t, "oauth.v2.access", "200"))
		case "/api/auth.test":
			if r.Header.Get("Authorization") != "Bearer xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy" {
				w.Write(slackExample(t, "auth.test", "default"))
				return
			}
			w.Write(slackExample(t, "auth.test", "200"))
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	fx.svc.slackApp = SlackApp{Client{"slack-id", "slack-secret"}, "signing"}
	fx.svc.ep.SlackAuth, fx.svc.ep.SlackAPI = srv.URL, srv.URL+"/api"
	fx.svc.slackClient = slack.Config{BaseURL: srv.URL + "/api", Limiters: map[slack.Tier]*rate.Limiter{slack.Tier4: rate.NewLimiter(rate.Inf, 1)}, Retry: httpclient.Retry{MaxAttempts: 1}}
	return &forms
}

func TestSlackCatalogueNamesMissingVariables(t *testing.T) {
	got := Catalogue(Client{}, Client{}, SlackApp{Client: Client{ID: "x"}}, Client{})
	var entry ProviderInfo
	for _, p := range got {
		if p.Provider == Slack {
			entry = p
		}
	}
	if entry.Available || strings.Join(entry.Missing, ",") != "SLACK_CLIENT_SECRET,SLACK_SIGNING_SECRET" {
		t.Errorf("slack entry %+v", entry)
	}
}

func TestSlackGrantLinksTheTeamToOneWorkspace(t *testing.T) {
	fx := newFixture(t)
	forms := withSlack(t, fx)
	ctx := context.Background()

	u, err := fx.svc.Authorize(ctx, fx.workspaceID, fx.userID, Slack)
	if err != nil {
		t.Fatal(err)
	}
	parsed, _ := url.Parse(u)
	if parsed.Path != "/oauth/v2/authorize" || !strings.Contains(parsed.Query().Get("scope"), "channels:history") ||
		!strings.Contains(parsed.Query().Get("scope"), "commands") {
		t.Fatalf("authorize URL %s", u)
	}
	state := parsed.Query().Get("state")

	res, err := fx.svc.Complete(ctx, Callback{State: state, Code: "good", WorkspaceID: fx.workspaceID, UserID: fx.userID})
	if err != nil || len(res.Sources) != 1 {
		t.Fatalf("%+v %v", res, err)
	}
	if f := (*forms)[0]; f.Get("redirect_uri") != "https://ks.example/api/sources/oauth/callback" {
		t.Errorf("token form %v", f)
	}
	// Slack's documented example: team T9TK3CUKW "Slack Softball Team",
	// bot U0KRQLJ9H, app A0KRD7HC3; auth.test names the workspace URL.
	var cfg slack.SourceConfig
	var raw []byte
	var teamWS string
	if err := fx.pool.QueryRow(ctx, `SELECT s.config, i.workspace_id::text FROM sources s JOIN slack_installations i ON i.source_id = s.id
		WHERE s.workspace_id = $1 AND s.id = $2`, fx.workspaceID, res.Sources[0]).Scan(&raw, &teamWS); err != nil {
		t.Fatal(err)
	}
	json.Unmarshal(raw, &cfg)
	if cfg.TeamID != "T9TK3CUKW" || cfg.TeamURL != "https://subarachnoid.slack.com/" || cfg.BotUserID != "U0KRQLJ9H" || cfg.AppID != "A0KRD7HC3" || teamWS != fx.workspaceID.String() {
		t.Errorf("source config %+v linked to %s", cfg, teamWS)
	}
	tok, err := fx.svc.Tokens(fx.workspaceID, credentialOf(t, fx, res.Sources[0])).Token(ctx)
	if err != nil || !strings.HasPrefix(tok, "xoxb-") {
		t.Errorf("token %q %v", tok, err)
	}

	t.Run("another workspace installing the same team is refused and stores nothing", func(t *testing.T) {
		other := fx.newWorkspace(t, "other") // the grantor is a member there too
		u, err := fx.svc.Authorize(ctx, other, fx.userID, Slack)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := url.Parse(u)
		_, err = fx.svc.Complete(ctx, Callback{State: p.Query().Get("state"), Code: "good", WorkspaceID: other, UserID: fx.userID})
		if !errs.Is(err, errs.Conflict) {
			t.Fatalf("want conflict, got %v", err)
		}
		var n int
		fx.pool.QueryRow(ctx, `SELECT (SELECT count(*) FROM sources WHERE workspace_id = $1) + (SELECT count(*) FROM source_credentials WHERE workspace_id = $1)`, other).Scan(&n)
		if n != 0 {
			t.Errorf("%d rows left in the refused workspace", n)
		}
	})

	t.Run("a refused code is a sentence naming Slack's error", func(t *testing.T) {
		u, _ := fx.svc.Authorize(ctx, fx.workspaceID, fx.userID, Slack)
		p, _ := url.Parse(u)
		_, err := fx.svc.Complete(ctx, Callback{State: p.Query().Get("state"), Code: "bad", WorkspaceID: fx.workspaceID, UserID: fx.userID})
		if !errs.Is(err, errs.Unauthorized) || !strings.Contains(err.Error(), "invalid_client_id") {
			t.Fatalf("got %v", err)
		}
	})

	t.Run("a revoked bot token marks the source needs_reauth and hands out no token", func(t *testing.T) {
		// Slack bot tokens have no refresh token: a refusal cannot be refreshed.
		ts := fx.svc.Tokens(fx.workspaceID, credentialOf(t, fx, res.Sources[0]))
		if _, err := ts.Token(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := ts.Refresh(ctx); !errs.Is(err, errs.Unauthorized) {
			t.Fatalf("want unauthorized, got %v", err)
		}
		var status string
		fx.pool.QueryRow(ctx, `SELECT status FROM sources WHERE workspace_id = $1 AND id = $2`, fx.workspaceID, res.Sources[0]).Scan(&status)
		if status != "needs_reauth" {
			t.Errorf("source status %s", status)
		}
	})
}

// The installation's key is (workspace_id, team_id) since migration 00390, so
// no index keeps a Slack team to one workspace any more: the grant's lock on
// the team does. Two workspaces completing the same team at once: one wins,
// the other is told the team is taken, and one installation exists.
func TestSlackTeamRacesToOneWorkspace(t *testing.T) {
	fx := newFixture(t)
	withSlack(t, fx)
	ctx := context.Background()
	others := []uuid.UUID{fx.workspaceID, fx.newWorkspace(t, "racer")}
	states := make([]string, len(others))
	for i, ws := range others {
		u, err := fx.svc.Authorize(ctx, ws, fx.userID, Slack)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := url.Parse(u)
		states[i] = p.Query().Get("state")
	}
	// Hold the team's lock so both grants reach it before either checks: the
	// race is then certain, not a matter of timing.
	hold, err := fx.pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer hold.Rollback(ctx)
	if _, err := hold.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended('ks_slack_team:' || $1, 0))`, "T9TK3CUKW"); err != nil {
		t.Fatal(err)
	}
	results := make(chan error, len(others))
	for i, ws := range others {
		go func() {
			_, err := fx.svc.Complete(ctx, Callback{State: states[i], Code: "good", WorkspaceID: ws, UserID: fx.userID})
			results <- err
		}()
	}
	for waiting := 0; waiting < len(others); {
		select {
		case err := <-results:
			t.Fatalf("a grant completed (%v) while the team's lock was held: nothing keeps the team to one workspace", err)
		case <-time.After(50 * time.Millisecond):
		}
		if err := fx.pool.QueryRow(ctx, `SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
			AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`).Scan(&waiting); err != nil {
			t.Fatal(err)
		}
	}
	if err := hold.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	var ok, conflicts int
	for range others {
		switch err := <-results; {
		case err == nil:
			ok++
		case errs.Is(err, errs.Conflict):
			conflicts++
		default:
			t.Errorf("complete: %v", err)
		}
	}
	var n int
	if err := fx.pool.QueryRow(ctx, `SELECT count(*) FROM slack_installations WHERE team_id = 'T9TK3CUKW'
		/* any workspace: the test counts the team's installations everywhere */`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if ok != 1 || conflicts != 1 || n != 1 {
		t.Fatalf("%d grants succeeded, %d refused, %d installations of the team; want 1, 1, 1", ok, conflicts, n)
	}
}
