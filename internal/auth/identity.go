package auth

import (
	"context"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/errs"
)

// resolve finds or makes the user of an identity whose address the provider
// verified (Finish refuses the others):
//   - a known (issuer, subject) signs in (a changed e-mail or name updates the row);
//   - else an account with the address that already proved it is linked,
//     its password cleared and its other sessions ended — unless it already
//     holds another identity of this issuer (CodeAccountConflict);
//   - else an account with the address that never proved it (a local
//     sign-up: anyone can type any address) is NOT linked: a pending link
//     waits for that account's password (CodeLinkRequired), so a stranger
//     who pre-registered the address gains nothing;
//   - else a new account is made if the sign-up policy allows it (an
//     automatic-join workspace counts as the invitation under SIGNUP=invite).
func (p *Provider) resolve(ctx context.Context, info identity, joinCode string) (SignedIn, error) {
	tx, err := p.pool.Begin(ctx)
	if err != nil {
		return SignedIn{}, fmt.Errorf("resolve %s user: %w", p.opts.Name, err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	u := User{Email: info.Email, Name: info.Name}
	err = tx.QueryRow(ctx, `UPDATE users SET email = $3, name = $4, email_verified_at = now(), updated_at = now()
		WHERE id = (SELECT user_id FROM user_identities WHERE issuer = $1 AND subject = $2) RETURNING id`,
		info.Issuer, info.Sub, info.Email, info.Name).Scan(&u.ID)
	switch {
	case err == nil:
		return SignedIn{User: u}, commit(ctx, tx)
	case errs.Is(errs.FromPG(err, "update user", "user"), errs.Conflict):
		// The provider now gives this person an address another account holds.
		// Neither account is changed: which one is the person's is for an
		// administrator to say.
		return SignedIn{}, fail(CodeAccountConflict, errors.New("the identity's new address belongs to another account"))
	case !errors.Is(err, pgx.ErrNoRows):
		return SignedIn{}, fmt.Errorf("update %s user: %w", p.opts.Name, err)
	}

	var linked, proven bool
	err = tx.QueryRow(ctx, `SELECT id, name, EXISTS (SELECT 1 FROM user_identities i WHERE i.user_id = users.id AND i.issuer = $2),
			email_verified_at IS NOT NULL
		FROM users WHERE lower(email) = $1 FOR UPDATE`, info.Email, info.Issuer).Scan(&u.ID, &u.Name, &linked, &proven)
	switch {
	case err == nil && linked:
		return SignedIn{}, fail(CodeAccountConflict, errors.New("the address belongs to an account linked to another identity of this issuer"))
	case err == nil && proven:
		if err := linkIdentity(ctx, tx, u.ID, info.Issuer, info.Sub); err != nil {
			return SignedIn{}, err
		}
		return SignedIn{User: u}, commit(ctx, tx)
	case err == nil:
		token, err := createPendingLink(ctx, tx, u.ID, info)
		if err != nil {
			return SignedIn{}, err
		}
		if err := commit(ctx, tx); err != nil {
			return SignedIn{}, err
		}
		return SignedIn{}, &CallbackError{Code: CodeLinkRequired, LinkToken: token,
			Err: errors.New("the address belongs to a local account that never proved it")}
	case !errors.Is(err, pgx.ErrNoRows):
		return SignedIn{}, fmt.Errorf("find account by e-mail: %w", err)
	}

	if err := p.allowNewAccount(ctx, joinCode); err != nil {
		return SignedIn{}, err
	}
	err = tx.QueryRow(ctx, `INSERT INTO users (email, name, email_verified_at) VALUES ($1, $2, now()) RETURNING id`,
		info.Email, info.Name).Scan(&u.ID)
	if err != nil {
		return SignedIn{}, fmt.Errorf("create %s user: %w", p.opts.Name, errs.FromPG(err, "create user", "user"))
	}
	if _, err := tx.Exec(ctx, `INSERT INTO user_identities (issuer, subject, user_id) VALUES ($1, $2, $3)`,
		info.Issuer, info.Sub, u.ID); err != nil {
		return SignedIn{}, fmt.Errorf("create %s user: %w", p.opts.Name, errs.FromPG(err, "create identity", "identity"))
	}
	// Finish let only allowed domains this far, so a configured workspace is theirs to join.
	return SignedIn{User: u, AutoJoin: p.opts.AutoJoin}, commit(ctx, tx)
}

// allowNewAccount applies the sign-up policy to a new account of this
// provider; the automatic-join workspace (which requires allowed domains)
// stands for the invitation SIGNUP=invite asks for, but SIGNUP=closed stays closed.
func (p *Provider) allowNewAccount(ctx context.Context, joinCode string) error {
	err := p.policy.allow(ctx, joinCode)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, ErrSignupClosed):
		return fail(CodeSignupClosed, err)
	case errors.Is(err, ErrInviteRequired), errors.Is(err, ErrInviteInvalid):
		if p.opts.AutoJoin != uuid.Nil {
			return nil
		}
		return fail(CodeInviteRequired, err)
	}
	return err
}

func commit(ctx context.Context, tx pgx.Tx) error {
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("sign-in user: %w", err)
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
