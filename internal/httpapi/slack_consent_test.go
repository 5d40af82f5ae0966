package httpapi_test

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
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

// TestSlackLinksAreConsentedByBothSides is issue 27's attack 2 against the
// API: any user of the connected Slack team (a guest, a Slack Connect
// outsider) ran /ask, got a link for their own Slack id and sent it to a
// member as "click to connect"; one click linked, and the outsider's /ask
// was answered as the member from then on. Slack is faked at its HTTP edge:
// users.info answers the recorded users.list member (Nango's recording),
// with Slack's documented guest and Slack Connect flags where a case needs.
func TestSlackLinksAreConsentedByBothSides(t *testing.T) {
	ctx := context.Background()
	const teamID, secret = "T0AH32UST18", "8f742231b10e8888abcd99yyyzzz85a5"
	pool := testdb.New(t)
	deps := apitest.BaseDeps(t, pool, nil)
	owner := apitest.NewUser(t, pool, "owner@example.com")
	ws := apitest.NewWorkspace(t, pool, owner, "Acme")
	member := apitest.NewUser(t, pool, "member@example.com") // signed in with Google: address proven
	pool.Exec(ctx, `INSERT INTO user_identities (issuer, subject, user_id) VALUES ('https://accounts.google.com', 'g-member', $1)`, member)
	apitest.AddMember(t, pool, ws, member, "member")
	other := apitest.NewUser(t, pool, "other@example.com")
	apitest.AddMember(t, pool, ws, other, "member")
	var cred, src uuid.UUID
	pool.QueryRow(ctx, `INSERT INTO source_credentials (workspace_id, provider, external_id, access_token_enc, created_by) VALUES ($1, 'slack', $2, '\x00', $3) RETURNING id`, ws, teamID, owner).Scan(&cred)
	pool.QueryRow(ctx, `INSERT INTO sources (workspace_id, provider, external_id, name, credential_id) VALUES ($1, 'slack', $2, 'Nango Test', $3) RETURNING id`, ws, teamID, cred).Scan(&src)
	if _, err := pool.Exec(ctx, `INSERT INTO slack_installations (team_id, workspace_id, source_id, credential_id, team_name, team_url)
		VALUES ($1, $2, $3, $4, 'Nango Test', 'https://nangotest.slack.com/')`, teamID, ws, src, cred); err != nil {
		t.Fatal(err)
	}

	var users struct {
		Members []map[string]any `json:"members"`
	}
	json.Unmarshal(recordedSlack(t, "list-users.test.json", "users.list"), &users)
	profile := func(id, email string, change func(u map[string]any)) map[string]any {
		var u map[string]any
		raw, _ := json.Marshal(users.Members[len(users.Members)-1]) // a full member, e-mail confirmed
		json.Unmarshal(raw, &u)
		u["id"] = id
		u["profile"].(map[string]any)["email"] = email
		u["profile"].(map[string]any)["display_name"] = "Slack " + id
		if change != nil {
			change(u)
		}
		return u
	}
	people := map[string]map[string]any{
		// A Slack Connect user of another organisation, with the member's address.
		"UOUTSIDER": profile("UOUTSIDER", "member@example.com", func(u map[string]any) { u["team_id"] = "T0EVILORG"; u["is_stranger"] = true }),
		// A single-channel guest of the team, with the member's confirmed address.
		"UGUEST": profile("UGUEST", "member@example.com", func(u map[string]any) { u["is_ultra_restricted"] = true }),
		// A full member of the team whose e-mail matches nobody here.
		"UFULL": profile("UFULL", "someone.else@example.com", nil),
		// A full member with the member's address, which Slack has not confirmed.
		"UUNCONFIRMED": profile("UUNCONFIRMED", "member@example.com", func(u map[string]any) { u["is_email_confirmed"] = false }),
	}
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if u, ok := people[r.URL.Query().Get("user")]; ok && r.URL.Path == "/api/users.info" {
			json.NewEncoder(w).Encode(map[string]any{"ok": true, "user": u})
			return
		}
		w.Write([]byte(`{"ok":false,"error":"user_not_found"}`))
	}))
	t.Cleanup(api.Close)
	answers := make(chan string, 8)
	hooks := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var m map[string]any
		b, _ := io.ReadAll(r.Body)
		json.Unmarshal(b, &m)
		text, _ := m["text"].(string)
		answers <- text
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
	linkKey := slackapp.DeriveLinkKey(make([]byte, 32))
	deps.Slack, err = slackapp.NewService(slackapp.Options{Pool: pool, Chats: chats, SigningSecret: secret, LinkKey: linkKey,
		Tokens:    func(uuid.UUID, uuid.UUID) slack.TokenSource { return &httpclienttest.Tokens{Current: "xoxb-test"} },
		PublicURL: "https://ks.example", ResponseURLPrefix: hooks.URL + "/", Log: deps.Log,
		Slack: slack.Config{BaseURL: api.URL + "/api", Limiters: map[slack.Tier]*rate.Limiter{slack.Tier4: rate.NewLimiter(rate.Inf, 1)}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { deps.Slack.Wait(ctx) })
	srv := apitest.Serve(t, deps)
	verifier := slackapp.NewVerifier(secret, nil)
	ask := func(slackUser, text string) string {
		t.Helper()
		body := url.Values{"team_id": {teamID}, "user_id": {slackUser}, "command": {"/ask"}, "text": {text},
			"response_url": {hooks.URL + "/commands/" + teamID + "/1/x"}, "trigger_id": {uuid.NewString()}}.Encode()
		ts := strconv.FormatInt(time.Now().Unix(), 10)
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/slack/commands", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("X-Slack-Request-Timestamp", ts)
		req.Header.Set("X-Slack-Signature", verifier.Sign(ts, []byte(body)))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("/ask answered %d", resp.StatusCode)
		}
		select {
		case a := <-answers:
			return a
		case <-time.After(10 * time.Second):
			t.Fatal("nothing posted to response_url")
			return ""
		}
	}
	linkOf := func(slackUser string) uuid.UUID {
		var id uuid.UUID
		pool.QueryRow(ctx, `SELECT user_id FROM slack_user_links WHERE workspace_id = $1 AND slack_user_id = $2`, ws, slackUser).Scan(&id)
		return id
	}
	tokenIn := func(text string) string {
		t.Helper()
		_, rest, ok := strings.Cut(text, "/slack/link?t=")
		if !ok {
			t.Fatalf("no link in %q", text)
		}
		tok, _, _ := strings.Cut(rest, "|")
		tok, _ = url.QueryUnescape(tok)
		return tok
	}
	asMember := apitest.Login(t, pool, srv, member, ws)
	var e apitest.ErrorBody

	t.Run("the outsider-hands-link-to-member attack no longer links", func(t *testing.T) {
		for _, outsider := range []string{"UOUTSIDER", "UGUEST"} {
			said := ask(outsider, "what is in payroll "+outsider+"?")
			if strings.Contains(said, "/slack/link") || !strings.Contains(said, "Only full members of the Nango Test Slack workspace") {
				t.Fatalf("%s was told %q", outsider, said)
			}
			// A token of the old, signed form for the outsider (what the
			// old /ask handed out) is no token here.
			exp := strconv.FormatInt(time.Now().Add(10*time.Minute).Unix(), 10)
			payload := teamID + "|" + outsider + "|" + exp
			m := hmac.New(sha256.New, linkKey)
			m.Write([]byte(payload))
			old := base64.RawURLEncoding.EncodeToString([]byte(payload)) + "." + base64.RawURLEncoding.EncodeToString(m.Sum(nil))
			if code := asMember.JSON(http.MethodPost, "/slack/link", map[string]string{"token": old}, &e); code != http.StatusNotFound {
				t.Errorf("%s's old-style token: %d %+v", outsider, code, e)
			}
			if linkOf(outsider) != uuid.Nil {
				t.Fatalf("%s is linked to the member", outsider)
			}
		}
		var n int
		pool.QueryRow(ctx, `SELECT count(*) FROM chats WHERE workspace_id = $1 AND user_id = $2`, ws, member).Scan(&n)
		if n != 0 {
			t.Fatalf("an outsider's question ran as the member: %d chats", n)
		}
	})

	t.Run("a guest's or an unconfirmed e-mail does not link by itself", func(t *testing.T) {
		if id := linkOf("UGUEST"); id != uuid.Nil {
			t.Fatalf("the guest was linked by e-mail to %s", id)
		}
		said := ask("UUNCONFIRMED", "leave policy?")
		if !strings.Contains(said, "/slack/link?t=") || linkOf("UUNCONFIRMED") != uuid.Nil {
			t.Fatalf("an unconfirmed address: told %q, linked %v", said, linkOf("UUNCONFIRMED"))
		}
	})

	t.Run("a link names who is being linked, links nothing on GET, and links on the member's POST", func(t *testing.T) {
		token := tokenIn(ask("UFULL", "how many days of leave do I get?"))
		var p struct {
			SlackUserID, SlackName, TeamID, TeamName, TeamURL, WorkspaceName string
			ExpiresAt                                                        time.Time
		}
		if code := asMember.JSON(http.MethodGet, "/slack/link?t="+url.QueryEscape(token), nil, &p); code != http.StatusOK {
			t.Fatalf("GET %d", code)
		}
		if p.SlackUserID != "UFULL" || p.SlackName != "Slack UFULL" || p.TeamID != teamID || p.TeamName != "Nango Test" ||
			p.WorkspaceName != "Acme" || time.Until(p.ExpiresAt) > 10*time.Minute+5*time.Second {
			t.Fatalf("the page shows %+v", p)
		}
		if linkOf("UFULL") != uuid.Nil {
			t.Fatal("a GET linked")
		}
		var linked struct {
			Linked bool `json:"linked"`
		}
		if code := asMember.JSON(http.MethodPost, "/slack/link", map[string]string{"token": token}, &linked); code != http.StatusOK || !linked.Linked {
			t.Fatalf("POST %d", code)
		}
		if linkOf("UFULL") != member {
			t.Fatal("the confirmed link is not the member's")
		}
		if said := ask("UFULL", "how many days of leave do I get, now?"); strings.Contains(said, "/slack/link") || strings.Contains(said, "Only full") {
			t.Fatalf("after linking: %q", said)
		}

		// The token is spent: a second use (by anyone) is a 409 that says so.
		if code := apitest.Login(t, pool, srv, other, ws).JSON(http.MethodPost, "/slack/link", map[string]string{"token": token}, &e); code != http.StatusConflict || !strings.Contains(e.Error, "already used") {
			t.Errorf("reuse: %d %+v", code, e)
		}
		if code := asMember.JSON(http.MethodGet, "/slack/link?t="+url.QueryEscape(token), nil, &e); code != http.StatusConflict {
			t.Errorf("GET of a spent token: %d", code)
		}
		if linkOf("UFULL") != member {
			t.Error("the reuse moved the link")
		}
	})

	t.Run("an expired token is a 409 that says so and links nothing", func(t *testing.T) {
		token := tokenIn(ask("UUNCONFIRMED", "leave policy, again?"))
		pool.Exec(ctx, `UPDATE slack_link_requests SET expires_at = now() - interval '1 second' WHERE workspace_id = $1 AND slack_user_id = 'UUNCONFIRMED'`, ws)
		for _, m := range []string{http.MethodGet, http.MethodPost} {
			path, body := "/slack/link?t="+url.QueryEscape(token), any(nil)
			if m == http.MethodPost {
				path, body = "/slack/link", map[string]string{"token": token}
			}
			if code := asMember.JSON(m, path, body, &e); code != http.StatusConflict || !strings.Contains(e.Error, "expired") {
				t.Errorf("%s: %d %+v", m, code, e)
			}
		}
		if code := asMember.JSON(http.MethodGet, "/slack/link?t=nonsense", nil, &e); code != http.StatusNotFound {
			t.Errorf("a malformed token: %d", code)
		}
		if code := asMember.JSON(http.MethodPost, "/slack/link", map[string]string{"token": ""}, &e); code != http.StatusBadRequest || !strings.Contains(e.Error, "no token") {
			t.Errorf("no token: %d %+v", code, e)
		}
		if linkOf("UUNCONFIRMED") != uuid.Nil {
			t.Error("an expired token linked")
		}
	})

	t.Run("members list and remove their own links, only their own", func(t *testing.T) {
		var list struct {
			Links []struct{ TeamID, TeamName, SlackUserID, SlackName, LinkedVia string } `json:"links"`
		}
		if code := asMember.JSON(http.MethodGet, "/slack/links", nil, &list); code != http.StatusOK || len(list.Links) != 1 ||
			list.Links[0].SlackUserID != "UFULL" || list.Links[0].SlackName != "Slack UFULL" || list.Links[0].TeamName != "Nango Test" || list.Links[0].LinkedVia != "link" {
			t.Fatalf("%d %+v", code, list)
		}
		path := "/slack/links/" + teamID + "/UFULL"
		otherMember := apitest.Login(t, pool, srv, other, ws)
		if code := otherMember.JSON(http.MethodGet, "/slack/links", nil, &list); code != http.StatusOK || len(list.Links) != 0 {
			t.Fatalf("another member sees %+v", list)
		}
		if code := otherMember.JSON(http.MethodDelete, path, nil, &e); code != http.StatusNotFound || linkOf("UFULL") != member {
			t.Fatalf("another member removed it: %d", code)
		}
		if code := asMember.JSON(http.MethodDelete, path, nil, nil); code != http.StatusNoContent || linkOf("UFULL") != uuid.Nil {
			t.Fatalf("remove: %d", code)
		}
		if code := asMember.JSON(http.MethodDelete, path, nil, &e); code != http.StatusNotFound {
			t.Errorf("remove again: %d", code)
		}
		if said := ask("UFULL", "and now?"); !strings.Contains(said, "/slack/link?t=") {
			t.Errorf("after removal UFULL is told %q", said)
		}
	})
}
