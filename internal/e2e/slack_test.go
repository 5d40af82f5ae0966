package e2e

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/google/uuid"
)

// TestSlackOnTheSourcesPage: without the Slack variables the connector is
// listed as unavailable naming each missing one; with them it can be
// connected, and the account-link page explains a bad link in words
// without offering to confirm it.
func TestSlackOnTheSourcesPage(t *testing.T) {
	t.Run("unavailable names the missing variables", func(t *testing.T) {
		st := startStack(t, nil)
		b := newOwner(t, st, "Ada Admin", "ada@example.com", "Northwind")
		goTo(b, "Sources", "/sources")
		b.do("see Slack listed as unavailable", 20*time.Second,
			until(`(() => {
				const li = [...document.querySelectorAll('.list-item')].find((el) => el.textContent.includes("Slack"));
				return !!li && ["SLACK_CLIENT_ID", "SLACK_CLIENT_SECRET", "SLACK_SIGNING_SECRET"].every((v) => li.textContent.includes(v))
					&& li.querySelector('button').disabled;
			})()`, 15*time.Second),
		)
		b.shot("sources-slack-unavailable")
		b.assertClean()
	})
	t.Run("configured, it can be connected and a bad link is explained", func(t *testing.T) {
		st := startStack(t, map[string]string{"SLACK_CLIENT_ID": "1.2", "SLACK_CLIENT_SECRET": "s", "SLACK_SIGNING_SECRET": "sig"})
		b := newOwner(t, st, "Ada Admin", "ada@example.com", "Northwind")
		goTo(b, "Sources", "/sources")
		b.do("see Slack available", 20*time.Second,
			until(`(() => {
				const li = [...document.querySelectorAll('.list-item')].find((el) => el.textContent.includes("Slack"));
				return !!li && li.textContent.includes("available") && !li.querySelector('button').disabled;
			})()`, 15*time.Second),
		)
		b.shot("sources-slack-available")
		// Opening a link only reads it: an unknown token is explained and
		// there is nothing to confirm.
		b.do("open a tampered Slack link", 30*time.Second,
			chromedp.Navigate(b.base+"/slack/link?t=bm9wZQ.bm9wZQ"),
			until(`document.querySelector('[role="alert"]')?.textContent.includes("not one of this workspace's")
				&& ![...document.querySelectorAll('button')].some((el) => el.textContent.includes("Slack account is mine"))`, 15*time.Second),
		)
		b.shot("slack-link-refused")
	})
}

// TestSlackLinkPageAsksFirst: a link from /ask opens a page that names the
// Slack user and team and the workspace and links nothing until the member
// says yes; the Tokens page then lists the link and removes it, and the
// spent link says so (issue 27, attack 2). The link request is staged in
// the database as /ask stores it (the Slack side is tested in
// internal/httpapi against Slack's recorded answers).
func TestSlackLinkPageAsksFirst(t *testing.T) {
	ctx := context.Background()
	st := startStack(t, map[string]string{"SLACK_CLIENT_ID": "1.2", "SLACK_CLIENT_SECRET": "s", "SLACK_SIGNING_SECRET": "sig"})
	b := newOwner(t, st, "Ada Admin", "ada@example.com", "Northwind")
	pool := st.openPool(t)
	var ws, ada, cred, src uuid.UUID
	pool.QueryRow(ctx, `SELECT id FROM workspaces WHERE name = 'Northwind'`).Scan(&ws)
	pool.QueryRow(ctx, `SELECT id FROM users WHERE email = 'ada@example.com'`).Scan(&ada)
	pool.QueryRow(ctx, `INSERT INTO source_credentials (workspace_id, provider, external_id, access_token_enc, created_by) VALUES ($1, 'slack', 'T0AH32UST18', '\x00', $2) RETURNING id`, ws, ada).Scan(&cred)
	pool.QueryRow(ctx, `INSERT INTO sources (workspace_id, provider, external_id, name, credential_id) VALUES ($1, 'slack', 'T0AH32UST18', 'Nango Test', $2) RETURNING id`, ws, cred).Scan(&src)
	if _, err := pool.Exec(ctx, `INSERT INTO slack_installations (team_id, workspace_id, source_id, credential_id, team_name, team_url)
		VALUES ('T0AH32UST18', $1, $2, $3, 'Nango Test', 'https://nangotest.slack.com/')`, ws, src, cred); err != nil {
		t.Fatal(err)
	}
	raw := make([]byte, 32)
	rand.Read(raw)
	token := base64.RawURLEncoding.EncodeToString(raw)
	hash := sha256.Sum256([]byte(token))
	if _, err := pool.Exec(ctx, `INSERT INTO slack_link_requests (token_hash, workspace_id, team_id, slack_user_id, slack_name, expires_at)
		VALUES ($1, $2, 'T0AH32UST18', 'U0AHG0C4AU9', 'marcin', now() + interval '10 minutes')`, hash[:], ws); err != nil {
		t.Fatal(err)
	}
	links := func() int {
		var n int
		pool.QueryRow(ctx, `SELECT count(*) FROM slack_user_links WHERE workspace_id = $1 AND user_id = $2`, ws, ada).Scan(&n)
		return n
	}

	b.do("open the link: it names who and where", 30*time.Second,
		chromedp.Navigate(b.base+"/slack/link?t="+token),
		until(`(() => {
			const d = document.querySelector('[data-testid="slack-link-details"]')?.textContent ?? "";
			return ["marcin", "U0AHG0C4AU9", "Nango Test", "T0AH32UST18", "Northwind", "ada@example.com"].every((w) => d.includes(w));
		})()`, 15*time.Second),
	)
	b.shot("slack-link-asks")
	if n := links(); n != 0 {
		t.Fatalf("opening the link linked (%d)", n)
	}
	b.do("say yes", 20*time.Second,
		clickText("button", "Yes, this Slack account is mine"),
		until(`document.querySelector('[role="status"]')?.textContent.includes("Connected")`, 15*time.Second),
	)
	if n := links(); n != 1 {
		t.Fatalf("%d links after yes", n)
	}
	goTo(b, "Tokens", "/tokens")
	b.do("see the link on the Tokens page", 20*time.Second,
		until(`document.querySelector('[data-testid="slack-links"]')?.textContent.includes("marcin")`, 15*time.Second),
	)
	b.shot("slack-links")
	eval[bool](b, "answer yes to the confirmation", `(window.confirm = () => true, true)`)
	b.do("remove it", 20*time.Second,
		clickText("button", "Remove"),
		until(`document.querySelector('[data-testid="slack-links"] [role="status"]')?.textContent.includes("Removed the link to marcin")`, 15*time.Second),
	)
	if n := links(); n != 0 {
		t.Fatalf("%d links after removal", n)
	}
	b.do("the spent link says so", 20*time.Second,
		chromedp.Navigate(b.base+"/slack/link?t="+token),
		until(`document.querySelector('[role="alert"]')?.textContent.includes("already used")`, 15*time.Second),
	)
	b.assertClean()
}
