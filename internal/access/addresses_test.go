package access

import (
	"context"
	"slices"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/testdb"
)

// TestHoldersGrantOnlyVerifiedAddresses: what a source says an address
// holds becomes a member's principal only when the member verified that
// address; replacing the holders takes it away; hostile addresses (mixed
// case, non-ASCII that lower-cases differently, duplicates, no @) neither
// fail the write nor grant anyone else (ADR 0063).
func TestHoldersGrantOnlyVerifiedAddresses(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws := testdb.NewWorkspace(t, pool, "Acme")
	member := func(email string, verified bool) uuid.UUID {
		var id uuid.UUID
		if err := pool.QueryRow(ctx, `INSERT INTO users (email, email_verified_at) VALUES ($1, CASE WHEN $2 THEN now() END) RETURNING id`, email, verified).Scan(&id); err != nil {
			t.Fatal(err)
		}
		if _, err := pool.Exec(ctx, `INSERT INTO workspace_memberships (workspace_id, user_id, role) VALUES ($1, $2, 'member')`, ws, id); err != nil {
			t.Fatal(err)
		}
		return id
	}
	ada, bob := member("ada@acme.test", true), member("bob@acme.test", false)
	var src uuid.UUID
	if err := pool.QueryRow(ctx, `INSERT INTO sources (workspace_id, provider, external_id, name) VALUES ($1, 'slack', 'T1', 'Slack') RETURNING id`, ws).Scan(&src); err != nil {
		t.Fatal(err)
	}
	const team = "slack_team:T1"
	holds := func(user uuid.UUID) bool {
		t.Helper()
		p, err := Principals(ctx, pool, ws, user)
		if err != nil {
			t.Fatal(err)
		}
		return slices.Contains(p, team)
	}
	err := SetHolders(ctx, pool, ws, src, team, []Holder{{Email: "ADA@acme.test", Reason: "a"}, {Email: "ada@acme.test", Reason: "dup"},
		{Email: "bob@acme.test", Reason: "b"}, {Email: "İSTANBUL@acme.test", Reason: "odd"}, {Email: "İstanbul@acme.test", Reason: "odd"}, {Email: "no-at", Reason: "x"}})
	if err != nil {
		t.Fatal(err)
	}
	if !holds(ada) || holds(bob) {
		t.Errorf("Ada (verified) holds %v, Bob (unverified) holds %v", holds(ada), holds(bob))
	}
	if err := SetHolders(ctx, pool, ws, src, team, nil); err != nil {
		t.Fatal(err)
	}
	if holds(ada) {
		t.Error("Ada still holds the team after the source listed nobody")
	}
}
