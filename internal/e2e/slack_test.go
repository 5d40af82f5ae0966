package e2e

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
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
