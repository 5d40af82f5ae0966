package httpclient

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/time/rate"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/httpclient/httpclienttest"
)

func newTransport(t *testing.T, h http.HandlerFunc, tok TokenSource, w *httpclienttest.Waits) (*Transport, string) {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return New(tok, Options{Name: "acme", Limiter: rate.NewLimiter(rate.Inf, 1), Retry: Retry{Sleep: w.Sleep},
		Headers: map[string]string{"Acme-Version": "7"}}), srv.URL
}

func TestDoRetriesThenSucceeds(t *testing.T) {
	var calls atomic.Int32
	w := &httpclienttest.Waits{}
	tr, url := newTransport(t, recovering(&calls, "2", `{"ok":true}`, func(r *http.Request) {
		if r.Header.Get("Acme-Version") != "7" || r.Header.Get("Authorization") != "Bearer t" {
			t.Errorf("headers %v", r.Header)
		}
	}), &httpclienttest.Tokens{Current: "t"}, w)
	var out struct{ OK bool }
	if err := tr.Do(context.Background(), http.MethodPost, url, map[string]int{"a": 1}, &out); err != nil || !out.OK {
		t.Fatalf("out %v err %v", out, err)
	}
	// Retry-After, then the second backoff step: jittered in [500ms, 1s].
	if len(w.D) != 2 || w.D[0] != 2*time.Second || w.D[1] < 500*time.Millisecond || w.D[1] > time.Second {
		t.Errorf("waited %v, want [2s, 500ms..1s]", w.D)
	}
}

func TestDoGivesUpAfterMaxAttempts(t *testing.T) {
	var calls atomic.Int32
	w := &httpclienttest.Waits{}
	tr, url := newTransport(t, func(rw http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		rw.WriteHeader(http.StatusTooManyRequests)
	}, &httpclienttest.Tokens{Current: "t"}, w)
	err := tr.Do(context.Background(), http.MethodGet, url, nil, nil)
	if !errs.Is(err, errs.RateLimited) || calls.Load() != 5 || len(w.D) != 4 {
		t.Fatalf("err %v after %d calls, waits %v", err, calls.Load(), w.D)
	}
}

func TestDoClassifiesClientErrorsWithoutRetry(t *testing.T) {
	cases := []struct {
		name   string
		status int
		kind   errs.Kind
	}{
		{"404 is not found", http.StatusNotFound, errs.NotFound},
		{"403 is forbidden", http.StatusForbidden, errs.Forbidden},
		{"400 is invalid", http.StatusBadRequest, errs.Invalid},
		{"401 after a refresh is unauthorized", http.StatusUnauthorized, errs.Unauthorized},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var calls atomic.Int32
			tok := &httpclienttest.Tokens{Current: "t"}
			tr, url := newTransport(t, func(rw http.ResponseWriter, r *http.Request) {
				calls.Add(1)
				rw.WriteHeader(c.status)
				rw.Write([]byte(`{"code":"nope","message":"said no"}`))
			}, tok, &httpclienttest.Waits{})
			err := tr.Do(context.Background(), http.MethodGet, url, nil, nil)
			if !errs.Is(err, c.kind) {
				t.Fatalf("want %s, got %v", c.kind, err)
			}
			var apiErr *APIError
			if !errors.As(err, &apiErr) || apiErr.Code != "nope" || apiErr.Message != "said no" {
				t.Errorf("decoded %+v", apiErr)
			}
			want := int32(1)
			if c.status == http.StatusUnauthorized {
				want = 2 // one retry with the refreshed token
			}
			if calls.Load() != want || (c.status == http.StatusUnauthorized) != (tok.Refreshed.Load() == 1) {
				t.Errorf("%d calls, %d refreshes", calls.Load(), tok.Refreshed.Load())
			}
		})
	}
}

func TestRetryAfter(t *testing.T) {
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	cases := []struct {
		name string
		h    http.Header
		want time.Duration
		ok   bool
	}{
		{"absent", http.Header{}, 0, false},
		{"seconds", http.Header{"Retry-After": {"3"}}, 3 * time.Second, true},
		{"fractional seconds", http.Header{"Retry-After": {"0.5"}}, 500 * time.Millisecond, true},
		{"milliseconds win", http.Header{"Retry-After-Ms": {"20"}, "Retry-After": {"3"}}, 20 * time.Millisecond, true},
		{"http date", http.Header{"Retry-After": {now.Add(7 * time.Second).Format(http.TimeFormat)}}, 7 * time.Second, true},
		{"past date is no wait", http.Header{"Retry-After": {now.Add(-time.Hour).Format(http.TimeFormat)}}, 0, true},
		{"garbage", http.Header{"Retry-After": {"soon"}}, 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if d, ok := RetryAfter(c.h, now); d != c.want || ok != c.ok {
				t.Errorf("got %v %v, want %v %v", d, ok, c.want, c.ok)
			}
		})
	}
}

func FuzzRetryAfter(f *testing.F) {
	for _, s := range []string{"3", "0.5", "-1", "Wed, 21 Oct 2015 07:28:00 GMT", "", "NaN", "1e300", "Inf"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		d, ok := RetryAfter(http.Header{"Retry-After": {v}, "Retry-After-Ms": {v}}, time.Now())
		if d < 0 || (!ok && d != 0) {
			t.Errorf("%q: got %v, %v", v, d, ok)
		}
	})
}
