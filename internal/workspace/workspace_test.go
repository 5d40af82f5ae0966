package workspace_test

import (
	"context"
	"fmt"
	"math"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/workspace"
)

func TestSlugify(t *testing.T) {
	for in, want := range map[string]string{
		"Acme Research & Co.": "acme-research-co", "  --Ünïcode ünd 42--": "n-code-nd-42", "日本語": "workspace",
		strings.Repeat("abc ", 30): strings.TrimRight(strings.Repeat("abc-", 10), "-"),
	} {
		if got := workspace.Slugify(in); got != want {
			t.Errorf("Slugify(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestJoinCodes(t *testing.T) {
	seen := map[string]bool{}
	for i := 0; i < 1000; i++ {
		c, err := workspace.NewJoinCode()
		if err != nil {
			t.Fatal(err)
		}
		if len(c) != workspace.CodeLength || strings.Trim(c, workspace.CodeAlphabet) != "" || strings.ContainsAny(c, "0O1IL") {
			t.Fatalf("code %q", c)
		}
		if seen[c] {
			t.Fatalf("code %q repeated within 1000", c)
		}
		seen[c] = true
	}
	if got := workspace.NormalizeCode(" abcd-efgh "); got != "ABCDEFGH" {
		t.Fatalf("NormalizeCode = %q", got)
	}
}

// A join code is the only secret between a stranger and a workspace: it must
// carry at least 60 bits, and every symbol must be used (a biased generator
// would carry fewer bits than its length says).
func TestJoinCodeEntropy(t *testing.T) {
	bits := float64(workspace.CodeLength) * math.Log2(float64(len(workspace.CodeAlphabet)))
	if bits < 60 {
		t.Fatalf("join codes carry %.1f bits, want at least 60", bits)
	}
	if len(workspace.CodeAlphabet) != len(uniq(workspace.CodeAlphabet)) {
		t.Fatal("the alphabet repeats a symbol")
	}
	const n = 4000
	counts := map[rune]int{}
	for i := 0; i < n; i++ {
		c, err := workspace.NewJoinCode()
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range c {
			counts[r]++
		}
	}
	// 52,000 symbols over 31: about 1,677 each; a symbol below 1,400 or above
	// 1,950 (more than 6 standard deviations off) means a broken generator.
	want := float64(n*workspace.CodeLength) / float64(len(workspace.CodeAlphabet))
	for _, r := range workspace.CodeAlphabet {
		if got := float64(counts[r]); got < want*0.835 || got > want*1.165 {
			t.Fatalf("symbol %q drawn %v times, want about %.0f", r, got, want)
		}
	}
}

func uniq(s string) map[rune]bool {
	m := map[rune]bool{}
	for _, r := range s {
		m[r] = true
	}
	return m
}

func TestConcurrentOwnersLeaving(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	svc := workspace.NewService(pool)
	var a, b uuid.UUID
	if err := pool.QueryRow(ctx, `INSERT INTO users (email) VALUES ('a@example.com') RETURNING id`).Scan(&a); err != nil {
		t.Fatal(err)
	}
	if err := pool.QueryRow(ctx, `INSERT INTO users (email) VALUES ('b@example.com') RETURNING id`).Scan(&b); err != nil {
		t.Fatal(err)
	}
	w, err := svc.Create(ctx, a, uuid.Nil, "Acme")
	if err != nil {
		t.Fatal(err)
	}
	ws := w.ID
	addOwner := func(u uuid.UUID) {
		if _, err := pool.Exec(ctx, `INSERT INTO workspace_memberships (workspace_id, user_id, role) VALUES ($1, $2, 'owner')`, ws, u); err != nil {
			t.Fatal(err)
		}
	}
	addOwner(b)

	for round := 0; round < 5; round++ {
		var wg sync.WaitGroup
		results := make([]error, 2)
		for i, u := range []uuid.UUID{a, b} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				results[i] = svc.Leave(ctx, u, ws)
			}()
		}
		wg.Wait()
		var owners int
		_ = pool.QueryRow(ctx, `SELECT count(*) FROM workspace_memberships WHERE workspace_id = $1 AND role = 'owner'`, ws).Scan(&owners)
		if owners != 1 {
			t.Fatalf("round %d: %d owners left (errors %v)", round, owners, results)
		}
		if (results[0] == nil) == (results[1] == nil) || !(errs.Is(results[0], errs.Conflict) || errs.Is(results[1], errs.Conflict)) {
			t.Fatalf("round %d: want exactly one success and one conflict, got %v", round, results)
		}
		// Put the leaver back as an owner for the next round.
		left := a
		if results[1] == nil {
			left = b
		}
		addOwner(left)
	}
}

// TestOwnedLimitHoldsUnderConcurrentCreates: an account at its cap cannot
// create another workspace, and creates racing each other cannot pass it
// together (the count runs after an advisory lock on the account). ADR 0053.
func TestOwnedLimitHoldsUnderConcurrentCreates(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	svc := workspace.NewService(pool, workspace.WithOwnedLimit(3))
	var u uuid.UUID
	if err := pool.QueryRow(ctx, `INSERT INTO users (email) VALUES ('many@example.com') RETURNING id`).Scan(&u); err != nil {
		t.Fatal(err)
	}
	const tries = 8
	errsOf := make([]error, tries)
	var wg sync.WaitGroup
	for i := range tries {
		wg.Go(func() {
			_, errsOf[i] = svc.Create(ctx, u, uuid.Nil, fmt.Sprintf("Race %d", i))
		})
	}
	wg.Wait()
	made := 0
	for _, err := range errsOf {
		switch {
		case err == nil:
			made++
		case errs.Is(err, errs.Conflict) && strings.Contains(errs.Message(err), "you already own 3 workspaces") &&
			strings.Contains(errs.Message(err), "WORKSPACES_PER_ACCOUNT"):
		default:
			t.Fatalf("create: %v", err)
		}
	}
	var owned int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM workspace_memberships WHERE user_id = $1 AND role = 'owner'`, u).Scan(&owned); err != nil {
		t.Fatal(err)
	}
	if made != 3 || owned != 3 {
		t.Fatalf("%d creates succeeded, the account owns %d; want 3", made, owned)
	}
	// Joining someone else's workspace as a member is not owning one.
	var other uuid.UUID
	if err := pool.QueryRow(ctx, `INSERT INTO users (email) VALUES ('other@example.com') RETURNING id`).Scan(&other); err != nil {
		t.Fatal(err)
	}
	w, err := svc.Create(ctx, other, uuid.Nil, "Other")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Join(ctx, u, uuid.Nil, w.JoinCode); err != nil {
		t.Fatalf("join as a member at the cap: %v", err)
	}
}
