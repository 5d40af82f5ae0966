package httpclient

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"knowledgestack/internal/httpclient/httpclienttest"
)

// recovering is a provider that answers 429 with Retry-After (seconds), then
// a 5xx, then body; check sees every request first.
func recovering(calls *atomic.Int32, retryAfter string, body string, check func(r *http.Request)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		check(r)
		switch calls.Add(1) {
		case 1:
			w.Header().Set("Retry-After", retryAfter)
			w.WriteHeader(http.StatusTooManyRequests)
		case 2:
			w.WriteHeader(http.StatusServiceUnavailable)
		default:
			w.Write([]byte(body))
		}
	}
}

func TestBackoffIsJitteredExponentialAndCapped(t *testing.T) {
	r := Retry{Base: 100 * time.Millisecond, Cap: time.Second}
	seen := map[time.Duration]bool{}
	for attempt := 0; attempt < 8; attempt++ {
		hi := min(100*time.Millisecond<<attempt, time.Second)
		for range 50 {
			d := r.Backoff(attempt)
			if d < hi/2 || d > hi {
				t.Fatalf("attempt %d: wait %v outside [%v, %v]", attempt, d, hi/2, hi)
			}
			seen[d] = true
		}
	}
	if len(seen) < 100 {
		t.Fatalf("only %d distinct waits in 400 draws: not jittered", len(seen))
	}
	if d := (Retry{Base: time.Second, Cap: time.Minute}).Backoff(1000); d > time.Minute || d < 30*time.Second {
		t.Fatalf("huge attempt number: %v, want the cap's range", d)
	}
}

func TestWaitHonoursRetryAfterUpToTheCap(t *testing.T) {
	r := Retry{Base: time.Millisecond, Cap: 10 * time.Second}
	if d := r.Wait(0, http.Header{"Retry-After": {"7"}}); d != 7*time.Second {
		t.Fatalf("Retry-After 7 → %v", d)
	}
	if d := r.Wait(0, http.Header{"Retry-After": {"3600"}}); d != 10*time.Second {
		t.Fatalf("Retry-After 3600 → %v, want the 10s cap", d)
	}
	if d := r.Wait(0, nil); d > time.Millisecond {
		t.Fatalf("no header → %v, want the backoff", d)
	}
}

func TestRetryableStatuses(t *testing.T) {
	for status, want := range map[int]bool{200: false, 400: false, 401: false, 404: false, 408: true, 429: true, 500: true, 503: true} {
		if Retryable(status) != want {
			t.Errorf("Retryable(%d) = %v", status, !want)
		}
	}
}

func TestRetryTransport(t *testing.T) {
	t.Run("replays the body until the server answers, honouring Retry-After", func(t *testing.T) {
		var calls atomic.Int32
		srv := httptest.NewServer(recovering(&calls, "4", "ok", func(r *http.Request) {
			if body, _ := io.ReadAll(r.Body); string(body) != `{"input":"x"}` {
				t.Errorf("attempt %d body %q", calls.Load()+1, body)
			}
		}))
		defer srv.Close()
		waits := &httpclienttest.Waits{}
		client := &http.Client{Transport: NewRetryTransport(nil, Retry{Sleep: waits.Sleep})}
		resp, err := client.Post(srv.URL, "application/json", strings.NewReader(`{"input":"x"}`))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if resp.StatusCode != 200 || calls.Load() != 3 {
			t.Fatalf("status %d after %d calls", resp.StatusCode, calls.Load())
		}
		if len(waits.D) != 2 || waits.D[0] != 4*time.Second || waits.D[1] < 500*time.Millisecond || waits.D[1] > time.Second {
			t.Fatalf("waits %v, want [4s, 500ms..1s]", waits.D)
		}
	})
	t.Run("hands back the last failure after MaxAttempts", func(t *testing.T) {
		var calls atomic.Int32
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			calls.Add(1)
			w.WriteHeader(http.StatusBadGateway)
			w.Write([]byte(`{"error":"upstream"}`))
		}))
		defer srv.Close()
		waits := &httpclienttest.Waits{}
		client := &http.Client{Transport: NewRetryTransport(nil, Retry{MaxAttempts: 3, Sleep: waits.Sleep})}
		resp, err := client.Get(srv.URL)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadGateway || string(body) != `{"error":"upstream"}` || calls.Load() != 3 || len(waits.D) != 2 {
			t.Fatalf("status %d body %q after %d calls, waits %v", resp.StatusCode, body, calls.Load(), waits.D)
		}
	})
	t.Run("does not retry an answer that will not change", func(t *testing.T) {
		var calls atomic.Int32
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			calls.Add(1)
			w.WriteHeader(http.StatusBadRequest)
		}))
		defer srv.Close()
		client := &http.Client{Transport: NewRetryTransport(nil, Retry{Sleep: (&httpclienttest.Waits{}).Sleep})}
		resp, err := client.Get(srv.URL)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest || calls.Load() != 1 {
			t.Fatalf("status %d after %d calls", resp.StatusCode, calls.Load())
		}
	})
	t.Run("retries network errors and stops when the context ends", func(t *testing.T) {
		srv := httptest.NewServer(http.NotFoundHandler())
		url := srv.URL
		srv.Close() // connection refused from now on
		waits := &httpclienttest.Waits{}
		client := &http.Client{Transport: NewRetryTransport(nil, Retry{MaxAttempts: 3, Sleep: waits.Sleep})}
		if _, err := client.Get(url); err == nil || len(waits.D) != 2 {
			t.Fatalf("err %v, waits %v", err, waits.D)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		defer cancel()
		client = &http.Client{Transport: NewRetryTransport(nil, Retry{Base: time.Hour, Cap: time.Hour})}
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		start := time.Now()
		if _, err := client.Do(req); !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 5*time.Second {
			t.Fatalf("err %v after %v", err, time.Since(start))
		}
	})
}
