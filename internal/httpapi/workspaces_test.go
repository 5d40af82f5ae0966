package httpapi_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/dbconn"
	"knowledgestack/internal/secret"
	"knowledgestack/internal/workspace"
)

type wsBody struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Slug     string `json:"slug"`
	Role     string `json:"role"`
	JoinCode string `json:"joinCode"`
}

type sessionBody struct {
	Workspaces      []wsBody `json:"workspaces"`
	ActiveWorkspace *wsBody  `json:"activeWorkspace"`
}

func activeOf(t *testing.T, c *apitest.Client) *wsBody {
	t.Helper()
	var s sessionBody
	if status := c.JSON("GET", "/auth/session", nil, &s); status != http.StatusOK {
		t.Fatalf("session %d", status)
	}
	return s.ActiveWorkspace
}

func TestWorkspaceLifecycle(t *testing.T) {
	t.Parallel()
	id := newIdentity(t, nil)
	ctx := context.Background()
	owner := apitest.Login(t, id.pool, id.srv, apitest.NewUser(t, id.pool, "owner@example.com"), uuid.Nil)
	joinerID := apitest.NewUser(t, id.pool, "joiner@example.com")
	joiner := apitest.Login(t, id.pool, id.srv, joinerID, uuid.Nil)

	var ws wsBody
	t.Run("create makes the creator owner and the workspace active", func(t *testing.T) {
		if status := owner.JSON("POST", "/workspaces", map[string]string{"name": "  Acme Research & Co. "}, &ws); status != http.StatusCreated {
			t.Fatalf("create %d", status)
		}
		if ws.Name != "Acme Research & Co." || ws.Slug != "acme-research-co" || ws.Role != "owner" {
			t.Fatalf("created %+v", ws)
		}
		if len(ws.JoinCode) != 13 || strings.Trim(ws.JoinCode, workspace.CodeAlphabet) != "" {
			t.Fatalf("join code %q is not 13 unambiguous characters", ws.JoinCode)
		}
		if a := activeOf(t, owner); a == nil || a.ID != ws.ID {
			t.Fatalf("active workspace %+v", a)
		}
	})
	t.Run("a second workspace of the same name gets its own slug", func(t *testing.T) {
		var again wsBody
		owner.JSON("POST", "/workspaces", map[string]string{"name": "Acme Research & Co"}, &again)
		if again.Slug != "acme-research-co-2" || again.JoinCode == ws.JoinCode {
			t.Fatalf("second workspace %+v", again)
		}
		owner.JSON("POST", "/workspaces/"+ws.ID+"/select", nil, nil)
	})
	t.Run("join: unknown code is 404", func(t *testing.T) {
		for _, code := range []string{"ZZZZZZZZ", "short", "O0O0O0O0"} {
			var body apitest.ErrorBody
			if status := joiner.JSON("POST", "/workspaces/join", map[string]string{"code": code}, &body); status != http.StatusNotFound {
				t.Fatalf("code %q: %d %+v", code, status, body)
			}
		}
	})
	t.Run("join makes a member, hides the code and activates", func(t *testing.T) {
		var got wsBody
		typed := strings.ToLower(ws.JoinCode[:4] + "-" + ws.JoinCode[4:])
		if status := joiner.JSON("POST", "/workspaces/join", map[string]string{"code": typed}, &got); status != http.StatusOK {
			t.Fatalf("join %d", status)
		}
		if got.ID != ws.ID || got.Role != "member" || got.JoinCode != "" {
			t.Fatalf("joined %+v", got)
		}
		if a := activeOf(t, joiner); a == nil || a.ID != ws.ID {
			t.Fatalf("active %+v", a)
		}
	})
	t.Run("a repeat join is a no-op", func(t *testing.T) {
		if status := joiner.JSON("POST", "/workspaces/join", map[string]string{"code": ws.JoinCode}, nil); status != http.StatusOK {
			t.Fatalf("second join %d", status)
		}
		var n int
		_ = id.pool.QueryRow(ctx, `SELECT count(*) FROM workspace_memberships WHERE workspace_id = $1 AND user_id = $2`, ws.ID, joinerID).Scan(&n)
		if n != 1 {
			t.Fatalf("%d membership rows after two joins", n)
		}
	})
	t.Run("members may list members but not manage", func(t *testing.T) {
		var members []struct{ UserID, Email, Role, JoinedAt string }
		if status := joiner.JSON("GET", "/workspaces/"+ws.ID+"/members", nil, &members); status != http.StatusOK || len(members) != 2 {
			t.Fatalf("members %d %+v", status, members)
		}
		for _, call := range []struct {
			method, path string
			body         any
		}{
			{"PATCH", "/workspaces/" + ws.ID, map[string]string{"name": "Mine"}},
			{"POST", "/workspaces/" + ws.ID + "/join-code", nil},
			{"PATCH", "/workspaces/" + ws.ID + "/members/" + joinerID.String(), map[string]string{"role": "owner"}},
			{"DELETE", "/workspaces/" + ws.ID + "/members/" + ownerOf(t, id, ws.ID), nil},
		} {
			if status := joiner.JSON(call.method, call.path, call.body, nil); status != http.StatusForbidden {
				t.Errorf("%s %s as member: %d", call.method, call.path, status)
			}
		}
	})
	t.Run("owner renames and regenerates the code", func(t *testing.T) {
		var renamed wsBody
		if status := owner.JSON("PATCH", "/workspaces/"+ws.ID, map[string]string{"name": "Acme"}, &renamed); status != http.StatusOK || renamed.Name != "Acme" || renamed.Slug != ws.Slug {
			t.Fatalf("rename %d %+v", status, renamed)
		}
		var code struct{ JoinCode string }
		owner.JSON("POST", "/workspaces/"+ws.ID+"/join-code", nil, &code)
		if len(code.JoinCode) != workspace.CodeLength || code.JoinCode == ws.JoinCode {
			t.Fatalf("new code %q (old %q)", code.JoinCode, ws.JoinCode)
		}
		other := apitest.Login(t, id.pool, id.srv, apitest.NewUser(t, id.pool, "late@example.com"), uuid.Nil)
		if status := other.JSON("POST", "/workspaces/join", map[string]string{"code": ws.JoinCode}, nil); status != http.StatusNotFound {
			t.Fatalf("old code still joins: %d", status)
		}
	})
	t.Run("the last owner cannot leave, be demoted or removed", func(t *testing.T) {
		ownerID := ownerOf(t, id, ws.ID)
		for _, call := range []struct{ method, path string }{
			{"POST", "/workspaces/" + ws.ID + "/leave"},
			{"PATCH", "/workspaces/" + ws.ID + "/members/" + ownerID},
			{"DELETE", "/workspaces/" + ws.ID + "/members/" + ownerID},
		} {
			var body apitest.ErrorBody
			if status := owner.JSON(call.method, call.path, map[string]string{"role": "member"}, &body); status != http.StatusConflict {
				t.Fatalf("%s %s: %d %+v", call.method, call.path, status, body)
			}
		}
	})
	t.Run("after promoting another owner, the first can leave and loses the active workspace", func(t *testing.T) {
		if status := owner.JSON("PATCH", "/workspaces/"+ws.ID+"/members/"+joinerID.String(), map[string]string{"role": "owner"}, nil); status != http.StatusOK {
			t.Fatalf("promote %d", status)
		}
		if status := owner.JSON("POST", "/workspaces/"+ws.ID+"/leave", nil, nil); status != http.StatusNoContent {
			t.Fatalf("leave %d", status)
		}
		if a := activeOf(t, owner); a != nil {
			t.Fatalf("active workspace after leaving: %+v", a)
		}
		if status := owner.JSON("POST", "/workspaces/"+ws.ID+"/select", nil, nil); status != http.StatusNotFound {
			t.Fatalf("select after leaving: %d", status)
		}
	})
	t.Run("invalid roles and names are 400", func(t *testing.T) {
		if status := joiner.JSON("PATCH", "/workspaces/"+ws.ID+"/members/"+joinerID.String(), map[string]string{"role": "god"}, nil); status != http.StatusBadRequest {
			t.Fatalf("role god: %d", status)
		}
		if status := joiner.JSON("PATCH", "/workspaces/"+ws.ID, map[string]string{"name": strings.Repeat("x", 101)}, nil); status != http.StatusBadRequest {
			t.Fatalf("long name: %d", status)
		}
	})
}

func ownerOf(t *testing.T, id *identity, ws string) string {
	t.Helper()
	var u string
	if err := id.pool.QueryRow(context.Background(), `SELECT user_id::text FROM workspace_memberships WHERE workspace_id = $1 AND role = 'owner'`, ws).Scan(&u); err != nil {
		t.Fatal(err)
	}
	return u
}

func TestWorkspaceIsolation(t *testing.T) {
	t.Parallel()
	id := newIdentity(t, nil)
	a := apitest.NewUser(t, id.pool, "a@example.com")
	wsA := apitest.NewWorkspace(t, id.pool, a, "A")
	b := apitest.NewUser(t, id.pool, "b@example.com")
	wsB := apitest.NewWorkspace(t, id.pool, b, "B")
	asA := apitest.Login(t, id.pool, id.srv, a, wsA)
	base := "/workspaces/" + wsB.String()
	calls := []struct {
		name, method, path string
		body               any
	}{
		{"read members", "GET", base + "/members", nil},
		{"select", "POST", base + "/select", nil},
		{"rename", "PATCH", base, map[string]string{"name": "pwned"}},
		{"leave", "POST", base + "/leave", nil},
		{"regenerate the code", "POST", base + "/join-code", nil},
		{"change a role", "PATCH", base + "/members/" + b.String(), map[string]string{"role": "member"}},
		{"remove a member", "DELETE", base + "/members/" + b.String(), nil},
		{"use a malformed id", "GET", "/workspaces/not-a-uuid/members", nil},
	}
	for _, tc := range calls {
		t.Run("user A cannot "+tc.name+" of workspace B (404)", func(t *testing.T) {
			var body apitest.ErrorBody
			if status := asA.JSON(tc.method, tc.path, tc.body, &body); status != http.StatusNotFound {
				t.Fatalf("status %d %+v", status, body)
			}
		})
	}
	t.Run("workspace B is unchanged and A still has A active", func(t *testing.T) {
		var name string
		var members int
		_ = id.pool.QueryRow(context.Background(), `SELECT name, (SELECT count(*) FROM workspace_memberships WHERE workspace_id = $1) FROM workspaces WHERE id = $1`, wsB).Scan(&name, &members)
		if name != "B" || members != 1 {
			t.Fatalf("workspace B: name %q, %d members", name, members)
		}
		if act := activeOf(t, asA); act == nil || act.ID != wsA.String() {
			t.Fatalf("active %+v", act)
		}
	})
	t.Run("the workspace list shows only A's", func(t *testing.T) {
		var list []wsBody
		asA.JSON("GET", "/workspaces", nil, &list)
		if len(list) != 1 || list[0].ID != wsA.String() {
			t.Fatalf("list %+v", list)
		}
	})
}

func TestRemovedMemberLosesAccessAtOnce(t *testing.T) {
	t.Parallel()
	id := newIdentity(t, nil)
	keys, err := secret.New([][]byte{make([]byte, 32)})
	if err != nil {
		t.Fatal(err)
	}
	dbs, err := dbconn.NewService(id.pool, keys, dbconn.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(dbs.Close)
	deps := id.deps
	deps.Databases = dbs // a tenant route to probe with
	srv := apitest.Serve(t, deps)

	owner := apitest.NewUser(t, id.pool, "owner@example.com")
	ws := apitest.NewWorkspace(t, id.pool, owner, "Acme")
	memberID := apitest.NewUser(t, id.pool, "member@example.com")
	apitest.AddMember(t, id.pool, ws, memberID, "member")
	asOwner := apitest.Login(t, id.pool, srv, owner, ws)
	asMember := apitest.Login(t, id.pool, srv, memberID, ws)

	if status := asMember.JSON("GET", "/database-connections", nil, nil); status != http.StatusOK {
		t.Fatalf("member before removal: %d", status)
	}
	t.Run("only an owner removes members", func(t *testing.T) {
		if status := asMember.JSON("DELETE", "/workspaces/"+ws.String()+"/members/"+owner.String(), nil, nil); status != http.StatusForbidden {
			t.Fatalf("member removing owner: %d", status)
		}
	})
	if status := asOwner.JSON("DELETE", "/workspaces/"+ws.String()+"/members/"+memberID.String(), nil, nil); status != http.StatusNoContent {
		t.Fatalf("remove: %d", status)
	}
	t.Run("the removed member's next tenant request is 403", func(t *testing.T) {
		var body apitest.ErrorBody
		if status := asMember.JSON("GET", "/database-connections", nil, &body); status != http.StatusForbidden || body.Code != "forbidden" {
			t.Fatalf("after removal: %d %+v", status, body)
		}
	})
	t.Run("and workspace routes answer 404", func(t *testing.T) {
		if status := asMember.JSON("GET", "/workspaces/"+ws.String()+"/members", nil, nil); status != http.StatusNotFound {
			t.Fatalf("members after removal: %d", status)
		}
	})
	t.Run("a demoted admin loses management at once", func(t *testing.T) {
		adminID := apitest.NewUser(t, id.pool, "admin@example.com")
		apitest.AddMember(t, id.pool, ws, adminID, "admin")
		asAdmin := apitest.Login(t, id.pool, srv, adminID, ws)
		if status := asAdmin.JSON("PATCH", "/workspaces/"+ws.String(), map[string]string{"name": "Acme 2"}, nil); status != http.StatusOK {
			t.Fatalf("admin rename: %d", status)
		}
		asOwner.JSON("PATCH", "/workspaces/"+ws.String()+"/members/"+adminID.String(), map[string]string{"role": "member"}, nil)
		if status := asAdmin.JSON("PATCH", "/workspaces/"+ws.String(), map[string]string{"name": "Acme 3"}, nil); status != http.StatusForbidden {
			t.Fatalf("demoted admin rename: %d", status)
		}
	})
}

func TestNoWorkspaceSelected(t *testing.T) {
	t.Parallel()
	id := newIdentity(t, nil)
	keys, _ := secret.New([][]byte{make([]byte, 32)})
	dbs, err := dbconn.NewService(id.pool, keys, dbconn.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(dbs.Close)
	deps := id.deps
	deps.Databases = dbs
	srv := apitest.Serve(t, deps)
	c := apitest.Login(t, id.pool, srv, apitest.NewUser(t, id.pool, "new@example.com"), uuid.Nil)
	var body apitest.ErrorBody
	if status := c.JSON("GET", "/database-connections", nil, &body); status != http.StatusForbidden || !strings.Contains(body.Error, "select a workspace") {
		t.Fatalf("%d %+v", status, body)
	}
}
