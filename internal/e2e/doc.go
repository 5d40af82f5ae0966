// Package e2e holds the browser tests: real headless Chromium (Debian's
// /usr/bin/chromium, driven by chromedp) against the real web handler and
// proxy, the real API server wired as cmd/api wires it, and a fresh
// PostgreSQL database. The only fake is the OpenAI-compatible model
// (agenttest, an httptest server speaking streaming Chat Completions).
//
// The flows: a new hire signs up, creates a workspace, uploads a Markdown
// file, watches the sync finish, asks in offline mode and opens a citation;
// an analyst registers a database, asks a data question and sees the table,
// the SQL, the chart and the CSV. Any console error, uncaught exception or
// unhandled rejection fails the test. Screenshots land in artifacts/e2e/.
//
// The web bundle must be built first (scripts/web.sh).
package e2e
