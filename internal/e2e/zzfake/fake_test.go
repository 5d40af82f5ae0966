package zzfake

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

func TestFakeUI(t *testing.T) {
	b := newBrowser(t, "http://127.0.0.1:18080", 1280, 900)
	signUp(b, "Ana", "ana@example.com", "secretsecret")
	createWorkspace(b, "Acme")
	goTo(b, "Sources", "/sources")
	b.do("upload", 20*time.Second,
		chromedp.SetUploadFiles(chromedp.CSS(`input[data-testid="upload-input"]`), []string{"/work/main/demo/handbook/leave-policy.md"}, chromedp.NodeReady),
		chromedp.WaitVisible(chromedp.CSS(`article.source`)),
	)
	b.shot("fake-sources-mid")
	b.do("wait", 20*time.Second, until(`document.querySelector('article.source').dataset.status === "idle"`, 15*time.Second), clickText("button", "Show documents"), chromedp.WaitVisible(chromedp.CSS("article.source table")))
	b.shot("fake-sources")
	goTo(b, "Databases", "/databases")
	b.do("test", 10*time.Second, clickText("button", "Test"), chromedp.WaitVisible(chromedp.CSS(".ok-text")))
	b.shot("fake-databases")
	goTo(b, "Ask", "/ask")
	b.shot("fake-ask-empty")
	askAndWait(b, "Can I carry over leave?")
	b.do("cite", 10*time.Second, chromedp.Click(chromedp.CSS(`.answer-text button.cite`)), chromedp.WaitVisible(chromedp.CSS(`aside.rail .citation.selected`)))
	b.shot("fake-ask")
	b.do("narrow", 10*time.Second, chromedp.EmulateViewport(390, 844))
	b.shot("fake-ask-390")
	b.do("menu", 5*time.Second, clickText("button", "Menu"))
	goTo(b, "Workspaces", "/workspaces")
	b.shot("fake-ws-390")
	b.do("menu", 5*time.Second, clickText("button", "Menu"))
	goTo(b, "Sources", "/sources")
	b.do("src", 5*time.Second, chromedp.WaitVisible(chromedp.CSS("article.source")))
	b.shot("fake-sources-390")
	b.do("wide", 5*time.Second, chromedp.EmulateViewport(1280, 900))
	b.do("menu", 5*time.Second, chromedp.Navigate(b.base+"/signin?error=state_mismatch"))
	b.shot("fake-signin-error")
}

// signUp creates a local account through the sign-in page and lands on Workspaces.
func signUp(b *browser, name, email, password string) {
	b.t.Helper()
	b.do("open the app", 30*time.Second,
		chromedp.Navigate(b.base+"/"),
		until(`location.pathname === "/signin"`, 15*time.Second),
		chromedp.WaitVisible(byText("button", "Create account")),
	)
	b.shot("signin")
	b.do("sign up", 30*time.Second,
		clickText("button", "Create account"),
		fill(`input[name="name"]`, name),
		fill(`input[name="email"]`, email),
		fill(`input[name="password"]`, password),
		chromedp.Click(chromedp.CSS(`form button[type="submit"]`)),
		until(`location.pathname === "/workspaces"`, 20*time.Second),
		chromedp.WaitVisible(chromedp.CSS(`form[aria-labelledby="ws-create"] input`)),
	)
}

// createWorkspace creates a workspace and waits for its join code.
func createWorkspace(b *browser, name string) {
	b.t.Helper()
	b.do("create a workspace", 30*time.Second,
		fill(`form[aria-labelledby="ws-create"] input`, name),
		chromedp.Click(chromedp.CSS(`form[aria-labelledby="ws-create"] button[type="submit"]`)),
		until(`(document.querySelector('[data-testid="join-code"]')?.textContent ?? "").trim().length >= 6`, 20*time.Second),
	)
	if got := eval[string](b, "read the active workspace", `document.querySelector('select[aria-label="Active workspace"] option:checked')?.textContent ?? ""`); got != name {
		b.t.Fatalf("active workspace = %q, want %q", got, name)
	}
	b.shot(slug(b.t.Name()) + "-workspaces")
}

// goTo follows a main navigation link, as a user would.
func goTo(b *browser, label, path string) {
	b.t.Helper()
	b.do("go to "+label, 20*time.Second,
		chromedp.Click(chromedp.CSS(fmt.Sprintf(`nav[aria-label="Main"] a[href=%q]`, path))),
		until(fmt.Sprintf(`location.pathname.startsWith(%q)`, path), 10*time.Second),
	)
}

// askAndWait sends a question and waits for the turn to finish, failing on a failed turn.
func askAndWait(b *browser, question string) {
	b.t.Helper()
	b.do("ask: "+question, 90*time.Second,
		fill(`#question`, question),
		chromedp.Click(chromedp.CSS(`.composer button[type="submit"]`)),
		until(`document.querySelector('.turn:last-of-type[data-status="completed"], .turn:last-of-type[data-status="failed"]') !== null`, 80*time.Second),
	)
	if failed := eval[string](b, "read the turn", `document.querySelector('.turn:last-of-type[data-status="failed"]')?.textContent ?? ""`); failed != "" {
		b.shot("failed-" + slug(b.t.Name()) + "-turn")
		b.t.Fatalf("the turn failed: %s", failed)
	}
}

var _ = strings.Contains
var _ = fmt.Sprint
