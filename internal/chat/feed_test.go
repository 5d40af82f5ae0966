package chat

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/testdb"
)

// The turn feed's LISTEN connection dies with the database (a restart
// closes it like pg_terminate_backend does): the feed reconnects by itself,
// wakes every follower so it re-reads what was stored meanwhile, and frame
// and cancel notifications reach followers again.
func TestFeedListensAgainAfterItsConnectionIsKilled(t *testing.T) {
	pool := testdb.New(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	delays := make(reconnectDelays, 64)
	f := newFeed(pool.Config().ConnConfig.Copy(), slog.New(delays))
	turn, other := uuid.New(), uuid.New()
	sub := f.subscribe(ctx, turn, 5*time.Second)
	defer f.unsubscribe(sub)
	cancelled := make(chan struct{}, 1)
	unwatch := f.watchCancel(other, func() { cancelled <- struct{}{} }, 5*time.Second)
	defer unwatch()
	woken := func(within time.Duration) bool {
		select {
		case <-sub.wake:
			return true
		case <-time.After(within):
			return false
		}
	}
	woken(time.Second) // the wake-up of the first connection, if not taken yet

	listener := func() int {
		var pid int
		deadline := time.Now().Add(10 * time.Second)
		for {
			err := pool.QueryRow(ctx, `SELECT pid FROM pg_stat_activity
				WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`).Scan(&pid)
			if err == nil {
				return pid
			}
			if time.Now().After(deadline) {
				t.Fatalf("no LISTEN connection: %v", err)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	// Six outages in a row: each one is a new outage, so the reconnect
	// backoff starts small again (it would reach seconds if it kept growing).
	for round := range 6 {
		pid := listener()
		delays.drain()
		killed := time.Now()
		if _, err := pool.Exec(ctx, `SELECT pg_terminate_backend($1)`, pid); err != nil {
			t.Fatal(err)
		}
		if !woken(10 * time.Second) {
			t.Fatalf("round %d: followers were not woken after the LISTEN connection was killed", round)
		}
		took := time.Since(killed)
		t.Logf("round %d: listening again %s after the connection was killed", round, took.Round(time.Millisecond))
		// The delay the feed chose, not the time it took: a loaded machine
		// can take over a second to reconnect at the smallest delay.
		select {
		case d := <-delays:
			if d != 100*time.Millisecond {
				t.Errorf("round %d: reconnected after a %s backoff, want 100ms (a new outage starts small)", round, d)
			}
		default:
			t.Fatalf("round %d: the feed logged no reconnect delay", round)
		}
		if again := listener(); again == pid {
			t.Fatalf("round %d: still the killed backend %d", round, pid)
		}
		if _, err := pool.Exec(ctx, `SELECT pg_notify($1, $2)`, framesChannel, turn.String()); err != nil {
			t.Fatal(err)
		}
		if !woken(5 * time.Second) {
			t.Fatalf("round %d: a frame notification after the reconnect did not reach the follower", round)
		}
		if _, err := pool.Exec(ctx, `SELECT pg_notify($1, $2)`, cancelChannel, other.String()); err != nil {
			t.Fatal(err)
		}
		select {
		case <-cancelled:
		case <-time.After(5 * time.Second):
			t.Fatalf("round %d: a cancel notification after the reconnect did not stop the turn", round)
		}
	}
}

// reconnectDelays is a log handler that keeps the backoff ("in") of each
// "reconnecting" record the feed logs, so a test reads the delay it chose.
type reconnectDelays chan time.Duration

func (reconnectDelays) Enabled(context.Context, slog.Level) bool { return true }

func (d reconnectDelays) Handle(_ context.Context, r slog.Record) error {
	r.Attrs(func(a slog.Attr) bool {
		if a.Key == "in" {
			select {
			case d <- a.Value.Duration():
			default: // full: the test has stopped reading
			}
		}
		return true
	})
	return nil
}

func (d reconnectDelays) WithAttrs([]slog.Attr) slog.Handler { return d }

func (d reconnectDelays) WithGroup(string) slog.Handler { return d }

// drain forgets the delays logged so far.
func (d reconnectDelays) drain() {
	for {
		select {
		case <-d:
		default:
			return
		}
	}
}
