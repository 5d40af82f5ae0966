package secret

import (
	"bytes"
	"crypto/rand"
	"errors"
	"testing"
)

func key(t *testing.T) []byte {
	t.Helper()
	k := make([]byte, 32)
	if _, err := rand.Read(k); err != nil {
		t.Fatal(err)
	}
	return k
}

func ring(t *testing.T, keys ...[]byte) *Keyring {
	t.Helper()
	r, err := New(keys)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestRoundTrip(t *testing.T) {
	r := ring(t, key(t))
	for _, plain := range [][]byte{nil, []byte("p"), bytes.Repeat([]byte("secret"), 1000)} {
		ct, err := r.Encrypt(plain, []byte("row-1"))
		if err != nil {
			t.Fatal(err)
		}
		if len(plain) > 8 && bytes.Contains(ct, plain) {
			t.Fatal("ciphertext contains the plaintext")
		}
		got, err := r.Decrypt(ct, []byte("row-1"))
		if err != nil || !bytes.Equal(got, plain) {
			t.Fatalf("Decrypt = %q, %v; want %q", got, err, plain)
		}
	}
}

func TestEncryptUsesFreshNonces(t *testing.T) {
	r := ring(t, key(t))
	a, _ := r.Encrypt([]byte("same"), nil)
	b, _ := r.Encrypt([]byte("same"), nil)
	if bytes.Equal(a, b) {
		t.Fatal("two encryptions of the same plaintext are identical")
	}
}

func TestDecryptRejects(t *testing.T) {
	k := key(t)
	r := ring(t, k)
	ct, err := r.Encrypt([]byte("database password"), []byte("row-1"))
	if err != nil {
		t.Fatal(err)
	}
	flip := func(i int) []byte {
		c := bytes.Clone(ct)
		c[i] ^= 0x01
		return c
	}
	cases := []struct {
		name string
		ct   []byte
		aad  string
		want error
	}{
		{"a flipped byte in the sealed data", flip(len(ct) - 1), "row-1", ErrTampered},
		{"a flipped byte in the nonce", flip(headerLen + 2), "row-1", ErrTampered},
		{"an unknown version", flip(0), "row-1", ErrTampered},
		{"a ciphertext moved to another row", ct, "row-2", ErrTampered},
		{"a truncated ciphertext", ct[:minCipherLen-1], "row-1", ErrTampered},
		{"an empty ciphertext", nil, "row-1", ErrTampered},
		{"a key id not in the ring", flip(1), "row-1", ErrUnknownKey},
		{"a key that was dropped", mustEncrypt(t, ring(t, key(t)), "row-1"), "row-1", ErrUnknownKey},
	}
	for _, tc := range cases {
		t.Run("fails on "+tc.name, func(t *testing.T) {
			plain, err := r.Decrypt(tc.ct, []byte(tc.aad))
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			if plain != nil {
				t.Fatalf("returned plaintext %q alongside the error", plain)
			}
		})
	}
}

func mustEncrypt(t *testing.T, r *Keyring, aad string) []byte {
	t.Helper()
	ct, err := r.Encrypt([]byte("x"), []byte(aad))
	if err != nil {
		t.Fatal(err)
	}
	return ct
}

func TestKeyRing(t *testing.T) {
	oldKey, newKey := key(t), key(t)
	old := ring(t, oldKey)
	ct := mustEncrypt(t, old, "a")

	rotated := ring(t, newKey, oldKey)
	t.Run("every key of the ring decrypts", func(t *testing.T) {
		if _, err := rotated.Decrypt(ct, []byte("a")); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("only ciphertexts of older keys need rotation", func(t *testing.T) {
		if !rotated.NeedsRotation(ct) {
			t.Fatal("old-key ciphertext does not need rotation")
		}
		if rotated.NeedsRotation(mustEncrypt(t, rotated, "a")) {
			t.Fatal("current-key ciphertext needs rotation")
		}
		if !rotated.NeedsRotation([]byte{9}) {
			t.Fatal("garbage does not need rotation")
		}
	})
	t.Run("the first key encrypts", func(t *testing.T) {
		if _, err := ring(t, newKey).Decrypt(mustEncrypt(t, rotated, "a"), []byte("a")); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("refuses bad rings", func(t *testing.T) {
		for name, keys := range map[string][][]byte{
			"empty": nil, "short key": {make([]byte, 16)}, "repeated key": {oldKey, newKey, oldKey},
		} {
			if _, err := New(keys); err == nil {
				t.Errorf("%s: no error", name)
			}
		}
	})
}

func FuzzDecrypt(f *testing.F) {
	r, _ := New([][]byte{bytes.Repeat([]byte{7}, 32)})
	ct, _ := r.Encrypt([]byte("seed"), []byte("aad"))
	f.Add(ct)
	f.Add([]byte{1, 2, 3})
	f.Fuzz(func(t *testing.T, data []byte) {
		plain, err := r.Decrypt(data, []byte("aad"))
		if err == nil {
			// Only a genuine ciphertext opens (the fuzz workers seal their own seed).
			if string(plain) != "seed" {
				t.Fatalf("forged ciphertext opened: %q", plain)
			}
			return
		}
		if !errors.Is(err, ErrTampered) && !errors.Is(err, ErrUnknownKey) {
			t.Fatalf("untyped error %v", err)
		}
	})
}
