package db

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// The bounds of waiting for PostgreSQL (ADR 0031). While the database is
// restarting or unreachable, a request must fail within seconds with a 503,
// not hold its goroutine, its client and a pool slot for as long as the
// client is willing to wait.
const (
	// ConnectTimeout bounds dialling and authenticating one connection,
	// unless the URL sets connect_timeout.
	ConnectTimeout = 3 * time.Second
	// PingTimeout bounds the liveness ping of a connection that sat idle (the
	// pool pings those before handing them out; after a restart every one of them is dead).
	PingTimeout = 2 * time.Second
	// AcquireTimeout bounds getting a connection from the pool: waiting for a
	// free one, pinging idle ones, dialling a new one.
	AcquireTimeout = 5 * time.Second
)

// bound applies the timeouts above to a parsed pool configuration.
func bound(cfg *pgxpool.Config) {
	if cfg.ConnConfig.ConnectTimeout <= 0 {
		cfg.ConnConfig.ConnectTimeout = ConnectTimeout
	}
	if cfg.PingTimeout <= 0 {
		cfg.PingTimeout = PingTimeout
	}
	cfg.ConnConfig.Tracer = acquireBound{limit: AcquireTimeout}
}

// acquireBound gives every pool Acquire a deadline. pgxpool has no acquire
// timeout of its own, but it runs Acquire under the context its
// AcquireTracer returns, and a dial it starts goes on in the background
// (bounded by the connect timeout), so the waiting caller is freed on time.
// The deadline only covers Acquire: the statement then runs under the
// caller's own context. pgxpool answers the deadline with the bare
// context.DeadlineExceeded, which errs.Unreachable counts as an outage.
type acquireBound struct{ limit time.Duration }

type cancelKey struct{}

// TraceAcquireStart puts the deadline on the context Acquire uses.
func (b acquireBound) TraceAcquireStart(ctx context.Context, _ *pgxpool.Pool, _ pgxpool.TraceAcquireStartData) context.Context {
	ctx, cancel := context.WithTimeout(ctx, b.limit)
	return context.WithValue(ctx, cancelKey{}, cancel)
}

// TraceAcquireEnd releases the deadline's timer.
func (acquireBound) TraceAcquireEnd(ctx context.Context, _ *pgxpool.Pool, _ pgxpool.TraceAcquireEndData) {
	if cancel, ok := ctx.Value(cancelKey{}).(context.CancelFunc); ok {
		cancel()
	}
}

// TraceQueryStart does nothing: pgx takes an AcquireTracer only from the
// connection's query tracer.
func (acquireBound) TraceQueryStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryStartData) context.Context {
	return ctx
}

// TraceQueryEnd does nothing.
func (acquireBound) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

// traced is acquireBound passing the statements to another tracer (a
// benchmark's, OpenTraced): pgx reads one tracer per connection.
type traced struct {
	acquireBound
	next pgx.QueryTracer
}

// TraceQueryStart passes the statement on.
func (t traced) TraceQueryStart(ctx context.Context, c *pgx.Conn, d pgx.TraceQueryStartData) context.Context {
	return t.next.TraceQueryStart(ctx, c, d)
}

// TraceQueryEnd passes the statement's end on.
func (t traced) TraceQueryEnd(ctx context.Context, c *pgx.Conn, d pgx.TraceQueryEndData) {
	t.next.TraceQueryEnd(ctx, c, d)
}

// TraceBatchStart passes a batch on, when the other tracer follows batches.
func (t traced) TraceBatchStart(ctx context.Context, c *pgx.Conn, d pgx.TraceBatchStartData) context.Context {
	if b, ok := t.next.(pgx.BatchTracer); ok {
		return b.TraceBatchStart(ctx, c, d)
	}
	return ctx
}

// TraceBatchQuery passes a batch's statement on.
func (t traced) TraceBatchQuery(ctx context.Context, c *pgx.Conn, d pgx.TraceBatchQueryData) {
	if b, ok := t.next.(pgx.BatchTracer); ok {
		b.TraceBatchQuery(ctx, c, d)
	}
}

// TraceBatchEnd passes a batch's end on.
func (t traced) TraceBatchEnd(ctx context.Context, c *pgx.Conn, d pgx.TraceBatchEndData) {
	if b, ok := t.next.(pgx.BatchTracer); ok {
		b.TraceBatchEnd(ctx, c, d)
	}
}

// TraceCopyFromStart passes a COPY on, when the other tracer follows them.
func (t traced) TraceCopyFromStart(ctx context.Context, c *pgx.Conn, d pgx.TraceCopyFromStartData) context.Context {
	if f, ok := t.next.(pgx.CopyFromTracer); ok {
		return f.TraceCopyFromStart(ctx, c, d)
	}
	return ctx
}

// TraceCopyFromEnd passes a COPY's end on.
func (t traced) TraceCopyFromEnd(ctx context.Context, c *pgx.Conn, d pgx.TraceCopyFromEndData) {
	if f, ok := t.next.(pgx.CopyFromTracer); ok {
		f.TraceCopyFromEnd(ctx, c, d)
	}
}
