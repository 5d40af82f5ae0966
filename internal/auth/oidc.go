package auth

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"golang.org/x/oauth2"
)

// GoogleIssuer is Google's OpenID Connect issuer: Google sign-in is this
// provider's configuration of the one flow.
const GoogleIssuer = "https://accounts.google.com"

// Provider names: the route segment (/auth/<name>) and oauth_states.provider.
const (
	ProviderGoogle = "google"
	ProviderOIDC   = "oidc"
)

// maxProviderBody bounds every answer of a provider (discovery, keys, token,
// userinfo) read into memory.
const maxProviderBody = 1 << 20

// ProviderOptions configure one OpenID Connect sign-in provider.
type ProviderOptions struct {
	// Name is ProviderGoogle or ProviderOIDC.
	Name string
	// Label is the sign-in button's text ("Continue with Google", OIDC_LABEL).
	Label string
	// Issuer is the provider's issuer URL; its discovery document is
	// Issuer + /.well-known/openid-configuration and must name the same issuer.
	Issuer       string
	ClientID     string
	ClientSecret string
	// RedirectURL is the callback as the browser reaches it (PUBLIC_URL + /api/auth/<name>/callback).
	RedirectURL string
	// AuthParams are extra authorization request parameters (Google: prompt=select_account).
	AuthParams map[string]string
	// AllowedDomains, when set, are the only e-mail domains that may sign in
	// (lower case, exact match).
	AllowedDomains []string
	// AutoJoin, when set, is the workspace a new account of an allowed domain
	// joins as a member (the caller joins it; see SignedIn.AutoJoin). It needs
	// AllowedDomains: without them anyone the provider knows would join.
	AutoJoin uuid.UUID
	// HTTPClient calls the provider (default: 10 s timeout); its answers are
	// read up to 1 MiB each.
	HTTPClient *http.Client
	// Signup is who may create an account (SignupOpen by default).
	Signup string
	// Invitations checks join codes; required when Signup is SignupInvite.
	Invitations Invitations
}

// Provider signs people in with one OpenID Connect provider: authorization
// code with PKCE (S256), state bound to the browser, nonce, and an ID token
// verified against the issuer's published keys, issuer, audience and expiry.
// The provider's endpoints come from its discovery document, fetched on first
// use and kept (a provider that is down only fails the sign-ins it misses).
type Provider struct {
	pool   *pgxpool.Pool
	opts   ProviderOptions
	client *http.Client
	policy signupPolicy

	mu        sync.Mutex
	discovery *discovered
}

// NewProvider validates the options and returns the provider's sign-in flow.
// It does not call the provider.
func NewProvider(pool *pgxpool.Pool, o ProviderOptions) (*Provider, error) {
	if o.Name != ProviderGoogle && o.Name != ProviderOIDC {
		return nil, fmt.Errorf("sign-in provider %q: the name must be %s or %s", o.Name, ProviderGoogle, ProviderOIDC)
	}
	if o.ClientID == "" || o.ClientSecret == "" || o.RedirectURL == "" {
		return nil, fmt.Errorf("%s: client id, client secret and redirect URL are required", o.Name)
	}
	if u, err := url.Parse(o.Issuer); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return nil, fmt.Errorf("%s: the issuer %q is not an absolute URL", o.Name, o.Issuer)
	}
	if o.AutoJoin != uuid.Nil && len(o.AllowedDomains) == 0 {
		return nil, fmt.Errorf("%s: automatic joining needs allowed domains", o.Name)
	}
	if o.Label == "" {
		o.Label = o.Name
	}
	domains := make([]string, 0, len(o.AllowedDomains))
	for _, d := range o.AllowedDomains {
		domains = append(domains, strings.ToLower(strings.TrimPrefix(strings.TrimSpace(d), "@")))
	}
	o.AllowedDomains = domains
	base := o.HTTPClient
	if base == nil {
		base = &http.Client{Timeout: 10 * time.Second}
	}
	client := *base
	client.Transport = limitedTransport{base: base.Transport}
	policy, err := newSignupPolicy(o.Signup, o.Invitations)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", o.Name, err)
	}
	return &Provider{pool: pool, opts: o, client: &client, policy: policy}, nil
}

// NewGoogle is Google sign-in: the provider at GoogleIssuer (issuer overrides
// it, for tests), asking Google to let the person pick an account.
func NewGoogle(pool *pgxpool.Pool, o ProviderOptions, issuer string) (*Provider, error) {
	o.Name, o.Label, o.Issuer = ProviderGoogle, "Continue with Google", GoogleIssuer
	if issuer != "" {
		o.Issuer = issuer
	}
	o.AuthParams = map[string]string{"prompt": "select_account"}
	return NewProvider(pool, o)
}

// Name is the provider's route segment (google, oidc).
func (p *Provider) Name() string { return p.opts.Name }

// Label is the sign-in button's text.
func (p *Provider) Label() string { return p.opts.Label }

// provider returns the discovered provider, discovering it on first use.
func (p *Provider) provider(ctx context.Context) (*discovered, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.discovery != nil {
		return p.discovery, nil
	}
	// The key set go-oidc builds keeps this client (not ctx's deadline) for
	// its own later fetches.
	d, err := discover(oidc.ClientContext(ctx, p.client), p.opts.Issuer)
	if err != nil {
		return nil, fmt.Errorf("discover %s: %w", p.opts.Issuer, err)
	}
	p.discovery = d
	return d, nil
}

func (p *Provider) oauth(d *discovered) *oauth2.Config {
	ep := d.Endpoint()
	ep.AuthStyle = d.authStyle
	return &oauth2.Config{
		ClientID: p.opts.ClientID, ClientSecret: p.opts.ClientSecret, RedirectURL: p.opts.RedirectURL,
		Endpoint: ep, Scopes: []string{oidc.ScopeOpenID, "email", "profile"},
	}
}

// Begin records a single-use state (only its hash) with a PKCE verifier, a
// nonce and the join code the sign-in came with (if any), and returns the
// provider's authorization URL and the raw state, which the caller binds to
// the browser in a short-lived cookie.
func (p *Provider) Begin(ctx context.Context, joinCode string) (authURL, state string, err error) {
	d, err := p.provider(ctx)
	if err != nil {
		return "", "", fmt.Errorf("%s: %w", p.opts.Name, err)
	}
	joinCode = truncate(strings.TrimSpace(joinCode), 32)
	state, nonce := randomToken(), randomToken()
	verifier := oauth2.GenerateVerifier()
	// Expired states of past sign-ins are swept here; nothing else needs them.
	if _, err := p.pool.Exec(ctx, `DELETE FROM oauth_states WHERE purpose = 'signin' AND expires_at < now() - interval '1 hour' /* any workspace: sweeps expired sign-in states, which belong to no workspace */`); err != nil {
		return "", "", fmt.Errorf("%s: sweep states: %w", p.opts.Name, err)
	}
	if _, err := p.pool.Exec(ctx, `INSERT INTO oauth_states (state_hash, purpose, provider, code_verifier, nonce, join_code, expires_at)
		VALUES ($1, 'signin', $2, $3, $4, $5, now() + $6::interval) /* any workspace: a sign-in state precedes any workspace */`,
		HashToken(state), p.opts.Name, verifier, nonce, joinCode, StateTTL.String()); err != nil {
		return "", "", fmt.Errorf("%s: save state: %w", p.opts.Name, err)
	}
	params := []oauth2.AuthCodeOption{oauth2.S256ChallengeOption(verifier), oidc.Nonce(nonce)}
	for k, v := range p.opts.AuthParams {
		params = append(params, oauth2.SetAuthURLParam(k, v))
	}
	return p.oauth(d).AuthCodeURL(state, params...), state, nil
}

// Callback is what the provider sent back to the callback URL, plus the state cookie.
type Callback struct {
	CookieState string
	State       string
	Code        string
	Error       string
	// Issuer is RFC 9207's iss parameter, empty when the provider sent none.
	Issuer string
}

// SignedIn is a completed sign-in: the user, the join code the sign-in began
// with (empty when none), which the caller joins, and AutoJoin, the workspace
// a new account of an allowed domain joins (uuid.Nil otherwise).
type SignedIn struct {
	User     User
	JoinCode string
	AutoJoin uuid.UUID
}

// Finish completes a sign-in: the state must match the browser's cookie and
// be unused and unexpired (it is spent either way), then the code is
// exchanged with the PKCE verifier, the ID token verified (signature by the
// issuer's keys, issuer, audience, expiry, this sign-in's nonce) and the
// user resolved (see resolve). Every failure is a *CallbackError whose code
// says why; nothing but the spent state is stored on a failure.
func (p *Provider) Finish(ctx context.Context, cb Callback) (SignedIn, error) {
	if cb.State == "" || cb.CookieState == "" || subtle.ConstantTimeCompare([]byte(cb.State), []byte(cb.CookieState)) != 1 {
		return SignedIn{}, fail(CodeStateMismatch, errors.New("state does not match the browser's cookie"))
	}
	var verifier, nonce, joinCode string
	err := p.pool.QueryRow(ctx, `
		UPDATE oauth_states SET used_at = now()
		WHERE state_hash = $1 AND purpose = 'signin' AND provider = $2 AND used_at IS NULL AND expires_at > now()
		RETURNING code_verifier, nonce, join_code /* any workspace: a sign-in state is found by its own secret hash */`, HashToken(cb.State), p.opts.Name).Scan(&verifier, &nonce, &joinCode)
	if errors.Is(err, pgx.ErrNoRows) {
		return SignedIn{}, fail(CodeStateMismatch, errors.New("state is unknown, used, expired or another provider's"))
	}
	if err != nil {
		return SignedIn{}, fail(CodeProviderError, fmt.Errorf("spend state: %w", err))
	}
	d, err := p.provider(ctx)
	if err != nil {
		return SignedIn{}, fail(CodeProviderError, err)
	}
	// Before anything in the response is believed, an error included (RFC 9207 2.4).
	if err := d.checkIssuer(p.opts.Issuer, cb.Issuer, cb.Issuer != ""); err != nil {
		return SignedIn{}, err
	}
	if cb.Error != "" {
		if cb.Error == "access_denied" {
			return SignedIn{}, fail(CodeAccessDenied, nil)
		}
		return SignedIn{}, fail(CodeProviderError, fmt.Errorf("%s answered %q", p.opts.Name, truncate(cb.Error, 64)))
	}
	if cb.Code == "" {
		return SignedIn{}, fail(CodeProviderError, errors.New("no code in the callback"))
	}
	// One request with the method discovery named (discovered.authStyle), within the client's timeout.
	tok, err := p.oauth(d).Exchange(oidc.ClientContext(ctx, p.client), cb.Code, oauth2.VerifierOption(verifier))
	if err != nil {
		var re *oauth2.RetrieveError
		if errors.As(err, &re) && re.ErrorCode == "invalid_grant" {
			return SignedIn{}, fail(CodeCodeRefused, fmt.Errorf("exchange code: %w", err))
		}
		return SignedIn{}, fail(CodeProviderError, fmt.Errorf("exchange code: %w", err))
	}
	info, err := p.verify(ctx, d, tok, nonce)
	if err != nil {
		return SignedIn{}, err
	}
	if !info.EmailVerified {
		// It proves nothing: linking on it would hand over the account of
		// whoever owns the address, and a new account would squat it.
		return SignedIn{}, fail(CodeEmailUnverified, fmt.Errorf("%s has not verified the address", p.opts.Name))
	}
	if !p.domainAllowed(info.Email) {
		return SignedIn{}, fail(CodeDomainNotAllowed, fmt.Errorf("%q is not in the allowed domains", domainOf(info.Email)))
	}
	res, err := p.resolve(ctx, info, joinCode)
	if err != nil {
		var ce *CallbackError
		if errors.As(err, &ce) {
			return SignedIn{}, err
		}
		return SignedIn{}, fail(CodeProviderError, err)
	}
	res.JoinCode = joinCode
	return res, nil
}

// domainAllowed reports whether email may sign in (any, with no allowed domains).
func (p *Provider) domainAllowed(email string) bool {
	if len(p.opts.AllowedDomains) == 0 {
		return true
	}
	d := domainOf(email)
	for _, a := range p.opts.AllowedDomains {
		if d == a {
			return true
		}
	}
	return false
}

func domainOf(email string) string { return email[strings.LastIndexByte(email, '@')+1:] }

// randomToken is 32 random bytes, base64url.
func randomToken() string {
	raw := make([]byte, 32)
	_, _ = rand.Read(raw) // crypto/rand.Read never fails (it panics first)
	return base64.RawURLEncoding.EncodeToString(raw)
}

// limitedTransport cuts every response body at maxProviderBody, so a
// provider answering without end cannot fill memory.
type limitedTransport struct{ base http.RoundTripper }

func (t limitedTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	base := t.base
	if base == nil {
		base = http.DefaultTransport
	}
	resp, err := base.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	resp.Body = limitedBody{Reader: io.LimitReader(resp.Body, maxProviderBody), Closer: resp.Body}
	return resp, nil
}

type limitedBody struct {
	io.Reader
	io.Closer
}
