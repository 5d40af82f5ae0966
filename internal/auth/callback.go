package auth

import (
	"errors"
	"time"
)

// The codes a sign-in callback redirects with (/signin?error=<code>). Each is
// one reason the sign-in page can put in a sentence; the cause goes to the log.
const (
	CodeAccessDenied  = "access_denied"
	CodeStateMismatch = "state_mismatch"
	CodeProviderError = "provider_error"
	// CodeLinkRequired: the verified address belongs to a local account that
	// never proved it; the person must enter that account's password to link.
	CodeLinkRequired = "link_required"
	// CodeEmailUnverified: the provider has not verified the account's address
	// (or did not say it had).
	CodeEmailUnverified = "email_unverified"
	// CodeSignupClosed: no account has this identity and SIGNUP=closed.
	CodeSignupClosed = "signup_closed"
	// CodeInviteRequired: SIGNUP=invite and no valid join code came with the sign-in.
	CodeInviteRequired = "invite_required"
	// CodeCodeRefused: the token endpoint refused the authorization code
	// (unknown, used, expired, or a PKCE verifier that does not match it).
	CodeCodeRefused = "code_refused"
	// CodeTokenInvalid: the ID token is missing, malformed, signed by a key
	// the issuer does not publish, or issued by another issuer.
	CodeTokenInvalid = "token_invalid"
	// CodeTokenAudience: the ID token was issued to another client.
	CodeTokenAudience = "token_audience"
	// CodeTokenExpired: the ID token has expired.
	CodeTokenExpired = "token_expired"
	// CodeNonceMismatch: the ID token does not carry this sign-in's nonce.
	CodeNonceMismatch = "nonce_mismatch"
	// CodeDomainNotAllowed: the address's domain is not in OIDC_ALLOWED_DOMAINS.
	CodeDomainNotAllowed = "domain_not_allowed"
	// CodeAccountConflict: the address belongs to an account already linked
	// to another identity of the same provider, or, for a known identity
	// whose address changed at the provider, to another account.
	CodeAccountConflict = "account_conflict"
	// CodeEmailMissing: neither the ID token nor userinfo carries an e-mail
	// address (the provider withholds the email scope, or the identity has none).
	CodeEmailMissing = "email_missing"
	// CodeIssuerMismatch: the authorization response's iss parameter (RFC
	// 9207) names another issuer, or is missing though the provider says it
	// always sends it.
	CodeIssuerMismatch = "issuer_mismatch"
)

// Codes are every code Provider.Finish refuses with (api/openapi.yaml's
// SignInErrorCode lists them, with the HTTP layer's own).
var Codes = []string{CodeAccessDenied, CodeStateMismatch, CodeProviderError, CodeLinkRequired, CodeEmailUnverified,
	CodeSignupClosed, CodeInviteRequired, CodeCodeRefused, CodeTokenInvalid, CodeTokenAudience, CodeTokenExpired,
	CodeNonceMismatch, CodeDomainNotAllowed, CodeAccountConflict, CodeEmailMissing, CodeIssuerMismatch}

// DisabledCode is the code of a sign-in route whose provider is not configured.
func DisabledCode(provider string) string { return provider + "_disabled" }

// StateTTL is how long a sign-in may take between the redirect and the callback.
const StateTTL = 10 * time.Minute

// CallbackError is a failed sign-in callback; Code is what the sign-in page shows.
type CallbackError struct {
	Code string
	Err  error
	// LinkToken is set with CodeLinkRequired: the raw token of the pending
	// link, for the browser's ks_link cookie.
	LinkToken string
}

// Error carries the code and its cause for logs; the user sees only the code.
func (e *CallbackError) Error() string {
	if e.Err != nil {
		return "sign-in: " + e.Code + ": " + e.Err.Error()
	}
	return "sign-in: " + e.Code
}

// Unwrap exposes the cause for logs.
func (e *CallbackError) Unwrap() error { return e.Err }

// CallbackCode is the redirect code for an error from Provider.Finish.
func CallbackCode(err error) string {
	var ce *CallbackError
	if errors.As(err, &ce) {
		return ce.Code
	}
	return CodeProviderError
}

func fail(code string, err error) error { return &CallbackError{Code: code, Err: err} }
