package auth

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"golang.org/x/oauth2"

	"knowledgestack/internal/errs"
)

// Google's endpoints; tests point GoogleOptions at an httptest server instead.
const (
	GoogleAuthURL     = "https://accounts.google.com/o/oauth2/v2/auth"
	GoogleTokenURL    = "https://oauth2.googleapis.com/token"
	GoogleUserInfoURL = "https://openidconnect.googleapis.com/v1/userinfo"
)

// The codes the callback redirects with (/signin?error=<code>).
const (
	CodeAccessDenied  = "access_denied"
	CodeStateMismatch = "state_mismatch"
	CodeProviderError = "provider_error"
	CodeDisabled      = "google_disabled"
	// CodeLinkRequired: the verified address belongs to a local account that
	// never proved it; the person must enter that account's password to link.
	CodeLinkRequired = "link_required"
	// CodeEmailUnverified: Google has not verified the account's address.
	CodeEmailUnverified = "email_unverified"
	// CodeSignupClosed: no account has this Google identity and SIGNUP=closed.
	CodeSignupClosed = "signup_closed"
	// CodeInviteRequired: SIGNUP=invite and no valid join code came with the sign-in.
	CodeInviteRequired = "invite_required"
)

// StateTTL is how long a sign-in may take between the redirect and the callback.
const StateTTL = 10 * time.Minute

// CallbackError is a failed Google callback; Code is what the sign-in page shows.
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
		return "google sign-in: " + e.Code + ": " + e.Err.Error()
	}
	return "google sign-in: " + e.Code
}

// Unwrap exposes the cause for logs.
func (e *CallbackError) Unwrap() error { return e.Err }

// CallbackCode is the redirect code for an error from Google.Finish.
func CallbackCode(err error) string {
	var ce *CallbackError
	if errors.As(err, &ce) {
		return ce.Code
	}
	return CodeProviderError
}

func fail(code string, err error) error { return &CallbackError{Code: code, Err: err} }

// GoogleOptions configure Google sign-in. The URLs default to Google's own.
type GoogleOptions struct {
	ClientID     string
	ClientSecret string
	// RedirectURL is the callback as the browser reaches it (PUBLIC_URL + /api/auth/google/callback).
	RedirectURL string
	AuthURL     string
	TokenURL    string
	UserInfoURL string
	// HTTPClient calls the token and userinfo endpoints (default: 10 s timeout).
	HTTPClient *http.Client
	// Signup is who may create an account (SignupOpen by default).
	Signup string
	// Invitations checks join codes; required when Signup is SignupInvite.
	Invitations Invitations
}

// Google signs people in with Google (OAuth 2 authorization code + PKCE).
type Google struct {
	pool     *pgxpool.Pool
	oauth    oauth2.Config
	userInfo string
	client   *http.Client
	policy   signupPolicy
}

// NewGoogle validates the options and returns the Google sign-in flow.
func NewGoogle(pool *pgxpool.Pool, o GoogleOptions) (*Google, error) {
	if o.ClientID == "" || o.ClientSecret == "" || o.RedirectURL == "" {
		return nil, errors.New("google: client id, client secret and redirect URL are required")
	}
	if o.AuthURL == "" {
		o.AuthURL = GoogleAuthURL
	}
	if o.TokenURL == "" {
		o.TokenURL = GoogleTokenURL
	}
	if o.UserInfoURL == "" {
		o.UserInfoURL = GoogleUserInfoURL
	}
	if o.HTTPClient == nil {
		o.HTTPClient = &http.Client{Timeout: 10 * time.Second}
	}
	policy, err := newSignupPolicy(o.Signup, o.Invitations)
	if err != nil {
		return nil, fmt.Errorf("google: %w", err)
	}
	return &Google{
		pool: pool, userInfo: o.UserInfoURL, client: o.HTTPClient, policy: policy,
		oauth: oauth2.Config{
			ClientID: o.ClientID, ClientSecret: o.ClientSecret, RedirectURL: o.RedirectURL,
			Endpoint: oauth2.Endpoint{AuthURL: o.AuthURL, TokenURL: o.TokenURL, AuthStyle: oauth2.AuthStyleInParams},
			Scopes:   []string{"openid", "email", "profile"},
		},
	}, nil
}

// Begin records a single-use state (only its hash) with a PKCE verifier and
// the join code the sign-in came with (if any), and returns Google's consent
// URL and the raw state, which the caller binds to the browser in a
// short-lived cookie.
func (g *Google) Begin(ctx context.Context, joinCode string) (authURL, state string, err error) {
	joinCode = truncate(strings.TrimSpace(joinCode), 32)
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return "", "", fmt.Errorf("google: state: %w", err)
	}
	state = base64.RawURLEncoding.EncodeToString(raw)
	verifier := oauth2.GenerateVerifier()
	// Expired states of past sign-ins are swept here; nothing else needs them.
	if _, err := g.pool.Exec(ctx, `DELETE FROM oauth_states WHERE purpose = 'signin' AND expires_at < now() - interval '1 hour'`); err != nil {
		return "", "", fmt.Errorf("google: sweep states: %w", err)
	}
	if _, err := g.pool.Exec(ctx, `INSERT INTO oauth_states (state_hash, purpose, provider, code_verifier, join_code, expires_at)
		VALUES ($1, 'signin', 'google', $2, $3, now() + $4::interval)`, HashToken(state), verifier, joinCode, StateTTL.String()); err != nil {
		return "", "", fmt.Errorf("google: save state: %w", err)
	}
	return g.oauth.AuthCodeURL(state, oauth2.S256ChallengeOption(verifier), oauth2.SetAuthURLParam("prompt", "select_account")), state, nil
}

// Callback is what Google sent back to the callback URL, plus the state cookie.
type Callback struct {
	CookieState string
	State       string
	Code        string
	Error       string
}

// SignedIn is a completed Google sign-in: the user, and the join code the
// sign-in began with (empty when none), which the caller joins.
type SignedIn struct {
	User     User
	JoinCode string
}

// Finish completes a sign-in: the state must match the browser's cookie and
// be unused and unexpired (it is spent either way), then the code is
// exchanged and the user resolved by Google subject (see resolve). Every
// failure is a *CallbackError.
func (g *Google) Finish(ctx context.Context, cb Callback) (SignedIn, error) {
	u, joinCode, err := g.finish(ctx, cb)
	return SignedIn{User: u, JoinCode: joinCode}, err
}

func (g *Google) finish(ctx context.Context, cb Callback) (User, string, error) {
	if cb.State == "" || cb.CookieState == "" || subtle.ConstantTimeCompare([]byte(cb.State), []byte(cb.CookieState)) != 1 {
		return User{}, "", fail(CodeStateMismatch, errors.New("state does not match the browser's cookie"))
	}
	var verifier, joinCode string
	err := g.pool.QueryRow(ctx, `
		UPDATE oauth_states SET used_at = now()
		WHERE state_hash = $1 AND purpose = 'signin' AND provider = 'google' AND used_at IS NULL AND expires_at > now()
		RETURNING code_verifier, join_code`, HashToken(cb.State)).Scan(&verifier, &joinCode)
	if errors.Is(err, pgx.ErrNoRows) {
		return User{}, "", fail(CodeStateMismatch, errors.New("state is unknown, used or expired"))
	}
	if err != nil {
		return User{}, "", fail(CodeProviderError, fmt.Errorf("spend state: %w", err))
	}
	if cb.Error != "" {
		if cb.Error == "access_denied" {
			return User{}, "", fail(CodeAccessDenied, nil)
		}
		return User{}, "", fail(CodeProviderError, fmt.Errorf("google answered %q", truncate(cb.Error, 64)))
	}
	if cb.Code == "" {
		return User{}, "", fail(CodeProviderError, errors.New("no code in the callback"))
	}
	ctx = context.WithValue(ctx, oauth2.HTTPClient, g.client)
	tok, err := g.oauth.Exchange(ctx, cb.Code, oauth2.VerifierOption(verifier))
	if err != nil {
		return User{}, "", fail(CodeProviderError, fmt.Errorf("exchange code: %w", err))
	}
	info, err := g.fetchUserInfo(ctx, tok)
	if err != nil {
		return User{}, "", fail(CodeProviderError, err)
	}
	u, err := g.resolve(ctx, info, joinCode)
	if err != nil {
		var ce *CallbackError
		if errors.As(err, &ce) {
			return User{}, "", err
		}
		return User{}, "", fail(CodeProviderError, err)
	}
	return u, joinCode, nil
}

type googleUser struct {
	Sub           string `json:"sub"`
	Email         string `json:"email"`
	EmailVerified bool   `json:"email_verified"`
	Name          string `json:"name"`
}

func (g *Google) fetchUserInfo(ctx context.Context, tok *oauth2.Token) (googleUser, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, g.userInfo, nil)
	if err != nil {
		return googleUser{}, fmt.Errorf("userinfo: %w", err)
	}
	tok.SetAuthHeader(req)
	resp, err := g.client.Do(req)
	if err != nil {
		return googleUser{}, fmt.Errorf("userinfo: %w", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return googleUser{}, fmt.Errorf("userinfo: %w", err)
	}
	if resp.StatusCode != http.StatusOK {
		return googleUser{}, fmt.Errorf("userinfo: status %d", resp.StatusCode)
	}
	var u googleUser
	if err := json.Unmarshal(body, &u); err != nil {
		return googleUser{}, fmt.Errorf("userinfo: %w", err)
	}
	u.Email = strings.ToLower(strings.TrimSpace(u.Email))
	u.Name = truncate(strings.TrimSpace(u.Name), 100)
	if u.Sub == "" || u.Email == "" {
		return googleUser{}, errors.New("userinfo: no subject or e-mail")
	}
	if u.Name == "" {
		u.Name = u.Email[:strings.IndexByte(u.Email+"@", '@')]
	}
	return u, nil
}

// resolve finds or makes the user of a Google identity whose address Google
// verified (an unverified one is refused: it proves nothing, and would squat
// the address against its owner):
//   - a known subject signs in (a changed e-mail or name updates the row);
//   - else an account with the address that already proved it is linked,
//     its password cleared and its other sessions ended;
//   - else an account with the address that never proved it (a local
//     sign-up: anyone can type any address) is NOT linked: a pending link
//     waits for that account's password (CodeLinkRequired), so a stranger
//     who pre-registered the address gains nothing;
//   - else a new account is made if the sign-up policy allows it.
func (g *Google) resolve(ctx context.Context, info googleUser, joinCode string) (User, error) {
	if !info.EmailVerified {
		return User{}, fail(CodeEmailUnverified, errors.New("google has not verified the address"))
	}
	tx, err := g.pool.Begin(ctx)
	if err != nil {
		return User{}, fmt.Errorf("resolve google user: %w", err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	u := User{Email: info.Email, Name: info.Name}
	err = tx.QueryRow(ctx, `UPDATE users SET email = $2, name = $3, email_verified_at = now(), updated_at = now()
		WHERE google_subject = $1 RETURNING id`, info.Sub, info.Email, info.Name).Scan(&u.ID)
	switch {
	case err == nil:
		return u, commit(ctx, tx)
	case !errors.Is(err, pgx.ErrNoRows):
		// The new address belongs to another account (unique violation).
		return User{}, fmt.Errorf("update google user: %w", errs.FromPG(err, "update google user", "user"))
	}

	var subject *string
	var proven bool
	err = tx.QueryRow(ctx, `SELECT id, name, google_subject, email_verified_at IS NOT NULL FROM users
		WHERE lower(email) = $1 FOR UPDATE`, info.Email).Scan(&u.ID, &u.Name, &subject, &proven)
	switch {
	case err == nil && subject != nil:
		return User{}, fail(CodeProviderError, errors.New("the address belongs to another Google account"))
	case err == nil && proven:
		if err := linkGoogle(ctx, tx, u.ID, info.Sub); err != nil {
			return User{}, err
		}
		return u, commit(ctx, tx)
	case err == nil:
		token, err := createPendingLink(ctx, tx, u.ID, info)
		if err != nil {
			return User{}, err
		}
		if err := commit(ctx, tx); err != nil {
			return User{}, err
		}
		return User{}, &CallbackError{Code: CodeLinkRequired, LinkToken: token,
			Err: errors.New("the address belongs to a local account that never proved it")}
	case !errors.Is(err, pgx.ErrNoRows):
		return User{}, fmt.Errorf("find account by e-mail: %w", err)
	}

	if err := g.policy.allow(ctx, joinCode); err != nil {
		switch {
		case errors.Is(err, ErrSignupClosed):
			return User{}, fail(CodeSignupClosed, err)
		case errors.Is(err, ErrInviteRequired), errors.Is(err, ErrInviteInvalid):
			return User{}, fail(CodeInviteRequired, err)
		}
		return User{}, err
	}
	err = tx.QueryRow(ctx, `INSERT INTO users (email, name, google_subject, email_verified_at) VALUES ($1, $2, $3, now()) RETURNING id`,
		info.Email, info.Name, info.Sub).Scan(&u.ID)
	if err != nil {
		return User{}, fmt.Errorf("create google user: %w", errs.FromPG(err, "create google user", "user"))
	}
	return u, commit(ctx, tx)
}

func commit(ctx context.Context, tx pgx.Tx) error {
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("google user: %w", err)
	}
	return nil
}

// truncate cuts s to at most n runes.
func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n])
}
