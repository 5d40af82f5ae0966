package grants

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/source"
)

// statePurpose distinguishes connector grants from sign-in states in the
// shared oauth_states table.
const statePurpose = "connector"

// credNeedsReauth is a credential's status once the provider refused it
// (the other is "active"); its sources are marked alongside (MarkNeedsReauth).
const credNeedsReauth = "needs_reauth"

func (s *Service) saveState(ctx context.Context, state, provider string, workspaceID, userID uuid.UUID, expires time.Time) error {
	_, err := s.pool.Exec(ctx, `
		INSERT INTO oauth_states (state_hash, purpose, provider, user_id, workspace_id, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6)`,
		stateHash(state), statePurpose, provider, userID, workspaceID, expires)
	if err != nil {
		return errs.FromPG(err, "save oauth state", "connector grant")
	}
	return nil
}

// consumeState marks the state used; a state that is unknown, used or
// expired (by the database clock too) is refused.
func (s *Service) consumeState(ctx context.Context, state string, p statePayload) error {
	tag, err := s.pool.Exec(ctx, `
		UPDATE oauth_states SET used_at = now()
		WHERE state_hash = $1 AND purpose = $2 AND provider = $3
		  AND workspace_id = $4 AND user_id = $5
		  AND used_at IS NULL AND expires_at > now()`,
		stateHash(state), statePurpose, p.Provider, p.WorkspaceID, p.UserID)
	if err != nil {
		return errs.FromPG(err, "consume oauth state", "connector grant")
	}
	if tag.RowsAffected() != 1 {
		return errBadState
	}
	return nil
}

type credential struct {
	provider, externalID, name string
	token                      Token
	metadata                   map[string]any
	// after runs in the grant's transaction once the credential and sources
	// are stored (Slack links its team there); an error stores nothing.
	after func(ctx context.Context, tx pgx.Tx, credID uuid.UUID, sources []uuid.UUID) error
}

// grantSource is a source a grant adds (Notion's workspace, Slack's team).
type grantSource struct {
	externalID, name string
	config           map[string]any
}

// aad binds a token ciphertext to its credential's natural key, which a
// re-grant keeps.
func aad(workspaceID uuid.UUID, provider, externalID, field string) []byte {
	return []byte(workspaceID.String() + "/" + provider + "/" + externalID + "/" + field)
}

func (s *Service) seal(workspaceID uuid.UUID, provider, externalID, field, plain string) ([]byte, error) {
	if plain == "" {
		return nil, nil
	}
	return s.keys.Encrypt([]byte(plain), aad(workspaceID, provider, externalID, field))
}

// saveGrant upserts the credential and its sources in one transaction; a
// re-grant reactivates a credential and sources that needed reconnecting.
func (s *Service) saveGrant(ctx context.Context, p statePayload, c credential, srcs []grantSource) ([]uuid.UUID, error) {
	access, err := s.seal(p.WorkspaceID, c.provider, c.externalID, "access", c.token.AccessToken)
	if err != nil {
		return nil, fmt.Errorf("save grant: encrypt: %w", err)
	}
	refresh, err := s.seal(p.WorkspaceID, c.provider, c.externalID, "refresh", c.token.RefreshToken)
	if err != nil {
		return nil, fmt.Errorf("save grant: encrypt: %w", err)
	}
	meta, _ := json.Marshal(c.metadata)
	var expires *time.Time
	if !c.token.ExpiresAt.IsZero() {
		expires = &c.token.ExpiresAt
	}
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return nil, errs.FromPG(err, "save grant", "connector grant")
	}
	defer tx.Rollback(ctx)
	var credID uuid.UUID
	err = tx.QueryRow(ctx, `
		INSERT INTO source_credentials (workspace_id, provider, external_id, name, access_token_enc,
		                                refresh_token_enc, expires_at, status, metadata, created_by)
		VALUES ($1, $2, $3, $4, $5, $6, $7, 'active', $8, $9)
		ON CONFLICT (workspace_id, provider, external_id) DO UPDATE
		SET name = EXCLUDED.name, access_token_enc = EXCLUDED.access_token_enc,
		    refresh_token_enc = EXCLUDED.refresh_token_enc, expires_at = EXCLUDED.expires_at,
		    status = 'active', metadata = EXCLUDED.metadata, created_by = EXCLUDED.created_by, updated_at = now()
		WHERE source_credentials.workspace_id = $1
		RETURNING id`,
		p.WorkspaceID, c.provider, c.externalID, c.name, access, refresh, expires, meta, p.UserID).Scan(&credID)
	if err != nil {
		return nil, errs.FromPG(err, "save credential", "connector grant")
	}
	ids := make([]uuid.UUID, 0, len(srcs))
	for _, src := range srcs {
		cfg, _ := json.Marshal(src.config)
		id, err := source.Upsert(ctx, tx, source.Spec{WorkspaceID: p.WorkspaceID, Provider: c.provider, ExternalID: src.externalID,
			Name: src.name, CredentialID: &credID, Config: cfg, CreatedBy: &p.UserID})
		if err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	if c.after != nil {
		if err := c.after(ctx, tx, credID, ids); err != nil {
			return nil, err
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return nil, errs.FromPG(err, "save grant", "connector grant")
	}
	return ids, nil
}

// credRow is a credential as the token source needs it.
type credRow struct {
	provider, externalID, status string
	access, refresh              []byte
	expiresAt                    *time.Time
	// departed: its grantor is no longer a member of the workspace (the
	// departure's clean-up has not run yet, or failed); it is not used.
	departed bool
}

const credColumns = `provider, external_id, status, access_token_enc, refresh_token_enc, expires_at,
	created_by IS NOT NULL AND NOT EXISTS (SELECT 1 FROM workspace_memberships m
		WHERE m.workspace_id = source_credentials.workspace_id AND m.user_id = source_credentials.created_by)`

func scanCred(row pgx.Row) (credRow, error) {
	var c credRow
	err := row.Scan(&c.provider, &c.externalID, &c.status, &c.access, &c.refresh, &c.expiresAt, &c.departed)
	if errors.Is(err, pgx.ErrNoRows) {
		return c, errs.E(errs.NotFound, "credential not found")
	}
	return c, err
}

func (s *Service) loadCred(ctx context.Context, workspaceID, id uuid.UUID) (credRow, error) {
	c, err := scanCred(s.pool.QueryRow(ctx, `SELECT `+credColumns+` FROM source_credentials WHERE workspace_id = $1 AND id = $2`, workspaceID, id))
	if err != nil && !errs.Is(err, errs.NotFound) {
		return c, errs.FromPG(err, "load credential", "connector grant")
	}
	return c, err
}

func lockCred(ctx context.Context, tx pgx.Tx, workspaceID, id uuid.UUID) (credRow, error) {
	c, err := scanCred(tx.QueryRow(ctx, `SELECT `+credColumns+` FROM source_credentials WHERE workspace_id = $1 AND id = $2 FOR UPDATE`, workspaceID, id))
	if err != nil && !errs.Is(err, errs.NotFound) {
		return c, errs.FromPG(err, "lock credential", "connector grant")
	}
	return c, err
}

func storeRefreshed(ctx context.Context, tx pgx.Tx, workspaceID, id uuid.UUID, access, refresh []byte, expires *time.Time) error {
	_, err := tx.Exec(ctx, `
		UPDATE source_credentials
		SET access_token_enc = $3, refresh_token_enc = COALESCE($4, refresh_token_enc), expires_at = $5, updated_at = now()
		WHERE workspace_id = $1 AND id = $2`, workspaceID, id, access, refresh, expires)
	return err
}

// MarkNeedsReauth flags the credential and every source using it, in the
// caller's transaction, so the sources page shows "reconnect" with reason;
// nothing indexed is deleted. The token source calls it when the provider
// refuses a refresh, the Slack app when Slack says the app was uninstalled.
func MarkNeedsReauth(ctx context.Context, tx pgx.Tx, workspaceID, id uuid.UUID, reason string) error {
	if _, err := tx.Exec(ctx, `UPDATE source_credentials SET status = $3, updated_at = now() WHERE workspace_id = $1 AND id = $2`,
		workspaceID, id, credNeedsReauth); err != nil {
		return errs.FromPG(err, "mark credential for reconnecting", "credential")
	}
	return source.MarkNeedsReauth(ctx, tx, workspaceID, id, reason)
}
