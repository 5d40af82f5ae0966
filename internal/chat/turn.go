package chat

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/tick"
)

// Run is a started turn, written as running and waiting to be streamed.
type Run struct {
	s          *Service
	ws, user   uuid.UUID
	chatID     uuid.UUID
	TurnID     uuid.UUID
	seq        int
	question   string
	model      string
	audience   []string // StartRequest.Audience
	frames     int
	clientGone bool
}

// errStopped is the cause of a turn stopped through the cancel route.
var errStopped = errs.E(errs.Conflict, "you stopped this answer")

// errRecovered is the cause of a turn that recovery failed while this
// process still ran it (it stopped beating for StaleAfter, then woke).
var errRecovered = errs.E(errs.Conflict, staleReason)

// Stream runs the turn to its end, storing every frame before sending it.
// The turn runs under its own deadline, detached from ctx: a client that
// goes away stops receiving frames, but the turn runs on, its frames stored
// for a reconnect (Last-Event-ID, any replica). Only the cancel route or the
// deadline stop it. gone, when not nil, is called once when send first fails.
// The returned error is only a failure to store the end.
func (r *Run) Stream(ctx context.Context, send Send, gone func()) error {
	store := context.WithoutCancel(ctx)
	stopCtx, stop := context.WithCancelCause(store)
	defer stop(nil)
	defer r.s.track(r, stop)()
	runCtx, cancel := context.WithTimeout(stopCtx, r.s.opts.TurnDeadline)
	defer cancel()
	unwatch := r.s.feed.watchCancel(r.TurnID, func() { stop(errStopped) }, time.Second)
	defer unwatch()
	beat, stopBeat := context.WithCancel(store)
	defer stopBeat()
	go r.heartbeat(beat, stop)

	frames := newFrameWriter(store, r.s.st, r.ws, r.TurnID)
	emit := func(e agent.Event) error {
		f, err := r.frame(e)
		if err != nil {
			return err
		}
		if err := frames.add(f); err != nil {
			return err
		}
		r.send(send, f, gone)
		return nil
	}
	out, err := r.run(runCtx, emit)
	if err == nil {
		err = emit(agent.Event{Name: agent.EventUsage, Data: agent.UsageData{ContextUsage: r.usageAfter(runCtx, out),
			InputTokens: out.InputTokens, OutputTokens: out.OutputTokens}})
	}
	if werr := frames.close(); werr != nil && err == nil {
		err = werr
	}
	stopped := false
	if err != nil {
		// The agent words any cancellation as a closed connection; say what really ended it.
		switch {
		case errors.Is(context.Cause(stopCtx), errStopped):
			err, stopped = errStopped, true
		case errors.Is(context.Cause(stopCtx), errShutdown):
			err = errShutdown
		case errors.Is(runCtx.Err(), context.DeadlineExceeded):
			err = errs.E(errs.Unavailable, "the answer took longer than %s and was stopped", r.s.opts.TurnDeadline)
		}
	}
	var last agent.Event
	failure := ""
	if err != nil {
		failure = errs.Message(err)
		if errs.KindOf(err) == errs.Internal || errors.Is(err, context.Canceled) {
			r.s.log.ErrorContext(ctx, "turn failed", "turn_id", r.TurnID, "err", err)
		}
		last = agent.Event{Name: agent.EventError, Data: agent.ErrorData{Message: failure, Stopped: stopped}}
	} else {
		last = agent.Event{Name: agent.EventDone, Data: agent.DoneData{TurnID: r.TurnID, FlaggedUncited: out.FlaggedUncited}}
	}
	f, ferr := r.frame(last)
	if ferr != nil {
		return ferr
	}
	if err := r.s.st.finish(store, r.ws, r.TurnID, f, out, failure); err != nil {
		return err
	}
	r.send(send, f, gone)
	return nil
}

// send delivers f unless the client already went away; the first failure
// marks it gone for good (a reconnect follows from the store instead).
func (r *Run) send(send Send, f Frame, gone func()) {
	if r.clientGone {
		return
	}
	if err := send(f); err != nil {
		r.clientGone = true
		if gone != nil {
			gone()
		}
	}
}

func (r *Run) frame(e agent.Event) (Frame, error) {
	stored, err := encodeData(e.Name, e.Data)
	if err != nil {
		return Frame{}, err
	}
	r.frames++
	return Frame{Seq: r.frames, Event: e.Name, Data: e.Data, stored: stored}, nil
}

// heartbeat proves the process alive every HeartbeatEvery. It stops the
// turn when the stored turn says a cancel was requested (a missed
// notification), or that recovery already failed it: this process was taken
// for dead (a long pause), and its stream has already been ended for it.
func (r *Run) heartbeat(ctx context.Context, stop context.CancelCauseFunc) {
	beating, end := context.WithCancel(ctx)
	defer end()
	tick.Every(beating, r.s.opts.HeartbeatEvery, func() {
		cancelled, ended, err := r.s.st.heartbeat(beating, r.ws, r.TurnID)
		if err != nil && beating.Err() == nil {
			r.s.log.WarnContext(beating, "turn heartbeat", "turn_id", r.TurnID, "err", err)
		}
		switch {
		case cancelled:
			stop(errStopped)
		case ended:
			stop(errRecovered)
			end() // nothing left to beat for
		}
	})
}

// run opens the stream, compacts when due and lets the agent answer.
func (r *Run) run(ctx context.Context, emit agent.Emit) (agent.Outcome, error) {
	if err := emit(agent.Event{Name: agent.EventTurn, Data: agent.TurnData{TurnID: r.TurnID, ChatID: r.chatID, Seq: r.seq,
		ModelID: r.model, Offline: r.s.runner.Offline()}}); err != nil {
		return agent.Outcome{}, err
	}
	in := agent.Input{TurnID: r.TurnID, WorkspaceID: r.ws, UserID: r.user, ModelID: r.model, Question: r.question, Audience: r.audience}
	// The turn's paid query embeddings are charged to the account that asked.
	ctx = embed.ChargeTo(ctx, r.user)
	if r.s.opts.Privacy != nil && !r.s.runner.Offline() {
		// Read once per turn; a setting that cannot be read stops the turn
		// rather than sending text the workspace asked to keep back.
		m, err := r.s.opts.Privacy.MaskFor(ctx, r.ws)
		if err != nil {
			return agent.Outcome{}, errs.Wrap(errs.Unavailable, err, "the workspace's privacy setting could not be read; try again in a moment")
		}
		in.Mask = m
	}
	summary, history, err := r.context(ctx, in, emit)
	if err != nil {
		return agent.Outcome{}, err
	}
	in.Summary, in.History = summary, history
	return r.s.runner.Run(ctx, in, emit)
}

// context loads the summary and verbatim turns, compacting first when the
// chat reached CompactTurns or CompactTokens.
func (r *Run) context(ctx context.Context, in agent.Input, emit agent.Emit) (string, []agent.Exchange, error) {
	d, err := r.s.st.detail(ctx, r.ws, r.user, r.chatID, true)
	if err != nil {
		return "", nil, err
	}
	summary := ""
	if d.Summary != nil {
		summary = *d.Summary
	}
	var live []Turn
	for _, t := range d.Turns {
		if t.Seq > d.CompactedTurns && t.Seq < r.seq {
			live = append(live, t)
		}
	}
	n := len(live) + 1 // this question counts
	if len(live) > 0 && (n >= r.s.opts.CompactTurns || estimateTokens(summary, live, r.question) >= r.s.opts.CompactTokens) {
		k := min(max(n*9/10, 1), len(live))
		newSummary, err := r.s.runner.Summarize(ctx, in, summary, exchanges(live[:k]))
		if err != nil {
			return "", nil, err
		}
		compacted := live[k-1].Seq
		if err := r.s.st.setSummary(context.WithoutCancel(ctx), r.ws, r.chatID, newSummary, compacted); err != nil {
			return "", nil, err
		}
		if err := emit(agent.Event{Name: agent.EventCompaction, Data: agent.CompactionData{CompactedTurns: compacted, Summary: newSummary}}); err != nil {
			return "", nil, err
		}
		summary, live = newSummary, live[k:]
	}
	return summary, exchanges(live), nil
}

// usageAfter is the chat's context usage once this turn's answer is in it.
func (r *Run) usageAfter(ctx context.Context, out agent.Outcome) float64 {
	d, err := r.s.st.detail(context.WithoutCancel(ctx), r.ws, r.user, r.chatID, true)
	if err != nil {
		return 0
	}
	summary := ""
	if d.Summary != nil {
		summary = *d.Summary
	}
	var live []Turn
	for _, t := range d.Turns {
		if t.Seq > d.CompactedTurns && t.ID != r.TurnID {
			live = append(live, t)
		}
	}
	live = append(live, Turn{Status: StatusCompleted, Question: r.question, Answer: out.Answer})
	return r.s.usage(summary, live, "")
}

func exchanges(turns []Turn) []agent.Exchange {
	var out []agent.Exchange
	for _, t := range turns {
		if t.Status == StatusCompleted {
			out = append(out, agent.Exchange{Question: t.Question, Answer: t.Answer})
		}
	}
	return out
}

// estimateTokens approximates the context's size at four characters a token:
// close enough to trigger compaction in time, and the same offline.
func estimateTokens(summary string, turns []Turn, question string) int {
	n := len(summary) + len(question)
	for _, t := range turns {
		n += len(t.Question) + len(t.Answer)
	}
	return n / 4
}

// usage is the larger of the turn and token fractions of the compaction limits, at most 1.
func (s *Service) usage(summary string, turns []Turn, question string) float64 {
	f := max(float64(len(turns))/float64(s.opts.CompactTurns),
		float64(estimateTokens(summary, turns, question))/float64(s.opts.CompactTokens))
	return min(f, 1)
}
