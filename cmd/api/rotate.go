package main

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/secret"
)

// rotateKeys re-encrypts every stored secret under the ring's current key,
// in one transaction with the rows locked, so ENCRYPTION_KEYS can then drop
// the old keys. A secret that does not decrypt aborts the whole rotation:
// committing around it could strand it under a key about to be dropped.
func rotateKeys(ctx context.Context, pool *pgxpool.Pool, keys *secret.Keyring) error {
	_, err := rotateSecrets(ctx, pool, keys)
	return err
}

// rotateSecrets is rotateKeys returning how many ciphertexts it rewrote.
//
// The aad of each column must be exactly what its owner passes to Encrypt:
// database passwords are bound to the connection id (internal/dbconn),
// connector tokens to workspace/provider/external id/field (internal/sync/grants).
func rotateSecrets(ctx context.Context, pool *pgxpool.Pool, keys *secret.Keyring) (int, error) {
	tx, err := pool.Begin(ctx)
	if err != nil {
		return 0, fmt.Errorf("rotate keys: %w", err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	n1, err := rotateDatabasePasswords(ctx, tx, keys)
	if err != nil {
		return 0, err
	}
	n2, err := rotateSourceTokens(ctx, tx, keys)
	if err != nil {
		return 0, err
	}
	if err := tx.Commit(ctx); err != nil {
		return 0, fmt.Errorf("rotate keys: commit: %w", err)
	}
	return n1 + n2, nil
}

// reseal re-encrypts ct under the current key when an older key sealed it.
func reseal(keys *secret.Keyring, ct, aad []byte, what string) ([]byte, bool, error) {
	if ct == nil || !keys.NeedsRotation(ct) {
		return ct, false, nil
	}
	plain, err := keys.Decrypt(ct, aad)
	if err != nil {
		return nil, false, fmt.Errorf("rotate keys: %s: %w", what, err)
	}
	out, err := keys.Encrypt(plain, aad)
	if err != nil {
		return nil, false, fmt.Errorf("rotate keys: %s: %w", what, err)
	}
	return out, true, nil
}

func rotateDatabasePasswords(ctx context.Context, tx pgx.Tx, keys *secret.Keyring) (int, error) {
	type row struct {
		ws, id uuid.UUID
		enc    []byte
	}
	// An operator command over every tenant: the lock spans all rows on purpose;
	// each update below still names its workspace.
	rows, err := tx.Query(ctx, `SELECT /* any workspace: key rotation re-seals every tenant's passwords; each UPDATE names its workspace */ workspace_id, id, password_enc FROM database_connections ORDER BY id FOR UPDATE`)
	if err != nil {
		return 0, fmt.Errorf("rotate keys: database passwords: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (row, error) {
		var x row
		return x, r.Scan(&x.ws, &x.id, &x.enc)
	})
	if err != nil {
		return 0, fmt.Errorf("rotate keys: database passwords: %w", err)
	}
	n := 0
	for _, r := range list {
		enc, changed, err := reseal(keys, r.enc, []byte(r.id.String()), "database connection "+r.id.String())
		if err != nil || !changed {
			if err != nil {
				return 0, err
			}
			continue
		}
		if _, err := tx.Exec(ctx, `UPDATE database_connections SET password_enc = $3 WHERE workspace_id = $1 AND id = $2`,
			r.ws, r.id, enc); err != nil {
			return 0, fmt.Errorf("rotate keys: database connection %s: %w", r.id, err)
		}
		n++
	}
	return n, nil
}

func rotateSourceTokens(ctx context.Context, tx pgx.Tx, keys *secret.Keyring) (int, error) {
	type row struct {
		ws, id               uuid.UUID
		provider, externalID string
		access, refresh      []byte
	}
	// As above: every tenant, every row, locked.
	rows, err := tx.Query(ctx, `SELECT workspace_id, id, provider, external_id, access_token_enc, refresh_token_enc
		FROM source_credentials ORDER BY id FOR UPDATE /* any workspace: key rotation re-seals every tenant's tokens; each UPDATE names its workspace */`)
	if err != nil {
		return 0, fmt.Errorf("rotate keys: connector tokens: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (row, error) {
		var x row
		return x, r.Scan(&x.ws, &x.id, &x.provider, &x.externalID, &x.access, &x.refresh)
	})
	if err != nil {
		return 0, fmt.Errorf("rotate keys: connector tokens: %w", err)
	}
	n := 0
	for _, r := range list {
		aad := func(field string) []byte {
			return []byte(r.ws.String() + "/" + r.provider + "/" + r.externalID + "/" + field)
		}
		what := "connector credential " + r.id.String()
		access, c1, err := reseal(keys, r.access, aad("access"), what)
		if err != nil {
			return 0, err
		}
		refresh, c2, err := reseal(keys, r.refresh, aad("refresh"), what)
		if err != nil {
			return 0, err
		}
		if !c1 && !c2 {
			continue
		}
		if _, err := tx.Exec(ctx, `UPDATE source_credentials SET access_token_enc = $3, refresh_token_enc = $4
			WHERE workspace_id = $1 AND id = $2`, r.ws, r.id, access, refresh); err != nil {
			return 0, fmt.Errorf("rotate keys: %s: %w", what, err)
		}
		if c1 {
			n++
		}
		if c2 {
			n++
		}
	}
	return n, nil
}
