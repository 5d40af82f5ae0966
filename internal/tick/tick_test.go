package tick_test

import (
	"context"
	"testing"
	"testing/synctest"
	"time"

	"knowledgestack/internal/tick"
)

// The bubble's clock is virtual: these run instantly and exactly.
func TestEvery(t *testing.T) {
	t.Run("calls once per interval, the first after one interval", func(t *testing.T) {
		synctest.Test(t, func(t *testing.T) {
			ctx, cancel := context.WithCancel(t.Context())
			var at []time.Duration
			start := time.Now()
			done := make(chan struct{})
			go func() {
				defer close(done)
				tick.Every(ctx, time.Second, func() { at = append(at, time.Since(start)) })
			}()
			time.Sleep(3500 * time.Millisecond)
			synctest.Wait()
			cancel()
			<-done
			if len(at) != 3 || at[0] != time.Second || at[2] != 3*time.Second {
				t.Fatalf("calls at %v, want 1s, 2s, 3s", at)
			}
		})
	})
	t.Run("a slow call delays the next one instead of overlapping it", func(t *testing.T) {
		synctest.Test(t, func(t *testing.T) {
			ctx, cancel := context.WithCancel(t.Context())
			const slow = 2500 * time.Millisecond
			var starts []time.Time
			done := make(chan struct{})
			go func() {
				defer close(done)
				tick.Every(ctx, time.Second, func() {
					starts = append(starts, time.Now())
					time.Sleep(slow)
				})
			}()
			time.Sleep(10 * time.Second)
			cancel()
			<-done
			if len(starts) < 3 {
				t.Fatalf("%d calls in 10 s", len(starts))
			}
			for i := 1; i < len(starts); i++ {
				if gap := starts[i].Sub(starts[i-1]); gap < slow {
					t.Fatalf("call %d started %v after the one before, which ran for %v", i+1, gap, slow)
				}
			}
		})
	})
	t.Run("returns when ctx ends, and never calls after", func(t *testing.T) {
		synctest.Test(t, func(t *testing.T) {
			ctx, cancel := context.WithCancel(t.Context())
			cancel()
			calls := 0
			tick.Every(ctx, time.Millisecond, func() { calls++ })
			if calls != 0 {
				t.Fatalf("%d calls after the end", calls)
			}
		})
	})
}
