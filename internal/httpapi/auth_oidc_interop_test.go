package httpapi_test

import (
	"net/http"
	"slices"
	"testing"
	"time"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/auth"
)

// TestOIDCTokenRequestOnce: the code is exchanged once, authenticated the
// way the provider's discovery document says it accepts. Before, the
// exchange tried client_secret_basic and, on any failure, a timeout
// included, sent the same code again with the secret in the body: a strict
// provider logged invalid_client for every sign-in, and a slow one cost
// twice its timeout before the error.
func TestOIDCTokenRequestOnce(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		methods []string
		want    string
	}{
		{"client_secret_basic when the provider lists it", []string{"client_secret_post", "client_secret_basic"}, "client_secret_basic"},
		{"client_secret_basic when the provider lists nothing (the discovery default)", nil, "client_secret_basic"},
		{"client_secret_post when the provider accepts only that", []string{"client_secret_post", "private_key_jwt"}, "client_secret_post"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			id, idp := newOIDCIdentity(t, nil, nil)
			idp.AuthMethods(tc.methods...)
			if got, session := id.oidcSignIn(t); got != "/" || session == nil {
				t.Fatalf("redirect %q", got)
			}
			if used := idp.TokenAuth(); !slices.Equal(used, []string{tc.want}) {
				t.Fatalf("token requests authenticated %v, want exactly one %s", used, tc.want)
			}
		})
	}

	t.Run("a provider that times out costs one request and one timeout", func(t *testing.T) {
		t.Parallel()
		const timeout = 1500 * time.Millisecond
		id, idp := newOIDCIdentity(t, nil, func(o *auth.ProviderOptions) { o.HTTPClient = &http.Client{Timeout: timeout} })
		ck, loc := id.beginAt(t, "oidc") // discovery, before the provider slows down
		q := id.consent(t, loc)
		idp.StallToken(time.Minute)
		start := time.Now()
		id.refused(t, "provider_error", func() string {
			got, _ := id.callbackAt(t, "oidc", q, ck)
			return got
		})
		// The timeout plus the two database round trips of the callback; a
		// second attempt would need a second timeout.
		if took := time.Since(start); took > timeout+timeout/2 {
			t.Fatalf("the refusal took %s with a %s timeout", took, timeout)
		}
		if n := idp.TokenCalls(); n != 1 {
			t.Fatalf("%d token requests, want 1", n)
		}
	})

	t.Run("a provider offering no secret-based method is refused before any sign-in", func(t *testing.T) {
		t.Parallel()
		id, idp := newOIDCIdentity(t, nil, nil)
		idp.AuthMethods("private_key_jwt", "tls_client_auth")
		resp := id.raw(t, "GET", "/auth/oidc", "")
		if loc := resp.Header.Get("Location"); resp.StatusCode != http.StatusFound || loc != "/signin?error=provider_error" {
			t.Fatalf("begin: %d %q", resp.StatusCode, loc)
		}
		if n := len(idp.Authorized()); n != 0 {
			t.Fatalf("%d authorization requests", n)
		}
	})
}

// TestOIDCIssuerParameter: RFC 9207's iss on the callback is accepted when
// it names this provider's issuer and refused when it names another (a
// response from another provider replayed here: the mix-up attack); a
// provider whose discovery says it always sends iss is refused without it.
func TestOIDCIssuerParameter(t *testing.T) {
	t.Parallel()
	t.Run("the issuer's own iss signs in", func(t *testing.T) {
		t.Parallel()
		id, idp := newOIDCIdentity(t, nil, nil)
		idp.SendIssuer(idp.URL, true)
		if got, session := id.oidcSignIn(t); got != "/" || session == nil {
			t.Fatalf("redirect %q", got)
		}
	})
	t.Run("another issuer's iss is refused before the code is exchanged", func(t *testing.T) {
		t.Parallel()
		id, idp := newOIDCIdentity(t, nil, nil)
		idp.SendIssuer("https://idp.attacker.example", false)
		id.refused(t, "issuer_mismatch", nil)
		if n := idp.TokenCalls(); n != 0 {
			t.Fatalf("%d token requests", n)
		}
	})
	t.Run("no iss from a provider that says it always sends one is refused", func(t *testing.T) {
		t.Parallel()
		id, idp := newOIDCIdentity(t, nil, nil)
		idp.SendIssuer("", true)
		id.refused(t, "issuer_mismatch", nil)
	})
}

// TestOIDCAddressRefusals: the identities whose address cannot key an
// account each get their own reason, not provider_error.
func TestOIDCAddressRefusals(t *testing.T) {
	t.Parallel()
	t.Run("a known identity whose new address is another account's", func(t *testing.T) {
		t.Parallel()
		id, idp := newOIDCIdentity(t, nil, nil)
		if got, _ := id.oidcSignIn(t); got != "/" {
			t.Fatal(got)
		}
		apitest.NewUser(t, id.pool, "ada@example.com")
		idp.Set("email", "ada@example.com")
		id.refused(t, "account_conflict", nil)
		if sub := id.subjectOf(t, "grace@example.com", idp.URL); sub == nil {
			t.Fatal("the identity's account lost its address")
		}
		if sub := id.subjectOf(t, "ada@example.com", idp.URL); sub != nil {
			t.Fatal("the other account was linked")
		}
	})
	t.Run("an identity without an e-mail address", func(t *testing.T) {
		t.Parallel()
		id, idp := newOIDCIdentity(t, nil, nil)
		idp.Set("email", nil)
		id.refused(t, "email_missing", nil)
	})
}
