package grants

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"strings"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/errs"
)

// statePayload is what a state binds: who asked, for which workspace and
// provider, until when. The nonce makes each state unique so its hash can
// be recorded as used.
type statePayload struct {
	Provider    string    `json:"p"`
	WorkspaceID uuid.UUID `json:"w"`
	UserID      uuid.UUID `json:"u"`
	Expires     int64     `json:"e"`
	Nonce       string    `json:"n"`
}

// DeriveStateKey derives the HMAC key for states from the master
// encryption key, so a state signature never reuses the encryption key.
func DeriveStateKey(master []byte) []byte {
	m := hmac.New(sha256.New, master)
	m.Write([]byte("knowledgestack/oauth-state/v1"))
	return m.Sum(nil)
}

// signState returns "payload.signature", both base64url.
func signState(key []byte, p statePayload) (string, error) {
	if p.Nonce == "" {
		b := make([]byte, 16)
		if _, err := rand.Read(b); err != nil {
			return "", err
		}
		p.Nonce = base64.RawURLEncoding.EncodeToString(b)
	}
	raw, err := json.Marshal(p)
	if err != nil {
		return "", err
	}
	body := base64.RawURLEncoding.EncodeToString(raw)
	return body + "." + base64.RawURLEncoding.EncodeToString(mac(key, body)), nil
}

func mac(key []byte, body string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(body))
	return m.Sum(nil)
}

var errBadState = errs.E(errs.Invalid, "the authorization link is invalid or has expired; start again from the sources page")

// verifyState checks the signature and expiry and returns the payload.
// Single use is enforced by the store, not here.
func verifyState(key []byte, state string, now time.Time) (statePayload, error) {
	body, sig, ok := strings.Cut(state, ".")
	if !ok {
		return statePayload{}, errBadState
	}
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil || !hmac.Equal(got, mac(key, body)) {
		return statePayload{}, errBadState
	}
	raw, err := base64.RawURLEncoding.DecodeString(body)
	if err != nil {
		return statePayload{}, errBadState
	}
	var p statePayload
	if err := json.Unmarshal(raw, &p); err != nil || p.Provider == "" {
		return statePayload{}, errBadState
	}
	if now.Unix() > p.Expires {
		return statePayload{}, errBadState
	}
	return p, nil
}

// stateHash is what the database keeps of a state.
func stateHash(state string) []byte {
	h := sha256.Sum256([]byte(state))
	return h[:]
}
