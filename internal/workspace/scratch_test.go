package workspace_test

import (
	"context"
	"testing"

	"knowledgestack/internal/testdb"
	"knowledgestack/internal/workspace"
)

// TestScratchWorkspacesNeverCollideAndLeaveNothing: two scratch workspaces of
// one name are two workspaces without members, and deleting one takes what
// was stored in it and leaves the other.
func TestScratchWorkspacesNeverCollideAndLeaveNothing(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	a, err := workspace.CreateScratch(ctx, pool, "eval")
	if err != nil {
		t.Fatal(err)
	}
	b, err := workspace.CreateScratch(ctx, pool, "eval")
	if err != nil || b == a {
		t.Fatalf("second scratch workspace %s (first %s), err %v", b, a, err)
	}
	var members int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM workspace_memberships WHERE workspace_id = ANY($1)
		/* any workspace: the test counts the members of its two scratch workspaces */`, []any{a, b}).Scan(&members); err != nil || members != 0 {
		t.Fatalf("%d members (err %v), want none", members, err)
	}
	if _, err := pool.Exec(ctx, `INSERT INTO sources (workspace_id, provider, external_id, name) VALUES ($1, 'upload', 'x', 'x')
		/* not the owner: the test stores something to see the delete take it */`, a); err != nil {
		t.Fatal(err)
	}
	if err := workspace.DeleteScratch(ctx, pool, a); err != nil {
		t.Fatal(err)
	}
	var left, sources int
	if err := pool.QueryRow(ctx, `SELECT (SELECT count(*) FROM workspaces WHERE id = ANY($1)),
		(SELECT count(*) FROM sources WHERE workspace_id = $2 /* all readers: the test counts what the delete left */)
		/* any workspace: the test counts its own two workspaces */`, []any{a, b}, a).Scan(&left, &sources); err != nil {
		t.Fatal(err)
	}
	if left != 1 || sources != 0 {
		t.Errorf("%d of the two workspaces and %d sources of the deleted one left, want 1 and 0", left, sources)
	}
}
