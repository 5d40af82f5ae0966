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

// identity is who the provider says signed in, from a verified ID token
// (and the userinfo endpoint when the token leaves the e-mail out).
type identity struct {
	Issuer        string
	Sub           string
	Email         string
	EmailVerified bool
	Name          string
}

// profileClaims are the claims read beyond go-oidc's standard ones.
type profileClaims struct {
	Email             string   `json:"email"`
	EmailVerified     flexBool `json:"email_verified"`
	Name              string   `json:"name"`
	PreferredUsername string   `json:"preferred_username"`
	AuthorizedParty   string   `json:"azp"`
}

// flexBool reads a JSON boolean, or the strings "true"/"false" some
// providers send instead; anything else is false.
type flexBool bool

func (b *flexBool) UnmarshalJSON(data []byte) error {
	*b = flexBool(strings.Trim(string(data), `"`) == "true")
	return nil
}

// verify checks the ID token of a token response: signed by a key the issuer
// publishes, issued by the issuer, to this client (audience, and azp when
// present), unexpired, and carrying this sign-in's nonce; its at_hash, when
// present, must match the access token. A token from another client or
// another sign-in is refused, so a stolen or substituted token signs no one in.
func (p *Provider) verify(ctx context.Context, d *discovered, tok *oauth2.Token, nonce string) (identity, error) {
	raw, _ := tok.Extra("id_token").(string)
	if raw == "" {
		return identity{}, fail(CodeTokenInvalid, errors.New("the token response carries no ID token"))
	}
	// The audience is checked below, so that a wrong one has its own reason.
	idt, err := d.Verifier(&oidc.Config{ClientID: p.opts.ClientID, SkipClientIDCheck: true}).Verify(ctx, raw)
	if err != nil {
		var expired *oidc.TokenExpiredError
		if errors.As(err, &expired) {
			return identity{}, fail(CodeTokenExpired, err)
		}
		return identity{}, fail(CodeTokenInvalid, err)
	}
	var c profileClaims
	if err := idt.Claims(&c); err != nil {
		return identity{}, fail(CodeTokenInvalid, fmt.Errorf("ID token claims: %w", err))
	}
	if !slices.Contains(idt.Audience, p.opts.ClientID) {
		return identity{}, fail(CodeTokenAudience, fmt.Errorf("ID token audience %q is not this client", idt.Audience))
	}
	if (len(idt.Audience) > 1 || c.AuthorizedParty != "") && c.AuthorizedParty != p.opts.ClientID {
		return identity{}, fail(CodeTokenAudience, fmt.Errorf("ID token authorized party %q is not this client", c.AuthorizedParty))
	}
	if nonce == "" || subtle.ConstantTimeCompare([]byte(idt.Nonce), []byte(nonce)) != 1 {
		return identity{}, fail(CodeNonceMismatch, errors.New("the ID token does not carry this sign-in's nonce"))
	}
	if idt.AccessTokenHash != "" {
		if err := idt.VerifyAccessToken(tok.AccessToken); err != nil {
			return identity{}, fail(CodeTokenInvalid, fmt.Errorf("access token hash: %w", err))
		}
	}
	if c.Email == "" && d.UserInfoEndpoint() != "" {
		// Some providers keep profile claims out of the ID token; userinfo
		// must then speak of the same subject (OpenID Connect Core 5.3.2).
		ui, err := d.UserInfo(oidc.ClientContext(ctx, p.client), oauth2.StaticTokenSource(tok))
		if err != nil {
			return identity{}, fail(CodeProviderError, fmt.Errorf("userinfo: %w", err))
		}
		if ui.Subject != idt.Subject {
			return identity{}, fail(CodeTokenInvalid, errors.New("userinfo is about another subject than the ID token"))
		}
		if err := ui.Claims(&c); err != nil {
			return identity{}, fail(CodeProviderError, fmt.Errorf("userinfo claims: %w", err))
		}
	}
	id := identity{
		Issuer: idt.Issuer, Sub: idt.Subject, EmailVerified: bool(c.EmailVerified),
		Email: strings.ToLower(strings.TrimSpace(c.Email)),
		Name:  truncate(strings.TrimSpace(c.Name), 100),
	}
	if id.Sub == "" || len(id.Sub) > 255 {
		return identity{}, fail(CodeProviderError, errors.New("the ID token has no usable subject"))
	}
	if id.Email == "" {
		// Accounts are keyed and linked by a verified address; an identity
		// without one (a provider not releasing the email scope, a service
		// account) cannot be told apart from a stranger's.
		return identity{}, fail(CodeEmailMissing, errors.New("neither the ID token nor userinfo carries an e-mail address"))
	}
	if !plausibleEmail(id.Email) {
		return identity{}, fail(CodeProviderError, fmt.Errorf("the e-mail claim %q is not an address", truncate(id.Email, 80)))
	}
	if id.Name == "" {
		id.Name = truncate(strings.TrimSpace(c.PreferredUsername), 100)
	}
	if id.Name == "" {
		id.Name = id.Email[:strings.IndexByte(id.Email, '@')]
	}
	return id, nil
}

// plausibleEmail accepts one @ with something on both sides, no spaces, at
// most 320 bytes: enough to key an account and compare domains.
func plausibleEmail(e string) bool {
	at := strings.LastIndexByte(e, '@')
	return at > 0 && at < len(e)-1 && len(e) <= 320 && !strings.ContainsAny(e, " \t\r\n") && strings.Count(e, "@") == 1
}
