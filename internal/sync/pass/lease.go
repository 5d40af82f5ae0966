package pass

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"knowledgestack/internal/source"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// errLeaseLost means the worker can no longer prove it holds the pass: its
// lock session failed, or its heartbeat is older than the fence. It stops
// without writing anything more about the pass, which a sweeper may already
// have handed to another worker.
var errLeaseLost = errors.New("the worker lost its hold on the sync pass")

// lockKey is the source's advisory lock, shared by workers and the sweeper.
const lockKey = `hashtextextended('ks_sync:' || $1::text, 0)`

// lease is one worker's hold on a source's pass: the source's advisory lock on
// a session of its own, and a heartbeat (sources.pass_heartbeat_at) written
// through that same session. PostgreSQL releases the lock when the session
// ends, so a dead worker's pass is recognisable by a claim (heartbeat set)
// whose lock is free. The holder fences itself: it stops before writing once
// its last successful heartbeat is older than fence, which is shorter than the
// staleness the sweeper waits for (Config.HandoverAfter).
type lease struct {
	pool    *pgxpool.Pool // a fresh connection when the lock's session broke
	conn    *pgxpool.Conn
	ws, id  uuid.UUID
	fence   time.Duration
	cancel  context.CancelCauseFunc
	stop    chan struct{}
	done    chan struct{}
	fenceAt atomic.Int64 // unix nanoseconds after which the holder must stop
	lost    atomic.Bool
	runID   uuid.UUID // the sync_pass_runs row of this hold, once begun
}

// acquire takes the source's lock and claims the pass, and keeps the claim
// fresh until release. The returned context ends when the lease is lost.
// ErrPassRunning means another worker holds it.
func (p *Pass) acquire(ctx context.Context, ws, id uuid.UUID) (*lease, context.Context, error) {
	conn, err := p.cfg.Pool.Acquire(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("acquire lock connection: %w", err)
	}
	// Server-side keepalives on the lock's session: a holder whose machine
	// vanished without closing its socket loses the lock in about 25 s, not
	// after the kernel's two hours. (Ignored on Unix sockets, which cannot vanish.)
	if _, err := conn.Exec(ctx, `SELECT set_config('tcp_keepalives_idle', '10', false),
			set_config('tcp_keepalives_interval', '5', false), set_config('tcp_keepalives_count', '3', false)`); err != nil {
		conn.Release()
		return nil, nil, fmt.Errorf("configure lock connection: %w", err)
	}
	var ok bool
	if err := conn.QueryRow(ctx, `SELECT pg_try_advisory_lock(`+lockKey+`)`, id).Scan(&ok); err != nil {
		conn.Release()
		return nil, nil, fmt.Errorf("take pass lock: %w", err)
	}
	if !ok {
		conn.Release()
		return nil, nil, ErrPassRunning
	}
	l := &lease{pool: p.cfg.Pool, conn: conn, ws: ws, id: id, fence: p.cfg.Heartbeat * 3, stop: make(chan struct{}), done: make(chan struct{})}
	if err := l.beat(ctx); err != nil {
		l.unlock()
		return nil, nil, err
	}
	ctx, l.cancel = context.WithCancelCause(ctx)
	go l.keep(p.cfg.Heartbeat)
	return l, ctx, nil
}

// beat refreshes the claim through the lock's session and moves the fence.
func (l *lease) beat(ctx context.Context) error {
	if err := source.Heartbeat(ctx, l.conn, l.ws, l.id); err != nil {
		return err
	}
	l.fenceAt.Store(time.Now().Add(l.fence).UnixNano())
	return nil
}

// keep beats every interval until release; a failed beat loses the lease.
func (l *lease) keep(every time.Duration) {
	defer close(l.done)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-l.stop:
			return
		case <-t.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), every)
		err := l.beat(ctx)
		cancel()
		if err != nil {
			l.lost.Store(true)
			l.cancel(fmt.Errorf("%w: %w", errLeaseLost, err))
			return
		}
	}
}

// valid reports whether the holder may still write: the lease is not lost and
// its last heartbeat is within the fence.
func (l *lease) valid() bool {
	return !l.lost.Load() && time.Now().UnixNano() < l.fenceAt.Load()
}

// release ends the hold: it records how the run ended, clears the claim and
// unlocks, in that order, so the sweeper never sees a claim without a lock
// held for it. A lost lease writes nothing about the pass (the sweeper hands
// it over); it only closes its own run (closeOwnRun), as does a hold whose
// session broke on the way out.
func (l *lease) release(outcome string) {
	close(l.stop)
	<-l.done
	l.cancel(nil)
	if l.lost.Load() {
		l.drop()
		l.closeOwnRun()
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if l.runID != uuid.Nil {
		if _, err := l.conn.Exec(ctx, `UPDATE sync_pass_runs SET ended_at = clock_timestamp(), outcome = $3
			WHERE workspace_id = $1 AND id = $2 AND ended_at IS NULL`, l.ws, l.runID, outcome); err != nil {
			l.drop()
			l.closeOwnRun()
			return
		}
	}
	if err := source.ClearClaim(ctx, l.conn, l.ws, l.id); err != nil {
		l.drop()
		return
	}
	l.unlock()
}

// closeOwnRun is the worker noticing that its run was cut (its lock's
// session failed: a database outage, a terminated backend): on a fresh
// connection it closes its own run as interrupted, unless a later run of the
// pass has begun — that one closed it already or will (closeOrphanRuns), and
// an end stamped now would overlap it. If the database is still away, the
// next run or the sweeper closes it.
func (l *lease) closeOwnRun() {
	if l.runID == uuid.Nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, _ = l.pool.Exec(ctx, `UPDATE sync_pass_runs r SET ended_at = clock_timestamp(), outcome = 'interrupted'
		WHERE r.workspace_id = $1 AND r.id = $2 AND r.ended_at IS NULL AND NOT EXISTS (
			SELECT 1 FROM sync_pass_runs n WHERE n.workspace_id = $1 AND n.pass_id = r.pass_id AND n.started_at > r.started_at)`,
		l.ws, l.runID)
}

// closeOrphanRuns closes as interrupted every run of the source's passes
// that no one closed (its worker met a database outage and could not write,
// or died) and counts the interruption on its pass. The caller holds the
// source's lease, so none of those runs is alive; each ends when it is found,
// before the caller's own run starts, so runs still never overlap (ADR 0029).
func closeOrphanRuns(ctx context.Context, tx pgx.Tx, ws, source uuid.UUID) error {
	_, err := tx.Exec(ctx, `WITH closed AS (
			UPDATE sync_pass_runs r SET ended_at = clock_timestamp(), outcome = 'interrupted'
			FROM sync_passes p
			WHERE r.workspace_id = $1 AND p.workspace_id = $1 AND p.source_id = $2 AND r.pass_id = p.id AND r.ended_at IS NULL
			RETURNING r.pass_id)
		UPDATE sync_passes s SET interruptions = s.interruptions + (SELECT count(*) FROM closed c WHERE c.pass_id = s.id)
		WHERE s.workspace_id = $1 AND s.id IN (SELECT pass_id FROM closed)`, ws, source)
	if err != nil {
		return fmt.Errorf("close orphaned runs: %w", err)
	}
	return nil
}

// unlock releases the lock and returns the connection to the pool.
func (l *lease) unlock() {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := l.conn.Exec(ctx, `SELECT pg_advisory_unlock(`+lockKey+`)`, l.id); err != nil {
		l.drop()
		return
	}
	l.conn.Release()
}

// drop closes the lock's session (PostgreSQL releases the lock with it): a
// connection in an unknown state must not go back to the pool holding it.
func (l *lease) drop() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = l.conn.Conn().Close(ctx)
	l.conn.Release()
}
