package httpapi_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/apitest"
	"knowledgestack/internal/auth"
	"knowledgestack/internal/chat"
)

// tokenCall sends one request and returns its status and body; every body is
// also appended to seen, so the test can check no later answer holds a secret.
func tokenCall(t *testing.T, c *apitest.Client, seen *strings.Builder, method, path string, body any) (int, string) {
	t.Helper()
	resp := c.Request(method, path, body, nil)
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	seen.Write(data)
	for k, v := range resp.Header {
		seen.WriteString(k + ": " + strings.Join(v, ",") + "\n")
	}
	return resp.StatusCode, string(data)
}

func TestPersonalAPITokens(t *testing.T) {
	logs := &apitest.LogBuffer{}
	r := newChatRig(t, rigOpts{logs: logs, workspaces: true, script: func(int, agenttest.Request) agenttest.Reply {
		return agenttest.Reply{Text: "Employees get 25 days of paid leave."}
	}})
	ctx := context.Background()
	// Member B creates the tokens: B is the one A (the owner) removes later.
	b := r.b
	var chatTok, readTok auth.NewAPIToken
	for _, tc := range []struct {
		scope string
		out   *auth.NewAPIToken
	}{{"chat", &chatTok}, {"read", &readTok}} {
		if st := b.JSON(http.MethodPost, "/tokens", map[string]any{"name": "cli " + tc.scope, "scope": tc.scope}, tc.out); st != http.StatusCreated {
			t.Fatalf("create %s token: %d", tc.scope, st)
		}
		if !strings.HasPrefix(tc.out.Secret, auth.TokenPrefix) || len(tc.out.Secret) != len(auth.TokenPrefix)+43 {
			t.Fatalf("secret %q is not ks_pat_ + 256 bits", tc.out.Secret)
		}
		if d := tc.out.ExpiresAt.Sub(tc.out.CreatedAt).Hours() / 24; d < 89.9 || d > 90.1 {
			t.Fatalf("default lifetime %.1f days", d)
		}
	}
	secrets := []string{chatTok.Secret, readTok.Secret}
	var seen strings.Builder // every answer after creation

	// Bad requests are 400 with a sentence.
	for _, body := range []map[string]any{{"name": "x", "scope": "admin"}, {"name": "", "scope": "read"},
		{"name": "x", "scope": "read", "expiresInDays": 366}} {
		if st, msg := tokenCall(t, b, &seen, http.MethodPost, "/tokens", body); st != http.StatusBadRequest {
			t.Fatalf("create %v: %d %s", body, st, msg)
		}
	}

	// Stored as SHA-256 only.
	var dump string
	if err := r.pool.QueryRow(ctx, `SELECT string_agg(a::text, ' ') FROM api_tokens a`).Scan(&dump); err != nil {
		t.Fatal(err)
	}
	for _, s := range secrets {
		var n int
		if err := r.pool.QueryRow(ctx, `SELECT count(*) FROM api_tokens WHERE token_hash = $1`, auth.HashToken(s)).Scan(&n); err != nil || n != 1 {
			t.Fatalf("hash rows %d %v", n, err)
		}
		if strings.Contains(dump, strings.TrimPrefix(s, auth.TokenPrefix)) {
			t.Fatal("api_tokens holds a raw secret")
		}
	}

	chatC := &apitest.Client{}
	*chatC = *b
	chatC.Bearer = chatTok.Secret
	readC := &apitest.Client{}
	*readC = *b
	readC.Bearer = readTok.Secret

	// A chat-scoped token runs a turn as B; B's session sees it.
	chatID := uuid.New()
	resp, frames := r.ask(chatC, chatID, "How much leave?")
	if resp.StatusCode != http.StatusOK || !hasEvent(frames, "done") {
		t.Fatalf("turn with chat token: %d %v", resp.StatusCode, events(frames))
	}
	for _, f := range frames {
		seen.WriteString(f.Data)
	}
	if d := r.detail(b, chatID); len(d.Turns) != 1 {
		t.Fatalf("B's session sees %d turns", len(d.Turns))
	}
	// A read token reads (the chat list) but cannot ask.
	if st, body := tokenCall(t, readC, &seen, http.MethodGet, "/chat", nil); st != http.StatusOK || !strings.Contains(body, chatID.String()) {
		t.Fatalf("read token lists chats: %d %s", st, body)
	}
	if st, body := tokenCall(t, readC, &seen, http.MethodPost, "/chat/"+uuid.NewString()+"/turns", map[string]any{"question": "q"}); st != http.StatusForbidden ||
		!strings.Contains(body, "chat scope") {
		t.Fatalf("read token runs a turn: %d %s", st, body)
	}

	// Workspace A's token cannot read workspace B: B's chat there is invisible.
	other := apitest.NewWorkspace(t, r.pool, r.userA, "Beta")
	var bUser uuid.UUID
	if err := r.pool.QueryRow(ctx, `SELECT id FROM users WHERE email = 'b@example.com'`).Scan(&bUser); err != nil {
		t.Fatal(err)
	}
	apitest.AddMember(t, r.pool, other, bUser, "member")
	bInOther := apitest.Login(t, r.pool, r.srv, bUser, other)
	otherChat := uuid.New()
	if resp, _ := r.ask(bInOther, otherChat, "elsewhere?"); resp.StatusCode != http.StatusOK {
		t.Fatalf("turn in other workspace: %d", resp.StatusCode)
	}
	if st, _ := tokenCall(t, readC, &seen, http.MethodGet, "/chat/"+otherChat.String(), nil); st != http.StatusNotFound {
		t.Fatalf("token of workspace A reads a chat of workspace B: %d", st)
	}
	if st, body := tokenCall(t, readC, &seen, http.MethodGet, "/chat", nil); st != http.StatusOK || strings.Contains(body, otherChat.String()) {
		t.Fatalf("token lists another workspace's chat: %d %s", st, body)
	}

	// Session-only routes refuse bearer requests with a sentence, whatever the scope.
	for _, rt := range []struct{ method, path string }{
		{http.MethodGet, "/tokens"}, {http.MethodPost, "/tokens"}, {http.MethodDelete, "/tokens/" + readTok.ID.String()},
		{http.MethodPost, "/workspaces"}, {http.MethodGet, "/workspaces"},
		{http.MethodDelete, "/workspaces/" + r.ws.String() + "/members/" + r.userA.String()},
		{http.MethodGet, "/auth/session"}, {http.MethodPost, "/auth/signout-all"},
	} {
		var body any
		if rt.method == http.MethodPost {
			body = map[string]any{"name": "x", "scope": "chat"}
		}
		st, msg := tokenCall(t, chatC, &seen, rt.method, rt.path, body)
		var e apitest.ErrorBody
		_ = json.Unmarshal([]byte(msg), &e)
		if st != http.StatusForbidden || !strings.Contains(e.Error, "API tokens cannot call") {
			t.Fatalf("%s %s with a token: %d %s", rt.method, rt.path, st, msg)
		}
	}
	// Not a bearer token, or a wrong one: 401.
	bad := &apitest.Client{}
	*bad = *b
	for _, secret := range []string{"ks_pat_" + strings.Repeat("A", 43), "nonsense"} {
		bad.Bearer = secret
		if st, _ := tokenCall(t, bad, &seen, http.MethodGet, "/chat", nil); st != http.StatusUnauthorized {
			t.Fatalf("unknown token %q: %d", secret, st)
		}
	}

	// Listed with last use, never with a secret.
	var list []auth.APIToken
	st, body := tokenCall(t, b, &seen, http.MethodGet, "/tokens", nil)
	if err := json.Unmarshal([]byte(body), &list); err != nil || st != http.StatusOK || len(list) != 2 {
		t.Fatalf("list: %d %s", st, body)
	}
	for _, tk := range list {
		if tk.LastUsedAt == nil {
			t.Fatalf("token %s has no last use", tk.Name)
		}
	}

	// Revoked: 401 at once; the other token still works.
	if st, _ := tokenCall(t, b, &seen, http.MethodDelete, "/tokens/"+readTok.ID.String(), nil); st != http.StatusNoContent {
		t.Fatalf("revoke: %d", st)
	}
	if st, _ := tokenCall(t, readC, &seen, http.MethodGet, "/chat", nil); st != http.StatusUnauthorized {
		t.Fatalf("revoked token: %d", st)
	}
	// Another member cannot revoke B's token.
	if st, _ := tokenCall(t, r.a, &seen, http.MethodDelete, "/tokens/"+chatTok.ID.String(), nil); st != http.StatusNotFound {
		t.Fatalf("A revokes B's token: %d", st)
	}
	if st, _ := tokenCall(t, chatC, &seen, http.MethodGet, "/chat", nil); st != http.StatusOK {
		t.Fatalf("chat token after revoking the other: %d", st)
	}

	// Expired: 401.
	exp, _ := auth.NewTokens(r.pool).Create(ctx, bUser, r.ws, auth.TokenRequest{Name: "short", Scope: "read", Days: 1})
	secrets = append(secrets, exp.Secret)
	if _, err := r.pool.Exec(ctx, `UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, exp.ID); err != nil {
		t.Fatal(err)
	}
	expC := &apitest.Client{}
	*expC = *b
	expC.Bearer = exp.Secret
	if st, _ := tokenCall(t, expC, &seen, http.MethodGet, "/chat", nil); st != http.StatusUnauthorized {
		t.Fatalf("expired token: %d", st)
	}

	// The owner removes B: B's token stops on its next call.
	if st, _ := tokenCall(t, r.a, &seen, http.MethodDelete, "/workspaces/"+r.ws.String()+"/members/"+bUser.String(), nil); st != http.StatusNoContent {
		t.Fatalf("remove B: %d", st)
	}
	if st, _ := tokenCall(t, chatC, &seen, http.MethodGet, "/chat", nil); st != http.StatusUnauthorized {
		t.Fatalf("removed member's token: %d", st)
	}

	// No later answer and no log line holds a secret.
	all := seen.String() + logs.String()
	if !strings.Contains(logs.String(), `"route":"/chat"`) {
		t.Fatal("no request was logged: the log check proves nothing")
	}
	for _, s := range secrets {
		if strings.Contains(all, s) || strings.Contains(all, strings.TrimPrefix(s, auth.TokenPrefix)) {
			t.Fatal("a token secret appears in a later response or a log line")
		}
	}
}

// A token's turns count toward its user's limits: one turn a minute spent
// through the token leaves none for the same user's browser session.
func TestAPITokenTurnsCountTowardTheUsersLimit(t *testing.T) {
	r := newChatRig(t, rigOpts{opts: chat.Options{TurnsPerMinute: 1}, script: func(int, agenttest.Request) agenttest.Reply {
		return agenttest.Reply{Text: "ok"}
	}})
	var tok auth.NewAPIToken
	if st := r.a.JSON(http.MethodPost, "/tokens", map[string]any{"name": "ci", "scope": "chat", "expiresInDays": 7}, &tok); st != http.StatusCreated {
		t.Fatalf("create: %d", st)
	}
	bearer := &apitest.Client{}
	*bearer = *r.a
	bearer.Bearer = tok.Secret
	if resp, _ := r.ask(bearer, uuid.New(), "one"); resp.StatusCode != http.StatusOK {
		t.Fatalf("token turn: %d", resp.StatusCode)
	}
	if resp, _ := r.ask(r.a, uuid.New(), "two"); resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("session turn after the token's: %d, want 429", resp.StatusCode)
	}
	if resp, _ := r.ask(r.b, uuid.New(), "three"); resp.StatusCode != http.StatusOK {
		t.Fatalf("other user: %d", resp.StatusCode)
	}
}

// A token carries no role of its own: demoting its user takes effect on the
// token's next request.
func TestAPITokenFollowsTheUsersCurrentRole(t *testing.T) {
	r := newChatRig(t, rigOpts{})
	ctx := context.Background()
	if _, err := r.pool.Exec(ctx, `UPDATE workspace_memberships SET role = 'admin' WHERE workspace_id = $1 AND user_id <> $2`, r.ws, r.userA); err != nil {
		t.Fatal(err)
	}
	var tok auth.NewAPIToken
	if st := r.b.JSON(http.MethodPost, "/tokens", map[string]any{"name": "reports", "scope": "read"}, &tok); st != http.StatusCreated {
		t.Fatalf("create: %d", st)
	}
	bearer := &apitest.Client{}
	*bearer = *r.b
	bearer.Bearer = tok.Secret
	if st := bearer.JSON(http.MethodGet, "/questions/unanswered", nil, nil); st != http.StatusOK {
		t.Fatalf("admin's token on the question log: %d", st)
	}
	if _, err := r.pool.Exec(ctx, `UPDATE workspace_memberships SET role = 'member' WHERE workspace_id = $1 AND user_id <> $2`, r.ws, r.userA); err != nil {
		t.Fatal(err)
	}
	if st := bearer.JSON(http.MethodGet, "/questions/unanswered", nil, nil); st != http.StatusForbidden {
		t.Fatalf("demoted member's token on the question log: %d, want 403", st)
	}
}
