package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

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
	switch kind {
	case errs.Invalid:
		return http.StatusBadRequest
	case errs.Unauthorized:
		return http.StatusUnauthorized
	case errs.Forbidden:
		return http.StatusForbidden
	case errs.NotFound:
		return http.StatusNotFound
	case errs.Conflict:
		return http.StatusConflict
	case errs.TooLarge:
		return http.StatusRequestEntityTooLarge
	case errs.RateLimited:
		return http.StatusTooManyRequests
	case errs.Unavailable:
		return http.StatusServiceUnavailable
	default:
		return http.StatusInternalServerError
	}
}

// writeError answers with the error's status and user-safe message; internal
// errors are logged with the request id and answered without details.
func writeError(c *gin.Context, err error) {
	writeErrorWith(c, err, nil)
}

// writeErrorWith is writeError with extra fields in the body (e.g. per-file upload errors).
func writeErrorWith(c *gin.Context, err error, extra gin.H) {
	kind := errs.KindOf(err)
	status := statusOf(kind)
	if status >= 500 && kind != errs.Unavailable {
		loggerFor(c).Error("request failed", "err", err)
	} else if status >= 500 {
		loggerFor(c).Warn("dependency unavailable", "err", err)
	}
	body := gin.H{"error": errs.Message(err), "code": string(kind)}
	for k, v := range extra {
		body[k] = v
	}
	c.AbortWithStatusJSON(status, body)
}

// bindJSON decodes the body strictly: unknown fields, trailing data, wrong
// types and NUL characters are 400s naming the problem; too large is 413.
func bindJSON(c *gin.Context, v any) error {
	body, err := io.ReadAll(c.Request.Body)
	if err != nil {
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			return errs.E(errs.TooLarge, "request body is larger than %d bytes", maxErr.Limit)
		}
		return errs.E(errs.Invalid, "request body could not be read")
	}
	if len(bytes.TrimSpace(body)) == 0 {
		return errs.E(errs.Invalid, "request body is empty; send a JSON object")
	}
	if !utf8.Valid(body) {
		return errs.E(errs.Invalid, "request body is not valid UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return errs.E(errs.Invalid, "%s", describeJSONError(err))
	}
	if dec.More() {
		return errs.E(errs.Invalid, "request body has data after the JSON object")
	}
	if strings.Contains(string(body), `\u0000`) {
		return errs.E(errs.Invalid, "request body contains a NUL character, which no field accepts")
	}
	return nil
}

func describeJSONError(err error) string {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Sprintf("malformed JSON at byte %d", syn.Offset)
	case errors.As(err, &typ):
		if typ.Field != "" {
			return fmt.Sprintf("field %q must be a %s, not a %s", typ.Field, typ.Type.String(), typ.Value)
		}
		return fmt.Sprintf("body must be a JSON %s", typ.Type.String())
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "malformed JSON: the body ends too early"
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return "unknown field " + strings.TrimPrefix(err.Error(), "json: unknown field ")
	default:
		return "malformed JSON"
	}
}

// limited answers 429 with Retry-After when key is over its limit, naming
// what was attempted too often.
func limited(c *gin.Context, l *ratelimit.Limiter, key, what string) bool {
	ok, retry := l.Allow(key)
	if ok {
		return false
	}
	setRetryAfter(c, retry)
	writeError(c, errs.E(errs.RateLimited, "too many %s; try again in %s seconds", what, retrySeconds(retry)))
	return true
}

// setRetryAfter sets the Retry-After header of a 429 or 503.
func setRetryAfter(c *gin.Context, wait time.Duration) { c.Header("Retry-After", retrySeconds(wait)) }

// retrySeconds renders a wait as whole seconds, rounding up and never 0, so
// a client that honours it does not retry at once.
func retrySeconds(d time.Duration) string {
	return strconv.Itoa(max(int((d+time.Second-1)/time.Second), 1))
}
