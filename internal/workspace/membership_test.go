package workspace_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/workspace"
)

// world is a database with users and sessions, for the membership rules.
type world struct {
	t    *testing.T
	ctx  context.Context
	pool *pgxpool.Pool
	svc  *workspace.Service
}

func newWorld(t *testing.T) *world {
	pool := testdb.New(t)
	return &world{t: t, ctx: context.Background(), pool: pool, svc: workspace.NewService(pool)}
}

func (w *world) user(email string) uuid.UUID {
	w.t.Helper()
	var id uuid.UUID
	if err := w.pool.QueryRow(w.ctx, `INSERT INTO users (email) VALUES ($1) RETURNING id`, email).Scan(&id); err != nil {
		w.t.Fatal(err)
	}
	return id
}

func (w *world) session(user uuid.UUID) uuid.UUID {
	w.t.Helper()
	var id uuid.UUID
	if err := w.pool.QueryRow(w.ctx, `INSERT INTO sessions (token_hash, user_id, expires_at)
		VALUES (sha256(gen_random_uuid()::text::bytea), $1, now() + interval '1 day') RETURNING id`, user).Scan(&id); err != nil {
		w.t.Fatal(err)
	}
	return id
}

// active is the session's active workspace (uuid.Nil for none).
func (w *world) active(session uuid.UUID) uuid.UUID {
	w.t.Helper()
	var ws *uuid.UUID
	if err := w.pool.QueryRow(w.ctx, `SELECT workspace_id FROM sessions WHERE id = $1`, session).Scan(&ws); err != nil {
		w.t.Fatal(err)
	}
	if ws == nil {
		return uuid.Nil
	}
	return *ws
}

func (w *world) role(ws, user uuid.UUID) string {
	w.t.Helper()
	got, err := w.svc.Get(w.ctx, user, ws)
	if errs.Is(err, errs.NotFound) {
		return ""
	}
	if err != nil {
		w.t.Fatal(err)
	}
	return got.Role
}

func wantKind(t *testing.T, err error, kind errs.Kind) {
	t.Helper()
	if !errs.Is(err, kind) {
		t.Fatalf("err = %v, want %s", err, kind)
	}
}

func TestCreateMakesTheCreatorOwnerAndActivatesIt(t *testing.T) {
	w := newWorld(t)
	ann := w.user("ann@example.com")
	sess := w.session(ann)
	first, err := w.svc.Create(w.ctx, ann, sess, "  Acme Research  ")
	if err != nil {
		t.Fatal(err)
	}
	if first.Role != workspace.RoleOwner || first.Name != "Acme Research" || first.Slug != "acme-research" || len(first.JoinCode) != workspace.CodeLength {
		t.Fatalf("created %+v", first)
	}
	if w.active(sess) != first.ID {
		t.Fatal("the new workspace is not the session's active one")
	}
	second, err := w.svc.Create(w.ctx, ann, sess, "Acme Research")
	if err != nil {
		t.Fatal(err)
	}
	if second.Slug == first.Slug || second.JoinCode == first.JoinCode {
		t.Fatalf("two workspaces share a slug or code: %+v %+v", first, second)
	}
	for _, name := range []string{"", "   ", "bell\a", string(make([]rune, 101))} {
		if _, err := w.svc.Create(w.ctx, ann, sess, name); !errs.Is(err, errs.Invalid) {
			t.Errorf("name %q: err %v, want invalid", name, err)
		}
	}
}

func TestJoin(t *testing.T) {
	w := newWorld(t)
	ann, bob := w.user("ann@example.com"), w.user("bob@example.com")
	acme, err := w.svc.Create(w.ctx, ann, uuid.Nil, "Acme")
	if err != nil {
		t.Fatal(err)
	}
	bobSess := w.session(bob)

	t.Run("a typed code joins as member and activates the workspace", func(t *testing.T) {
		code := acme.JoinCode[:4] + "-" + acme.JoinCode[4:]
		got, err := w.svc.Join(w.ctx, bob, bobSess, " "+code+" ")
		if err != nil {
			t.Fatal(err)
		}
		if got.ID != acme.ID || got.Role != workspace.RoleMember || w.active(bobSess) != acme.ID {
			t.Fatalf("joined %+v, active %v", got, w.active(bobSess))
		}
		if got.JoinCode != "" {
			t.Fatal("a member is shown the join code")
		}
	})
	t.Run("a second join is a no-op that keeps the role", func(t *testing.T) {
		if _, err := w.svc.SetRole(w.ctx, ann, acme.ID, bob, workspace.RoleAdmin); err != nil {
			t.Fatal(err)
		}
		got, err := w.svc.Join(w.ctx, bob, bobSess, acme.JoinCode)
		if err != nil || got.Role != workspace.RoleAdmin {
			t.Fatalf("second join: %+v %v", got, err)
		}
		var n int
		w.pool.QueryRow(w.ctx, `SELECT count(*) FROM workspace_memberships WHERE workspace_id = $1 AND user_id = $2`, acme.ID, bob).Scan(&n)
		if n != 1 {
			t.Fatalf("%d memberships after two joins", n)
		}
	})
	t.Run("the owner joining by code stays owner", func(t *testing.T) {
		got, err := w.svc.Join(w.ctx, ann, uuid.Nil, acme.JoinCode)
		if err != nil || got.Role != workspace.RoleOwner {
			t.Fatalf("owner join: %+v %v", got, err)
		}
	})
	t.Run("unknown, malformed and empty codes", func(t *testing.T) {
		_, err := w.svc.Join(w.ctx, bob, bobSess, "ZZZZZZZZ")
		wantKind(t, err, errs.NotFound)
		_, err = w.svc.Join(w.ctx, bob, bobSess, "abc'; --")
		wantKind(t, err, errs.NotFound)
		_, err = w.svc.Join(w.ctx, bob, bobSess, " - ")
		wantKind(t, err, errs.Invalid)
	})
	t.Run("a regenerated code replaces the old one at once", func(t *testing.T) {
		carl := w.user("carl@example.com")
		code, err := w.svc.RegenerateCode(w.ctx, ann, acme.ID)
		if err != nil || code == acme.JoinCode {
			t.Fatalf("new code %q err %v", code, err)
		}
		_, err = w.svc.Join(w.ctx, carl, uuid.Nil, acme.JoinCode)
		wantKind(t, err, errs.NotFound)
		if _, err := w.svc.Join(w.ctx, carl, uuid.Nil, code); err != nil {
			t.Fatal(err)
		}
	})
}

func TestRolesDecideWhoManages(t *testing.T) {
	w := newWorld(t)
	ann, adam, mia, eve := w.user("ann@example.com"), w.user("adam@example.com"), w.user("mia@example.com"), w.user("eve@example.com")
	acme, err := w.svc.Create(w.ctx, ann, uuid.Nil, "Acme")
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range []uuid.UUID{adam, mia} {
		if _, err := w.svc.Join(w.ctx, u, uuid.Nil, acme.JoinCode); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := w.svc.SetRole(w.ctx, ann, acme.ID, adam, workspace.RoleAdmin); err != nil {
		t.Fatal(err)
	}

	t.Run("admins rename and regenerate the code; members cannot", func(t *testing.T) {
		if _, err := w.svc.Rename(w.ctx, adam, acme.ID, "Acme Labs"); err != nil {
			t.Fatal(err)
		}
		_, err := w.svc.Rename(w.ctx, mia, acme.ID, "Mia's")
		wantKind(t, err, errs.Forbidden)
		_, err = w.svc.RegenerateCode(w.ctx, mia, acme.ID)
		wantKind(t, err, errs.Forbidden)
		got, _ := w.svc.Get(w.ctx, ann, acme.ID)
		if got.Name != "Acme Labs" || got.Slug != acme.Slug {
			t.Fatalf("after rename: %+v (the slug must stay)", got)
		}
	})
	t.Run("only owners change roles or remove members", func(t *testing.T) {
		_, err := w.svc.SetRole(w.ctx, adam, acme.ID, mia, workspace.RoleAdmin)
		wantKind(t, err, errs.Forbidden)
		wantKind(t, w.svc.RemoveMember(w.ctx, adam, acme.ID, mia), errs.Forbidden)
		_, err = w.svc.SetRole(w.ctx, ann, acme.ID, mia, "superuser")
		wantKind(t, err, errs.Invalid)
	})
	t.Run("a stranger sees none of it", func(t *testing.T) {
		_, err := w.svc.Get(w.ctx, eve, acme.ID)
		wantKind(t, err, errs.NotFound)
		_, err = w.svc.Members(w.ctx, eve, acme.ID)
		wantKind(t, err, errs.NotFound)
		_, err = w.svc.Rename(w.ctx, eve, acme.ID, "Eve's now")
		wantKind(t, err, errs.NotFound)
		wantKind(t, w.svc.Leave(w.ctx, eve, acme.ID), errs.NotFound)
		_, err = w.svc.SetRole(w.ctx, ann, acme.ID, eve, workspace.RoleAdmin)
		wantKind(t, err, errs.NotFound)
	})
	t.Run("members see each other with their roles", func(t *testing.T) {
		ms, err := w.svc.Members(w.ctx, mia, acme.ID)
		if err != nil {
			t.Fatal(err)
		}
		roles := map[uuid.UUID]string{}
		for _, m := range ms {
			roles[m.UserID] = m.Role
		}
		if len(ms) != 3 || roles[ann] != workspace.RoleOwner || roles[adam] != workspace.RoleAdmin || roles[mia] != workspace.RoleMember {
			t.Fatalf("members %+v", ms)
		}
	})
}

func TestTheLastOwnerStays(t *testing.T) {
	w := newWorld(t)
	ann, bob := w.user("ann@example.com"), w.user("bob@example.com")
	acme, err := w.svc.Create(w.ctx, ann, uuid.Nil, "Acme")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.svc.Join(w.ctx, bob, uuid.Nil, acme.JoinCode); err != nil {
		t.Fatal(err)
	}

	t.Run("cannot leave", func(t *testing.T) {
		wantKind(t, w.svc.Leave(w.ctx, ann, acme.ID), errs.Conflict)
	})
	t.Run("cannot demote themself", func(t *testing.T) {
		_, err := w.svc.SetRole(w.ctx, ann, acme.ID, ann, workspace.RoleAdmin)
		wantKind(t, err, errs.Conflict)
	})
	t.Run("cannot remove themself", func(t *testing.T) {
		wantKind(t, w.svc.RemoveMember(w.ctx, ann, acme.ID, ann), errs.Conflict)
	})
	if w.role(acme.ID, ann) != workspace.RoleOwner {
		t.Fatal("a refused change still changed the owner")
	}
	t.Run("with a second owner the first may step down, then the second is the last", func(t *testing.T) {
		if _, err := w.svc.SetRole(w.ctx, ann, acme.ID, bob, workspace.RoleOwner); err != nil {
			t.Fatal(err)
		}
		if _, err := w.svc.SetRole(w.ctx, ann, acme.ID, ann, workspace.RoleMember); err != nil {
			t.Fatal(err)
		}
		wantKind(t, w.svc.Leave(w.ctx, bob, acme.ID), errs.Conflict)
		_, err := w.svc.SetRole(w.ctx, ann, acme.ID, bob, workspace.RoleMember)
		wantKind(t, err, errs.Forbidden) // ann is a member now
	})
}

func TestLeavingAndRemovalClearTheActiveWorkspace(t *testing.T) {
	w := newWorld(t)
	ann, bob, carl := w.user("ann@example.com"), w.user("bob@example.com"), w.user("carl@example.com")
	acme, err := w.svc.Create(w.ctx, ann, uuid.Nil, "Acme")
	if err != nil {
		t.Fatal(err)
	}
	other, err := w.svc.Create(w.ctx, ann, uuid.Nil, "Other")
	if err != nil {
		t.Fatal(err)
	}
	bobLaptop, bobPhone, carlSess := w.session(bob), w.session(bob), w.session(carl)
	for _, j := range []struct {
		user, sess uuid.UUID
		code       string
	}{{bob, bobLaptop, acme.JoinCode}, {bob, bobPhone, other.JoinCode}, {carl, carlSess, acme.JoinCode}} {
		if _, err := w.svc.Join(w.ctx, j.user, j.sess, j.code); err != nil {
			t.Fatal(err)
		}
	}

	t.Run("select only a workspace one belongs to", func(t *testing.T) {
		if _, err := w.svc.Select(w.ctx, bob, bobPhone, acme.ID); err != nil || w.active(bobPhone) != acme.ID {
			t.Fatalf("select: %v, active %v", err, w.active(bobPhone))
		}
		_, err := w.svc.Select(w.ctx, carl, carlSess, other.ID)
		wantKind(t, err, errs.NotFound)
		if w.active(carlSess) != acme.ID {
			t.Fatal("a refused select changed the session")
		}
	})
	t.Run("leaving clears it from every session of the leaver", func(t *testing.T) {
		if err := w.svc.Leave(w.ctx, bob, acme.ID); err != nil {
			t.Fatal(err)
		}
		if w.active(bobLaptop) != uuid.Nil || w.active(bobPhone) != uuid.Nil {
			t.Fatal("a session kept the workspace its user left")
		}
		if w.active(carlSess) != acme.ID {
			t.Fatal("another member's session lost the workspace")
		}
		if w.role(other.ID, bob) != workspace.RoleMember {
			t.Fatal("leaving one workspace touched another membership")
		}
	})
	t.Run("removal by an owner does the same", func(t *testing.T) {
		if err := w.svc.RemoveMember(w.ctx, ann, acme.ID, carl); err != nil {
			t.Fatal(err)
		}
		if w.active(carlSess) != uuid.Nil || w.role(acme.ID, carl) != "" {
			t.Fatal("the removed member keeps the workspace")
		}
		wantKind(t, w.svc.RemoveMember(w.ctx, ann, acme.ID, carl), errs.NotFound)
	})
}
