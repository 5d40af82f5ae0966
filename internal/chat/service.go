package chat

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/pii"
	"knowledgestack/internal/ratelimit"
	"knowledgestack/internal/tick"
)

// MaxQuestionRunes bounds a question.
const MaxQuestionRunes = 8000

// Runner answers turns; *agent.Agent is one.
type Runner interface {
	Offline() bool
	Run(ctx context.Context, in agent.Input, emit agent.Emit) (agent.Outcome, error)
	Summarize(ctx context.Context, in agent.Input, prev string, turns []agent.Exchange) (string, error)
}

// Options are the chat limits and timings.
type Options struct {
	Models         []string
	DefaultModel   string
	TurnsPerMinute int
	CompactTurns   int
	CompactTokens  int
	// HeartbeatEvery is how often a running turn proves its process is alive
	// (default StaleAfter/3); StaleAfter is how long without a beat before
	// recovery fails the turn (default 30 s); SweepEvery is how often each
	// replica looks for such turns (default StaleAfter/3). A turn whose
	// process died is failed at most StaleAfter + SweepEvery after its last
	// beat by any live replica (40 s by default; see docs/adr/0030).
	HeartbeatEvery time.Duration
	StaleAfter     time.Duration
	SweepEvery     time.Duration
	// FollowRecheck is how often a follower re-reads a live turn without
	// being woken: a backstop for a lost notification, not the delivery path
	// (frames arrive through LISTEN/NOTIFY).
	FollowRecheck time.Duration
	// TurnDeadline bounds a turn from its start, whoever follows it: a turn
	// outlives its connection, so this (not the client) ends a runaway one.
	TurnDeadline time.Duration
	// Budget, when set, is asked before a turn starts, so a workspace at its
	// token ceiling gets a 429 with a sentence instead of a stream.
	Budget Budget
	// Privacy, when set, gives each turn the workspace's placeholder mask
	// (nil when its setting is off; ADR 0025).
	Privacy Privacy
}

// Privacy hands out the mask a turn's text passes through before it leaves
// for the model; *pii.Policy is one.
type Privacy interface {
	MaskFor(ctx context.Context, ws uuid.UUID) (*pii.Mask, error)
}

// DefaultStaleAfter is how long a running turn may go without a heartbeat
// before any replica fails it as abandoned.
const DefaultStaleAfter = 30 * time.Second

// Budget refuses model work a workspace may not spend; *Audit is one.
type Budget interface {
	AllowModelCall(ctx context.Context, ws, user uuid.UUID) error
}

func (o Options) withDefaults() Options {
	if o.StaleAfter <= 0 {
		o.StaleAfter = DefaultStaleAfter
	}
	if o.HeartbeatEvery <= 0 {
		o.HeartbeatEvery = o.StaleAfter / 3
	}
	if o.SweepEvery <= 0 {
		o.SweepEvery = o.StaleAfter / 3
	}
	if o.TurnDeadline <= 0 {
		o.TurnDeadline = 15 * time.Minute
	}
	if o.FollowRecheck <= 0 {
		o.FollowRecheck = 30 * time.Second
	}
	return o
}

// Service is the chat API's logic.
type Service struct {
	st      store
	runner  Runner
	opts    Options
	limiter *ratelimit.Limiter
	feed    *feed
	log     *slog.Logger

	// The turns this process runs, so a shutdown can wait for them (drain.go).
	mu       sync.Mutex
	draining bool
	live     map[*Run]context.CancelCauseFunc
}

// NewService validates opts; a misconfiguration fails the start.
func NewService(pool *pgxpool.Pool, runner Runner, log *slog.Logger, opts Options) (*Service, error) {
	opts = opts.withDefaults()
	switch {
	case pool == nil || runner == nil || log == nil:
		return nil, errors.New("chat: pool, runner and logger are required")
	case opts.TurnsPerMinute < 1 || opts.CompactTurns < 2 || opts.CompactTokens < 1:
		return nil, errors.New("chat: TurnsPerMinute, CompactTurns and CompactTokens must be positive")
	case opts.HeartbeatEvery*2 > opts.StaleAfter:
		// Two missed beats in a row (a slow database) must not fail a live turn.
		return nil, fmt.Errorf("chat: HeartbeatEvery (%s) must be at most half of StaleAfter (%s)", opts.HeartbeatEvery, opts.StaleAfter)
	case !runner.Offline() && !slices.Contains(opts.Models, opts.DefaultModel):
		return nil, fmt.Errorf("chat: default model %q is not among the allowed models", opts.DefaultModel)
	}
	// Turns per user: the bucket holds a minute's worth and refills evenly;
	// it lives in PostgreSQL, so replicas share it.
	lim, err := ratelimit.New(pool, "turns", time.Minute/time.Duration(opts.TurnsPerMinute), opts.TurnsPerMinute)
	if err != nil {
		return nil, err
	}
	return &Service{st: store{pool}, runner: runner, opts: opts, limiter: lim,
		feed: newFeed(pool.Config().ConnConfig.Copy(), log), log: log, live: map[*Run]context.CancelCauseFunc{}}, nil
}

// Models lists what a user may pick; offline mode offers only the offline answerer.
func (s *Service) Models() Models {
	if s.runner.Offline() {
		return Models{Models: []Model{{ID: agent.OfflineModelID, Label: "Offline (no model configured)"}},
			Default: agent.OfflineModelID, Offline: true}
	}
	out := Models{Default: s.opts.DefaultModel, Models: []Model{}}
	for _, m := range s.opts.Models {
		out.Models = append(out.Models, Model{ID: m, Label: m})
	}
	return out
}

// List returns the user's chats in the workspace, most recent first.
func (s *Service) List(ctx context.Context, ws, user uuid.UUID) ([]Chat, error) {
	return s.st.listChats(ctx, ws, user)
}

// Create starts an empty chat.
func (s *Service) Create(ctx context.Context, ws, user uuid.UUID, title string) (Chat, error) {
	title, err := cleanTitle(title)
	if err != nil {
		return Chat{}, err
	}
	return s.st.ensureChat(ctx, ws, user, uuid.New(), title)
}

// Get returns the chat with its turns, summary and context usage.
func (s *Service) Get(ctx context.Context, ws, user, id uuid.UUID) (Detail, error) {
	d, err := s.st.detail(ctx, ws, user, id, false)
	if err != nil {
		return Detail{}, err
	}
	var summary string
	if d.Summary != nil {
		summary = *d.Summary
	}
	var live []Turn
	for _, t := range d.Turns {
		if t.Seq > d.CompactedTurns {
			live = append(live, t)
		}
	}
	d.ContextUsage = s.usage(summary, live, "")
	return d, nil
}

// Delete removes the chat and its turns.
func (s *Service) Delete(ctx context.Context, ws, user, id uuid.UUID) error {
	return s.st.deleteChat(ctx, ws, user, id)
}

// RetryAfter is the cause of a rate-limited turn: when the user may ask again.
type RetryAfter struct{ Wait time.Duration }

// Error says how long to wait; the HTTP layer turns it into Retry-After.
func (r *RetryAfter) Error() string { return "retry after " + r.Wait.String() }

// StartRequest is a question posted to a chat.
type StartRequest struct {
	WorkspaceID, UserID, ChatID uuid.UUID
	Question, ModelID           string
	// Audience, when not nil, is what everyone who reads the answer holds:
	// the turn reads only documents they may read too (agent.Input.Audience).
	Audience []string
}

// Start checks the request and writes the running turn (creating the chat
// when its id is new). Errors here happen before any frame: the HTTP layer
// answers them with a status (409 running, 429 limited, 404 not yours).
func (s *Service) Start(ctx context.Context, r StartRequest) (*Run, error) {
	q := strings.TrimSpace(r.Question)
	switch {
	case q == "":
		return nil, errs.E(errs.Invalid, "the question is empty")
	case !utf8.ValidString(q) || strings.ContainsRune(q, 0):
		return nil, errs.E(errs.Invalid, "the question is not valid text")
	case utf8.RuneCountInString(q) > MaxQuestionRunes:
		return nil, errs.E(errs.Invalid, "the question is longer than %d characters", MaxQuestionRunes)
	}
	if s.isDraining() {
		return nil, errShuttingDown
	}
	model := r.ModelID
	if s.runner.Offline() {
		model = agent.OfflineModelID
	} else if model == "" {
		model = s.opts.DefaultModel
	} else if !slices.Contains(s.opts.Models, model) {
		return nil, errs.E(errs.Invalid, "model %q is not offered; pick one of %s", clip(model, 60), strings.Join(s.opts.Models, ", "))
	}
	d, err := s.limiter.Allow(ctx, r.UserID.String())
	if err != nil {
		return nil, errs.Busy(err)
	}
	if !d.Allowed {
		return nil, errs.Wrap(errs.RateLimited, &RetryAfter{Wait: d.RetryAfter}, "too many questions in a short time; try again in %s", ratelimit.RetryIn(d.RetryAfter))
	}
	if s.opts.Budget != nil && !s.runner.Offline() {
		if err := s.opts.Budget.AllowModelCall(ctx, r.WorkspaceID, r.UserID); err != nil {
			return nil, err
		}
	}
	title, _ := cleanTitle(q)
	if _, err := s.st.ensureChat(ctx, r.WorkspaceID, r.UserID, r.ChatID, title); err != nil {
		return nil, err
	}
	id, seq, err := s.st.insertTurn(ctx, r.WorkspaceID, r.UserID, r.ChatID, q, model, s.runner.Offline())
	if err != nil {
		return nil, err
	}
	return &Run{s: s, ws: r.WorkspaceID, user: r.UserID, chatID: r.ChatID, TurnID: id, seq: seq, question: q, model: model, audience: r.Audience}, nil
}

// CheckTurn reports not_found unless the turn is in the user's chat in the workspace.
func (s *Service) CheckTurn(ctx context.Context, ws, user, chatID, turnID uuid.UUID) error {
	_, _, err := s.st.turnState(ctx, ws, user, chatID, turnID)
	return err
}

// Cancel asks the process running the user's turn (on any replica) to stop
// it; the turn then ends with a `stopped` error frame. A turn that has
// already ended is a conflict, someone else's a plain not found.
func (s *Service) Cancel(ctx context.Context, ws, user, chatID, turnID uuid.UUID) error {
	ok, err := s.st.requestCancel(ctx, ws, user, chatID, turnID)
	if err != nil || ok {
		return err
	}
	if _, _, err := s.st.turnState(ctx, ws, user, chatID, turnID); err != nil {
		return err
	}
	return errs.E(errs.Conflict, "this answer has already ended; there is nothing to stop")
}

// Follow sends the turn's frames after seq `after`, then follows it until it
// ends. It reads the store when woken by a notification that frames of this
// turn were stored (by any replica), and otherwise only every FollowRecheck.
// The stream of an ended turn always ends with `done` or `error`.
func (s *Service) Follow(ctx context.Context, ws, user, chatID, turnID uuid.UUID, after int, send Send) error {
	var sub *subscription
	var recheck <-chan time.Time
	lastEvent := ""
	for {
		status, failure, err := s.st.turnState(ctx, ws, user, chatID, turnID)
		if err != nil {
			return err
		}
		// Frames are read after the status: a finished turn's frames are all stored by then.
		frames, err := s.st.framesAfter(ctx, ws, turnID, after)
		if err != nil {
			return err
		}
		for _, f := range frames {
			if err := send(f); err != nil {
				return nil
			}
			after, lastEvent = f.Seq, f.Event
		}
		if status != StatusRunning {
			return s.endFollow(ctx, ws, turnID, after, lastEvent, failure, send)
		}
		if sub == nil {
			// A live turn: subscribe, then read once more at once, so frames
			// stored between the read above and the LISTEN are not missed.
			// (A finished turn is replayed without opening the listener.)
			sub = s.feed.subscribe(ctx, turnID, 3*time.Second)
			defer s.feed.unsubscribe(sub)
			t := time.NewTicker(s.opts.FollowRecheck)
			defer t.Stop()
			recheck = t.C
			continue
		}
		select {
		case <-ctx.Done():
			return nil
		case <-sub.wake:
		case <-recheck:
		}
	}
}

// endFollow makes sure the stream of an ended turn ends with `done` or
// `error`, numbered after the last frame the client has (after):
//   - the stored frames stop short of a terminal one (a turn failed before
//     recovery stored error frames, or whose error frame lost a seq race with
//     a late frame): the turn's stored error is sent, unstored;
//   - the client has frames the store never got (frames are stored a moment
//     after they are sent, so a kill -9 loses the last few) and recovery's
//     error frame took a seq the client already has, perhaps exactly its
//     last one: it is sent again as the client's next frame. Seq alone
//     cannot tell "the client read the terminal frame" from "the client
//     read a lost delta under the same seq"; a client that read the
//     terminal frame stops following, so the one that asks is the other.
func (s *Service) endFollow(ctx context.Context, ws, turnID uuid.UUID, after int, lastEvent string, failure *string, send Send) error {
	if lastEvent == agent.EventDone || lastEvent == agent.EventError {
		return nil
	}
	last, err := s.st.lastFrame(ctx, ws, turnID)
	if err != nil {
		return err
	}
	if last.Event == agent.EventDone || last.Event == agent.EventError {
		last.Seq = after + 1
		_ = send(last)
		return nil
	}
	msg := staleReason
	if failure != nil && *failure != "" {
		msg = *failure
	}
	_ = send(Frame{Seq: max(last.Seq, after) + 1, Event: agent.EventError, Data: agent.ErrorData{Message: msg}})
	return nil
}

// RecoverStale fails turns whose process stopped beating for StaleAfter.
func (s *Service) RecoverStale(ctx context.Context) (int64, error) {
	return s.st.failStale(ctx, s.opts.StaleAfter)
}

// RecoverLoop fails stale turns now (at boot) and then every SweepEvery, so
// the turns of a replica that died are failed by the ones still alive.
func (s *Service) RecoverLoop(ctx context.Context) {
	s.recoverOnce(ctx)
	tick.Every(ctx, s.opts.SweepEvery, func() { s.recoverOnce(ctx) })
}

// recoverOnce is one sweep of RecoverLoop; its failures are logged, as the next sweep tries again.
func (s *Service) recoverOnce(ctx context.Context) {
	if n, err := s.RecoverStale(ctx); err != nil && ctx.Err() == nil {
		s.log.ErrorContext(ctx, "recover stale turns", "err", err)
	} else if n > 0 {
		s.log.WarnContext(ctx, "failed turns left running by a stopped process", "turns", n)
	}
}

func cleanTitle(t string) (string, error) {
	t = strings.Join(strings.Fields(t), " ")
	if !utf8.ValidString(t) || strings.ContainsRune(t, 0) {
		return "", errs.E(errs.Invalid, "the title is not valid text")
	}
	return clip(t, 80), nil
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
