package auth

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"
)

// The client authentication methods this relying party can use at the token
// endpoint (OpenID Connect Core 9): it holds a client secret, so one of the
// two that send it.
const (
	authBasic = "client_secret_basic"
	authPost  = "client_secret_post"
)

// discovered is a provider's discovery document as the sign-in flow uses it:
// go-oidc's endpoints and keys, plus what go-oidc does not read.
type discovered struct {
	*oidc.Provider
	// authStyle is how the token request sends the client secret: the one
	// method the provider names, so the exchange is tried once. (x/oauth2's
	// default guesses: header first, then, on any failure including a
	// timeout, the same code again in the body, which costs a slow provider
	// twice its timeout and a strict one an invalid_client in its log.)
	authStyle oauth2.AuthStyle
	// issRequired: the provider says it sends RFC 9207's iss parameter with
	// every authorization response, so a callback without it is refused.
	issRequired bool
}

// discoveryMetadata are the discovery document's fields go-oidc leaves out.
type discoveryMetadata struct {
	TokenAuthMethods []string `json:"token_endpoint_auth_methods_supported"`
	IssParameter     bool     `json:"authorization_response_iss_parameter_supported"`
}

// discover reads the discovery document through go-oidc (which checks that it
// names the configured issuer) and chooses the token request's client
// authentication.
func discover(ctx context.Context, issuer string) (*discovered, error) {
	d, err := oidc.NewProvider(ctx, issuer)
	if err != nil {
		return nil, err
	}
	var m discoveryMetadata
	if err := d.Claims(&m); err != nil {
		return nil, fmt.Errorf("read the discovery document: %w", err)
	}
	style, err := tokenAuthStyle(m.TokenAuthMethods)
	if err != nil {
		return nil, err
	}
	return &discovered{Provider: d, authStyle: style, issRequired: m.IssParameter}, nil
}

// tokenAuthStyle picks client_secret_basic when the provider lists it (or
// lists nothing: OpenID Connect Discovery makes it the default), else
// client_secret_post; a provider offering neither cannot be used with a
// client secret, which is said at once rather than at every sign-in's end.
func tokenAuthStyle(methods []string) (oauth2.AuthStyle, error) {
	switch {
	case len(methods) == 0 || slices.Contains(methods, authBasic):
		return oauth2.AuthStyleInHeader, nil
	case slices.Contains(methods, authPost):
		return oauth2.AuthStyleInParams, nil
	}
	return 0, fmt.Errorf("the token endpoint accepts none of %s and %s (it lists %s), and this server authenticates with a client secret",
		authBasic, authPost, strings.Join(methods, ", "))
}

// checkIssuer applies RFC 9207 to a callback: an iss parameter, when the
// provider sends one, must be this provider's issuer exactly, and must be
// there when the provider says it always sends it. It defends against a
// mix-up: a response from another provider replayed to this callback.
func (d *discovered) checkIssuer(issuer, got string, sent bool) error {
	if !sent {
		if d.issRequired {
			return fail(CodeIssuerMismatch, errors.New("the provider sends iss with every authorization response and this one has none"))
		}
		return nil
	}
	if subtle.ConstantTimeCompare([]byte(got), []byte(issuer)) != 1 {
		return fail(CodeIssuerMismatch, fmt.Errorf("the authorization response's iss %q is not the issuer %q", truncate(got, 200), issuer))
	}
	return nil
}
