package auth

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/errs"
)

// Personal API token settings (docs/adr/0024-personal-api-tokens.md).
const (
	// TokenPrefix starts every API token secret, so that secret scanners and
	// people recognise one in a paste or a repository.
	TokenPrefix = "ks_pat_"
	// DefaultTokenDays is a new token's lifetime when none is asked for.
	DefaultTokenDays = 90
	// MaxTokenDays is the longest lifetime a token may be given.
	MaxTokenDays = 365
	// MaxTokensPerUser bounds one user's live tokens in one workspace.
	MaxTokensPerUser = 50
	// ScopeRead lets a token use the read routes.
	ScopeRead = "read"
	// ScopeChat lets a token also create chats and run turns.
	ScopeChat = "chat"
)

// APIToken is a token as listed: never its secret. Its wire shape is
// httpapi's, not a tag here.
type APIToken struct {
	ID         uuid.UUID
	Name       string
	Scope      string
	CreatedAt  time.Time
	ExpiresAt  time.Time
	LastUsedAt *time.Time
}

// NewAPIToken is a token just created, with its secret, shown this once.
type NewAPIToken struct {
	APIToken
	Secret string
}

// TokenRequest is what a member asks for when creating a token.
type TokenRequest struct {
	Name  string
	Scope string
	Days  int // zero takes DefaultTokenDays
}

// Tokens stores personal API tokens by the SHA-256 of their secret.
type Tokens struct{ pool *pgxpool.Pool }

// NewTokens returns the token store.
func NewTokens(pool *pgxpool.Pool) *Tokens { return &Tokens{pool: pool} }

// Create makes a token for the user in the workspace, which the caller has
// checked is the session's active workspace (membership is checked again here).
func (t *Tokens) Create(ctx context.Context, userID, workspaceID uuid.UUID, r TokenRequest) (NewAPIToken, error) {
	r.Name = strings.TrimSpace(r.Name)
	if r.Name == "" || utf8.RuneCountInString(r.Name) > 100 {
		return NewAPIToken{}, errs.E(errs.Invalid, "name must be 1 to 100 characters")
	}
	if r.Scope != ScopeRead && r.Scope != ScopeChat {
		return NewAPIToken{}, errs.E(errs.Invalid, "scope must be %q or %q", ScopeRead, ScopeChat)
	}
	if r.Days == 0 {
		r.Days = DefaultTokenDays
	}
	if r.Days < 1 || r.Days > MaxTokenDays {
		return NewAPIToken{}, errs.E(errs.Invalid, "expiresInDays must be from 1 to %d", MaxTokenDays)
	}
	raw := make([]byte, 32) // 256 bits
	if _, err := rand.Read(raw); err != nil {
		return NewAPIToken{}, fmt.Errorf("api token: %w", err)
	}
	secret := TokenPrefix + base64.RawURLEncoding.EncodeToString(raw)
	out := NewAPIToken{Secret: secret}
	out.Name, out.Scope = r.Name, r.Scope
	// One statement: the membership and the per-user cap are checked where
	// the row is written, so a removed member cannot mint one.
	err := t.pool.QueryRow(ctx, `
		INSERT INTO api_tokens (token_hash, user_id, workspace_id, name, scope, expires_at)
		SELECT $1, $2, $3, $4, $5, now() + $6 * interval '1 day'
		WHERE EXISTS (SELECT 1 FROM workspace_memberships m WHERE m.workspace_id = $3 AND m.user_id = $2)
		  AND (SELECT count(*) FROM api_tokens a WHERE a.workspace_id = $3 AND a.user_id = $2
		       AND a.revoked_at IS NULL AND a.expires_at > now()) < $7
		RETURNING id, created_at, expires_at`,
		HashToken(secret), userID, workspaceID, r.Name, r.Scope, r.Days, MaxTokensPerUser).
		Scan(&out.ID, &out.CreatedAt, &out.ExpiresAt)
	if err == pgx.ErrNoRows {
		return NewAPIToken{}, errs.E(errs.Conflict, "you have %d live tokens in this workspace; revoke one first", MaxTokensPerUser)
	}
	if err != nil {
		return NewAPIToken{}, fmt.Errorf("create api token: %w", err)
	}
	return out, nil
}

// List returns the user's live tokens in the workspace, newest first.
func (t *Tokens) List(ctx context.Context, userID, workspaceID uuid.UUID) ([]APIToken, error) {
	rows, err := t.pool.Query(ctx, `SELECT id, name, scope, created_at, expires_at, last_used_at FROM api_tokens
		WHERE workspace_id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()
		ORDER BY created_at DESC`, workspaceID, userID)
	if err != nil {
		return nil, fmt.Errorf("list api tokens: %w", err)
	}
	list, err := pgx.CollectRows(rows, pgx.RowToStructByPos[APIToken])
	if err != nil {
		return nil, fmt.Errorf("list api tokens: %w", err)
	}
	return list, nil
}

// Revoke ends one of the user's tokens in the workspace at once.
func (t *Tokens) Revoke(ctx context.Context, userID, workspaceID, id uuid.UUID) error {
	tag, err := t.pool.Exec(ctx, `UPDATE api_tokens SET revoked_at = now()
		WHERE id = $1 AND workspace_id = $2 AND user_id = $3 AND revoked_at IS NULL`, id, workspaceID, userID)
	return errs.Affected(tag, err, "revoke api token", "token not found")
}

// TokenSession is what a bearer token authenticates as.
type TokenSession struct {
	TokenID     uuid.UUID
	UserID      uuid.UUID
	WorkspaceID uuid.UUID
	Role        string
	Scope       string
	// ExpiresAt is when the token stops working (revocation may end it sooner).
	ExpiresAt time.Time
}

// Authenticate resolves a secret to its token, recording its use. The role
// is the user's current membership: a revoked, expired or orphaned token
// (member removed) is refused, on its very next request.
func (t *Tokens) Authenticate(ctx context.Context, secret string) (TokenSession, error) {
	if !strings.HasPrefix(secret, TokenPrefix) || len(secret) > 128 {
		return TokenSession{}, errs.E(errs.Unauthorized, "the API token is not valid")
	}
	var s TokenSession
	err := t.pool.QueryRow(ctx, `
		UPDATE api_tokens a SET last_used_at = now()
		FROM workspace_memberships m
		WHERE a.token_hash = $1 AND a.revoked_at IS NULL AND a.expires_at > now()
		  AND m.workspace_id = a.workspace_id AND m.user_id = a.user_id
		RETURNING a.id, a.user_id, a.workspace_id, m.role, a.scope, a.expires_at
		/* any workspace: an API token is found by its own secret hash; it is where the workspace comes from */`, HashToken(secret)).
		Scan(&s.TokenID, &s.UserID, &s.WorkspaceID, &s.Role, &s.Scope, &s.ExpiresAt)
	if err == pgx.ErrNoRows {
		return TokenSession{}, errs.E(errs.Unauthorized, "the API token is not valid, expired or revoked")
	}
	if err != nil {
		return TokenSession{}, fmt.Errorf("authenticate api token: %w", err)
	}
	return s, nil
}

// RevokeMemberTokens ends every live token of the user in the workspace, in
// the transaction that ends their membership (a workspace.Departure): a
// token must not come back to life if the account joins again.
func RevokeMemberTokens(ctx context.Context, tx pgx.Tx, workspaceID, userID uuid.UUID) error {
	_, err := tx.Exec(ctx, `UPDATE api_tokens SET revoked_at = now()
		WHERE workspace_id = $1 AND user_id = $2 AND revoked_at IS NULL`, workspaceID, userID)
	if err != nil {
		return fmt.Errorf("revoke member's api tokens: %w", err)
	}
	return nil
}
