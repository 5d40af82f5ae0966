package auth

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"golang.org/x/crypto/bcrypt"

	"knowledgestack/internal/errs"
)

// LinkTTL is how long a pending link waits for the local account's password.
const LinkTTL = 10 * time.Minute

// MaxLinkAttempts is how many wrong passwords spend a pending link.
const MaxLinkAttempts = 5

// The answers of CompleteLink.
var (
	ErrLinkExpired = errs.E(errs.Unauthorized, "this sign-in link has expired or was used; sign in with your provider again")
	ErrLinkWrong   = errs.E(errs.Unauthorized, "wrong password for the existing account")
)

// createPendingLink records that the identity info may be linked to
// the local account userID once its password is entered, and returns the
// raw token (only its hash is stored) for the browser's cookie.
func createPendingLink(ctx context.Context, tx pgx.Tx, userID uuid.UUID, info identity) (string, error) {
	token := randomToken()
	// Expired links are swept here; nothing else needs them.
	if _, err := tx.Exec(ctx, `DELETE FROM pending_links WHERE expires_at < now() - interval '1 hour'`); err != nil {
		return "", fmt.Errorf("pending link: sweep: %w", err)
	}
	if _, err := tx.Exec(ctx, `INSERT INTO pending_links (token_hash, user_id, issuer, subject, email, expires_at)
		VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 second')`,
		HashToken(token), userID, info.Issuer, info.Sub, info.Email, LinkTTL.Seconds()); err != nil {
		return "", fmt.Errorf("pending link: %w", err)
	}
	return token, nil
}

// linkIdentity attaches an external identity (issuer, subject) to an
// account. From then on the account signs in with that provider: its password
// is cleared (whoever else knew it is out; a new one would have to be set)
// and every session it had ends. An account holds one identity per issuer.
func linkIdentity(ctx context.Context, tx pgx.Tx, userID uuid.UUID, issuer, subject string) error {
	tag, err := tx.Exec(ctx, `INSERT INTO user_identities (issuer, subject, user_id) VALUES ($1, $2, $3)
		ON CONFLICT DO NOTHING`, issuer, subject, userID)
	if err != nil {
		return fmt.Errorf("link identity: %w", errs.FromPG(err, "link identity", "user"))
	}
	if tag.RowsAffected() != 1 {
		return errs.E(errs.Conflict, "this account is already linked to another account of this provider")
	}
	if _, err := tx.Exec(ctx, `UPDATE users SET email_verified_at = now(), password_hash = NULL, updated_at = now() WHERE id = $1`,
		userID); err != nil {
		return fmt.Errorf("link identity: %w", err)
	}
	if _, err := tx.Exec(ctx, `DELETE FROM sessions WHERE user_id = $1 /* any workspace: linking ends the user's own sessions on every device */`, userID); err != nil {
		return fmt.Errorf("link identity: end sessions: %w", err)
	}
	return nil
}

// CompleteLink links the identity of a pending link (the raw token from the
// browser's cookie) to its local account when password is that account's
// password. A wrong password counts against the link (MaxLinkAttempts spend
// it); a right one links the account as linkIdentity says and spends the
// link. The caller starts a new session for the returned user.
func (a *Accounts) CompleteLink(ctx context.Context, token, password string) (User, error) {
	if token == "" || len(token) > 128 {
		return User{}, ErrLinkExpired
	}
	tx, err := a.pool.Begin(ctx)
	if err != nil {
		return User{}, fmt.Errorf("complete link: %w", err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	var u User
	var issuer, subject string
	var attempts int
	var hash *string
	err = tx.QueryRow(ctx, `
		SELECT u.id, u.email, u.name, u.password_hash, l.issuer, l.subject, l.attempts
		FROM pending_links l JOIN users u ON u.id = l.user_id
		WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > now() AND lower(u.email) = l.email
		FOR UPDATE OF l`, HashToken(token)).Scan(&u.ID, &u.Email, &u.Name, &hash, &issuer, &subject, &attempts)
	if errors.Is(err, pgx.ErrNoRows) {
		return User{}, ErrLinkExpired
	}
	if err != nil {
		return User{}, fmt.Errorf("complete link: %w", err)
	}
	stored := a.dummy
	if hash != nil {
		stored = []byte(*hash)
	}
	if bcrypt.CompareHashAndPassword(stored, []byte(password)) != nil || hash == nil {
		if _, err := tx.Exec(ctx, `UPDATE pending_links SET attempts = attempts + 1,
			used_at = CASE WHEN attempts + 1 >= $2 THEN now() END WHERE token_hash = $1`, HashToken(token), MaxLinkAttempts); err != nil {
			return User{}, fmt.Errorf("complete link: %w", err)
		}
		if err := tx.Commit(ctx); err != nil {
			return User{}, fmt.Errorf("complete link: %w", err)
		}
		return User{}, ErrLinkWrong
	}
	if err := linkIdentity(ctx, tx, u.ID, issuer, subject); err != nil {
		return User{}, err
	}
	if _, err := tx.Exec(ctx, `UPDATE pending_links SET used_at = now() WHERE token_hash = $1`, HashToken(token)); err != nil {
		return User{}, fmt.Errorf("complete link: %w", err)
	}
	if err := tx.Commit(ctx); err != nil {
		return User{}, fmt.Errorf("complete link: %w", err)
	}
	return u, nil
}
