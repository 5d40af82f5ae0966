package notion

import (
	"knowledgestack/internal/httpclient"
)

// TokenSource supplies the OAuth access token for calls; see
// httpclient.TokenSource.
type TokenSource = httpclient.TokenSource

// StaticToken is a TokenSource for a token that never expires; see
// httpclient.StaticToken.
type StaticToken = httpclient.StaticToken

// IsNotFound reports whether err means the object does not exist (or is not
// shared with the integration any more).
func IsNotFound(err error) bool { return httpclient.IsNotFound(err) }
