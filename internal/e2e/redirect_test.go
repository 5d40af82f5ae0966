package e2e

import (
	"net/url"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// A signed-in person who follows a crafted sign-in link stays on this
// origin: ?next= is taken only as a same-origin path after the browser's own
// normalisation (a backslash is a slash, tabs and newlines vanish), else "/".
func TestSignInNextStaysOnThisOrigin(t *testing.T) {
	st := startStack(t, nil)
	b := newBrowser(t, st.Web, desktopW, desktopH)
	signUp(b, "Ada Home", "ada@example.com", "correct horse battery")
	home := mustParse(t, st.Web).Host
	// A refusal that failed would end on evil.example's missing address; an
	// accepted path the app does not know may fetch a favicon that is not there.
	b.tolerate("evil.example", "favicon.ico")

	// A refused next= goes to "/", which sends a person without a workspace on to /workspaces.
	const refused = "/workspaces"
	cases := []struct{ next, want string }{
		{"/%5Cevil.example", refused},
		{"/%09/evil.example", refused},
		{"%5C%5Cevil.example", refused},
		{"/%5C/evil.example/x", refused},
		{"/%0A/evil.example", refused},
		{"/%0D%0A/evil.example", refused},
		{"//evil.example", refused},
		{"/.//evil.example", refused},
		{"https://evil.example/", refused},
		{"%2F%2Fevil.example", refused},
		{"javascript:alert(1)", refused},
		{"/%20/evil.example", "/%20/evil.example"},
		{"/tokens%3Ftab%3Dmine%23top", "/tokens?tab=mine#top"},
	}
	parent := t
	for _, c := range cases {
		t.Run(c.next, func(t *testing.T) {
			b.t = t
			defer func() { b.t = parent }()
			b.do("open /signin?next="+c.next, 30*time.Second,
				chromedp.Navigate(st.Web+"/signin?next="+c.next),
				until(`location.pathname !== "/signin" && location.pathname !== "/"`, 15*time.Second),
			)
			got := eval[string](b, "read where the page went", `location.href`)
			u, err := url.Parse(got)
			if err != nil || u.Host != home {
				t.Fatalf("next=%s left this origin for %q", c.next, got)
			}
			if path := u.RequestURI() + fragment(u); path != c.want {
				t.Fatalf("next=%s landed on %q, want %q", c.next, path, c.want)
			}
		})
	}
}

func mustParse(t *testing.T, raw string) *url.URL {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func fragment(u *url.URL) string {
	if u.Fragment == "" {
		return ""
	}
	return "#" + u.Fragment
}
