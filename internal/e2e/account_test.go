package e2e

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// A person who left a session on another device ends it from the account area.
func TestSignOutEverywhereFromTheTopBar(t *testing.T) {
	st := startStack(t, nil)
	b := newBrowser(t, st.Web, desktopW, desktopH)
	signUp(b, "Ada Away", "ada@example.com", "correct horse battery")

	// The other device: a password sign-in through the web server.
	req, err := http.NewRequest("POST", st.Web+"/api/auth/signin", strings.NewReader(`{"email":"ada@example.com","password":"correct horse battery"}`))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	var other *http.Cookie
	for _, c := range resp.Cookies() {
		if c.Name == "ks_session" {
			other = c
		}
	}
	if resp.StatusCode != http.StatusOK || other == nil {
		t.Fatalf("second sign-in %d", resp.StatusCode)
	}
	session := func() int {
		req, _ := http.NewRequest("GET", st.Web+"/api/auth/session", nil)
		req.AddCookie(other)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if status := session(); status != http.StatusOK {
		t.Fatalf("the other device's session answers %d", status)
	}

	b.shot("account-signed-in")
	// The button asks first; the person says yes.
	eval[bool](b, "answer yes to the confirmation", `(window.confirm = () => true, true)`)
	b.do("sign out everywhere", 20*time.Second,
		chromedp.Click(chromedp.CSS(`[data-testid="signout-everywhere"]`)),
		until(`location.pathname === "/signin"`, 15*time.Second),
	)
	if status := session(); status != http.StatusUnauthorized {
		t.Fatalf("the other device's session still answers %d", status)
	}
}
