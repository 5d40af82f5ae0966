package dbconn

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// newRole makes a login role only this test uses (ALTER ROLE is cluster-wide, so the shared reader role must not be
// promoted), allowed to read pagila's tables; it is dropped when the test ends.
func newRole(t *testing.T, admin *pgx.Conn) string {
	t.Helper()
	ctx := context.Background()
	name := "ks_promote_" + strings.ReplaceAll(uuid.NewString()[:8], "-", "")
	for _, q := range []string{
		"CREATE ROLE " + name + " LOGIN PASSWORD '" + readerPassword + "'",
		"GRANT SELECT ON ALL TABLES IN SCHEMA public TO " + name,
	} {
		if _, err := admin.Exec(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	t.Cleanup(func() {
		_, _ = admin.Exec(context.Background(), "REVOKE ALL ON ALL TABLES IN SCHEMA public FROM "+name)
		_, _ = admin.Exec(context.Background(), "DROP ROLE IF EXISTS "+name)
	})
	return name
}

// TestPromotedRoleIsRefusedOnItsNextQuery registers a plain role, then makes it a superuser (and, separately, gives
// it the other refused attributes): the next query is refused with one sentence, the pooled connection is closed,
// and the connection's status says why.
func TestPromotedRoleIsRefusedOnItsNextQuery(t *testing.T) {
	f := newFixture(t, Options{MaxConns: 1})
	ctx := context.Background()
	admin := f.admin(t)
	role := newRole(t, admin)
	r := f.registration(t, "pagila")
	r.User = role
	c, err := f.svc.Register(ctx, f.ws, uuid.Nil, r)
	if err != nil {
		t.Fatal(err)
	}
	var pid int
	if _, text, err := execSQL(f.svc, ctx, f.ws, "pagila", "SELECT count(*) FROM actor"); err != nil || !strings.Contains(text, "200") {
		t.Fatalf("query before the promotion: %q, %v", text, err)
	}
	for _, tc := range []struct{ attr, undo, want string }{
		{"SUPERUSER", "NOSUPERUSER", "role " + role + " is a superuser; register a role that can only read"},
		{"CREATEROLE", "NOCREATEROLE", "role " + role + " has CREATEROLE"},
		{"REPLICATION", "NOREPLICATION", "role " + role + " has REPLICATION"},
		{"BYPASSRLS", "NOBYPASSRLS", "role " + role + " has BYPASSRLS"},
	} {
		t.Run(tc.attr, func(t *testing.T) {
			if err := admin.QueryRow(ctx, `SELECT pid FROM pg_stat_activity WHERE usename = $1`, role).Scan(&pid); err != nil {
				t.Fatalf("the pool holds no idle connection to promote under it: %v", err)
			}
			if _, err := admin.Exec(ctx, "ALTER ROLE "+role+" "+tc.attr); err != nil {
				t.Fatal(err)
			}
			undone := false
			defer func() {
				if !undone {
					_, _ = admin.Exec(ctx, "ALTER ROLE "+role+" "+tc.undo)
				}
			}()
			_, text, err := execSQL(f.svc, ctx, f.ws, "pagila", "SELECT count(*) FROM actor")
			want := "Database pagila cannot be used: " + tc.want
			if err != nil || !strings.HasPrefix(text, want) || strings.Count(text, ". ") > 0 || strings.Contains(text, "200") {
				t.Fatalf("query after ALTER ROLE %s: %q, %v; want one sentence starting %q", tc.attr, text, err, want)
			}
			// The backend leaves pg_stat_activity a moment after the client closes the connection.
			alive := true
			for i := 0; i < 50 && alive; i++ {
				if err := admin.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE pid = $1)`, pid).Scan(&alive); err != nil {
					t.Fatal(err)
				}
				if alive {
					time.Sleep(20 * time.Millisecond)
				}
			}
			if alive {
				t.Fatalf("the refused connection (pid %d) is still open", pid)
			}
			st, err := f.svc.storedByID(ctx, f.ws, c.ID)
			if err != nil || st.Status != "unreachable" || !strings.Contains(st.StatusReason, tc.want) {
				t.Fatalf("status %q reason %q (%v)", st.Status, st.StatusReason, err)
			}
			t.Run("a new connection is refused too", func(t *testing.T) {
				_, text, _ := execSQL(f.svc, ctx, f.ws, "pagila", "SELECT 1 AS one")
				if !strings.Contains(text, tc.want) {
					t.Fatalf("second query: %q", text)
				}
			})
			if _, err := admin.Exec(ctx, "ALTER ROLE "+role+" "+tc.undo); err != nil {
				t.Fatal(err)
			}
			undone = true
			if _, text, err := execSQL(f.svc, ctx, f.ws, "pagila", "SELECT count(*) FROM actor"); err != nil || !strings.Contains(text, "200") {
				t.Fatalf("query after the role was fixed: %q, %v", text, err)
			}
			if st, _ := f.svc.storedByID(ctx, f.ws, c.ID); st.Status != "reachable" || st.StatusReason != "" {
				t.Fatalf("status after recovery %q %q", st.Status, st.StatusReason)
			}
		})
	}
	t.Run("membership in a superuser role is refused at the next connection", func(t *testing.T) {
		if _, err := admin.Exec(ctx, "GRANT postgres TO "+role); err != nil {
			t.Fatal(err)
		}
		defer func() { _, _ = admin.Exec(ctx, "REVOKE postgres FROM "+role) }()
		_, text, _ := execSQL(f.svc, ctx, f.ws, "pagila", "SELECT 1 AS one")
		if !strings.Contains(text, "is a member of postgres, a role with superuser") {
			t.Fatalf("answer %q", text)
		}
	})
}

// TestConnectionsReturnClean runs a business-database function that leaves a session advisory lock and a session
// setting behind (the guard cannot know a user-defined function): after the query, the same pooled backend holds no
// lock and has its settings back.
func TestConnectionsReturnClean(t *testing.T) {
	f := newFixture(t, Options{MaxConns: 1})
	ctx := context.Background()
	admin := f.admin(t)
	if _, err := admin.Exec(ctx, `CREATE FUNCTION public.ks_leave_traces() RETURNS int LANGUAGE plpgsql AS $$
		BEGIN
			PERFORM pg_advisory_lock(4242);
			PERFORM set_config('work_mem', '77MB', false);
			RETURN 1;
		END $$`); err != nil {
		t.Fatal(err)
	}
	c := f.register(t, "pagila")
	pidOf := func() (pid int) {
		t.Helper()
		if err := admin.QueryRow(ctx, `SELECT pid FROM pg_stat_activity WHERE usename = $1 AND application_name = $2`, readerRole, ApplicationName).Scan(&pid); err != nil {
			t.Fatal(err)
		}
		return pid
	}
	if _, text, err := execSQL(f.svc, ctx, f.ws, "pagila", "SELECT public.ks_leave_traces() AS t"); err != nil || !strings.Contains(text, "1 row(s)") {
		t.Fatalf("%q, %v", text, err)
	}
	pid := pidOf()
	var locks int
	if err := admin.QueryRow(ctx, `SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = $1`, pid).Scan(&locks); err != nil || locks != 0 {
		t.Fatalf("backend %d still holds %d advisory lock(s) after the query (%v)", pid, locks, err)
	}
	_, text, err := execSQL(f.svc, ctx, f.ws, "pagila", "SELECT current_setting('work_mem') AS wm, current_setting('default_transaction_read_only') AS ro, current_setting('application_name') AS app")
	if err != nil || !strings.Contains(text, "4MB | on | knowledgestack") {
		t.Fatalf("session after DISCARD ALL: %q, %v", text, err)
	}
	if again := pidOf(); again != pid {
		t.Fatalf("the connection was replaced (%d, then %d); DISCARD ALL should keep it", pid, again)
	}
	_ = c
}
