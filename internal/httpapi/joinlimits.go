package httpapi

import (
	"time"

	"github.com/gin-gonic/gin"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/ratelimit"
)

// Join-code attempt limits, held in PostgreSQL like every other limit. A code
// carries 64 bits, so these only have to keep guessing far below any useful
// rate: a person mistyping gets several tries; one user, one address, or
// everyone together is slowed to a crawl. Every route that takes a code
// counts here: join, sign-up with a code, and Google sign-in begun with one.
var (
	joinUser   = limit{"join-user", 6 * time.Second, 10}
	joinIP     = limit{"join-ip", 6 * time.Second, 10}
	joinGlobal = limit{"join-global", 500 * time.Millisecond, 100}
)

// joinLimits are the join-code limits per user, per client address and for
// the whole server (a crowd of addresses shares the last one).
type joinLimits struct {
	user, ip, global *ratelimit.Limiter
}

func (s *Server) newJoinLimits() *joinLimits {
	return &joinLimits{user: s.limiter(joinUser), ip: s.limiter(joinIP), global: s.limiter(joinGlobal)}
}

// allow takes one attempt from the address's, the user's (when userKey is not
// empty) and the global bucket, in that order: a refused address or user does
// not spend the global budget everyone shares. When refused it returns the wait.
func (j *joinLimits) allow(c *gin.Context, userKey string) (bool, time.Duration, error) {
	ctx := c.Request.Context()
	d, err := j.ip.Allow(ctx, clientIP(c))
	if err != nil || !d.Allowed {
		return false, d.RetryAfter, err
	}
	if userKey != "" {
		if d, err = j.user.Allow(ctx, userKey); err != nil || !d.Allowed {
			return false, d.RetryAfter, err
		}
	}
	d, err = j.global.Allow(ctx, "all")
	return d.Allowed, d.RetryAfter, err
}

// limited answers 429 with Retry-After when a join-code attempt is over a
// limit (503 when the limits cannot be read: they fail closed).
func (j *joinLimits) limited(c *gin.Context, userKey string) bool {
	ok, wait, err := j.allow(c, userKey)
	switch {
	case err != nil:
		writeError(c, errs.Busy(err))
		return true
	case ok:
		return false
	}
	setRetryAfter(c, wait)
	writeError(c, errs.E(errs.RateLimited, "too many join-code attempts; try again in %s", ratelimit.RetryIn(wait)))
	return true
}
