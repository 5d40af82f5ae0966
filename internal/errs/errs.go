// Package errs is the product's small vocabulary of error kinds. Services
// return *Error values (or wrap them); exactly one function in the HTTP layer
// maps a kind to a status.
package errs

import (
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// Kind classifies an error for the caller; it is all the HTTP layer looks at.
type Kind string

// The kinds. Anything without a kind is Internal.
const (
	Invalid      Kind = "invalid"
	Unauthorized Kind = "unauthorized"
	Forbidden    Kind = "forbidden"
	NotFound     Kind = "not_found"
	Conflict     Kind = "conflict"
	TooLarge     Kind = "too_large"
	RateLimited  Kind = "rate_limited"
	Unavailable  Kind = "unavailable"
	Internal     Kind = "internal"
)

// Error carries a kind and a message that is safe to show to the user.
// Err, when set, is the cause: logged, never shown.
type Error struct {
	Kind    Kind
	Message string
	Err     error
}

// Error returns the user-safe message, followed by the cause when there is one.
func (e *Error) Error() string {
	if e.Err != nil {
		return e.Message + ": " + e.Err.Error()
	}
	return e.Message
}

// Unwrap exposes the cause to errors.Is and errors.As.
func (e *Error) Unwrap() error { return e.Err }

// E builds an error of the given kind with a formatted, user-safe message.
func E(kind Kind, format string, args ...any) error {
	return &Error{Kind: kind, Message: fmt.Sprintf(format, args...)}
}

// Wrap attaches a kind and a user-safe message to a cause.
func Wrap(kind Kind, err error, format string, args ...any) error {
	return &Error{Kind: kind, Message: fmt.Sprintf(format, args...), Err: err}
}

// KindOf returns the kind of the outermost *Error in the chain, or Internal.
func KindOf(err error) Kind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return Internal
}

// Message returns the user-safe message of the outermost *Error, or a generic
// sentence for errors without one, so internals never leak. An error without
// one that says the database could not be reached (Unreachable) gets
// DatabaseUnreachable: a turn, a Slack answer or a redirect that failed
// because of an outage says so, like the HTTP answer (Outage).
func Message(err error) string {
	var e *Error
	if errors.As(err, &e) && e.Kind != Internal {
		return e.Message
	}
	if Unreachable(err) {
		return DatabaseUnreachable
	}
	return "something went wrong on our side; it has been logged"
}

// Is reports whether err has the given kind.
func Is(err error, kind Kind) bool { return err != nil && KindOf(err) == kind }

// FromPG translates the Postgres errors that mean something to a user
// (no rows, unique and foreign-key violations) into kinds; op prefixes the
// message and what names the thing ("workspace", "source").
func FromPG(err error, op, what string) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, pgx.ErrNoRows) {
		return Wrap(NotFound, err, "%s not found", what)
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		switch pgErr.Code {
		case "23505":
			return Wrap(Conflict, err, "%s already exists", what)
		case "23503":
			return Wrap(NotFound, err, "%s refers to something that does not exist", what)
		case "23514", "22001", "22P02":
			return Wrap(Invalid, err, "%s is not valid", what)
		case "22021", "22P05":
			// A NUL or a byte that is not UTF-8 got past the HTTP layer's checks.
			return Wrap(Invalid, err, "%s holds a NUL or a byte that is not UTF-8", what)
		}
	}
	return fmt.Errorf("%s: %w", op, err)
}
