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
)

// StateTTL is how long a sign-in may take between the redirect and the callback.
const StateTTL = 10 * time.Minute

// CallbackError is a failed Google callback; Code is what the sign-in page shows.
type CallbackError struct {
	Code string
	Err  error
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
}

// Google signs people in with Google (OAuth 2 authorization code + PKCE).
type Google struct {
	pool     *pgxpool.Pool
	oauth    oauth2.Config
	userInfo string
	client   *http.Client
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
	return &Google{
		pool: pool, userInfo: o.UserInfoURL, client: o.HTTPClient,
		oauth: oauth2.Config{
			ClientID: o.ClientID, ClientSecret: o.ClientSecret, RedirectURL: o.RedirectURL,
			Endpoint: oauth2.Endpoint{AuthURL: o.AuthURL, TokenURL: o.TokenURL, AuthStyle: oauth2.AuthStyleInParams},
			Scopes:   []string{"openid", "email", "profile"},
		},
	}, nil
}

// Begin records a single-use state (only its hash) with a PKCE verifier and
// returns Google's consent URL and the raw state, which the caller binds to
// the browser in a short-lived cookie.
func (g *Google) Begin(ctx context.Context) (authURL, state string, err error) {
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
	if _, err := g.pool.Exec(ctx, `INSERT INTO oauth_states (state_hash, purpose, provider, code_verifier, expires_at)
		VALUES ($1, 'signin', 'google', $2, now() + $3::interval)`, HashToken(state), verifier, StateTTL.String()); err != nil {
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

// Finish completes a sign-in: the state must match the browser's cookie and
// be unused and unexpired (it is spent either way), then the code is
// exchanged and the user upserted by Google subject. Every failure is a
// *CallbackError.
func (g *Google) Finish(ctx context.Context, cb Callback) (User, error) {
	if cb.State == "" || cb.CookieState == "" || subtle.ConstantTimeCompare([]byte(cb.State), []byte(cb.CookieState)) != 1 {
		return User{}, fail(CodeStateMismatch, errors.New("state does not match the browser's cookie"))
	}
	var verifier string
	err := g.pool.QueryRow(ctx, `
		UPDATE oauth_states SET used_at = now()
		WHERE state_hash = $1 AND purpose = 'signin' AND provider = 'google' AND used_at IS NULL AND expires_at > now()
		RETURNING code_verifier`, HashToken(cb.State)).Scan(&verifier)
	if errors.Is(err, pgx.ErrNoRows) {
		return User{}, fail(CodeStateMismatch, errors.New("state is unknown, used or expired"))
	}
	if err != nil {
		return User{}, fail(CodeProviderError, fmt.Errorf("spend state: %w", err))
	}
	if cb.Error != "" {
		if cb.Error == "access_denied" {
			return User{}, fail(CodeAccessDenied, nil)
		}
		return User{}, fail(CodeProviderError, fmt.Errorf("google answered %q", truncate(cb.Error, 64)))
	}
	if cb.Code == "" {
		return User{}, fail(CodeProviderError, errors.New("no code in the callback"))
	}
	ctx = context.WithValue(ctx, oauth2.HTTPClient, g.client)
	tok, err := g.oauth.Exchange(ctx, cb.Code, oauth2.VerifierOption(verifier))
	if err != nil {
		return User{}, fail(CodeProviderError, fmt.Errorf("exchange code: %w", err))
	}
	info, err := g.fetchUserInfo(ctx, tok)
	if err != nil {
		return User{}, fail(CodeProviderError, err)
	}
	u, err := g.upsert(ctx, info)
	if err != nil {
		return User{}, fail(CodeProviderError, err)
	}
	return u, nil
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

// upsert keys the user on the Google subject: a changed e-mail or name
// updates the row; a first Google sign-in with the verified e-mail of an
// existing local account links that account instead of making a second one.
func (g *Google) upsert(ctx context.Context, info googleUser) (User, error) {
	tx, err := g.pool.Begin(ctx)
	if err != nil {
		return User{}, fmt.Errorf("upsert google user: %w", err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	u := User{Email: info.Email, Name: info.Name}
	err = tx.QueryRow(ctx, `UPDATE users SET email = $2, name = $3, updated_at = now() WHERE google_subject = $1 RETURNING id`,
		info.Sub, info.Email, info.Name).Scan(&u.ID)
	if errors.Is(err, pgx.ErrNoRows) && info.EmailVerified {
		err = tx.QueryRow(ctx, `UPDATE users SET google_subject = $1, updated_at = now()
			WHERE lower(email) = $2 AND google_subject IS NULL RETURNING id, name`, info.Sub, info.Email).Scan(&u.ID, &u.Name)
	}
	if errors.Is(err, pgx.ErrNoRows) {
		err = tx.QueryRow(ctx, `INSERT INTO users (email, name, google_subject) VALUES ($1, $2, $3) RETURNING id`,
			info.Email, info.Name, info.Sub).Scan(&u.ID)
	}
	if err != nil {
		// An unverified e-mail that another account already uses lands here (unique violation).
		return User{}, fmt.Errorf("upsert google user: %w", errs.FromPG(err, "upsert google user", "user"))
	}
	if err := tx.Commit(ctx); err != nil {
		return User{}, fmt.Errorf("upsert google user: %w", err)
	}
	return u, nil
}

// truncate cuts s to at most n runes.
func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n])
}
