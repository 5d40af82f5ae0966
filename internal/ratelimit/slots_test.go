package ratelimit_test

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/ratelimit"
)

func mustSlots(t *testing.T, pool *pgxpool.Pool, ttl time.Duration) *ratelimit.Slots {
	t.Helper()
	s, err := ratelimit.NewSlots(pool, "streams", ttl, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func acquire(t *testing.T, s *ratelimit.Slots, key string, limit int) (func(), bool) {
	t.Helper()
	release, ok, err := s.Acquire(context.Background(), key, limit)
	if err != nil {
		t.Fatal(err)
	}
	return release, ok
}

func TestSlots(t *testing.T) {
	t.Parallel()
	p1, p2 := replicas(t)
	t.Run("the cap holds across replicas and a release frees a slot", func(t *testing.T) {
		a, b := mustSlots(t, p1, time.Minute), mustSlots(t, p2, time.Minute)
		r1, ok1 := acquire(t, a, "user-1", 2)
		_, ok2 := acquire(t, b, "user-1", 2)
		if !ok1 || !ok2 {
			t.Fatal("a slot under the cap was refused")
		}
		if _, ok := acquire(t, a, "user-1", 2); ok {
			t.Fatal("a third slot was granted with a cap of 2")
		}
		if _, ok := acquire(t, b, "user-2", 2); !ok {
			t.Fatal("another key was refused")
		}
		r1()
		r1() // idempotent
		if _, ok := acquire(t, b, "user-1", 2); !ok {
			t.Fatal("the released slot was not freed")
		}
	})
	t.Run("concurrent acquires on two replicas never pass the cap", func(t *testing.T) {
		on := []*ratelimit.Slots{mustSlots(t, p1, time.Minute), mustSlots(t, p2, time.Minute)}
		n := race(30, func(replica int) bool {
			_, got, err := on[replica].Acquire(context.Background(), "race", 3)
			if err != nil {
				t.Error(err)
			}
			return got
		})
		if n != 3 {
			t.Fatalf("%d of 30 concurrent acquires succeeded, want 3", n)
		}
	})
	t.Run("a dead replica's leases expire; a live one's are renewed", func(t *testing.T) {
		// 1.5 s, renewed every 0.5 s: a renewal may run a second late on a
		// loaded machine without the lease lapsing (at 300 ms it could not).
		live := mustSlots(t, p1, 1500*time.Millisecond)
		if _, ok := acquire(t, live, "renewed", 1); !ok {
			t.Fatal("refused")
		}
		// A replica that died: its lease row stays but is never renewed.
		if _, err := p2.Exec(context.Background(), `INSERT INTO stream_leases (id, key, expires_at)
			VALUES (gen_random_uuid(), 'streams:dead', now() + interval '200 milliseconds')`); err != nil {
			t.Fatal(err)
		}
		time.Sleep(3500 * time.Millisecond) // > two of the live lease's lifetimes, many of the dead one's
		if _, ok := acquire(t, live, "renewed", 1); ok {
			t.Fatal("a held lease expired although its process was renewing it")
		}
		if _, ok := acquire(t, live, "dead", 1); !ok {
			t.Fatal("the dead replica's lease still holds the slot")
		}
	})
}
