// Package secrettest gives tests the product's real key ring, under a fresh
// random key, so encrypted columns behave in tests as in production.
package secrettest

import (
	"crypto/rand"
	"testing"

	"knowledgestack/internal/secret"
)

// NewKeyring returns the product's key ring with a fresh random key.
func NewKeyring(t testing.TB) *secret.Keyring {
	t.Helper()
	key := make([]byte, 32)
	_, _ = rand.Read(key)
	k, err := secret.New([][]byte{key})
	if err != nil {
		t.Fatal(err)
	}
	return k
}
