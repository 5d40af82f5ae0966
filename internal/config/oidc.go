package config

import (
	"net"
	"net/url"

	"github.com/google/uuid"
)

// OIDC is sign-in with the organisation's OpenID Connect provider (Okta,
// Entra ID, Keycloak, Authentik…): OIDC_ISSUER, OIDC_CLIENT_ID and
// OIDC_CLIENT_SECRET together, or none of them.
type OIDC struct {
	// Issuer is the provider's issuer URL, exactly as its ID tokens name it.
	Issuer       string
	ClientID     string
	ClientSecret string
	// Label is the sign-in button's text (OIDC_LABEL).
	Label string
	// AllowedDomains, when set, are the only e-mail domains that may sign in
	// with this provider (lower case).
	AllowedDomains []string
	// AutoJoinWorkspace, when set, is the workspace a new account of an
	// allowed domain joins as a member (OIDC_AUTO_JOIN_WORKSPACE, a workspace id).
	AutoJoinWorkspace uuid.UUID
}

// DefaultOIDCLabel is the OIDC sign-in button's text when OIDC_LABEL is not set.
const DefaultOIDCLabel = "Continue with single sign-on"

// OIDCEnabled reports whether OpenID Connect sign-in is configured.
func (c Config) OIDCEnabled() bool {
	return c.OIDC.Issuer != "" && c.OIDC.ClientID != "" && c.OIDC.ClientSecret != ""
}

// checkOIDC checks the OIDC_* variables together; every problem names its variable.
func (r *reader) checkOIDC(o OIDC) {
	r.pair("OIDC_CLIENT_ID", o.ClientID, "OIDC_CLIENT_SECRET", o.ClientSecret)
	switch {
	case o.Issuer == "" && o.ClientID != "":
		r.fail("OIDC_ISSUER", "is required when OIDC_CLIENT_ID is set")
	case o.Issuer != "" && o.ClientID == "" && o.ClientSecret == "":
		r.fail("OIDC_CLIENT_ID", "and OIDC_CLIENT_SECRET are required when OIDC_ISSUER is set")
	case o.Issuer != "":
		if why := issuerProblem(o.Issuer); why != "" {
			r.fail("OIDC_ISSUER", why)
		}
	}
	if len([]rune(o.Label)) > 60 {
		r.fail("OIDC_LABEL", "must be at most 60 characters")
	}
	if o.AutoJoinWorkspace != uuid.Nil && len(o.AllowedDomains) == 0 {
		// Without them anyone the provider knows (a public one: anyone) would join.
		r.fail("OIDC_AUTO_JOIN_WORKSPACE", "needs OIDC_ALLOWED_DOMAINS: only new users of those domains join")
	}
	if o.Issuer == "" && o.ClientID == "" && o.ClientSecret == "" {
		for _, name := range []string{"OIDC_ALLOWED_DOMAINS", "OIDC_AUTO_JOIN_WORKSPACE", "OIDC_LABEL"} {
			if r.str(name, "") != "" && !r.failed(name) {
				r.fail(name, "is set but OIDC_ISSUER is not")
			}
		}
	}
}

// issuerProblem says what is wrong with an issuer URL: it must be https
// (the discovery document and keys come from it), except on a loopback host,
// where tests and local providers run.
func issuerProblem(issuer string) string {
	u, err := url.Parse(issuer)
	if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") {
		return "must be an absolute https URL (the issuer your provider names in its ID tokens)"
	}
	if u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return "must not carry a query, fragment or credentials"
	}
	if u.Scheme == "http" && !loopbackHost(u.Hostname()) {
		return "must be https (plain http is accepted only for a loopback host)"
	}
	return ""
}

func loopbackHost(h string) bool {
	if h == "localhost" {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && ip.IsLoopback()
}
