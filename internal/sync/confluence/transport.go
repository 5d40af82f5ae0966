package confluence

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"golang.org/x/time/rate"

	"knowledgestack/internal/errs"
)

// The retrying transport below is duplicated (with its own error texts) in
// the confluence package: each connector owns its wire behaviour.

// TokenSource supplies the OAuth access token for calls. Refresh is called
// at most once per call, after the provider answered 401; an error from it
// means the grant is no longer usable.
type TokenSource interface {
	Token(ctx context.Context) (string, error)
	Refresh(ctx context.Context) (string, error)
}

// StaticToken is a TokenSource for an integration token that never expires
// (the render tool, tests).
type StaticToken string

// Token returns the token.
func (s StaticToken) Token(context.Context) (string, error) { return string(s), nil }

// Refresh fails: a static token cannot be renewed.
func (s StaticToken) Refresh(context.Context) (string, error) {
	return "", errs.E(errs.Unauthorized, "confluence token was refused and cannot be refreshed")
}

// transport sends JSON requests with rate limiting, retries and one token
// refresh.
type transport struct {
	http        *http.Client
	tokens      TokenSource
	limiter     *rate.Limiter
	maxAttempts int
	backoff     time.Duration
	maxWait     time.Duration
	sleep       func(ctx context.Context, d time.Duration) error
	headers     map[string]string
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// apiError is a non-retryable error response from Confluence.
type apiError struct {
	Status  int    `json:"status"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (e *apiError) Error() string {
	return fmt.Sprintf("confluence: %d %s: %s", e.Status, e.Code, e.Message)
}

// do sends one logical call. Retries: 429 (after Retry-After), 5xx and
// network errors, with exponential backoff, up to maxAttempts; a 401 is
// retried once with a refreshed token.
func (t *transport) do(ctx context.Context, method, url string, body, out any) error {
	var payload []byte
	if body != nil {
		var err error
		if payload, err = json.Marshal(body); err != nil {
			return fmt.Errorf("encode request: %w", err)
		}
	}
	token, err := t.tokens.Token(ctx)
	if err != nil {
		return fmt.Errorf("confluence token: %w", err)
	}
	refreshed := false
	var last error
	for attempt := 0; attempt < t.maxAttempts; attempt++ {
		if err := t.limiter.Wait(ctx); err != nil {
			return err
		}
		req, err := http.NewRequestWithContext(ctx, method, url, bytes.NewReader(payload))
		if err != nil {
			return fmt.Errorf("build request: %w", err)
		}
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Accept", "application/json")
		if payload != nil {
			req.Header.Set("Content-Type", "application/json")
		}
		for k, v := range t.headers {
			req.Header.Set(k, v)
		}
		resp, err := t.http.Do(req)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			last = errs.Wrap(errs.Unavailable, err, "confluence is unreachable")
			if err := t.sleep(ctx, t.delay(attempt)); err != nil {
				return err
			}
			continue
		}
		data, readErr := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
		resp.Body.Close()
		switch {
		case readErr != nil:
			last = errs.Wrap(errs.Unavailable, readErr, "confluence response was cut short")
		case resp.StatusCode == http.StatusUnauthorized && !refreshed:
			refreshed = true
			if token, err = t.tokens.Refresh(ctx); err != nil {
				return errs.Wrap(errs.Unauthorized, err, "confluence refused the token and it could not be refreshed")
			}
			attempt-- // the refresh retry is not a failure attempt
			continue
		case resp.StatusCode == http.StatusTooManyRequests:
			last = errs.E(errs.RateLimited, "confluence rate limit still exceeded after %d attempts", t.maxAttempts)
			if attempt+1 < t.maxAttempts {
				if err := t.sleep(ctx, t.retryAfter(resp.Header.Get("Retry-After"), attempt)); err != nil {
					return err
				}
			}
			continue
		case resp.StatusCode >= 500:
			last = errs.Wrap(errs.Unavailable, decodeAPIError(resp.StatusCode, data), "confluence is failing")
		case resp.StatusCode >= 400:
			return classify(decodeAPIError(resp.StatusCode, data))
		default:
			if out == nil {
				return nil
			}
			if err := json.Unmarshal(data, out); err != nil {
				return errs.Wrap(errs.Unavailable, err, "confluence sent a malformed response to %s", req.URL.Path)
			}
			return nil
		}
		if attempt+1 < t.maxAttempts {
			if err := t.sleep(ctx, t.delay(attempt)); err != nil {
				return err
			}
		}
	}
	return last
}

// decodeAPIError reads both error shapes Atlassian uses: v2's
// {"errors":[{code,title,detail}]} and the gateway's {"message": ...}.
func decodeAPIError(status int, data []byte) *apiError {
	var body struct {
		Message string `json:"message"`
		Errors  []struct {
			Code   string `json:"code"`
			Title  string `json:"title"`
			Detail string `json:"detail"`
		} `json:"errors"`
	}
	e := &apiError{Status: status}
	if json.Unmarshal(data, &body) == nil {
		e.Message = body.Message
		if len(body.Errors) > 0 {
			e.Code = body.Errors[0].Code
			e.Message = strings.TrimSpace(body.Errors[0].Title + " " + body.Errors[0].Detail)
		}
	}
	if e.Message == "" {
		e.Message = http.StatusText(status)
	}
	return e
}

func classify(e *apiError) error {
	switch e.Status {
	case http.StatusNotFound:
		return errs.Wrap(errs.NotFound, e, "confluence object not found")
	case http.StatusUnauthorized:
		return errs.Wrap(errs.Unauthorized, e, "confluence refused the refreshed token")
	case http.StatusForbidden:
		return errs.Wrap(errs.Forbidden, e, "confluence denied access")
	}
	return errs.Wrap(errs.Invalid, e, "confluence rejected the request")
}

// delay is the exponential backoff before retry attempt+1.
func (t *transport) delay(attempt int) time.Duration {
	d := t.backoff << attempt
	if d > t.maxWait || d <= 0 {
		d = t.maxWait
	}
	return d
}

// retryAfter honours a Retry-After header in seconds or as an HTTP date,
// capped at maxWait.
func (t *transport) retryAfter(h string, attempt int) time.Duration {
	if h == "" {
		return t.delay(attempt)
	}
	var d time.Duration
	if s, err := strconv.Atoi(h); err == nil {
		d = time.Duration(s) * time.Second
	} else if at, err := http.ParseTime(h); err == nil {
		d = time.Until(at)
	} else {
		return t.delay(attempt)
	}
	if d < 0 {
		d = 0
	}
	if d > t.maxWait {
		d = t.maxWait
	}
	return d
}

// IsNotFound reports whether err means the object does not exist (or is not
// shared with the integration any more).
func IsNotFound(err error) bool { return errs.Is(err, errs.NotFound) }
