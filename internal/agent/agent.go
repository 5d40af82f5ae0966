package agent

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/pii"
	"knowledgestack/internal/tools"
)

// OfflineModelID is the model id turns carry when no model is configured.
const OfflineModelID = "offline"

// Config bounds a turn.
type Config struct {
	MaxModelCalls int           // model calls per turn
	ModelTimeout  time.Duration // one model call, streaming included
	// MaxToolCallsPerResponse caps the tool calls run from one model response (default
	// DefaultMaxToolCallsPerResponse).
	MaxToolCallsPerResponse int
	// MaxToolResultBytes caps the tool results one turn gathers (default DefaultMaxToolResultBytes).
	MaxToolResultBytes int
}

// CallRecord is the audit of one model call; it never carries content.
type CallRecord struct {
	WorkspaceID, UserID, TurnID uuid.UUID
	Purpose, Model              string
	Started                     time.Time
	Duration                    time.Duration
	InputTokens, OutputTokens   int
	Outcome                     string // ok, error, timeout, cancelled
	// Redactions counts the placeholders in the request, per kind (nil when
	// the workspace's setting is off): counts only, never a value.
	Redactions map[string]int
}

// Auditor is told about every model call. AllowModelCall is asked first: its
// error (e.g. the monthly token ceiling) stops the turn with its message.
type Auditor interface {
	AllowModelCall(ctx context.Context, workspaceID, userID uuid.UUID) error
	RecordModelCall(ctx context.Context, rec CallRecord)
}

// Agent runs turns. With a nil Model it answers in offline mode.
type Agent struct {
	model   Model
	reg     *tools.Registry
	audit   Auditor
	metrics *metrics.Metrics
	log     *slog.Logger
	cfg     Config
}

// New validates the configuration; model may be nil (offline mode).
func New(model Model, reg *tools.Registry, audit Auditor, m *metrics.Metrics, log *slog.Logger, cfg Config) (*Agent, error) {
	if reg == nil || audit == nil || m == nil || log == nil {
		return nil, errors.New("agent: registry, auditor, metrics and logger are required")
	}
	if cfg.MaxModelCalls < 1 || cfg.ModelTimeout <= 0 {
		return nil, errors.New("agent: MaxModelCalls and ModelTimeout must be positive")
	}
	if cfg.MaxToolCallsPerResponse <= 0 {
		cfg.MaxToolCallsPerResponse = DefaultMaxToolCallsPerResponse
	}
	if cfg.MaxToolResultBytes <= 0 {
		cfg.MaxToolResultBytes = DefaultMaxToolResultBytes
	}
	if model == nil && !reg.Has(tools.SearchToolName) {
		return nil, errors.New("agent: offline mode needs the " + tools.SearchToolName + " tool")
	}
	return &Agent{model: model, reg: reg, audit: audit, metrics: m, log: log, cfg: cfg}, nil
}

// Offline reports whether turns are answered without a model.
func (a *Agent) Offline() bool { return a.model == nil }

// Exchange is one earlier question and its answer, kept verbatim as context.
type Exchange struct{ Question, Answer string }

// Input is one turn to run.
type Input struct {
	TurnID, WorkspaceID, UserID uuid.UUID
	ModelID                     string
	Summary                     string // of compacted turns, may be empty
	History                     []Exchange
	Question                    string
	// Mask, when set (the workspace's placeholder setting, ADR 0025),
	// replaces personal data in everything sent to the model and restores
	// the real values in the answer and in tool arguments.
	Mask *pii.Mask
	// Audience, when not nil, limits the documents the turn may read to
	// what these principals may read too (tools.Context.Audience).
	Audience []string
}

// Run answers one question, emitting tool_call, citation, query_result and
// delta events. It returns what was produced even on failure; the error's
// message (errs.Message) is fit for the user.
func (a *Agent) Run(ctx context.Context, in Input, emit Emit) (Outcome, error) {
	sess := tools.NewSession()
	f := newCiteFilter(sess, emit)
	var out Outcome
	var err error
	if a.Offline() {
		err = a.runOffline(ctx, in, sess, f, &out)
	} else {
		err = a.runModel(ctx, in, sess, f, &out)
	}
	out.Answer = f.answer.String()
	out.Citations = f.cited
	if err == nil {
		out.FlaggedUncited = len(out.Citations) == 0 && len(out.QueryResults) == 0 && !IsAbstention(out.Answer)
	}
	return out, err
}

func (a *Agent) runModel(ctx context.Context, in Input, sess *tools.Session, f *citeFilter, out *Outcome) error {
	specs := make([]ToolSpec, 0)
	for _, t := range a.reg.Tools() {
		specs = append(specs, ToolSpec{Name: t.Name, Description: t.Description, Schema: t.Schema})
	}
	ob := newOutbound(in.Mask)
	msgs := conversation(in, ob)
	spent := newBudget(a.cfg)
	for {
		if out.ModelCalls >= a.cfg.MaxModelCalls {
			return errs.E(errs.Unavailable, "the agent stopped after %d model calls without finishing an answer; try a narrower question", a.cfg.MaxModelCalls)
		}
		write, flush := ob.stream(f.Write)
		req := Request{Model: in.ModelID, Messages: ob.request(msgs), Tools: specs}
		resp, err := a.call(ctx, in, "turn", req, write, out, ob.counts())
		if ferr := flush(); err == nil {
			err = ferr
		}
		if err != nil {
			return err
		}
		form, err := f.Flush()
		if err != nil {
			return err
		}
		if len(resp.ToolCalls) == 0 {
			// The answer's last call: how it opened is what ADR 0033 counts (the fallback rate).
			if form != "" {
				out.Sources = form
				a.metrics.AnswerSources.WithLabelValues(form).Inc()
			}
			return nil
		}
		msgs = append(msgs, Message{Role: "assistant", Content: resp.Content, ToolCalls: resp.ToolCalls})
		for i, tc := range resp.ToolCalls {
			// Every call gets an answer (the API requires one per id); calls over the budget get a sentence instead.
			text := spent.refusal(i)
			if text == "" {
				res, err := a.runTool(ctx, in, sess, ToolCall{ID: tc.ID, Name: tc.Name, Arguments: ob.args(tc.Arguments)}, f.emit, out)
				if err != nil {
					return err
				}
				spent.spend(res)
				text = res.Text
			}
			msgs = ob.keep(msgs, Message{Role: "tool", ToolCallID: tc.ID, Content: text})
		}
		f.Break()
	}
}

// runTool calls one tool through the registry and reports it; only an emit failure or cancellation is an error.
func (a *Agent) runTool(ctx context.Context, in Input, sess *tools.Session, tc ToolCall, emit Emit, out *Outcome) (tools.Result, error) {
	if in.Mask != nil {
		// The search tool's query embedding is masked with this turn's placeholders (pii.Embedder).
		ctx = pii.WithMask(ctx, in.Mask)
	}
	res := a.reg.Call(ctx, tools.Context{WorkspaceID: in.WorkspaceID, UserID: in.UserID, Session: sess, Audience: in.Audience}, tc.Name, tc.Arguments)
	if err := ctx.Err(); err != nil {
		return tools.Result{}, cancelled(err)
	}
	a.metrics.ToolCalls.WithLabelValues(metricToolName(a.reg, tc.Name), string(res.Outcome)).Inc()
	out.ToolSteps = append(out.ToolSteps, ToolStep{ID: tc.ID, Name: tc.Name, Display: res.Display, Outcome: res.Outcome})
	if err := emit(Event{Name: EventToolCall, Data: ToolCallData{ID: tc.ID, Name: tc.Name, Display: res.Display}}); err != nil {
		return tools.Result{}, err
	}
	if res.QueryResult != nil {
		out.QueryResults = append(out.QueryResults, *res.QueryResult)
		if err := emit(Event{Name: EventQueryResult, Data: *res.QueryResult}); err != nil {
			return tools.Result{}, err
		}
	}
	return res, nil
}

// metricToolName keeps label cardinality bounded: invented names share one label.
func metricToolName(reg *tools.Registry, name string) string {
	if reg.Has(name) {
		return name
	}
	return "unknown"
}

// call makes one audited model call under the per-call timeout.
func (a *Agent) call(ctx context.Context, in Input, purpose string, req Request, onText func(string) error, out *Outcome, redactions map[string]int) (Response, error) {
	if err := a.audit.AllowModelCall(ctx, in.WorkspaceID, in.UserID); err != nil {
		return Response{}, err
	}
	out.ModelCalls++
	callCtx, cancel := context.WithTimeout(ctx, a.cfg.ModelTimeout)
	defer cancel()
	start := time.Now()
	resp, err := a.model.Stream(callCtx, req, onText)
	d := time.Since(start)
	outcome := "ok"
	switch {
	case err == nil:
	case ctx.Err() != nil:
		outcome, err = "cancelled", cancelled(ctx.Err())
	case callCtx.Err() != nil:
		outcome, err = "timeout", errs.Wrap(errs.Unavailable, err, "the model did not answer within %s; try again", a.cfg.ModelTimeout)
	default:
		outcome = "error"
		var se *StatusError
		if errors.As(err, &se) {
			err = errs.Wrap(errs.Unavailable, err, "the model service failed (HTTP %d); try again in a moment", se.Status)
		} else if errs.KindOf(err) == errs.Internal {
			err = errs.Wrap(errs.Unavailable, err, "the model service could not be reached; try again in a moment")
		}
	}
	out.InputTokens += resp.InputTokens
	out.OutputTokens += resp.OutputTokens
	a.metrics.ModelCalls.WithLabelValues(req.Model, outcome).Inc()
	a.metrics.ModelTokens.WithLabelValues(req.Model, "input").Add(float64(resp.InputTokens))
	a.metrics.ModelTokens.WithLabelValues(req.Model, "output").Add(float64(resp.OutputTokens))
	a.metrics.ModelDuration.WithLabelValues(req.Model).Observe(d.Seconds())
	a.audit.RecordModelCall(context.WithoutCancel(ctx), CallRecord{
		WorkspaceID: in.WorkspaceID, UserID: in.UserID, TurnID: in.TurnID, Purpose: purpose, Model: req.Model,
		Started: start, Duration: d, InputTokens: resp.InputTokens, OutputTokens: resp.OutputTokens, Outcome: outcome,
		Redactions: redactions,
	})
	return resp, err
}

func cancelled(cause error) error {
	return errs.Wrap(errs.Unavailable, cause, "the answer was cancelled because the connection closed")
}

// conversation is the model's context: rules, the summary of compacted
// turns, the verbatim turns, the question. With a mask, everything but the
// rules passes through it in this order, so the placeholders of a
// conversation are re-derived the same way on every turn.
func conversation(in Input, ob *outbound) []Message {
	prompt := systemPrompt
	if in.Mask != nil {
		prompt += placeholderRule
	}
	msgs := []Message{{Role: "system", Content: prompt}}
	if in.Summary != "" {
		msgs = ob.keep(msgs, Message{Role: "system", Content: "Summary of the earlier part of this conversation:\n" + in.Summary})
	}
	for _, h := range in.History {
		msgs = ob.keep(msgs, Message{Role: "user", Content: h.Question})
		if h.Answer != "" {
			// Old [n] markers belong to old turns' numbering; they would mislead this turn.
			msgs = ob.keep(msgs, Message{Role: "assistant", Content: StripCitations(h.Answer)})
		}
	}
	return ob.keep(msgs, Message{Role: "user", Content: in.Question})
}

// Summarize condenses turns (after an earlier summary) with one model call,
// or extractively in offline mode; the result carries no citation markers.
func (a *Agent) Summarize(ctx context.Context, in Input, prev string, turns []Exchange) (string, error) {
	if a.Offline() {
		return offlineSummary(prev, turns), nil
	}
	var b []byte
	if prev != "" {
		b = fmt.Appendf(b, "Earlier summary:\n%s\n\n", prev)
	}
	for _, t := range turns {
		b = fmt.Appendf(b, "User: %s\nAssistant: %s\n\n", t.Question, StripCitations(t.Answer))
	}
	// With a mask the summary is written over placeholders and restored
	// before it is stored; the next turn re-derives placeholders from it.
	ob := newOutbound(in.Mask)
	prompt := summaryPrompt
	if in.Mask != nil {
		prompt += " Keep placeholders such as ⟨PERSON_1⟩ exactly as written."
	}
	req := Request{Model: in.ModelID, Messages: []Message{{Role: "system", Content: prompt}, {Role: "user", Content: ob.text(string(b))}}}
	var out Outcome
	resp, err := a.call(ctx, in, "compaction", req, func(string) error { return nil }, &out, ob.counts())
	if err != nil {
		return "", err
	}
	summary := StripCitations(resp.Content)
	if in.Mask != nil {
		summary = in.Mask.Restore(summary)
	}
	return summary, nil
}
