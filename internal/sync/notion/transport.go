package notion

import (
	"knowledgestack/internal/sync/provider"
)

// TokenSource supplies the OAuth access token for calls; see
// provider.TokenSource.
type TokenSource = provider.TokenSource

// StaticToken is a TokenSource for a token that never expires; see
// provider.StaticToken.
type StaticToken = provider.StaticToken

// IsNotFound reports whether err means the object does not exist (or is not
// shared with the integration any more).
func IsNotFound(err error) bool { return provider.IsNotFound(err) }
