package slackapp

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"time"

	"knowledgestack/internal/errs"
)

// MaxSkew is how far a request's timestamp may be from our clock: Slack's
// recommended five minutes. Older requests are refused as possible replays.
const MaxSkew = 5 * time.Minute

// Verifier checks X-Slack-Signature: "v0=" + hex(HMAC-SHA256(signing secret,
// "v0:" + X-Slack-Request-Timestamp + ":" + raw body)).
type Verifier struct {
	secret []byte
	now    func() time.Time
}

// NewVerifier builds a verifier for the app's signing secret; now is the
// clock (nil: time.Now).
func NewVerifier(secret string, now func() time.Time) Verifier {
	if now == nil {
		now = time.Now
	}
	return Verifier{secret: []byte(secret), now: now}
}

// Sign returns the signature Slack would send for body at timestamp ts.
func (v Verifier) Sign(ts string, body []byte) string {
	m := hmac.New(sha256.New, v.secret)
	m.Write([]byte("v0:" + ts + ":"))
	m.Write(body)
	return "v0=" + hex.EncodeToString(m.Sum(nil))
}

// Verify accepts a request whose timestamp is within MaxSkew and whose
// signature matches, compared in constant time. Every refusal is an
// errs.Unauthorized error saying which check failed.
func (v Verifier) Verify(ts, signature string, body []byte) error {
	if len(v.secret) == 0 {
		return errs.E(errs.Unavailable, "Slack is not configured on this server (SLACK_SIGNING_SECRET)")
	}
	if ts == "" || signature == "" {
		return errs.E(errs.Unauthorized, "missing X-Slack-Request-Timestamp or X-Slack-Signature")
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || sec <= 0 {
		return errs.E(errs.Unauthorized, "X-Slack-Request-Timestamp is not a Unix time")
	}
	if d := v.now().Sub(time.Unix(sec, 0)); d > MaxSkew || d < -MaxSkew {
		return errs.E(errs.Unauthorized, "the request timestamp is more than 5 minutes from now (stale or replayed)")
	}
	if !strings.HasPrefix(signature, "v0=") {
		return errs.E(errs.Unauthorized, "unsupported X-Slack-Signature version")
	}
	if !hmac.Equal([]byte(v.Sign(ts, body)), []byte(signature)) {
		return errs.E(errs.Unauthorized, "X-Slack-Signature does not match the request")
	}
	return nil
}
