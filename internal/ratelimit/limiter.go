package ratelimit

import (
	"context"
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/tick"
)

// Limiter is a token bucket per key: burst events at once, then one event
// per `every`. Its state is a rate_limits row taken by one atomic UPSERT, so
// replicas on one database share it. Time is the database's clock, so
// replicas with skewed clocks still agree.
type Limiter struct {
	pool  *pgxpool.Pool
	name  string
	every time.Duration
	burst int
}

// New returns a limiter named name (the key prefix: each limiter its own
// name) allowing burst events at once and one more per every.
func New(pool *pgxpool.Pool, name string, every time.Duration, burst int) (*Limiter, error) {
	switch {
	case pool == nil || name == "":
		return nil, errors.New("ratelimit: pool and name are required")
	case every <= 0 || burst < 1:
		return nil, fmt.Errorf("ratelimit %s: every must be positive and burst at least 1", name)
	}
	return &Limiter{pool: pool, name: name, every: every, burst: burst}, nil
}

// Decision is the answer to one attempt.
type Decision struct {
	Allowed bool
	// RetryAfter is how long until the next attempt would be allowed (zero when allowed).
	RetryAfter time.Duration
}

// RetrySeconds is RetryAfter in whole seconds, rounded up and at least one:
// what a Retry-After header and a "try again in" sentence say.
func (d Decision) RetrySeconds() int { return RetrySeconds(d.RetryAfter) }

// RetrySeconds is wait in whole seconds, rounded up and at least one.
func RetrySeconds(wait time.Duration) int {
	return max(int((wait+time.Second-1)/time.Second), 1)
}

// RetryIn says how long to wait in words, singular or plural as English
// wants it: "1 second", "12 seconds". Every "try again in …" is built with
// it, so no answer says "1 seconds".
func RetryIn(wait time.Duration) string {
	if n := RetrySeconds(wait); n != 1 {
		return fmt.Sprintf("%d seconds", n)
	}
	return "1 second"
}

// avail is the bucket's tokens now: the stored ones plus the refill since the
// last update, capped at the burst. A transaction that started before the
// row's last update sees no refill (greatest 0), never a negative one.
const avail = `least($2, b.tokens + greatest(0, extract(epoch FROM now() - b.updated_at)::float8) / $3)`

// takeSQL takes one token when there is one. A refused attempt stores the
// refill and takes nothing, so hammering a closed bucket does not push the
// next allowed attempt back.
const takeSQL = `INSERT INTO rate_limits AS b (key, tokens, updated_at, allowed, full_at)
	VALUES ($1, $2::float8 - 1, now(), true, now() + make_interval(secs => $3::float8))
	ON CONFLICT (key) DO UPDATE SET
		allowed = ` + avail + ` >= 1,
		tokens = ` + avail + ` - CASE WHEN ` + avail + ` >= 1 THEN 1 ELSE 0 END,
		updated_at = greatest(b.updated_at, now()),
		full_at = greatest(b.updated_at, now()) + make_interval(secs => ($2 - (` + avail + ` - CASE WHEN ` + avail + ` >= 1 THEN 1 ELSE 0 END)) * $3)
	RETURNING allowed, tokens`

// Allow takes one event for key. An error means the database could not be
// asked; callers fail closed.
func (l *Limiter) Allow(ctx context.Context, key string) (Decision, error) {
	var allowed bool
	var tokens float64
	err := l.pool.QueryRow(ctx, takeSQL, l.name+":"+key, float64(l.burst), l.every.Seconds()).Scan(&allowed, &tokens)
	if err != nil {
		return Decision{}, fmt.Errorf("rate limit %s: %w", l.name, err)
	}
	if allowed {
		return Decision{Allowed: true}, nil
	}
	wait := time.Duration(math.Ceil((1 - tokens) * float64(l.every)))
	return Decision{RetryAfter: max(wait, time.Millisecond)}, nil
}

// Sweep deletes buckets that are full again (forgetting them changes
// nothing) and leases nobody renewed; it returns how many rows went.
func Sweep(ctx context.Context, pool *pgxpool.Pool) (int64, error) {
	a, err := pool.Exec(ctx, `DELETE FROM rate_limits WHERE full_at < now()`)
	if err != nil {
		return 0, fmt.Errorf("sweep rate limits: %w", err)
	}
	b, err := pool.Exec(ctx, `DELETE FROM stream_leases WHERE expires_at < now()`)
	if err != nil {
		return 0, fmt.Errorf("sweep stream leases: %w", err)
	}
	return a.RowsAffected() + b.RowsAffected(), nil
}

// SweepLoop sweeps every interval until ctx ends; every replica may run
// one (a DELETE of rows already gone costs nothing).
func SweepLoop(ctx context.Context, pool *pgxpool.Pool, every time.Duration, onErr func(error)) {
	tick.Every(ctx, every, func() {
		if _, err := Sweep(ctx, pool); err != nil && ctx.Err() == nil && onErr != nil {
			onErr(err)
		}
	})
}
