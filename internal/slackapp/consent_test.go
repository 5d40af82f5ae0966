package slackapp

import (
	"context"
	"strings"
	"testing"
	"time"

	"knowledgestack/internal/errs"
)

// TestWhoMayAsk: only full members of the connected team act as anyone,
// and an e-mail links by itself only when Slack reports it confirmed
// (issue 27, attack 2). Profiles are the recorded users.list member with
// Slack's documented guest / Slack Connect flags set.
func TestWhoMayAsk(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	links := func(slackUser string) int {
		var n int
		r.pool.QueryRow(ctx, `SELECT count(*) FROM slack_user_links WHERE workspace_id = $1 AND slack_user_id = $2`, r.ws, slackUser).Scan(&n)
		return n
	}
	requests := func(slackUser string) int {
		var n int
		r.pool.QueryRow(ctx, `SELECT count(*) FROM slack_link_requests WHERE workspace_id = $1 AND slack_user_id = $2`, r.ws, slackUser).Scan(&n)
		return n
	}
	for _, c := range []struct{ user, who string }{{"UGUEST", "guests"}, {"UEXT", "people of other organisations"}} {
		t.Run(c.who+" with a member's confirmed e-mail are not linked and get no link", func(t *testing.T) {
			r.sendCommand(r.command(c.user, "what is in payroll?"))
			text, _ := r.next(r.posted)["text"].(string)
			if !strings.Contains(text, "Only full members") || !strings.Contains(text, c.who) || strings.Contains(text, "/slack/link") {
				t.Fatalf("told %q", text)
			}
			if links(c.user) != 0 || requests(c.user) != 0 {
				t.Fatalf("%s: %d links, %d link requests", c.user, links(c.user), requests(c.user))
			}
		})
	}
	t.Run("a full member whose e-mail Slack has not confirmed is offered a link, not linked", func(t *testing.T) {
		r.sendCommand(r.command("UNOTCONF", "leave policy?"))
		text, _ := r.next(r.posted)["text"].(string)
		if !strings.Contains(text, "/slack/link?t=") || links("UNOTCONF") != 0 {
			t.Fatalf("told %q, %d links", text, links("UNOTCONF"))
		}
	})
	t.Run("a link made before is not answered once the Slack user is a guest", func(t *testing.T) {
		if _, err := r.pool.Exec(ctx, `INSERT INTO slack_user_links (team_id, slack_user_id, workspace_id, user_id, linked_via) VALUES ($1, 'UGUEST', $2, $3, 'link')`,
			team, r.ws, r.ada); err != nil {
			t.Fatal(err)
		}
		r.sendCommand(r.command("UGUEST", "what is in payroll, now that I am linked?"))
		if text, _ := r.next(r.posted)["text"].(string); !strings.Contains(text, "Only full members") {
			t.Fatalf("told %q", text)
		}
		var n int
		r.pool.QueryRow(ctx, `SELECT count(*) FROM chats WHERE workspace_id = $1 AND user_id = $2`, r.ws, r.ada).Scan(&n)
		if n != 0 {
			t.Fatalf("the guest asked as Ada: %d chats", n)
		}
	})
	t.Run("a link works once and for ten minutes", func(t *testing.T) {
		r.sendCommand(r.command("UBOB", "leave policy?"))
		first := linkToken(t, r.next(r.posted)["text"].(string))
		var stored []byte
		r.pool.QueryRow(ctx, `SELECT token_hash FROM slack_link_requests WHERE workspace_id = $1 AND slack_user_id = 'UBOB'`, r.ws).Scan(&stored)
		if len(stored) != 32 || strings.Contains(string(stored), first) {
			t.Fatalf("stored %x for token %s", stored, first)
		}
		if _, err := r.svc.Link(ctx, r.ws, r.bob, first); err != nil {
			t.Fatal(err)
		}
		_, err := r.svc.Link(ctx, r.ws, r.ada, first)
		if !errs.Is(err, errs.Conflict) || !strings.Contains(err.Error(), "already used") {
			t.Fatalf("a second use: %v", err)
		}
		var owner string
		r.pool.QueryRow(ctx, `SELECT user_id::text FROM slack_user_links WHERE team_id = $1 AND slack_user_id = 'UBOB'`, team).Scan(&owner)
		if owner != r.bob.String() {
			t.Fatalf("UBOB is linked to %s", owner)
		}

		r.sendCommand(r.command("UNOTCONF", "again?"))
		late := linkToken(t, r.next(r.posted)["text"].(string))
		o := r.svc.o
		o.Now = func() time.Time { return time.Now().Add(LinkTTL + time.Second) }
		later, err := NewService(o)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := later.Pending(ctx, r.ws, late); !errs.Is(err, errs.Conflict) || !strings.Contains(err.Error(), "expired") {
			t.Fatalf("shown after ten minutes: %v", err)
		}
		if _, err := later.Link(ctx, r.ws, r.ada, late); !errs.Is(err, errs.Conflict) || links("UNOTCONF") != 0 {
			t.Fatalf("linked after ten minutes: %v", err)
		}
		if _, err := r.svc.Pending(ctx, r.ws, late); err != nil {
			t.Fatalf("within ten minutes: %v", err)
		}
	})
}
