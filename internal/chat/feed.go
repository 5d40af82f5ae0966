package chat

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// framesChannel is the NOTIFY channel a trigger on turn_frames signals with
// the turn's id whenever frames of it are stored (on any replica), and that
// recovery signals when it fails a turn.
const framesChannel = "ks_turn_frames"

// cancelChannel is the NOTIFY channel the cancel route signals with a turn's
// id, so the process running that turn (any replica) stops its model call.
const cancelChannel = "ks_turn_cancel"

// feed is one LISTEN connection per process that wakes the followers of a
// turn when its frames are stored, so following costs a read per batch of
// new frames rather than a poll every few hundred milliseconds per stream.
// It connects when the first follower subscribes and closes when the last
// one leaves.
type feed struct {
	cfg *pgx.ConnConfig
	log *slog.Logger

	mu        sync.Mutex
	subs      map[uuid.UUID]map[*subscription]struct{}
	cancels   map[uuid.UUID]func()
	count     int
	stop      context.CancelFunc
	listening chan struct{} // closed while LISTEN is active; replaced when the connection drops
}

// subscription is one follower's wake-up signal; a pending signal absorbs
// further ones, since the follower reads everything new when it wakes.
type subscription struct {
	turn uuid.UUID
	wake chan struct{}
}

func newFeed(cfg *pgx.ConnConfig, log *slog.Logger) *feed {
	return &feed{cfg: cfg, log: log, subs: map[uuid.UUID]map[*subscription]struct{}{}, cancels: map[uuid.UUID]func(){}}
}

// subscribe registers a follower of turn and waits (up to wait) until
// notifications are being received, so nothing stored after it returns can
// be missed. When the listener cannot connect in time the subscription
// still works, woken only by the follower's backstop re-check.
func (f *feed) subscribe(ctx context.Context, turn uuid.UUID, wait time.Duration) *subscription {
	s := &subscription{turn: turn, wake: make(chan struct{}, 1)}
	f.join(ctx, wait, func() {
		if f.subs[turn] == nil {
			f.subs[turn] = map[*subscription]struct{}{}
		}
		f.subs[turn][s] = struct{}{}
	}, "turn notifications not ready; following by re-checks only", turn)
	return s
}

// join registers a user of the connection (add runs under f.mu), starting
// the connection for the first, and waits up to wait, or until ctx ends,
// until LISTEN is active. When it is not in time it logs miss: the user
// then relies on its own re-checks until the listener catches up.
func (f *feed) join(ctx context.Context, wait time.Duration, add func(), miss string, turn uuid.UUID) {
	f.mu.Lock()
	add()
	listening := f.retainLocked()
	f.mu.Unlock()
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-listening:
	case <-ctx.Done():
	case <-t.C:
		f.log.Warn(miss, "turn_id", turn)
	}
}

// retainLocked counts one more user of the connection, starting it for the
// first; it returns the channel closed once LISTEN is active. f.mu is held.
func (f *feed) retainLocked() chan struct{} {
	f.count++
	if f.stop == nil {
		runCtx, stop := context.WithCancel(context.Background())
		f.stop = stop
		f.listening = make(chan struct{})
		go f.run(runCtx, f.listening)
	}
	return f.listening
}

// releaseLocked counts one user less; the last one closes the connection. f.mu is held.
func (f *feed) releaseLocked() {
	f.count--
	if f.count == 0 && f.stop != nil {
		f.stop()
		f.stop = nil
	}
}

// watchCancel calls stop when a cancel of turn is notified (from any
// replica) until the returned func is called. It waits up to wait for the
// listener; a cancel it misses is caught by the turn's heartbeat re-check.
func (f *feed) watchCancel(turn uuid.UUID, stop func(), wait time.Duration) func() {
	f.join(context.Background(), wait, func() { f.cancels[turn] = stop },
		"turn cancel notifications not ready; relying on heartbeat re-checks", turn)
	var once sync.Once
	return func() {
		once.Do(func() {
			f.mu.Lock()
			defer f.mu.Unlock()
			delete(f.cancels, turn)
			f.releaseLocked()
		})
	}
}

// fireCancel stops the turn if this process runs it.
func (f *feed) fireCancel(turn uuid.UUID) {
	f.mu.Lock()
	stop := f.cancels[turn]
	f.mu.Unlock()
	if stop != nil {
		stop()
	}
}

// unsubscribe removes a follower; the last one closes the connection.
func (f *feed) unsubscribe(s *subscription) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, ok := f.subs[s.turn][s]; !ok {
		return
	}
	delete(f.subs[s.turn], s)
	if len(f.subs[s.turn]) == 0 {
		delete(f.subs, s.turn)
	}
	f.releaseLocked()
}

// signal wakes the followers of turn (every follower when turn is Nil).
func (f *feed) signal(turn uuid.UUID) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for t, subs := range f.subs {
		if turn != uuid.Nil && t != turn {
			continue
		}
		for s := range subs {
			select {
			case s.wake <- struct{}{}:
			default:
			}
		}
	}
}

// run keeps a LISTEN connection until ctx ends, reconnecting with backoff.
// After each (re)connection every follower re-reads, covering whatever was
// stored while no connection listened.
func (f *feed) run(ctx context.Context, listening chan struct{}) {
	backoff := 100 * time.Millisecond
	for ctx.Err() == nil {
		err := f.listen(ctx, listening)
		if ctx.Err() != nil {
			return
		}
		select {
		case <-listening:
			// It was listening: this is a new outage, not the next failure of one.
			backoff = 100 * time.Millisecond
		default:
		}
		f.log.Warn("turn notifications lost; reconnecting", "err", err, "in", backoff)
		f.mu.Lock()
		if f.listening == listening {
			listening = make(chan struct{})
			f.listening = listening
		}
		f.mu.Unlock()
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(backoff*2, 5*time.Second)
	}
}

func (f *feed) listen(ctx context.Context, listening chan struct{}) error {
	conn, err := pgx.ConnectConfig(ctx, f.cfg)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	for _, ch := range []string{framesChannel, cancelChannel} {
		if _, err := conn.Exec(ctx, "LISTEN "+ch); err != nil {
			return err
		}
	}
	close(listening)
	f.signal(uuid.Nil)
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		id, err := uuid.Parse(n.Payload)
		if err != nil {
			f.log.Warn("unexpected turn notification", "payload", n.Payload)
			continue
		}
		if n.Channel == cancelChannel {
			f.fireCancel(id)
			continue
		}
		f.signal(id)
	}
}
