package slackapp

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
	"golang.org/x/time/rate"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/httpclient/httpclienttest"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/sync/connectortest"
	"knowledgestack/internal/sync/slack"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/tools"
)

const (
	team          = "T1DC2JH3J" // the team of Slack's signing example
	signingSecret = "8f742231b10e8888abcd99yyyzzz85a5"
)

// rig is the slack app over a test database, the real chat service with
// the offline agent (no model key) and a search tool returning fixed hits,
// a fake Slack Web API (users.info, chat.postMessage, chat.postEphemeral)
// and a fake response_url receiver.
type rig struct {
	t        *testing.T
	pool     *pgxpool.Pool
	svc      *Service
	replica  *Service // a second replica on the same database
	ws       uuid.UUID
	ada, bob uuid.UUID
	verifier Verifier
	hooks    *httptest.Server
	api      *httptest.Server

	posted   chan map[string]any    // bodies posted to response_url
	messages chan map[string]any    // chat.postMessage / postEphemeral bodies
	searches chan tools.SearchQuery // every search the answers ran
}

var hits = []tools.Hit{{
	ChunkID: uuid.New(), DocumentID: uuid.New(), SourceID: uuid.New(), Title: "IT handbook",
	URL: "https://nango.slack.com/archives/C02MB5ZABA7/p1763756736570419", HeadingPath: "VPN",
	Snippet: "VPN access is granted by the IT desk within a day.", Content: "VPN access is granted by the IT desk within a day.", Score: 0.9,
}}

// slackUser is a recorded users.list member (a full member of the team,
// e-mail confirmed) with its id, team and e-mail replaced (the recording's
// own address is a real person's); change applies the differences.
func slackUser(t testing.TB, id, email string, change ...func(u map[string]any)) map[string]any {
	members := connectortest.Nango(t, "nango/list-users.test.json", "/users.list")[0]["members"].([]any)
	u := members[len(members)-1].(map[string]any)
	u["id"] = id
	u["team_id"] = team
	u["profile"].(map[string]any)["email"] = email
	u["profile"].(map[string]any)["team"] = team
	for _, f := range change {
		f(u)
	}
	return u
}

func newRig(t *testing.T) *rig {
	t.Helper()
	ctx := context.Background()
	r := &rig{t: t, pool: testdb.New(t), posted: make(chan map[string]any, 10), messages: make(chan map[string]any, 10), searches: make(chan tools.SearchQuery, 100)}
	q := func(sql string, args ...any) uuid.UUID {
		t.Helper()
		var id uuid.UUID
		if err := r.pool.QueryRow(ctx, sql, args...).Scan(&id); err != nil {
			t.Fatal(err)
		}
		return id
	}
	r.ada = q(`INSERT INTO users (email) VALUES ('ada@example.com') RETURNING id`)
	q(`INSERT INTO user_identities (issuer, subject, user_id) VALUES ('https://accounts.google.com', 'g-ada', $1) RETURNING user_id`, r.ada)
	r.bob = q(`INSERT INTO users (email) VALUES ('bob@example.com') RETURNING id`) // local account: e-mail unproven
	r.ws = testdb.NewWorkspace(t, r.pool, "Acme")
	for _, u := range []uuid.UUID{r.ada, r.bob} {
		if _, err := r.pool.Exec(ctx, `INSERT INTO workspace_memberships (workspace_id, user_id, role) VALUES ($1, $2, 'member')`, r.ws, u); err != nil {
			t.Fatal(err)
		}
	}
	cred := q(`INSERT INTO source_credentials (workspace_id, provider, external_id, access_token_enc) VALUES ($1, 'slack', $2, '\x00') RETURNING id`, r.ws, team)
	src := q(`INSERT INTO sources (workspace_id, provider, external_id, name, credential_id) VALUES ($1, 'slack', $2, 'Acme Slack', $3) RETURNING id`, r.ws, team, cred)
	if _, err := r.pool.Exec(ctx, `INSERT INTO slack_installations (team_id, workspace_id, source_id, credential_id, bot_user_id, team_url)
		VALUES ($1, $2, $3, $4, 'UBOT', 'https://testteamnow.slack.com/')`, team, r.ws, src, cred); err != nil {
		t.Fatal(err)
	}

	users := map[string]map[string]any{
		"U2CERLKJA": slackUser(t, "U2CERLKJA", "ada@example.com"), // roadrunner of the signing example
		"UBOB":      slackUser(t, "UBOB", "bob@example.com"),
		// A guest of the team whose confirmed address is Ada's.
		"UGUEST": slackUser(t, "UGUEST", "ada@example.com", func(u map[string]any) { u["is_restricted"] = true }),
		// A Slack Connect user of another organisation with Ada's address.
		"UEXT": slackUser(t, "UEXT", "ada@example.com", func(u map[string]any) { u["team_id"] = "T0OTHERORG"; u["is_stranger"] = true }),
		// A full member whose address Slack has not confirmed.
		"UNOTCONF": slackUser(t, "UNOTCONF", "ada@example.com", func(u map[string]any) { u["is_email_confirmed"] = false }),
	}
	postMessage := connectortest.Nango(t, "nango/post-message.test.json", "/chat.postMessage")[0]
	r.api = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		switch req.URL.Path {
		case "/api/users.info":
			u, ok := users[req.URL.Query().Get("user")]
			if !ok {
				w.Write([]byte(`{"ok":false,"error":"user_not_found"}`))
				return
			}
			json.NewEncoder(w).Encode(map[string]any{"ok": true, "user": u})
		case "/api/chat.postMessage", "/api/chat.postEphemeral":
			var body map[string]any
			json.NewDecoder(req.Body).Decode(&body)
			body["method"] = strings.TrimPrefix(req.URL.Path, "/api/")
			r.messages <- body
			if req.URL.Path == "/api/chat.postEphemeral" {
				w.Write([]byte(`{"ok":true,"message_ts":"1502210682.580145"}`)) // documented answer shape
				return
			}
			json.NewEncoder(w).Encode(postMessage)
		default:
			w.Write([]byte(`{"ok":false,"error":"unknown_method"}`))
		}
	}))
	t.Cleanup(r.api.Close)
	r.hooks = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		var body map[string]any
		b, _ := io.ReadAll(req.Body)
		json.Unmarshal(b, &body)
		r.posted <- body
	}))
	t.Cleanup(r.hooks.Close)

	log := slog.New(slog.DiscardHandler)
	search := tools.SearchFunc(func(_ context.Context, q tools.SearchQuery) (tools.SearchResults, error) {
		select {
		case r.searches <- q:
		default:
		}
		return tools.SearchResults{Hits: hits}, nil
	})
	reg, err := tools.NewRegistry(tools.SearchDocuments(search))
	if err != nil {
		t.Fatal(err)
	}
	ag, err := agent.New(nil, reg, chat.NewAudit(r.pool, chat.Ceilings{}, log), metrics.New(prometheus.NewRegistry()), log, agent.Config{MaxModelCalls: 5, ModelTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	chats, err := chat.NewService(r.pool, ag, log, chat.Options{TurnsPerMinute: 1000, CompactTurns: 100, CompactTokens: 256000})
	if err != nil {
		t.Fatal(err)
	}
	newSvc := func() *Service {
		s, err := NewService(Options{
			Pool: r.pool, Chats: chats, SigningSecret: signingSecret, LinkKey: DeriveLinkKey(make([]byte, 32)),
			PublicURL: "https://ks.example", ResponseURLPrefix: r.hooks.URL + "/",
			Tokens: func(ws, cred uuid.UUID) slack.TokenSource { return &httpclienttest.Tokens{Current: "xoxb-test"} },
			Slack:  slack.Config{BaseURL: r.api.URL + "/api", Limiters: map[slack.Tier]*rate.Limiter{slack.Tier4: rate.NewLimiter(rate.Inf, 1), slack.TierPost: rate.NewLimiter(rate.Inf, 1)}},
			Log:    log,
		})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Wait(context.Background()) })
		return s
	}
	r.svc, r.replica = newSvc(), newSvc()
	r.verifier = NewVerifier(signingSecret, nil)
	return r
}

// command builds a slash-command body the way Slack sends it.
func (r *rig) command(user, text string) []byte {
	v := url.Values{"token": {"xyzz0WbapA4vBCDEFasx0q6G"}, "team_id": {team}, "team_domain": {"testteamnow"},
		"channel_id": {"G8PSS9T3V"}, "channel_name": {"foobar"}, "user_id": {user}, "user_name": {"roadrunner"},
		"command": {"/ask"}, "text": {text}, "response_url": {r.hooks.URL + "/commands/" + team + "/397700885554/96rGlfmibIGlgcZRskXaIFfN"},
		"trigger_id": {"398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c"}}
	return []byte(v.Encode())
}

// sign returns a fresh timestamp and its signature for body.
func (r *rig) sign(body []byte) (string, string) {
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	return ts, r.verifier.Sign(ts, body)
}

// sendEvent delivers a signed Events API body to the first replica.
func (r *rig) sendEvent(body []byte) {
	r.t.Helper()
	ts, sig := r.sign(body)
	if _, err := r.svc.Event(context.Background(), ts, sig, body); err != nil {
		r.t.Fatal(err)
	}
}

// sendCommand delivers a signed slash command to the first replica.
func (r *rig) sendCommand(body []byte) {
	r.t.Helper()
	ts, sig := r.sign(body)
	if _, err := r.svc.Command(context.Background(), ts, sig, body); err != nil {
		r.t.Fatal(err)
	}
}

func (r *rig) next(ch chan map[string]any) map[string]any {
	r.t.Helper()
	select {
	case b := <-ch:
		return b
	case <-time.After(10 * time.Second):
		r.t.Fatal("nothing was posted within 10 s")
		return nil
	}
}
