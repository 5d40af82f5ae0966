// Package tick runs periodic background work: the sweepers, heartbeats,
// health checks and keep-alive pings each replica runs until it stops
// (docs/adr/0038-periodic-work.md).
package tick

import (
	"context"
	"time"
)

// Every calls fn once every interval, the first time one interval from now,
// until ctx ends. fn runs on the caller's goroutine, so a slow call delays
// the next one instead of overlapping it (the ticker drops the ticks it
// missed), and no call starts after ctx has ended.
func Every(ctx context.Context, interval time.Duration, fn func()) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if ctx.Err() != nil {
				return // both were ready: the end wins
			}
			fn()
		}
	}
}
