package httpapi_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/httpapi"
)

// Attack 3 of issue 27: a page that sends a signed-in person's browser to
// GET /api/auth/google?joinCode=EVIL (OpenID Connect shares the handler)
// used to sign them in again, join them to the attacker's workspace and make
// it active. A link now only offers the join: the callback lands on the page
// that asks (/workspaces?join=CODE), and nothing is joined or switched until
// the person's own POST /workspaces/join.
func TestJoinCodeInASignInLinkJoinsNothing(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	id := newIdentity(t, nil)
	attacker := apitest.NewUser(t, id.pool, "mallory@example.com")
	var evil struct{ ID, JoinCode string }
	if status := apitest.Login(t, id.pool, id.srv, attacker, uuid.Nil).JSON("POST", "/workspaces", map[string]string{"name": "Evil"}, &evil); status != http.StatusCreated {
		t.Fatal(status)
	}

	// The victim signs in with Google and works in a workspace of their own.
	first := id.googleRound(t, "")
	victim := apitest.Anonymous(t, id.srv)
	victim.Token = cookieNamed(first, httpapi.CookieName).Value
	var home struct{ ID string }
	if status := victim.JSON("POST", "/workspaces", map[string]string{"name": "Home"}, &home); status != http.StatusCreated {
		t.Fatal(status)
	}

	// The planted link, followed by the victim's browser.
	resp := id.googleRound(t, "?joinCode="+evil.JoinCode)
	if loc := resp.Header.Get("Location"); loc != "/workspaces?join="+evil.JoinCode {
		t.Fatalf("the link's callback redirects to %q, want the page that asks", loc)
	}
	victim.Token = cookieNamed(resp, httpapi.CookieName).Value
	var members int
	if err := id.pool.QueryRow(ctx, `SELECT count(*) FROM workspace_memberships WHERE workspace_id = $1`, uuid.MustParse(evil.ID)).Scan(&members); err != nil {
		t.Fatal(err)
	}
	var got struct{ ActiveWorkspace *struct{ ID string } }
	victim.JSON("GET", "/auth/session", nil, &got)
	if members != 1 || (got.ActiveWorkspace != nil && got.ActiveWorkspace.ID == evil.ID) {
		t.Fatalf("a GET joined the attacker's workspace: %d members, active %+v", members, got.ActiveWorkspace)
	}

	// The page's "Join" is the person's own POST, and only that joins.
	var joined struct{ ID string }
	if status := victim.JSON("POST", "/workspaces/join", map[string]string{"code": evil.JoinCode}, &joined); status != http.StatusOK || joined.ID != evil.ID {
		t.Fatalf("join after confirming: %d %+v", status, joined)
	}
}
