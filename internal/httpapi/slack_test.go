package httpapi_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"golang.org/x/time/rate"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/apitest"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/httpclient/httpclienttest"
	"knowledgestack/internal/slackapp"
	"knowledgestack/internal/sync/slack"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/tools"
)

// recordedSlack returns the raw Slack body of a call recorded in Nango's
// tests (kept, with its LICENSE and SOURCE, in the slack connector's testdata).
func recordedSlack(t *testing.T, name, method string) json.RawMessage {
	t.Helper()
	data, err := os.ReadFile("../sync/slack/testdata/recorded/nango/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		API struct {
			Get map[string]struct {
				Response json.RawMessage `json:"response"`
			} `json:"get"`
		} `json:"api"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	return doc.API.Get["/"+method].Response
}

func TestSlackOverHTTP(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	deps := apitest.BaseDeps(t, pool, nil)
	owner := apitest.NewUser(t, pool, "owner@example.com")
	pool.Exec(ctx, `INSERT INTO user_identities (issuer, subject, user_id) VALUES ('https://accounts.google.com', 'g-owner', $1)`, owner)
	ws := apitest.NewWorkspace(t, pool, owner, "Acme")
	member := apitest.NewUser(t, pool, "member@example.com")
	apitest.AddMember(t, pool, ws, member, "member")
	var cred, src uuid.UUID
	pool.QueryRow(ctx, `INSERT INTO source_credentials (workspace_id, provider, external_id, access_token_enc, created_by) VALUES ($1, 'slack', 'T0AH32UST18', '\x00', $2) RETURNING id`, ws, owner).Scan(&cred)
	pool.QueryRow(ctx, `INSERT INTO sources (workspace_id, provider, external_id, name, credential_id) VALUES ($1, 'slack', 'T0AH32UST18', 'Nango Test', $2) RETURNING id`, ws, cred).Scan(&src)
	if _, err := pool.Exec(ctx, `INSERT INTO slack_installations (team_id, workspace_id, source_id, credential_id) VALUES ('T0AH32UST18', $1, $2, $3)`, ws, src, cred); err != nil {
		t.Fatal(err)
	}

	// Slack's Web API: conversations.list pages are the two recorded
	// listings (the first has a next_cursor); users.info answers the
	// recorded person of users.list with the owner's e-mail.
	page1, page2 := recordedSlack(t, "list-channels.test.json", "conversations.list"), recordedSlack(t, "messages-received.test.json", "conversations.list")
	var users struct {
		Members []map[string]any `json:"members"`
	}
	json.Unmarshal(recordedSlack(t, "list-users.test.json", "users.list"), &users)
	person := users.Members[len(users.Members)-1]
	person["profile"].(map[string]any)["email"] = "owner@example.com"
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/api/conversations.list":
			if r.URL.Query().Get("cursor") == "" {
				w.Write(page1)
			} else {
				w.Write(page2)
			}
		case "/api/users.info":
			json.NewEncoder(w).Encode(map[string]any{"ok": true, "user": person})
		default:
			w.Write([]byte(`{"ok":false,"error":"unknown_method"}`))
		}
	}))
	t.Cleanup(api.Close)
	answers := make(chan string, 4)
	hooks := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		answers <- string(b)
	}))
	t.Cleanup(hooks.Close)

	search := tools.SearchFunc(func(context.Context, tools.SearchQuery) (tools.SearchResults, error) {
		return tools.SearchResults{Hits: chatHits}, nil
	})
	reg, _ := tools.NewRegistry(tools.SearchDocuments(search))
	ag, err := agent.New(nil, reg, chat.NewAudit(pool, chat.Ceilings{}, deps.Log), deps.Metrics, deps.Log, agent.Config{MaxModelCalls: 5, ModelTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	chats, err := chat.NewService(pool, ag, deps.Log, chat.Options{TurnsPerMinute: 100, CompactTurns: 100, CompactTokens: 256000})
	if err != nil {
		t.Fatal(err)
	}
	slackCfg := slack.Config{BaseURL: api.URL + "/api", Limiters: map[slack.Tier]*rate.Limiter{
		slack.Tier2: rate.NewLimiter(rate.Inf, 1), slack.Tier4: rate.NewLimiter(rate.Inf, 1)}}
	tokens := func(uuid.UUID, uuid.UUID) slack.TokenSource { return &httpclienttest.Tokens{Current: "xoxb-test"} }
	const secret = "8f742231b10e8888abcd99yyyzzz85a5"
	deps.Slack, err = slackapp.NewService(slackapp.Options{Pool: pool, Chats: chats, Tokens: tokens, SigningSecret: secret,
		LinkKey: slackapp.DeriveLinkKey(make([]byte, 32)), PublicURL: "https://ks.example", Slack: slackCfg,
		ResponseURLPrefix: hooks.URL + "/", Log: deps.Log})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { deps.Slack.Wait(ctx) })
	deps.SlackChannels = slack.NewChannels(pool, tokens, slackCfg)
	srv := apitest.Serve(t, deps)
	verifier := slackapp.NewVerifier(secret, nil)

	command := func(text string) (*http.Response, time.Duration) {
		body := url.Values{"team_id": {"T0AH32UST18"}, "user_id": {"U0AHG0C4AU9"}, "command": {"/ask"}, "text": {text},
			"response_url": {hooks.URL + "/commands/T0AH32UST18/1/x"}, "trigger_id": {uuid.NewString()}}.Encode()
		ts := strconv.FormatInt(time.Now().Unix(), 10)
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/slack/commands", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("X-Slack-Request-Timestamp", ts)
		req.Header.Set("X-Slack-Signature", verifier.Sign(ts, []byte(body)))
		began := time.Now()
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		return resp, time.Since(began)
	}

	t.Run("POST /slack/commands acknowledges a signed /ask in under 3 s and the answer follows", func(t *testing.T) {
		resp, took := command("how many days of leave do I get?")
		var reply slackapp.Reply
		json.NewDecoder(resp.Body).Decode(&reply)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || reply.ResponseType != "ephemeral" || took >= 3*time.Second {
			t.Fatalf("status %d reply %+v after %v", resp.StatusCode, reply, took)
		}
		t.Logf("acknowledged in %v", took)
		select {
		case a := <-answers:
			if !strings.Contains(a, "[1]") || !strings.Contains(a, "https://docs.example.com/handbook") {
				t.Errorf("answer %s", a)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("no answer at response_url")
		}
	})
	t.Run("an unsigned request is a 401", func(t *testing.T) {
		resp := apitest.Anonymous(t, srv).Request(http.MethodPost, "/slack/commands", "team_id=T0AH32UST18&text=x", nil)
		resp.Body.Close()
		if resp.StatusCode != http.StatusUnauthorized {
			t.Errorf("status %d", resp.StatusCode)
		}
	})

	admin := apitest.Login(t, pool, srv, owner, ws)
	path := "/sources/" + src.String() + "/slack/channels"
	t.Run("the channel picker lists every page of conversations.list and stores a pick", func(t *testing.T) {
		var list slack.ChannelList
		if code := admin.JSON(http.MethodGet, path, nil, &list); code != http.StatusOK || len(list.Available) != 26 {
			t.Fatalf("status %d, %d channels", code, len(list.Available))
		}
		var picked struct {
			Picked []slack.ChannelState `json:"picked"`
		}
		if code := admin.JSON(http.MethodPut, path, map[string]any{"channels": []string{"C0AH33PLXSN", "C0AGWLS4CQ3"}}, &picked); code != http.StatusOK || len(picked.Picked) != 2 || picked.Picked[0].Status != "pending" {
			t.Fatalf("status %d picked %+v", code, picked)
		}
		var e apitest.ErrorBody
		if code := admin.JSON(http.MethodPut, path, map[string]any{"channels": []string{"C0NOPE"}}, &e); code != http.StatusBadRequest || !strings.Contains(e.Error, "C0NOPE") {
			t.Errorf("unknown channel: %d %+v", code, e)
		}
		if code := apitest.Login(t, pool, srv, member, ws).JSON(http.MethodGet, path, nil, nil); code != http.StatusForbidden {
			t.Errorf("a member may not pick channels: %d", code)
		}
	})
}
