// Package httpapi is the only package that knows HTTP and Gin. Handlers read
// the user and workspace from the session (never from the request body),
// bind input strictly, call a service with plain arguments, and turn errors
// into statuses in exactly one place (writeError).
package httpapi
