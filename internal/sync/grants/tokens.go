package grants

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/errs"
)

// CredentialTokens is the token source of one stored credential: it
// decrypts the access token, refreshes it shortly before expiry and, when
// a connector reports a 401, once more. Refreshes take a row lock so
// concurrent passes sharing a credential refresh it once.
type CredentialTokens struct {
	s                         *Service
	workspaceID, credentialID uuid.UUID
	last                      string // the token this source last handed out
}

// Tokens returns the token source of a credential.
func (s *Service) Tokens(workspaceID, credentialID uuid.UUID) *CredentialTokens {
	return &CredentialTokens{s: s, workspaceID: workspaceID, credentialID: credentialID}
}

var errReconnect = errs.E(errs.Unauthorized, "the connection needs to be re-authorized: reconnect the source")

// errDeparted refuses a credential whose grantor left the workspace: it is
// theirs, so nobody else's pass or picker may use it.
var errDeparted = errs.E(errs.Unauthorized, "the person who connected this left the workspace: reconnect the source")

// Token returns a usable access token, refreshing it first when it is
// about to expire.
func (t *CredentialTokens) Token(ctx context.Context) (string, error) {
	c, err := t.s.loadCred(ctx, t.workspaceID, t.credentialID)
	if err != nil {
		return "", fmt.Errorf("credential token: %w", err)
	}
	if c.status == credNeedsReauth {
		return "", errReconnect
	}
	if c.departed {
		return "", errDeparted
	}
	if c.expiresAt != nil && !t.s.now().Add(t.s.skew).Before(*c.expiresAt) && len(c.refresh) > 0 {
		return t.refresh(ctx, false)
	}
	tok, err := t.s.open(t.workspaceID, c, "access", c.access)
	if err != nil {
		return "", err
	}
	t.last = tok
	return tok, nil
}

// Refresh is called after the provider refused the current token.
func (t *CredentialTokens) Refresh(ctx context.Context) (string, error) {
	return t.refresh(ctx, true)
}

// refresh renews the token under the credential's row lock. rejected says
// the provider refused the token we last handed out; if another pass has
// replaced it meanwhile, the replacement is used instead of refreshing
// again.
func (t *CredentialTokens) refresh(ctx context.Context, rejected bool) (string, error) {
	tx, err := t.s.pool.Begin(ctx)
	if err != nil {
		return "", errs.FromPG(err, "refresh token", "credential")
	}
	defer tx.Rollback(ctx)
	c, err := lockCred(ctx, tx, t.workspaceID, t.credentialID)
	if err != nil {
		return "", fmt.Errorf("refresh token: %w", err)
	}
	if c.status == credNeedsReauth {
		return "", errReconnect
	}
	if c.departed {
		return "", errDeparted
	}
	current, err := t.s.open(t.workspaceID, c, "access", c.access)
	if err != nil {
		return "", err
	}
	fresh := c.expiresAt == nil || t.s.now().Add(t.s.skew).Before(*c.expiresAt)
	if fresh && (!rejected || current != t.last) {
		t.last = current
		return current, nil
	}
	if len(c.refresh) == 0 {
		return "", t.giveUp(ctx, tx, "the provider refused the token and there is no refresh token")
	}
	refreshToken, err := t.s.open(t.workspaceID, c, "refresh", c.refresh)
	if err != nil {
		return "", err
	}
	tok, err := t.s.refresh(ctx, c.provider, refreshToken)
	if errs.Is(err, errs.Unauthorized) {
		return "", t.giveUp(ctx, tx, errs.Message(err))
	}
	if err != nil {
		return "", fmt.Errorf("refresh token: %w", err)
	}
	access, err := t.s.seal(t.workspaceID, c.provider, c.externalID, "access", tok.AccessToken)
	if err != nil {
		return "", fmt.Errorf("refresh token: encrypt: %w", err)
	}
	// Atlassian rotates refresh tokens; keep the old one only when the
	// provider did not send a new one.
	newRefresh, err := t.s.seal(t.workspaceID, c.provider, c.externalID, "refresh", tok.RefreshToken)
	if err != nil {
		return "", fmt.Errorf("refresh token: encrypt: %w", err)
	}
	var expires *time.Time
	if !tok.ExpiresAt.IsZero() {
		expires = &tok.ExpiresAt
	}
	if err := storeRefreshed(ctx, tx, t.workspaceID, t.credentialID, access, newRefresh, expires); err != nil {
		return "", errs.FromPG(err, "store refreshed token", "credential")
	}
	if err := tx.Commit(ctx); err != nil {
		return "", errs.FromPG(err, "store refreshed token", "credential")
	}
	t.last = tok.AccessToken
	return tok.AccessToken, nil
}

// giveUp records that the grant is dead and returns the error the pass
// stops on.
func (t *CredentialTokens) giveUp(ctx context.Context, tx pgx.Tx, reason string) error {
	if err := MarkNeedsReauth(ctx, tx, t.workspaceID, t.credentialID, "reconnect required: "+reason); err != nil {
		return errs.FromPG(err, "mark credential", "credential")
	}
	if err := tx.Commit(ctx); err != nil {
		return errs.FromPG(err, "mark credential", "credential")
	}
	return errReconnect
}

func (s *Service) open(workspaceID uuid.UUID, c credRow, field string, ct []byte) (string, error) {
	plain, err := s.keys.Decrypt(ct, aad(workspaceID, c.provider, c.externalID, field))
	if err != nil {
		return "", fmt.Errorf("decrypt %s token: %w", field, err)
	}
	return string(plain), nil
}
