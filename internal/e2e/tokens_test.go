package e2e

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// A member creates a token on the Tokens page, copies its secret (shown
// once), uses it from an MCP client, sees when it was last used, and
// revokes it, after which the client gets 401.
func TestTokensPageCreatesUsesAndRevokes(t *testing.T) {
	st := startStack(t, nil)
	b := newOwner(t, st, "Tom Token", "tom@example.com", "Token Works")
	goTo(b, "Tokens", "/tokens")
	b.do("see the empty list", 15*time.Second,
		chromedp.WaitVisible(byText("p", "No tokens yet.")),
		until(`document.querySelector('[data-testid="mcp-url"]')?.textContent === location.origin + "/mcp"`, 5*time.Second),
	)

	b.do("create a token", 20*time.Second,
		fill(`.token-form input[name="name"]`, "Claude Desktop"),
		chromedp.SetValue(chromedp.CSS(`.token-form select[name="expiresInDays"]`), "30"),
		chromedp.Evaluate[chromedp.Void](`document.querySelector('.token-form select[name="expiresInDays"]').dispatchEvent(new Event('change', {bubbles: true}))`),
		chromedp.Click(chromedp.CSS(`.token-form button[type="submit"]`)),
		chromedp.WaitVisible(chromedp.CSS(`.token-secret .secret-value`)),
		chromedp.WaitVisible(chromedp.CSS(`.token-item`)),
	)
	b.shot("tokens-created")
	secret := eval[string](b, "read the secret", `document.querySelector('.token-secret .secret-value').value`)
	if !strings.HasPrefix(secret, "ks_pat_") || len(secret) != len("ks_pat_")+43 {
		t.Fatalf("secret shown: %q", secret)
	}
	if item := eval[string](b, "read the list", `document.querySelector('.token-item').textContent`); !strings.Contains(item, "Claude Desktop") ||
		!strings.Contains(item, "read") || !strings.Contains(item, "never used") || strings.Contains(item, secret) {
		t.Fatalf("token listed as %q", item)
	}

	// The copy button puts exactly the secret on the clipboard.
	eval[bool](b, "watch the clipboard", `(navigator.clipboard.writeText = (t) => { window.__copied = t; return Promise.resolve(); }, true)`)
	b.do("copy the secret", 10*time.Second,
		clickText("button", "Copy"),
		chromedp.WaitVisible(byText("button", "Copied")),
	)
	if got := eval[string](b, "read the clipboard", `window.__copied ?? ""`); got != secret {
		t.Fatalf("copied %q", got)
	}

	// An MCP client with the token, through the web server's /mcp.
	cs, err := mcpConnect(t, st.Web+"/mcp", secret)
	if err != nil {
		t.Fatalf("connect with the new token: %v", err)
	}
	if _, text := call(t, cs, "list_databases", map[string]any{}); !strings.Contains(text, "No databases are registered") {
		t.Fatalf("list_databases: %s", text)
	}

	// Hidden, then never shown again: a reload lists the token with its last use, not its secret.
	b.do("hide the secret and reload", 20*time.Second,
		clickText("button", "Done, hide it"),
		chromedp.Reload(),
		chromedp.WaitVisible(chromedp.CSS(`.token-item`)),
		until(`document.querySelector('.token-item .token-used')?.textContent.startsWith("last used")`, 10*time.Second),
	)
	if html := eval[string](b, "read the page", `document.documentElement.outerHTML`); strings.Contains(html, secret) {
		t.Fatal("the secret is on the page after a reload")
	}
	b.shot("tokens-used")

	eval[bool](b, "answer yes to the confirmation", `(window.confirm = () => true, true)`)
	b.do("revoke the token", 20*time.Second,
		clickText("button", "Revoke"),
		chromedp.WaitVisible(byText("p", "No tokens yet.")),
	)
	init := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`
	if status, _ := rawMCP(t, st.Web+"/mcp", "Bearer "+secret, init); status != http.StatusUnauthorized {
		t.Fatalf("the revoked token on /mcp: %d", status)
	}

	// The page fits a phone.
	phone := newBrowser(t, st.Web, phoneW, phoneH)
	signIn := func() {
		phone.do("sign in on a phone", 30*time.Second,
			chromedp.Navigate(phone.base+"/signin"),
			fill(`input[name="email"]`, "tom@example.com"),
			fill(`input[name="password"]`, ownerPassword),
			chromedp.Click(chromedp.CSS(`form button[type="submit"]`)),
			until(`location.pathname !== "/signin"`, 20*time.Second),
			chromedp.Navigate(phone.base+"/tokens"),
			chromedp.WaitVisible(chromedp.CSS(`.token-form`)),
		)
	}
	signIn()
	if overflow := eval[bool](phone, "check horizontal overflow", `document.documentElement.scrollWidth > window.innerWidth + 1`); overflow {
		t.Errorf("the Tokens page scrolls sideways at %d px", phoneW)
	}
	phone.shot("tokens-390")
}
