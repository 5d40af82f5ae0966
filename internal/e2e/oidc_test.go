package e2e

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"knowledgestack/internal/idptest"
)

// TestSignInWithTheOrganisationsProvider: with only OIDC_* configured, the
// sign-in page offers exactly one way in, a button labelled OIDC_LABEL, and
// clicking it signs a new person in through a local OpenID Connect provider
// (discovery, PKCE, a signed ID token) and the web server's /api proxy.
func TestSignInWithTheOrganisationsProvider(t *testing.T) {
	idp := idptest.New(t, "ks-web", "ks-web-secret")
	idp.Set("email", "nina@northwind.example")
	idp.Set("name", "Nina New")
	st := startStack(t, map[string]string{"OIDC_ISSUER": idp.URL, "OIDC_CLIENT_ID": "ks-web", "OIDC_CLIENT_SECRET": "ks-web-secret",
		"OIDC_LABEL": "Sign in with Northwind SSO"})
	b := newBrowser(t, st.Web, desktopW, desktopH)

	b.do("open the sign-in page", 30*time.Second,
		chromedp.Navigate(b.base+"/signin"),
		until(`document.querySelector('.signin a[data-provider="oidc"]')?.textContent === "Sign in with Northwind SSO"`, 15*time.Second),
	)
	ways := eval[string](b, "list the ways in", `[...document.querySelectorAll('.signin .btn-provider')].map(a => a.dataset.provider).join(",")
		+ (document.querySelector('.signin input[name="password"]') ? "+password" : "")`)
	if ways != "oidc" {
		t.Fatalf("the sign-in page offers %q, want only the configured provider", ways)
	}
	b.shot("signin-oidc")
	b.do("continue with the provider", 30*time.Second,
		chromedp.Click(chromedp.CSS(`.signin a[data-provider="oidc"]`)),
		until(`location.pathname === "/workspaces"`, 20*time.Second),
		chromedp.WaitVisible(chromedp.CSS(`form[aria-labelledby="ws-create"] input`)),
	)
	if len(idp.Authorized()) != 1 {
		t.Fatalf("%d authorization requests", len(idp.Authorized()))
	}
}
