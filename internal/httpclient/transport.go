package httpclient

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	neturl "net/url"
	"strconv"
	"time"

	"golang.org/x/time/rate"

	"knowledgestack/internal/errs"
)

// TokenSource supplies the OAuth access token for calls. Refresh is called
// at most once per call, after the provider answered 401; an error from it
// means the grant is no longer usable.
type TokenSource interface {
	Token(ctx context.Context) (string, error)
	Refresh(ctx context.Context) (string, error)
}

// Options tunes a Transport; zero fields take the documented defaults.
type Options struct {
	Name       string        // provider name in error texts ("notion")
	HTTPClient *http.Client  // default: 30 s timeout (per attempt)
	Limiter    *rate.Limiter // default: Rate requests/s with Burst
	Rate       rate.Limit    // default limiter's rate, default 1/s
	Burst      int           // default limiter's burst, default 1
	// Retry is the retry policy of 429, 5xx and network errors (see Retry).
	Retry   Retry
	Headers map[string]string
	// DecodeError reads an error body into its code and message; the
	// default reads {"code": ..., "message": ...}. An empty message becomes
	// the status text.
	DecodeError func(status int, body []byte) (code, message string)
	// RetryError reports whether a 4xx answer other than 429 is a rate limit
	// to wait out like a 429 (Google Drive answers 403 userRateLimitExceeded);
	// code is what DecodeError read. Default: none is.
	RetryError func(status int, code string) bool
}

// Transport sends JSON requests with rate limiting, retries and one token
// refresh.
type Transport struct {
	tokens TokenSource
	o      Options
}

// New builds a Transport, filling defaults.
func New(tokens TokenSource, o Options) *Transport {
	if o.HTTPClient == nil {
		o.HTTPClient = &http.Client{Timeout: 30 * time.Second}
	}
	if o.Limiter == nil {
		if o.Rate <= 0 {
			o.Rate = 1
		}
		o.Limiter = rate.NewLimiter(o.Rate, max(o.Burst, 1))
	}
	o.Retry = o.Retry.WithDefaults()
	if o.DecodeError == nil {
		o.DecodeError = decodeCodeMessage
	}
	return &Transport{tokens: tokens, o: o}
}

// APIError is a non-retryable error response from a provider.
type APIError struct {
	Provider string
	Status   int
	Code     string
	Message  string
}

// Error names the provider, the status and the provider's own code and message.
func (e *APIError) Error() string {
	return fmt.Sprintf("%s: %d %s: %s", e.Provider, e.Status, e.Code, e.Message)
}

// Do sends one logical call and decodes a 2xx body into out (if not nil).
// 429, 5xx and network errors are retried under the Retry policy (every
// attempt waits for the rate limiter); a 401 is sent again once, at once,
// with a refreshed token, within the same attempt.
func (t *Transport) Do(ctx context.Context, method, url string, body, out any) error {
	name := t.o.Name
	var payload []byte
	if body != nil {
		var err error
		if payload, err = json.Marshal(body); err != nil {
			return fmt.Errorf("encode request: %w", err)
		}
	}
	data, err := t.call(ctx, method, url, payload, 64<<20)
	if err != nil || out == nil {
		return err
	}
	if err := json.Unmarshal(data, out); err != nil {
		return errs.Wrap(errs.Unavailable, err, "%s sent a malformed response to %s", name, pathOf(url))
	}
	return nil
}

func pathOf(raw string) string {
	if u, err := neturl.Parse(raw); err == nil {
		return u.Path
	}
	return ""
}

// Get sends one logical GET under the same policy as Do and returns the raw
// 2xx body (a file download or export); a body longer than limit bytes is
// an errs.TooLarge error.
func (t *Transport) Get(ctx context.Context, url string, limit int64) ([]byte, error) {
	return t.call(ctx, http.MethodGet, url, nil, limit)
}

// call runs one logical call and returns the 2xx body.
func (t *Transport) call(ctx context.Context, method, url string, payload []byte, limit int64) ([]byte, error) {
	name := t.o.Name
	token, err := t.tokens.Token(ctx)
	if err != nil {
		return nil, fmt.Errorf("%s token: %w", name, err)
	}
	refreshed := false
	var body []byte
	err = t.o.Retry.Do(ctx, func(attempt int) (bool, http.Header, error) {
		resp, data, err := t.send(ctx, method, url, payload, token, limit)
		if err == nil && resp.StatusCode == http.StatusUnauthorized && !refreshed {
			refreshed = true
			if token, err = t.tokens.Refresh(ctx); err != nil {
				return false, nil, errs.Wrap(errs.Unauthorized, err, "%s refused the token and it could not be refreshed", name)
			}
			resp, data, err = t.send(ctx, method, url, payload, token, limit)
		}
		switch {
		case ctx.Err() != nil:
			return false, nil, ctx.Err()
		case errs.Is(err, errs.TooLarge):
			return false, nil, err
		case err != nil:
			return true, nil, err
		case resp.StatusCode == http.StatusTooManyRequests:
			return true, resp.Header, errs.E(errs.RateLimited, "%s rate limit still exceeded after %d attempts", name, attempt+1)
		case resp.StatusCode >= 500:
			return true, resp.Header, errs.Wrap(errs.Unavailable, t.apiError(resp.StatusCode, data), "%s is failing", name)
		case resp.StatusCode >= 400:
			e := t.apiError(resp.StatusCode, data)
			if t.o.RetryError != nil && t.o.RetryError(resp.StatusCode, e.Code) {
				return true, resp.Header, errs.Wrap(errs.RateLimited, e, "%s rate limit still exceeded after %d attempts", name, attempt+1)
			}
			return false, nil, t.classify(e)
		}
		body = data
		return false, nil, nil
	})
	return body, err
}

// send makes one request after the rate limiter lets it through and reads
// the whole answer; a network failure or a cut-short body is an
// errs.Unavailable error.
func (t *Transport) send(ctx context.Context, method, url string, payload []byte, token string, limit int64) (*http.Response, []byte, error) {
	if err := t.o.Limiter.Wait(ctx); err != nil {
		return nil, nil, err
	}
	req, err := http.NewRequestWithContext(ctx, method, url, bytes.NewReader(payload))
	if err != nil {
		return nil, nil, fmt.Errorf("build request: %w", err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Accept", "application/json")
	if payload != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range t.o.Headers {
		req.Header.Set(k, v)
	}
	resp, err := t.o.HTTPClient.Do(req)
	if err != nil {
		return nil, nil, errs.Wrap(errs.Unavailable, err, "%s is unreachable", t.o.Name)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
	if err != nil {
		return nil, nil, errs.Wrap(errs.Unavailable, err, "%s response was cut short", t.o.Name)
	}
	if int64(len(data)) > limit {
		return nil, nil, errs.E(errs.TooLarge, "%s sent more than %d bytes", t.o.Name, limit)
	}
	return resp, data, nil
}

func (t *Transport) apiError(status int, data []byte) *APIError {
	code, msg := t.o.DecodeError(status, data)
	if msg == "" {
		msg = http.StatusText(status)
	}
	return &APIError{Provider: t.o.Name, Status: status, Code: code, Message: msg}
}

// decodeCodeMessage reads the common {"code": ..., "message": ...} body.
func decodeCodeMessage(_ int, data []byte) (string, string) {
	var b struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	}
	if json.Unmarshal(data, &b) != nil {
		return "", ""
	}
	return b.Code, b.Message
}

func (t *Transport) classify(e *APIError) error {
	switch e.Status {
	case http.StatusNotFound:
		return errs.Wrap(errs.NotFound, e, "%s object not found", t.o.Name)
	case http.StatusUnauthorized:
		return errs.Wrap(errs.Unauthorized, e, "%s refused the refreshed token", t.o.Name)
	case http.StatusForbidden:
		return errs.Wrap(errs.Forbidden, e, "%s denied access", t.o.Name)
	}
	return errs.Wrap(errs.Invalid, e, "%s rejected the request", t.o.Name)
}

// RetryAfter reads Retry-After-Ms or Retry-After (seconds or an HTTP date);
// ok is false when neither is present or parseable. A date in the past
// means no wait.
func RetryAfter(h http.Header, now time.Time) (d time.Duration, ok bool) {
	if ms, err := strconv.ParseFloat(h.Get("Retry-After-Ms"), 64); err == nil && ms >= 0 {
		return scale(ms, time.Millisecond), true
	}
	v := h.Get("Retry-After")
	if v == "" {
		return 0, false
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil && s >= 0 {
		return scale(s, time.Second), true
	}
	if at, err := http.ParseTime(v); err == nil {
		return max(at.Sub(now), 0), true
	}
	return 0, false
}

// scale converts a non-negative count of units to a Duration, saturating
// instead of overflowing on absurd header values ("1e300", "Inf").
func scale(n float64, unit time.Duration) time.Duration {
	if d := n * float64(unit); d < float64(math.MaxInt64) {
		return time.Duration(d)
	}
	return math.MaxInt64
}

// StaticToken is a TokenSource for an integration token that never expires
// (Notion internal integrations, the render tool, tests).
type StaticToken string

// Token returns the token.
func (s StaticToken) Token(context.Context) (string, error) { return string(s), nil }

// Refresh fails: a static token cannot be renewed. Do names the provider
// when it wraps this error.
func (s StaticToken) Refresh(context.Context) (string, error) {
	return "", errs.E(errs.Unauthorized, "static token was refused and cannot be refreshed")
}
