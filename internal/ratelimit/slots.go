package ratelimit

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// slotLockClass namespaces the advisory locks Slots takes (pg_advisory_xact_lock(class, hash)),
// so they cannot collide with another user of advisory locks.
const slotLockClass = 0x6B73 // "ks"

// Slots caps how many leases a key holds at once (open streams per user).
// A lease is a stream_leases row; the process that holds it renews it every
// ttl/3, so leases of a replica that died expire within ttl.
type Slots struct {
	pool *pgxpool.Pool
	name string
	ttl  time.Duration
	log  *slog.Logger

	mu       sync.Mutex
	held     map[uuid.UUID]struct{}
	renewing bool
}

// NewSlots returns slots named name whose leases live ttl without renewal.
func NewSlots(pool *pgxpool.Pool, name string, ttl time.Duration, log *slog.Logger) (*Slots, error) {
	if pool == nil || name == "" || log == nil || ttl < 3*time.Millisecond {
		return nil, errors.New("ratelimit: slots need a pool, a name, a logger and a positive ttl")
	}
	return &Slots{pool: pool, name: name, ttl: ttl, log: log, held: map[uuid.UUID]struct{}{}}, nil
}

// Acquire takes one of key's limit slots. ok is false when all are taken;
// otherwise release (idempotent) must be called when the stream ends.
func (s *Slots) Acquire(ctx context.Context, key string, limit int) (release func(), ok bool, err error) {
	id := uuid.New()
	k := s.name + ":" + key
	// One round trip: the advisory lock serialises acquirers of this key across
	// replicas, so counting and inserting cannot race past the limit.
	b := &pgx.Batch{}
	b.Queue(`BEGIN`)
	b.Queue(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, slotLockClass, k)
	b.Queue(`INSERT INTO stream_leases (id, key, expires_at)
		SELECT $1, $2, now() + make_interval(secs => $3)
		WHERE (SELECT count(*) FROM stream_leases WHERE key = $2 AND expires_at > now()) < $4`,
		id, k, s.ttl.Seconds(), limit)
	b.Queue(`COMMIT`)
	br := s.pool.SendBatch(ctx, b)
	_, _ = br.Exec()
	_, _ = br.Exec()
	tag, insErr := br.Exec()
	_, _ = br.Exec()
	if err := br.Close(); err != nil {
		return nil, false, fmt.Errorf("acquire %s slot: %w", s.name, err)
	}
	if insErr != nil {
		return nil, false, fmt.Errorf("acquire %s slot: %w", s.name, insErr)
	}
	if tag.RowsAffected() == 0 {
		return nil, false, nil
	}
	s.track(id)
	var once sync.Once
	return func() { once.Do(func() { s.release(id) }) }, true, nil
}

func (s *Slots) release(id uuid.UUID) {
	s.mu.Lock()
	delete(s.held, id)
	s.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := s.pool.Exec(ctx, `DELETE FROM stream_leases WHERE id = $1`, id); err != nil {
		// The lease expires by itself within ttl.
		s.log.Warn("release slot", "slots", s.name, "err", err)
	}
}

// track remembers a held lease and starts the renewer when it is the first.
func (s *Slots) track(id uuid.UUID) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.held[id] = struct{}{}
	if !s.renewing {
		s.renewing = true
		go s.renew()
	}
}

// renew extends every lease this process holds in one statement, and stops
// when none is left (a later Acquire starts it again).
func (s *Slots) renew() {
	t := time.NewTicker(s.ttl / 3)
	defer t.Stop()
	for range t.C {
		s.mu.Lock()
		ids := make([]uuid.UUID, 0, len(s.held))
		for id := range s.held {
			ids = append(ids, id)
		}
		if len(ids) == 0 {
			s.renewing = false
			s.mu.Unlock()
			return
		}
		s.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), s.ttl/3)
		_, err := s.pool.Exec(ctx, `UPDATE stream_leases SET expires_at = now() + make_interval(secs => $2) WHERE id = ANY($1)`,
			ids, s.ttl.Seconds())
		cancel()
		if err != nil {
			s.log.Warn("renew slots", "slots", s.name, "err", err)
		}
	}
}
