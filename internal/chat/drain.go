package chat

import (
	"context"
	"time"

	"knowledgestack/internal/errs"
)

// errShuttingDown refuses a new turn while the process shuts down; the
// HTTP layer answers it with a 503 and the sentence.
var errShuttingDown = errs.E(errs.Unavailable, "this server is restarting; ask again in a moment")

// errShutdown ends a turn still running when the shutdown grace ran out.
var errShutdown = errs.E(errs.Unavailable, "the server restarted before this answer was finished; ask again")

// endWait bounds how long Drain waits for cut turns to store their end.
const endWait = 10 * time.Second

// track counts a streaming turn until the returned func is called.
func (s *Service) track(r *Run, stop context.CancelCauseFunc) func() {
	s.mu.Lock()
	s.live[r] = stop
	s.mu.Unlock()
	return func() {
		s.mu.Lock()
		delete(s.live, r)
		s.mu.Unlock()
	}
}

func (s *Service) liveTurns() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.live)
}

// waitLive waits until no turn runs or ctx ends, and reports which.
func (s *Service) waitLive(ctx context.Context) bool {
	t := time.NewTicker(50 * time.Millisecond)
	defer t.Stop()
	for s.liveTurns() > 0 {
		select {
		case <-ctx.Done():
			return false
		case <-t.C:
		}
	}
	return true
}

func (s *Service) isDraining() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.draining
}

// StopAccepting makes Start refuse new turns with a sentence (a 503), for
// the rest of the process's life; turns already running go on.
func (s *Service) StopAccepting() {
	s.mu.Lock()
	s.draining = true
	s.mu.Unlock()
}

// Drain stops accepting turns and waits until the turns this process runs
// have ended or ctx ends (the shutdown grace). Turns still running then are
// stopped: each ends with an `error` frame saying the server restarted and
// is stored failed, which their followers on other replicas receive. It
// returns how many turns were cut.
func (s *Service) Drain(ctx context.Context) int {
	s.StopAccepting()
	if s.waitLive(ctx) {
		return 0
	}
	s.mu.Lock()
	cut := len(s.live)
	for _, stop := range s.live {
		stop(errShutdown)
	}
	s.mu.Unlock()
	ends, cancel := context.WithTimeout(context.Background(), endWait)
	defer cancel()
	if !s.waitLive(ends) {
		s.log.Warn("turns did not store their end in time; recovery will fail them", "turns", s.liveTurns())
	}
	return cut
}
