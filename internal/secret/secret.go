// Package secret encrypts secrets at rest (connector tokens, database
// passwords) with AES-256-GCM under a key ring: the first key encrypts, every
// key decrypts, and each ciphertext names the key that sealed it, so keys can
// be rotated without a flag day.
package secret

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"fmt"
)

// Ciphertext layout: version (1 byte) | key id (4 bytes) | nonce (12 bytes) | sealed data + tag.
const (
	version      byte = 1
	keyIDLen          = 4
	headerLen         = 1 + keyIDLen
	nonceLen          = 12
	minCipherLen      = headerLen + nonceLen + 16
)

// ErrTampered means a ciphertext failed authentication: it was altered, cut,
// or moved to another row (its aad no longer matches). Callers ask the user
// to reconnect the source or re-enter the password; retrying cannot help.
var ErrTampered = errors.New("secret: ciphertext is corrupt or was tampered with")

// ErrUnknownKey means the ciphertext was sealed by a key that is not in the
// ring (a key was dropped before rotate-keys re-encrypted everything).
var ErrUnknownKey = errors.New("secret: ciphertext was encrypted with a key that is not configured")

// Keyring seals and opens secrets; it is safe for concurrent use.
type Keyring struct {
	current [keyIDLen]byte
	aeads   map[[keyIDLen]byte]cipher.AEAD
}

// New builds a key ring from 32-byte keys; keys[0] encrypts. Two keys whose
// ids collide are refused, since a ciphertext could not name its key.
func New(keys [][]byte) (*Keyring, error) {
	if len(keys) == 0 {
		return nil, errors.New("secret: the key ring needs at least one key")
	}
	k := &Keyring{aeads: make(map[[keyIDLen]byte]cipher.AEAD, len(keys))}
	for i, key := range keys {
		if len(key) != 32 {
			return nil, fmt.Errorf("secret: key %d is %d bytes, want 32", i+1, len(key))
		}
		block, err := aes.NewCipher(key)
		if err != nil {
			return nil, fmt.Errorf("secret: key %d: %w", i+1, err)
		}
		aead, err := cipher.NewGCM(block)
		if err != nil {
			return nil, fmt.Errorf("secret: key %d: %w", i+1, err)
		}
		id := KeyID(key)
		if _, dup := k.aeads[id]; dup {
			return nil, fmt.Errorf("secret: key %d repeats an earlier key", i+1)
		}
		k.aeads[id] = aead
		if i == 0 {
			k.current = id
		}
	}
	return k, nil
}

// KeyID is the 4-byte id a ciphertext carries: the first bytes of the key's
// SHA-256 (the same bytes config.KeyID prints in hex).
func KeyID(key []byte) [keyIDLen]byte {
	sum := sha256.Sum256(key)
	var id [keyIDLen]byte
	copy(id[:], sum[:keyIDLen])
	return id
}

// Encrypt seals plaintext under the current key. aad is not stored but must
// be given again to Decrypt: callers pass what identifies the secret's place
// (its row), so a ciphertext copied elsewhere does not open.
func (k *Keyring) Encrypt(plaintext, aad []byte) ([]byte, error) {
	out := make([]byte, headerLen+nonceLen, headerLen+nonceLen+len(plaintext)+16)
	out[0] = version
	copy(out[1:headerLen], k.current[:])
	if _, err := rand.Read(out[headerLen:]); err != nil {
		return nil, fmt.Errorf("secret: nonce: %w", err)
	}
	return k.aeads[k.current].Seal(out, out[headerLen:], plaintext, k.additional(out[:headerLen], aad)), nil
}

// Decrypt opens a ciphertext sealed by any key of the ring with the same aad.
// It fails with ErrTampered or ErrUnknownKey, never with partial plaintext.
func (k *Keyring) Decrypt(ciphertext, aad []byte) ([]byte, error) {
	if len(ciphertext) < minCipherLen || ciphertext[0] != version {
		return nil, ErrTampered
	}
	var id [keyIDLen]byte
	copy(id[:], ciphertext[1:headerLen])
	aead, ok := k.aeads[id]
	if !ok {
		return nil, ErrUnknownKey
	}
	nonce := ciphertext[headerLen : headerLen+nonceLen]
	plain, err := aead.Open(nil, nonce, ciphertext[headerLen+nonceLen:], k.additional(ciphertext[:headerLen], aad))
	if err != nil {
		return nil, ErrTampered
	}
	return plain, nil
}

// NeedsRotation reports whether the ciphertext was sealed by a key other than
// the current one (or is not a ciphertext this package wrote).
func (k *Keyring) NeedsRotation(ciphertext []byte) bool {
	if len(ciphertext) < headerLen || ciphertext[0] != version {
		return true
	}
	return [keyIDLen]byte(ciphertext[1:headerLen]) != k.current
}

// additional authenticates the header too, so a key id cannot be swapped.
func (k *Keyring) additional(header, aad []byte) []byte {
	a := make([]byte, 0, len(header)+len(aad))
	return append(append(a, header...), aad...)
}
