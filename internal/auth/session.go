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

// SessionTTL is the sliding lifetime of a session: each authenticated request extends it.
const SessionTTL = 30 * 24 * time.Hour

// Session is an authenticated request's identity. WorkspaceID is uuid.Nil and
// Role empty when no workspace is selected or the user is no longer a member.
type Session struct {
	ID          uuid.UUID
	UserID      uuid.UUID
	WorkspaceID uuid.UUID
	Role        string
}

// Sessions stores sessions by the SHA-256 of their token; the raw token only
// ever exists in the user's cookie.
type Sessions struct {
	pool *pgxpool.Pool
	now  func() time.Time
}

// NewSessions returns the session store.
func NewSessions(pool *pgxpool.Pool) *Sessions {
	return &Sessions{pool: pool, now: time.Now}
}

// HashToken is the only form in which a session token reaches the database.
func HashToken(token string) []byte {
	sum := sha256.Sum256([]byte(token))
	return sum[:]
}

// Create starts a session for the user (with the workspace active when not
// nil) and returns the raw token for the cookie and its expiry.
func (s *Sessions) Create(ctx context.Context, userID uuid.UUID, workspaceID *uuid.UUID, userAgent string) (string, time.Time, error) {
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return "", time.Time{}, fmt.Errorf("session token: %w", err)
	}
	token := base64.RawURLEncoding.EncodeToString(raw)
	expires := s.now().Add(SessionTTL)
	if len(userAgent) > 200 {
		userAgent = userAgent[:200]
	}
	_, err := s.pool.Exec(ctx, `INSERT INTO sessions (token_hash, user_id, workspace_id, user_agent, expires_at) VALUES ($1, $2, $3, $4, $5)`,
		HashToken(token), userID, workspaceID, userAgent, expires)
	if err != nil {
		return "", time.Time{}, fmt.Errorf("create session: %w", err)
	}
	return token, expires, nil
}

// Authenticate resolves a raw token to its session, extending its expiry.
// The role is re-read from the memberships on every call, so a removed
// member loses access on their very next request.
func (s *Sessions) Authenticate(ctx context.Context, token string) (Session, error) {
	if token == "" || len(token) > 128 {
		return Session{}, errs.E(errs.Unauthorized, "sign in first")
	}
	var sess Session
	var ws *uuid.UUID
	var role *string
	err := s.pool.QueryRow(ctx, `
		UPDATE sessions s SET last_seen_at = now(), expires_at = $2
		WHERE s.token_hash = $1 AND s.expires_at > now()
		RETURNING s.id, s.user_id, s.workspace_id,
			(SELECT m.role FROM workspace_memberships m WHERE m.workspace_id = s.workspace_id AND m.user_id = s.user_id)`,
		HashToken(token), s.now().Add(SessionTTL)).Scan(&sess.ID, &sess.UserID, &ws, &role)
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

// SetWorkspace makes workspaceID (or none, when nil) the session's active workspace.
func (s *Sessions) SetWorkspace(ctx context.Context, sessionID uuid.UUID, workspaceID *uuid.UUID) error {
	_, err := s.pool.Exec(ctx, `UPDATE sessions SET workspace_id = $2 WHERE id = $1`, sessionID, workspaceID)
	if err != nil {
		return fmt.Errorf("set active workspace: %w", err)
	}
	return nil
}

// Delete ends the session holding the token; an unknown token is not an error.
func (s *Sessions) Delete(ctx context.Context, token string) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM sessions WHERE token_hash = $1`, HashToken(token)); err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	return nil
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
	rows, err := s.pool.Query(ctx, `SELECT workspace_id FROM workspace_memberships WHERE user_id = $1 LIMIT 2`, userID)
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
