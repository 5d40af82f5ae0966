package errs

import (
	"context"
	"errors"
	"io"
	"net"
	"net/url"

	"github.com/jackc/pgx/v5/pgconn"
)

// DatabaseUnreachable is what a user is told while the product's database
// cannot be reached: the request did nothing, and trying again shortly works.
const DatabaseUnreachable = "the database is unreachable; try again in a few seconds"

// Unreachable reports whether err says PostgreSQL could not be reached or
// dropped the connection, rather than refused the statement: a failed or
// timed-out connect, a connection closed under the statement, a server
// shutting down or starting up, or a deadline that ran out while waiting for
// a pooled connection. A cancelled context (the caller went away) is not,
// nor is an HTTP client's failure to reach another service.
func Unreachable(err error) bool {
	if err == nil || errors.Is(err, context.Canceled) {
		return false
	}
	// An HTTP client's failure (Google sign-in, a provider API) also wraps
	// a net.Error, but it is not the database: net/http always wraps it in
	// a *url.Error, which no database error carries.
	var urlErr *url.Error
	if errors.As(err, &urlErr) {
		return false
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		// A server that answered: only the codes that mean "not now".
		switch {
		case pgErr.Code[:2] == "08": // connection exception
			return true
		case pgErr.Code == "57P01", pgErr.Code == "57P02", pgErr.Code == "57P03": // admin/crash shutdown, cannot connect now
			return true
		case pgErr.Code == "53300": // too many connections
			return true
		}
		return false
	}
	var connectErr *pgconn.ConnectError
	var netErr net.Error
	switch {
	case errors.As(err, &connectErr), errors.As(err, &netErr):
		return true
	case errors.Is(err, pgconn.ErrConnClosed), errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return true
	case pgconn.Timeout(err), errors.Is(err, context.DeadlineExceeded):
		// pgxpool answers a deadline during Acquire with the bare context error.
		return true
	}
	// pgconn marks errors that happened before anything reached the server.
	return pgconn.SafeToRetry(err)
}

// Outage returns err as an Unavailable error saying DatabaseUnreachable when
// the database could not be reached and nothing in err says more (its kind
// is Internal); any other err is returned unchanged.
func Outage(err error) error {
	if KindOf(err) == Internal && Unreachable(err) {
		return Wrap(Unavailable, err, DatabaseUnreachable)
	}
	return err
}

// Busy is the error of a limit or lease that could not be checked (they fail
// closed): Unavailable with DatabaseUnreachable when the database could not
// be reached, else Unavailable saying the service is busy.
func Busy(err error) error {
	if Unreachable(err) {
		return Wrap(Unavailable, err, DatabaseUnreachable)
	}
	return Wrap(Unavailable, err, "the service is busy; try again in a moment")
}
