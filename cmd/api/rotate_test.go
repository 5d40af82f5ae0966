package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/secret"
	"knowledgestack/internal/testdb"
)

func randomKey(t *testing.T) []byte {
	k := make([]byte, 32)
	if _, err := rand.Read(k); err != nil {
		t.Fatal(err)
	}
	return k
}

func ring(t *testing.T, keys ...[]byte) *secret.Keyring {
	r, err := secret.New(keys)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

type storedSecret struct {
	table, column string
	id            uuid.UUID
	aad           []byte
	plain         string
}

// seedSecrets stores a database password and connector tokens (one without a
// refresh token) in two workspaces, sealed by keys with the owners' aad.
func seedSecrets(t *testing.T, pool *pgxpool.Pool, keys *secret.Keyring) []storedSecret {
	ctx := context.Background()
	var out []storedSecret
	seal := func(plain string, aad []byte) []byte {
		ct, err := keys.Encrypt([]byte(plain), aad)
		if err != nil {
			t.Fatal(err)
		}
		return ct
	}
	for i, name := range []string{"Acme", "Globex"} {
		user := apitest.NewUser(t, pool, name+"@example.com")
		ws := apitest.NewWorkspace(t, pool, user, name)
		dbID := uuid.New()
		pw := "db-password-" + name
		if _, err := pool.Exec(ctx, `INSERT INTO database_connections (id, workspace_id, name, host, port, database, username, password_enc)
			VALUES ($1, $2, 'sales', 'db.internal', 5432, 'sales', 'reader', $3)`, dbID, ws, seal(pw, []byte(dbID.String()))); err != nil {
			t.Fatal(err)
		}
		out = append(out, storedSecret{"database_connections", "password_enc", dbID, []byte(dbID.String()), pw})

		ext := "bot-" + name
		aad := func(f string) []byte { return []byte(ws.String() + "/notion/" + ext + "/" + f) }
		access, refresh := "secret_access_"+name, "secret_refresh_"+name
		var refreshEnc []byte
		if i == 0 {
			refreshEnc = seal(refresh, aad("refresh"))
		}
		var credID uuid.UUID
		if err := pool.QueryRow(ctx, `INSERT INTO source_credentials (workspace_id, provider, external_id, access_token_enc, refresh_token_enc)
			VALUES ($1, 'notion', $2, $3, $4) RETURNING id`, ws, ext, seal(access, aad("access")), refreshEnc).Scan(&credID); err != nil {
			t.Fatal(err)
		}
		out = append(out, storedSecret{"source_credentials", "access_token_enc", credID, aad("access"), access})
		if i == 0 {
			out = append(out, storedSecret{"source_credentials", "refresh_token_enc", credID, aad("refresh"), refresh})
		}
	}
	return out
}

func load(t *testing.T, pool *pgxpool.Pool, s storedSecret) []byte {
	var ct []byte
	// Table and column come from the test's own list, never from input.
	if err := pool.QueryRow(context.Background(), `SELECT `+s.column+` FROM `+s.table+` WHERE id = $1`, s.id).Scan(&ct); err != nil {
		t.Fatal(err)
	}
	return ct
}

func TestRotateKeys(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	oldKey, newKey := randomKey(t), randomKey(t)
	secrets := seedSecrets(t, pool, ring(t, oldKey))

	t.Run("the new key alone cannot read the old ciphertexts", func(t *testing.T) {
		_, err := ring(t, newKey).Decrypt(load(t, pool, secrets[0]), secrets[0].aad)
		if !errors.Is(err, secret.ErrUnknownKey) {
			t.Fatalf("err = %v, want ErrUnknownKey", err)
		}
	})
	t.Run("rotation re-encrypts every secret", func(t *testing.T) {
		n, err := rotateSecrets(ctx, pool, ring(t, newKey, oldKey))
		if err != nil {
			t.Fatal(err)
		}
		if n != len(secrets) {
			t.Fatalf("rotated %d ciphertexts, want %d", n, len(secrets))
		}
	})
	t.Run("after rotation the old key can be dropped", func(t *testing.T) {
		only := ring(t, newKey)
		for _, s := range secrets {
			ct := load(t, pool, s)
			plain, err := only.Decrypt(ct, s.aad)
			if err != nil || string(plain) != s.plain {
				t.Fatalf("%s.%s %s: %q, %v", s.table, s.column, s.id, plain, err)
			}
			if only.NeedsRotation(ct) {
				t.Fatalf("%s.%s still needs rotation", s.table, s.column)
			}
		}
		var nulls int
		_ = pool.QueryRow(ctx, `SELECT count(*) FROM source_credentials WHERE refresh_token_enc IS NULL`).Scan(&nulls)
		if nulls != 1 {
			t.Fatalf("%d credentials without refresh token, want 1 (absent stays absent)", nulls)
		}
	})
	t.Run("a second rotation has nothing to do", func(t *testing.T) {
		if n, err := rotateSecrets(ctx, pool, ring(t, newKey, oldKey)); err != nil || n != 0 {
			t.Fatalf("rotated %d, %v", n, err)
		}
	})
	t.Run("a tampered secret aborts the rotation and changes nothing", func(t *testing.T) {
		newer := randomKey(t)
		bad := secrets[1]
		ct := load(t, pool, bad)
		ct[len(ct)-1] ^= 1
		if _, err := pool.Exec(ctx, `UPDATE source_credentials SET access_token_enc = $2 WHERE id = $1`, bad.id, ct); err != nil {
			t.Fatal(err)
		}
		before := load(t, pool, secrets[0])
		err := rotateKeys(ctx, pool, ring(t, newer, newKey))
		if !errors.Is(err, secret.ErrTampered) {
			t.Fatalf("err = %v, want ErrTampered", err)
		}
		if !bytes.Equal(load(t, pool, secrets[0]), before) {
			t.Fatal("a failed rotation committed some rows")
		}
	})
}
