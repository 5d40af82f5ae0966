package ratelimit

import (
	"testing"
	"time"

	"golang.org/x/time/rate"
)

type clock struct{ t time.Time }

func (c *clock) now() time.Time          { return c.t }
func (c *clock) advance(d time.Duration) { c.t = c.t.Add(d) }

func newTest(r rate.Limit, burst int) (*Limiter, *clock) {
	c := &clock{t: time.Unix(1_700_000_000, 0)}
	l := New(r, burst)
	l.now = c.now
	return l, c
}

func TestAllow(t *testing.T) {
	t.Run("allows the burst then refuses with a retry delay", func(t *testing.T) {
		l, _ := newTest(rate.Every(10*time.Second), 3)
		for i := 0; i < 3; i++ {
			if ok, _ := l.Allow("ip"); !ok {
				t.Fatalf("event %d refused inside the burst", i+1)
			}
		}
		ok, retry := l.Allow("ip")
		if ok || retry <= 0 || retry > 10*time.Second {
			t.Fatalf("Allow = %v, %v; want refused with 0 < retry <= 10s", ok, retry)
		}
	})
	t.Run("keys do not share buckets", func(t *testing.T) {
		l, _ := newTest(rate.Every(time.Minute), 1)
		l.Allow("a")
		if ok, _ := l.Allow("b"); !ok {
			t.Fatal("key b was limited by key a")
		}
	})
	t.Run("refill after the retry delay", func(t *testing.T) {
		l, c := newTest(rate.Every(10*time.Second), 1)
		l.Allow("k")
		_, retry := l.Allow("k")
		c.advance(retry)
		if ok, _ := l.Allow("k"); !ok {
			t.Fatal("refused after waiting Retry-After")
		}
	})
	t.Run("refused attempts do not extend the wait", func(t *testing.T) {
		l, c := newTest(rate.Every(10*time.Second), 1)
		l.Allow("k")
		for i := 0; i < 50; i++ {
			l.Allow("k")
		}
		c.advance(10 * time.Second)
		if ok, _ := l.Allow("k"); !ok {
			t.Fatal("hammering while refused pushed the next allowed event back")
		}
	})
	t.Run("idle keys are evicted", func(t *testing.T) {
		l, c := newTest(rate.Every(time.Second), 5)
		for i := 0; i < 100; i++ {
			l.Allow(string(rune('a'+i%26)) + string(rune(i)))
		}
		c.advance(2 * time.Minute)
		l.Allow("fresh")
		if n := l.Len(); n != 1 {
			t.Fatalf("Len = %d after idle period, want 1", n)
		}
	})
}
