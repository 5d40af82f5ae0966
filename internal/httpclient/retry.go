package httpclient

import (
	"context"
	"errors"
	"io"
	"math/rand/v2"
	"net/http"
	"time"
)

// Defaults of Retry.
const (
	DefaultMaxAttempts = 5
	DefaultBase        = 500 * time.Millisecond
	DefaultCap         = 60 * time.Second
)

// Retry is the one retry policy of every outbound HTTP call: the connectors'
// Transport, the OpenAI embedder and the chat model client all use it, so a
// provider in trouble sees the same behaviour from each. A failed attempt
// (network error, 408, 429 or 5xx) waits, then tries again, up to
// MaxAttempts tries in all:
//
//   - with a Retry-After (or Retry-After-Ms) header, the wait is what the
//     server asked for;
//   - otherwise it is a jittered exponential backoff: Base doubled per
//     attempt, drawn uniformly from its upper half, so clients that failed
//     together do not come back together;
//   - either way no single wait exceeds Cap.
//
// Zero fields take the defaults above.
type Retry struct {
	MaxAttempts int           // tries in all, including the first
	Base        time.Duration // the first backoff's upper bound
	Cap         time.Duration // the longest single wait
	// Sleep waits between attempts (default: until d passes or ctx ends);
	// tests replace it to observe the waits.
	Sleep func(ctx context.Context, d time.Duration) error
}

// WithDefaults fills the zero fields.
func (r Retry) WithDefaults() Retry {
	if r.MaxAttempts <= 0 {
		r.MaxAttempts = DefaultMaxAttempts
	}
	if r.Base <= 0 {
		r.Base = DefaultBase
	}
	if r.Cap <= 0 {
		r.Cap = DefaultCap
	}
	if r.Sleep == nil {
		r.Sleep = Sleep
	}
	return r
}

// Backoff is the jittered wait after failed attempt number attempt (0 for
// the first try): uniform in [b/2, b] where b = min(Base·2^attempt, Cap).
func (r Retry) Backoff(attempt int) time.Duration {
	r = r.WithDefaults()
	b := r.Base << min(attempt, 32)
	if b <= 0 || b > r.Cap {
		b = r.Cap
	}
	return b/2 + rand.N(b/2+1)
}

// Wait is the wait after failed attempt number attempt whose response
// carried h (nil after a network error): the server's Retry-After when it
// sent one, the backoff otherwise, never more than Cap.
func (r Retry) Wait(attempt int, h http.Header) time.Duration {
	r = r.WithDefaults()
	if d, ok := RetryAfter(h, time.Now()); ok {
		return min(d, r.Cap)
	}
	return r.Backoff(attempt)
}

// Retryable reports whether a response status is worth another attempt:
// timeouts, rate limits and server errors may pass; other answers will not change.
func Retryable(status int) bool {
	return status == http.StatusRequestTimeout || status == http.StatusTooManyRequests || status >= 500
}

// Sleep waits d or until ctx is done.
func Sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// Do runs try until it succeeds, says its failure is final, MaxAttempts
// tries have failed, or ctx ends; it returns the last try's error. try gets
// the attempt number (0 first) and returns whether its failure may be
// retried and the failed response's header (nil without a response), whose
// Retry-After is honoured.
func (r Retry) Do(ctx context.Context, try func(attempt int) (retry bool, h http.Header, err error)) error {
	r = r.WithDefaults()
	for attempt := 0; ; attempt++ {
		retry, h, err := try(attempt)
		if err == nil || !retry || attempt+1 >= r.MaxAttempts || ctx.Err() != nil {
			return err
		}
		if err := r.Sleep(ctx, r.Wait(attempt, h)); err != nil {
			return err
		}
	}
}

// RetryTransport is an http.RoundTripper that applies a Retry policy to
// every request, for clients whose own retries are switched off (the OpenAI
// SDK's, with option.WithMaxRetries(0)). The request body is replayed
// through Request.GetBody; a request with a body and no GetBody is sent
// once. The last response is returned as is, so the caller reads the
// provider's own error.
type RetryTransport struct {
	base  http.RoundTripper
	retry Retry
}

// NewRetryTransport wraps base (nil: http.DefaultTransport) with r.
func NewRetryTransport(base http.RoundTripper, r Retry) *RetryTransport {
	if base == nil {
		base = http.DefaultTransport
	}
	return &RetryTransport{base: base, retry: r.WithDefaults()}
}

// RoundTrip sends req, retrying per the policy.
func (t *RetryTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	ctx := req.Context()
	hasBody := req.Body != nil && req.Body != http.NoBody
	replayable := !hasBody || req.GetBody != nil
	var resp *http.Response
	err := t.retry.Do(ctx, func(attempt int) (bool, http.Header, error) {
		try := req
		if attempt > 0 && hasBody {
			body, err := req.GetBody()
			if err != nil {
				return false, nil, err
			}
			try = req.Clone(ctx)
			try.Body = body
		}
		r, err := t.base.RoundTrip(try)
		if err != nil {
			return replayable, nil, err
		}
		if !Retryable(r.StatusCode) || !replayable || attempt+1 >= t.retry.MaxAttempts {
			resp = r
			return false, nil, nil
		}
		// Drain a little so the connection can be reused, then drop the answer.
		_, _ = io.Copy(io.Discard, io.LimitReader(r.Body, 64<<10))
		r.Body.Close()
		return true, r.Header, errRetry
	})
	if errors.Is(err, errRetry) {
		err = ctx.Err() // only a cancelled context stops Do on a retryable answer
	}
	if err != nil {
		return nil, err
	}
	return resp, nil
}

// errRetry marks a retryable response inside RoundTrip; the last response
// is returned instead, so it never escapes.
var errRetry = errors.New("httpclient: retryable response")
