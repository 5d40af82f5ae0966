package ratelimit_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/ratelimit"
	"knowledgestack/internal/testdb"
)

// replicas returns two pools on one test database: two API processes.
func replicas(t *testing.T) (*pgxpool.Pool, *pgxpool.Pool) {
	t.Helper()
	a, url := testdb.NewWithURL(t)
	b, err := pgxpool.New(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	return a, b
}

func mustLimiter(t *testing.T, pool *pgxpool.Pool, every time.Duration, burst int) *ratelimit.Limiter {
	t.Helper()
	l, err := ratelimit.New(pool, "test", every, burst)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func allow(t *testing.T, l *ratelimit.Limiter, key string) ratelimit.Decision {
	t.Helper()
	d, err := l.Allow(context.Background(), key)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// race makes n attempts at once, alternating between two replicas
// (attempt's argument: 0 or 1), and counts those that got through.
func race(n int, attempt func(replica int) bool) int {
	var ok atomic.Int32
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			if attempt(i % 2) {
				ok.Add(1)
			}
		})
	}
	wg.Wait()
	return int(ok.Load())
}

// age moves every bucket's clock back by d, as if d had passed.
func age(t *testing.T, pool *pgxpool.Pool, d time.Duration) {
	t.Helper()
	if _, err := pool.Exec(context.Background(), `UPDATE rate_limits SET updated_at = updated_at - make_interval(secs => $1),
		full_at = full_at - make_interval(secs => $1)`, d.Seconds()); err != nil {
		t.Fatal(err)
	}
}

func TestLimiter(t *testing.T) {
	t.Parallel()
	p1, p2 := replicas(t)
	t.Run("two replicas share one bucket", func(t *testing.T) {
		a, b := mustLimiter(t, p1, 10*time.Second, 3), mustLimiter(t, p2, 10*time.Second, 3)
		for i, l := range []*ratelimit.Limiter{a, b, a} {
			if d := allow(t, l, "shared"); !d.Allowed {
				t.Fatalf("attempt %d refused inside the burst", i+1)
			}
		}
		d := allow(t, b, "shared")
		if d.Allowed || d.RetryAfter <= 0 || d.RetryAfter > 10*time.Second {
			t.Fatalf("4th attempt across replicas: %+v; want refused with 0 < retry <= 10s", d)
		}
	})
	t.Run("keys do not share buckets", func(t *testing.T) {
		l := mustLimiter(t, p1, time.Minute, 1)
		allow(t, l, "k-a")
		if d := allow(t, l, "k-b"); !d.Allowed {
			t.Fatal("key b was limited by key a")
		}
	})
	t.Run("limiters of different names do not share buckets", func(t *testing.T) {
		x, _ := ratelimit.New(p1, "x", time.Minute, 1)
		y, _ := ratelimit.New(p1, "y", time.Minute, 1)
		allow(t, x, "same")
		if d := allow(t, y, "same"); !d.Allowed {
			t.Fatal("limiter y was limited by limiter x")
		}
	})
	t.Run("refills after the retry delay, and hammering does not extend it", func(t *testing.T) {
		l := mustLimiter(t, p1, 10*time.Second, 1)
		allow(t, l, "refill")
		for range 30 {
			if d := allow(t, l, "refill"); d.Allowed {
				t.Fatal("allowed while empty")
			}
		}
		age(t, p1, 10*time.Second)
		if d := allow(t, l, "refill"); !d.Allowed {
			t.Fatalf("refused after waiting one period: %+v", d)
		}
	})
	t.Run("concurrent attempts on two replicas take exactly the burst", func(t *testing.T) {
		on := []*ratelimit.Limiter{mustLimiter(t, p1, time.Hour, 5), mustLimiter(t, p2, time.Hour, 5)}
		n := race(40, func(replica int) bool {
			d, err := on[replica].Allow(context.Background(), "race")
			if err != nil {
				t.Error(err)
			}
			return d.Allowed
		})
		if n != 5 {
			t.Fatalf("%d of 40 concurrent attempts allowed, want 5", n)
		}
	})
	t.Run("sweep forgets only full buckets", func(t *testing.T) {
		l := mustLimiter(t, p1, time.Minute, 2)
		allow(t, l, "sweep-full")
		allow(t, l, "sweep-empty")
		allow(t, l, "sweep-empty")
		// One minute on: "sweep-full" (one token short) is full, "sweep-empty" is not.
		age(t, p1, time.Minute+time.Second)
		if _, err := ratelimit.Sweep(context.Background(), p1); err != nil {
			t.Fatal(err)
		}
		var keys []string
		rows, _ := p1.Query(context.Background(), `SELECT key FROM rate_limits WHERE key LIKE 'test:sweep-%'`)
		for rows.Next() {
			var k string
			_ = rows.Scan(&k)
			keys = append(keys, k)
		}
		if len(keys) != 1 || keys[0] != "test:sweep-empty" {
			t.Fatalf("after sweep: %v", keys)
		}
	})
	t.Run("constructor refuses a zero period", func(t *testing.T) {
		if _, err := ratelimit.New(p1, "bad", 0, 1); err == nil {
			t.Fatal("accepted every = 0")
		}
	})
}

// TestRetryIn: "try again in" reads right at one second and rounds a part
// of a second up, never down to zero.
func TestRetryIn(t *testing.T) {
	for wait, want := range map[time.Duration]string{
		0: "1 second", 300 * time.Millisecond: "1 second", time.Second: "1 second",
		1001 * time.Millisecond: "2 seconds", 59 * time.Second: "59 seconds",
	} {
		if got := ratelimit.RetryIn(wait); got != want {
			t.Errorf("RetryIn(%s) = %q, want %q", wait, got, want)
		}
	}
}
