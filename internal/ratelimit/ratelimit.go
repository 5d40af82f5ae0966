// Package ratelimit is a keyed token-bucket limiter (per IP, per e-mail, per
// user) on golang.org/x/time/rate. Buckets idle long enough to be full again
// are evicted, so memory stays bounded by the keys active recently.
package ratelimit

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Limiter allows each key burst events at once and rate events per second after.
// Limits are per process: behind several replicas each enforces its own.
type Limiter struct {
	limit rate.Limit
	burst int
	now   func() time.Time
	idle  time.Duration

	mu        sync.Mutex
	buckets   map[string]*bucket
	lastSweep time.Time
}

type bucket struct {
	lim  *rate.Limiter
	seen time.Time
}

// New returns a limiter of r events per second with the given burst (at least 1).
func New(r rate.Limit, burst int) *Limiter {
	if burst < 1 {
		burst = 1
	}
	idle := time.Minute
	if r > 0 {
		// After this long without events a bucket is full again: forgetting it changes nothing.
		if full := time.Duration(float64(burst) / float64(r) * float64(time.Second)); full > idle {
			idle = full
		}
	}
	return &Limiter{limit: r, burst: burst, now: time.Now, idle: idle, buckets: map[string]*bucket{}}
}

// Allow takes one event for key. When refused it returns how long until the
// next event would be allowed (for a Retry-After header); a refused attempt
// does not consume a token.
func (l *Limiter) Allow(key string) (bool, time.Duration) {
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.sweep(now)
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{lim: rate.NewLimiter(l.limit, l.burst)}
		l.buckets[key] = b
	}
	b.seen = now
	r := b.lim.ReserveN(now, 1)
	if !r.OK() {
		return false, l.idle
	}
	if d := r.DelayFrom(now); d > 0 {
		r.CancelAt(now)
		return false, d
	}
	return true, 0
}

// Len is the number of keys currently tracked.
func (l *Limiter) Len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.buckets)
}

func (l *Limiter) sweep(now time.Time) {
	if now.Sub(l.lastSweep) < l.idle {
		return
	}
	l.lastSweep = now
	for k, b := range l.buckets {
		if now.Sub(b.seen) >= l.idle {
			delete(l.buckets, k)
		}
	}
}
