package mcpserver

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base32"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/secret"
)

// placeholderTTL is how long a placeholder can be sent back after the
// server last issued it: long enough for one working session of a client,
// short enough that the mapping does not become a second copy of the data.
const placeholderTTL = 24 * time.Hour

// maxRestored bounds how many placeholders one call's arguments may have
// restored (a request is at most MaxBodyBytes anyway; this bounds the query).
const maxRestored = 200

// DerivePlaceholderKey derives the key that names MCP placeholders from the
// server's master encryption key, so no new secret is configured and
// another purpose's key is never reused as is.
func DerivePlaceholderKey(master []byte) []byte {
	m := hmac.New(sha256.New, master)
	m.Write([]byte("knowledgestack/mcp-placeholders/v1"))
	return m.Sum(nil)
}

// placeholderName names a value's placeholder for one token: the first 50
// bits of an HMAC of workspace, token, kind and the value's normal form,
// lower-case base32. The same value has the same placeholder in every call
// of one token; another token's placeholder for it differs, and nobody
// without the server's key can tell which value a name stands for.
func placeholderName(key []byte, id Identity, k pii.Kind, norm string) string {
	m := hmac.New(sha256.New, key)
	m.Write(id.WorkspaceID[:])
	m.Write(id.TokenID[:])
	m.Write([]byte(k))
	m.Write([]byte{0})
	m.Write([]byte(norm))
	return strings.ToLower(base32.StdEncoding.EncodeToString(m.Sum(nil))[:10])
}

// placeholderStore keeps the values behind issued placeholders, encrypted
// (table mcp_placeholders, migration 00350; this package owns it).
type placeholderStore struct {
	pool *pgxpool.Pool
	keys *secret.Keyring
	now  func() time.Time
}

// aad binds a stored value to its row: a ciphertext copied to another
// token's or workspace's row does not open.
func aad(id Identity, placeholder string) []byte {
	return []byte(id.WorkspaceID.String() + "/" + id.TokenID.String() + "/" + placeholder)
}

// save stores the placeholders a result issued (or extends their life) and
// drops the workspace's expired ones.
func (p placeholderStore) save(ctx context.Context, id Identity, issued map[string]string) error {
	if len(issued) == 0 || id.TokenID == uuid.Nil {
		return nil
	}
	names := make([]string, 0, len(issued))
	values := make([][]byte, 0, len(issued))
	for name, v := range issued {
		enc, err := p.keys.Encrypt([]byte(v), aad(id, name))
		if err != nil {
			return err
		}
		names, values = append(names, name), append(values, enc)
	}
	expires := p.now().Add(placeholderTTL)
	if _, err := p.pool.Exec(ctx, `
		INSERT INTO mcp_placeholders (workspace_id, token_id, placeholder, value_enc, expires_at)
		SELECT $1, $2, u.p, u.v, $5 FROM unnest($3::text[], $4::bytea[]) AS u(p, v)
		ON CONFLICT (workspace_id, token_id, placeholder) DO UPDATE SET value_enc = EXCLUDED.value_enc, expires_at = EXCLUDED.expires_at`,
		id.WorkspaceID, id.TokenID, names, values, expires); err != nil {
		return fmt.Errorf("mcpserver: save placeholders: %w", err)
	}
	// Every token's expired rows of the workspace go, so an idle token's do not wait for its deletion.
	if _, err := p.pool.Exec(ctx, `DELETE FROM mcp_placeholders WHERE workspace_id = $1 AND expires_at < $2`,
		id.WorkspaceID, p.now()); err != nil {
		return fmt.Errorf("mcpserver: drop expired placeholders: %w", err)
	}
	return nil
}

// load returns the values of the named placeholders that this token was
// issued and that have not expired; others are absent from the map.
func (p placeholderStore) load(ctx context.Context, id Identity, names []string) (map[string]string, error) {
	out := map[string]string{}
	if len(names) == 0 || id.TokenID == uuid.Nil {
		return out, nil
	}
	rows, err := p.pool.Query(ctx, `
		SELECT placeholder, value_enc FROM mcp_placeholders
		WHERE workspace_id = $1 AND token_id = $2 AND placeholder = ANY($3) AND expires_at > $4`,
		id.WorkspaceID, id.TokenID, names, p.now())
	if err != nil {
		return nil, fmt.Errorf("mcpserver: load placeholders: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var name string
		var enc []byte
		if err := rows.Scan(&name, &enc); err != nil {
			return nil, err
		}
		v, err := p.keys.Decrypt(enc, aad(id, name))
		if errors.Is(err, secret.ErrTampered) || errors.Is(err, secret.ErrUnknownKey) {
			continue // a key dropped from the ring: the placeholder stays as written
		}
		if err != nil {
			return nil, err
		}
		out[name] = string(v)
	}
	return out, rows.Err()
}
