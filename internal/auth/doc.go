// Package auth signs people in (any OpenID Connect provider, Google being one
// configuration of it, or local e-mail and password) and keeps their
// sessions. A session row holds only the SHA-256 of the cookie's token and the
// active workspace; roles are re-read on every request.
package auth
