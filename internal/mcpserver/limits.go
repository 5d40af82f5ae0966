package mcpserver

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// errReadFailed answers a read that failed on our side, without internals.
var errReadFailed = errors.New("the document could not be read; try again")

// rateLimited refuses a resource read over the user's limit.
type rateLimited struct{ text string }

func (r *rateLimited) Error() string { return r.text }

// allow takes one call from the user's bucket. Refused (or unchecked: the
// limit fails closed) it returns the sentence to answer with and audits the
// refusal.
func (s *Server) allow(ctx context.Context, id Identity, via, tool string, start time.Time) (string, bool) {
	d, err := s.limiter.Allow(ctx, id.UserID.String())
	if err != nil {
		s.opts.Log.ErrorContext(ctx, "mcp: rate limit", "err", err)
		s.record(ctx, id, via, tool, "error", start)
		return "The service is busy and could not take this call; try again in a moment.", false
	}
	if d.Allowed {
		return "", true
	}
	s.record(ctx, id, via, tool, "rate_limited", start)
	secs := max(int((d.RetryAfter+time.Second-1)/time.Second), 1)
	return fmt.Sprintf("Too many tool calls: this user may make %d at once and then one per second across all their tokens; try again in %d seconds.",
		callBurst, secs), false
}
