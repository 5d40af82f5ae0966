package slackapp

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"strconv"
	"strings"
	"time"

	"knowledgestack/internal/errs"
)

// LinkTTL is how long a link offered to an unlinked Slack user stays valid.
const LinkTTL = 15 * time.Minute

// DeriveLinkKey derives the HMAC key of link tokens from the master
// encryption key, so the encryption key itself signs nothing.
func DeriveLinkKey(master []byte) []byte {
	m := hmac.New(sha256.New, master)
	m.Write([]byte("knowledgestack/slack-link/v1"))
	return m.Sum(nil)
}

// linkClaim is what a link token binds: a Slack user of a team, until when.
type linkClaim struct {
	TeamID, SlackUser string
	Expires           time.Time
}

// signLink returns "team.user.expiry.signature" (base64url parts).
func signLink(key []byte, c linkClaim) string {
	payload := strings.Join([]string{c.TeamID, c.SlackUser, strconv.FormatInt(c.Expires.Unix(), 10)}, "|")
	m := hmac.New(sha256.New, key)
	m.Write([]byte(payload))
	return base64.RawURLEncoding.EncodeToString([]byte(payload)) + "." + base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

var errBadLink = errs.E(errs.Invalid, "this Slack link is invalid or has expired: ask again in Slack to get a new one")

func verifyLink(key []byte, token string, now time.Time) (linkClaim, error) {
	p64, s64, ok := strings.Cut(token, ".")
	if !ok || len(token) > 512 {
		return linkClaim{}, errBadLink
	}
	payload, err1 := base64.RawURLEncoding.DecodeString(p64)
	sig, err2 := base64.RawURLEncoding.DecodeString(s64)
	if err1 != nil || err2 != nil {
		return linkClaim{}, errBadLink
	}
	m := hmac.New(sha256.New, key)
	m.Write(payload)
	if !hmac.Equal(m.Sum(nil), sig) {
		return linkClaim{}, errBadLink
	}
	parts := strings.Split(string(payload), "|")
	if len(parts) != 3 {
		return linkClaim{}, errBadLink
	}
	exp, err := strconv.ParseInt(parts[2], 10, 64)
	if err != nil || now.After(time.Unix(exp, 0)) {
		return linkClaim{}, errBadLink
	}
	return linkClaim{TeamID: parts[0], SlackUser: parts[1], Expires: time.Unix(exp, 0)}, nil
}
