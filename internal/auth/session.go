package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/errs"
)

// Session lifetimes by default (SESSION_IDLE_TIMEOUT, SESSION_MAX_AGE).
const (
	// DefaultIdleTimeout ends a session unused this long; each request extends it.
	DefaultIdleTimeout = 7 * 24 * time.Hour
	// DefaultMaxAge ends a session this long after its sign-in, however active:
	// a stolen cookie cannot be kept alive for ever by using it.
	DefaultMaxAge = 30 * 24 * time.Hour
)

// SessionOptions tune session lifetimes; zero values take the defaults.
type SessionOptions struct {
	IdleTimeout time.Duration
	MaxAge      time.Duration
}

// Session is an authenticated request's identity. WorkspaceID is uuid.Nil and
// Role empty when no workspace is selected or the user is no longer a member.
type Session struct {
	ID          uuid.UUID
	UserID      uuid.UUID
	WorkspaceID uuid.UUID
	Role        string
	// TokenScope is the scope of the personal API token the request carried
	// (auth.ScopeRead or auth.ScopeChat); empty for a browser session.
	TokenScope string
}

// Sessions stores sessions by the SHA-256 of their token; the raw token only
// ever exists in the user's cookie.
type Sessions struct {
	pool   *pgxpool.Pool
	idle   time.Duration
	maxAge time.Duration
}

// NewSessions returns the session store. An idle timeout longer than the
// maximum age is cut to it.
func NewSessions(pool *pgxpool.Pool, o SessionOptions) *Sessions {
	if o.IdleTimeout <= 0 {
		o.IdleTimeout = DefaultIdleTimeout
	}
	if o.MaxAge <= 0 {
		o.MaxAge = DefaultMaxAge
	}
	o.IdleTimeout = min(o.IdleTimeout, o.MaxAge)
	return &Sessions{pool: pool, idle: o.IdleTimeout, maxAge: o.MaxAge}
}

// HashToken is the only form in which a session token reaches the database.
func HashToken(token string) []byte {
	sum := sha256.Sum256([]byte(token))
	return sum[:]
}

// Create starts a session for the user (with the workspace active when not
// nil) and returns the raw token for the cookie and the cookie's expiry: the
// session's absolute end (the server enforces the idle timeout itself).
func (s *Sessions) Create(ctx context.Context, userID uuid.UUID, workspaceID *uuid.UUID, userAgent string) (string, time.Time, error) {
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return "", time.Time{}, fmt.Errorf("session token: %w", err)
	}
	token := base64.RawURLEncoding.EncodeToString(raw)
	if len(userAgent) > 200 {
		userAgent = userAgent[:200]
	}
	var created time.Time
	err := s.pool.QueryRow(ctx, `INSERT INTO sessions (token_hash, user_id, workspace_id, user_agent, expires_at)
		VALUES ($1, $2, $3, $4, now() + $5 * interval '1 second') RETURNING created_at`,
		HashToken(token), userID, workspaceID, userAgent, s.idle.Seconds()).Scan(&created)
	if err != nil {
		return "", time.Time{}, fmt.Errorf("create session: %w", err)
	}
	return token, created.Add(s.maxAge), nil
}

// Authenticate resolves a raw token to its session, extending its idle
// expiry but never past its absolute end (created_at + the maximum age, read
// from the current setting, so shortening it takes effect at once). The role
// is re-read from the memberships on every call, so a removed member loses
// access on their very next request.
func (s *Sessions) Authenticate(ctx context.Context, token string) (Session, error) {
	if token == "" || len(token) > 128 {
		return Session{}, errs.E(errs.Unauthorized, "sign in first")
	}
	var sess Session
	var ws *uuid.UUID
	var role *string
	err := s.pool.QueryRow(ctx, `
		UPDATE sessions s SET last_seen_at = now(),
			expires_at = least(now() + $2 * interval '1 second', s.created_at + $3 * interval '1 second')
		WHERE s.token_hash = $1 AND s.expires_at > now() AND s.created_at + $3 * interval '1 second' > now()
		RETURNING s.id, s.user_id, s.workspace_id,
			(SELECT m.role FROM workspace_memberships m WHERE m.workspace_id = s.workspace_id AND m.user_id = s.user_id)
		/* any workspace: a session is found by its own token hash; it is where the workspace comes from */`,
		HashToken(token), s.idle.Seconds(), s.maxAge.Seconds()).Scan(&sess.ID, &sess.UserID, &ws, &role)
	if err == pgx.ErrNoRows {
		return Session{}, errs.E(errs.Unauthorized, "your session has expired; sign in again")
	}
	if err != nil {
		return Session{}, fmt.Errorf("authenticate: %w", err)
	}
	if ws != nil && role != nil {
		sess.WorkspaceID, sess.Role = *ws, *role
	}
	return sess, nil
}

// Delete ends the session holding the token; an unknown token is not an error.
func (s *Sessions) Delete(ctx context.Context, token string) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM sessions WHERE token_hash = $1 /* any workspace: sign-out ends the session holding the token */`, HashToken(token)); err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	return nil
}

// EndAll ends every session of the user, on every device ("sign out
// everywhere"), and returns how many there were.
func (s *Sessions) EndAll(ctx context.Context, userID uuid.UUID) (int64, error) {
	tag, err := s.pool.Exec(ctx, `DELETE FROM sessions WHERE user_id = $1 /* any workspace: sign out everywhere ends the user's own sessions */`, userID)
	if err != nil {
		return 0, fmt.Errorf("end sessions: %w", err)
	}
	return tag.RowsAffected(), nil
}

// User returns the signed-in user of a session.
func (s *Sessions) User(ctx context.Context, userID uuid.UUID) (User, error) {
	return userByID(ctx, s.pool, userID)
}

// CreateSignedIn starts a session after a sign-in, with the user's only
// workspace active when they have exactly one (several need a choice).
func (s *Sessions) CreateSignedIn(ctx context.Context, userID uuid.UUID, userAgent string) (string, time.Time, error) {
	var ids []uuid.UUID
	// Across workspaces on purpose: no workspace is chosen yet, and the
	// user_id condition confines the read to the user's own memberships.
	rows, err := s.pool.Query(ctx, `SELECT workspace_id FROM workspace_memberships WHERE user_id = $1 LIMIT 2 /* any workspace: the user's own memberships, before a workspace is chosen */`, userID)
	if err != nil {
		return "", time.Time{}, fmt.Errorf("sign in: workspaces: %w", err)
	}
	if ids, err = pgx.CollectRows(rows, pgx.RowTo[uuid.UUID]); err != nil {
		return "", time.Time{}, fmt.Errorf("sign in: workspaces: %w", err)
	}
	var active *uuid.UUID
	if len(ids) == 1 {
		active = &ids[0]
	}
	return s.Create(ctx, userID, active, userAgent)
}
