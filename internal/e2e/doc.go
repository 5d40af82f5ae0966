// Package e2e holds the browser tests: real headless Chromium (Debian's
// /usr/bin/chromium, driven by chromedp) against the real web handler, the
// real API server and a fresh PostgreSQL database. Third-party services (the
// OpenAI-compatible model) are httptest fakes speaking their wire format.
//
// Run them with `go test ./internal/e2e/`; the web bundle must be built first
// (scripts/web.sh). Screenshots land in artifacts/e2e/.
package e2e
