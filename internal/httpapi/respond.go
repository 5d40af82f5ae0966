package httpapi

import (
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/ratelimit"
)

var (
	errNoRoute  = errs.E(errs.NotFound, "no such route")
	errNoMethod = errs.E(errs.Invalid, "method not allowed on this route")
)

// statusOf is the one mapping from error kinds to HTTP statuses.
func statusOf(kind errs.Kind) int {
	if status, ok := kindStatus[kind]; ok {
		return status
	}
	return http.StatusInternalServerError
}

// kindStatus is statusOf's table; a kind it does not name is a 500.
var kindStatus = map[errs.Kind]int{
	errs.Invalid:      http.StatusBadRequest,
	errs.Unauthorized: http.StatusUnauthorized,
	errs.Forbidden:    http.StatusForbidden,
	errs.NotFound:     http.StatusNotFound,
	errs.Conflict:     http.StatusConflict,
	errs.TooLarge:     http.StatusRequestEntityTooLarge,
	errs.RateLimited:  http.StatusTooManyRequests,
	errs.Unavailable:  http.StatusServiceUnavailable,
}

// writeError answers with the error's status and user-safe message; internal
// errors are logged with the request id and answered without details.
func writeError(c *gin.Context, err error) {
	writeErrorWith(c, err, nil)
}

// writeErrorWith is writeError with the per-file errors of an upload in the body.
//
// This is also the one place where a failure to reach the database becomes
// a 503 with errs.DatabaseUnreachable (and a Retry-After), whatever route or
// service met it, instead of a 500.
func writeErrorWith(c *gin.Context, err error, files []fileErrorJSON) {
	err = errs.Outage(err)
	kind := errs.KindOf(err)
	status := statusOf(kind)
	if kind == errs.Unavailable && errs.Unreachable(err) {
		setRetryAfter(c, outageRetry)
	}
	if status >= 500 && kind != errs.Unavailable {
		loggerFor(c).ErrorContext(c.Request.Context(), "request failed", "err", err)
	} else if status >= 500 {
		loggerFor(c).WarnContext(c.Request.Context(), "dependency unavailable", "err", err)
	}
	c.AbortWithStatusJSON(status, errorJSON{Error: errs.Message(err), Code: string(kind), Files: files})
}

// limited answers 429 with Retry-After when key is over its limit, naming
// what was attempted too often. When the limit cannot be checked it answers
// 503: an unchecked attempt is refused, never let through.
func limited(c *gin.Context, l *ratelimit.Limiter, key, what string) bool {
	d, err := l.Allow(c.Request.Context(), key)
	if err != nil {
		writeError(c, errs.Busy(err))
		return true
	}
	if d.Allowed {
		return false
	}
	setRetryAfter(c, d.RetryAfter)
	writeError(c, errs.E(errs.RateLimited, "too many %s; try again in %s seconds", what, retrySeconds(d.RetryAfter)))
	return true
}

// limit is a named limiter's settings: burst attempts at once, one more per every.
type limit struct {
	name  string
	every time.Duration
	burst int
}

// limiter builds a PostgreSQL-held limiter. The settings are the constants
// above, so a failure is a programming error: the first one is kept for New
// to return.
func (s *Server) limiter(l limit) *ratelimit.Limiter {
	lim, err := ratelimit.New(s.deps.Pool, l.name, l.every, l.burst)
	if err != nil && s.err == nil {
		s.err = fmt.Errorf("limit %s: %w", l.name, err)
	}
	return lim
}

// outageRetry is the Retry-After of a 503 while the database is unreachable:
// a restart takes seconds, and clients that honour it do not hammer it meanwhile.
const outageRetry = 5 * time.Second

// setRetryAfter sets the Retry-After header of a 429 or 503.
func setRetryAfter(c *gin.Context, wait time.Duration) { c.Header("Retry-After", retrySeconds(wait)) }

// retrySeconds renders a wait as whole seconds, rounding up and never 0, so
// a client that honours it does not retry at once.
func retrySeconds(d time.Duration) string {
	return strconv.Itoa(max(int((d+time.Second-1)/time.Second), 1))
}

// wireList converts a domain list to its wire shapes; an empty list is [] on
// the wire, never null, so clients need not tell the two apart.
func wireList[T, W any](list []T, wire func(T) W) []W {
	out := make([]W, len(list))
	for i, v := range list {
		out[i] = wire(v)
	}
	return out
}

// writeList answers 200 with list in its wire shape, or the error that
// stopped the handler from reading it.
func writeList[T, W any](c *gin.Context, list []T, err error, wire func(T) W) {
	writeJSON(c, http.StatusOK, wireList(list, wire), err)
}

// writeJSON answers status with v as it is, or err.
func writeJSON(c *gin.Context, status int, v any, err error) {
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(status, v)
}

// writeStatus answers status with no body once the service call succeeded,
// or its error.
func writeStatus(c *gin.Context, status int, err error) {
	if err != nil {
		writeError(c, err)
		return
	}
	c.Status(status)
}

// writeOne answers status with v in its wire shape, or err.
func writeOne[T, W any](c *gin.Context, status int, v T, err error, wire func(T) W) {
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(status, wire(v))
}
