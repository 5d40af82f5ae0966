package pass

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/chunk"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/source"
)

// Outcomes of a pass that returned no error.
const (
	OutcomeCompleted   = "completed"
	OutcomeNeedsReview = "needs_review" // the mass-deletion guard stopped it
	OutcomeNeedsReauth = "needs_reauth" // the provider refused the credential
	// OutcomeYielded: the run stopped at a checkpoint (its slice of time was
	// used up, or the process is shutting down); the pass goes on in a later run.
	OutcomeYielded = "yielded"
)

// ErrPassRunning means another pass of the same source holds its lock.
var ErrPassRunning = errors.New("a sync pass of this source is already running")

// Mass-deletion guard: a pass that would delete more than half of a source's
// documents, and more than guardMin of them, stops for review instead.
const guardMin = 10

// Config are the dependencies of a pass; Pool, Registry, Chunker, Embedder
// and Metrics are required, the rest have defaults.
type Config struct {
	Pool     *pgxpool.Pool
	Registry Registry
	Chunker  *chunk.Chunker
	Embedder embed.Embedder
	// Embedders builds the embedder of a workspace's live model while it
	// moves to Embedder's model (ADR 0032): changed chunks are embedded by
	// both. Nil, or an error: they get Embedder's vector only.
	Embedders func(model string, dims int) (embed.Embedder, error)
	Metrics   *metrics.Metrics
	Log       *slog.Logger
	// StaleAfter abandons a checkpoint older than this and starts over (default 24h).
	StaleAfter time.Duration
	// Heartbeat is how often a running pass refreshes its claim (default 3s);
	// a holder stops writing once its last heartbeat is three of these old.
	Heartbeat time.Duration
	// HandoverAfter is how stale a claim must be before a sweeper may hand the
	// pass to another worker (default 15s; more than three heartbeats).
	HandoverAfter time.Duration
	// SliceMax bounds one run of a pass; it then yields and the pass goes on
	// as the job's next run (default 5m), so no job outlives its timeout.
	SliceMax time.Duration
	// Worker names this process in the pass-run records (default host:pid).
	Worker string
	// Concurrency is how many documents a pass chunks and embeds at once:
	// with a remote embedder, its requests in flight (default 4; ADR 0061).
	Concurrency int
}

// Pass runs sync passes. It is safe for concurrent use; passes of one source
// exclude each other through a PostgreSQL advisory lock held for each run
// (see lease).
type Pass struct {
	cfg      Config
	store    *Store
	log      *slog.Logger
	yielding atomic.Bool
	// embedded, when set (tests), runs after a document's vectors are made
	// and before they are written: where a model switch may commit.
	embedded func()
}

// New validates cfg and fills its defaults.
func New(cfg Config) (*Pass, error) {
	if cfg.Pool == nil || cfg.Registry == nil || cfg.Chunker == nil || cfg.Embedder == nil || cfg.Metrics == nil {
		return nil, errors.New("sync: New needs Pool, Registry, Chunker, Embedder and Metrics")
	}
	if cfg.StaleAfter <= 0 {
		cfg.StaleAfter = 24 * time.Hour
	}
	if cfg.Heartbeat <= 0 {
		cfg.Heartbeat = 3 * time.Second
	}
	if cfg.HandoverAfter <= 0 {
		cfg.HandoverAfter = 15 * time.Second
	}
	if cfg.HandoverAfter <= 3*cfg.Heartbeat {
		return nil, errors.New("sync: HandoverAfter must be longer than three heartbeats (the holder's fence)")
	}
	if cfg.SliceMax <= 0 {
		cfg.SliceMax = 5 * time.Minute
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = 4
	}
	if cfg.Worker == "" {
		host, _ := os.Hostname()
		cfg.Worker = fmt.Sprintf("%s:%d", host, os.Getpid())
	}
	log := cfg.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Pass{cfg: cfg, store: NewStore(cfg.Pool), log: log}, nil
}

// Result is what one pass did.
type Result struct {
	Outcome            string
	StartedAt          time.Time // the pass's start (of the interrupted run, when resumed)
	Resumed            bool      // started from a checkpoint of an earlier run
	Interrupted        bool      // that earlier run died or failed (it did not yield)
	Pages              int       // pages listed by this run
	Seen               int       // documents listed
	Indexed            int       // documents (re-)indexed
	Unchanged          int       // documents left as they were
	Failed             int       // documents that could not be indexed
	Deleted            int       // documents the provider confirmed gone
	Kept               int       // unlisted documents the provider says still exist
	EmbeddingsComputed int       // inputs embedded, of every model (two per changed chunk during a move)
	EmbeddingsReused   int       // chunks whose stored vector was kept or reused
	ChunksWritten      int
	ChunksDeleted      int
}

// run is the state of one pass in progress.
type run struct {
	src   sourceRow
	conn  Connector
	lease *lease
	began time.Time
	start time.Time
	c     source.Counts
	res   Result
	log   *slog.Logger
	batch batcher
	total *int // the provider's count of documents, when it gave one
	// models are the workspace's embedders as this page found them.
	models *models
	// observed is what was stored of this page's documents before the page
	// stamped them seen, until each is looked at.
	observed map[string]source.Stored
	// prepCtx is the context of the documents being prepared and of the
	// batches being written: not cancelled with the run (a stopping pass
	// writes what they finish, see salvage), only when its lease is lost or
	// the run has ended.
	prepCtx context.Context
}

// Run syncs one source of the workspace. It returns an error only when the
// pass could not finish and should be retried (from its checkpoint);
// per-document failures are recorded on the documents and the pass goes on.
func (p *Pass) Run(ctx context.Context, ws, sourceID uuid.UUID) (Result, error) {
	began := time.Now()
	src, err := p.store.source(ctx, ws, sourceID)
	if err != nil {
		return Result{}, err
	}
	if p.yielding.Load() {
		// Shutting down: leave the pass (or the request) to a live worker.
		return Result{Outcome: OutcomeYielded}, nil
	}
	if src.Provider != source.Upload && src.CredentialID == nil && src.Status == source.NeedsReauth {
		// Its credential was deleted (its grantor left, docs/adr/0044): the
		// source keeps its documents and the sentence saying so; a pass
		// queued before would only overwrite that sentence.
		return Result{Outcome: OutcomeNeedsReauth}, nil
	}
	l, ctx, err := p.acquire(ctx, ws, sourceID)
	if err != nil {
		return Result{}, err
	}
	r := &run{src: src, lease: l, began: began, log: p.log.With("workspace_id", ws, "source_id", sourceID, "provider", src.Provider)}
	prepCtx, stopPrep := context.WithCancel(context.WithoutCancel(ctx))
	stopOnLoss := context.AfterFunc(ctx, func() {
		if errors.Is(context.Cause(ctx), errLeaseLost) {
			stopPrep()
		}
	})
	r.prepCtx = prepCtx
	res, err := p.run(ctx, r)
	stopOnLoss()
	stopPrep()
	outcome := res.Outcome
	if err != nil {
		outcome = "error"
	}
	l.release(runOutcome(outcome))
	p.cfg.Metrics.SyncPassDuration.WithLabelValues(src.Provider, outcome).Observe(time.Since(began).Seconds())
	r.log.InfoContext(ctx, "sync pass ended", "outcome", outcome, "resumed", res.Resumed, "seen", res.Seen, "indexed", res.Indexed,
		"unchanged", res.Unchanged, "failed", res.Failed, "deleted", res.Deleted, "embeddings_computed", res.EmbeddingsComputed,
		"embeddings_reused", res.EmbeddingsReused, "chunks_written", res.ChunksWritten, "duration_ms", time.Since(began).Milliseconds())
	return res, err
}

func (p *Pass) run(ctx context.Context, r *run) (Result, error) {
	ws, id := r.src.WorkspaceID, r.src.ID
	conn, err := p.cfg.Registry.connector(ctx, r.src.Source)
	if err != nil {
		return p.abort(ctx, r, &connectorError{op: "connecting to the provider", err: err})
	}
	r.conn = conn
	st, err := p.store.beginPass(ctx, ws, id, p.cfg.StaleAfter, p.cfg.Worker)
	if err != nil {
		return r.res, err
	}
	r.start, r.c, r.res.Resumed, r.res.StartedAt = st.StartedAt, st.Counters, st.Resumed, st.StartedAt
	r.res.Interrupted, r.lease.runID = st.Interrupted, st.RunID
	if st.Interrupted {
		r.log.InfoContext(ctx, "resuming a sync pass after an interruption", "started_at", st.StartedAt, "seen", st.Counters.Seen)
	}
	cursor := st.Cursor
	for {
		page, err := conn.List(ctx, cursor)
		if err != nil {
			return p.abort(ctx, r, &connectorError{op: "listing documents", err: err})
		}
		r.res.Pages++
		r.total, r.models = page.Total, nil
		if err := p.observePage(ctx, r, page.Items); err != nil {
			return p.abort(ctx, r, err)
		}
		for _, it := range page.Items {
			if !r.lease.valid() {
				return p.abort(ctx, r, errLeaseLost)
			}
			if p.yielding.Load() || time.Since(r.began) > p.cfg.SliceMax {
				// The checkpoint is this page's cursor and, once the waiting
				// documents are written, the counters are current: the next
				// run re-lists this page and skips what is done.
				if err := p.flush(ctx, r); err != nil {
					return p.abort(ctx, r, err)
				}
				if err := p.progress(ctx, r, true); err != nil {
					return p.abort(ctx, r, err)
				}
				r.res.Outcome = OutcomeYielded
				return r.res, nil
			}
			if r.batch.holds(it.ExternalID) {
				// Listed twice before its batch was written: write it first.
				if err := p.flush(ctx, r); err != nil {
					return p.abort(ctx, r, err)
				}
			}
			if err := p.document(ctx, r, it); err != nil {
				return p.abort(ctx, r, err)
			}
			if err := p.progress(ctx, r, false); err != nil {
				return p.abort(ctx, r, err)
			}
		}
		if page.NextCursor == "" {
			// A checkpoint names only pages whose documents are stored.
			if err := p.flush(ctx, r); err != nil {
				return p.abort(ctx, r, err)
			}
			// The last page keeps its own cursor: a kill during deletions re-lists only it.
			if err := source.Checkpoint(ctx, p.store.pool, ws, id, cursor, page.Total, r.c); err != nil {
				return p.abort(ctx, r, err)
			}
			break
		}
		if page.NextCursor == cursor {
			return p.abort(ctx, r, &connectorError{op: "listing documents", err: errors.New("the provider returned the same cursor twice")})
		}
		cursor = page.NextCursor
		// Recorded once this page's documents are written; the next page is
		// listed and prepared meanwhile.
		if err := p.checkpointAfterWrites(ctx, r, cursor, page.Total); err != nil {
			return p.abort(ctx, r, err)
		}
	}
	if stopped, err := p.deleteStale(ctx, r); err != nil || stopped {
		return r.res, err
	}
	var lastErr *string
	if r.c.Failed > 0 {
		msg := fmt.Sprintf("%d document(s) could not be indexed; see the source's documents", r.c.Failed)
		lastErr = &msg
	}
	if err := p.store.finishPass(ctx, ws, id, r.start, r.c, lastErr); err != nil {
		return r.res, err
	}
	r.res.Outcome = OutcomeCompleted
	return r.res, nil
}

// deleteStale removes the documents this pass did not see, once the provider
// confirms each is gone. It reports stopped when the mass-deletion guard or a
// refused credential ended the pass.
func (p *Pass) deleteStale(ctx context.Context, r *run) (bool, error) {
	ws, id := r.src.WorkspaceID, r.src.ID
	stale, total, err := p.store.staleDocs(ctx, ws, id, r.start)
	if err != nil {
		_, err = p.abort(ctx, r, err)
		return true, err
	}
	if len(stale) > guardMin && 2*len(stale) > total && !r.src.ConfirmDeletions {
		msg := fmt.Sprintf("%d of %d documents were not found upstream, so nothing was deleted; confirm the deletions to remove them", len(stale), total)
		r.log.WarnContext(ctx, "mass-deletion guard tripped", "missing", len(stale), "total", total)
		if err := p.store.stopPass(ctx, ws, id, source.NeedsReview, msg, false); err != nil {
			return true, err
		}
		r.res.Outcome = OutcomeNeedsReview
		return true, nil
	}
	for _, d := range stale {
		exists, err := r.conn.Exists(ctx, d.ExternalID)
		if err != nil {
			_, err = p.abort(ctx, r, &connectorError{op: "checking a missing document", err: err})
			return true, err
		}
		if exists {
			r.res.Kept++
			continue
		}
		if err := source.DeleteDocument(ctx, p.store.pool, ws, d.ID); err != nil {
			_, err = p.abort(ctx, r, err)
			return true, err
		}
		r.res.Deleted++
		p.cfg.Metrics.SyncDocuments.WithLabelValues(r.src.Provider, "deleted").Inc()
	}
	return false, nil
}

// abort ends a pass that cannot go on. A refused credential is terminal (no
// retry, nothing deleted); anything else keeps the checkpoint and is returned
// for the queue to retry.
func (p *Pass) abort(ctx context.Context, r *run, err error) (Result, error) {
	if errors.Is(err, errLeaseLost) || errors.Is(context.Cause(ctx), errLeaseLost) || !r.lease.valid() {
		r.batch.wait() // nothing of this run writes after it ends
		// Another worker may hold the pass by now: record nothing.
		r.log.WarnContext(ctx, "sync pass stopped: its lease was lost", "err", err, "cause", context.Cause(ctx))
		return r.res, fmt.Errorf("sync pass: %w", errLeaseLost)
	}
	// The bookkeeping must land even when ctx was cancelled by a shutdown.
	bg := context.WithoutCancel(ctx)
	p.salvage(bg, r)
	if errors.Is(err, ErrNeedsReauth) {
		r.res.Outcome = OutcomeNeedsReauth
		if serr := p.store.stopPass(bg, r.src.WorkspaceID, r.src.ID, source.NeedsReauth, ErrNeedsReauth.Error(), false); serr != nil {
			return r.res, serr
		}
		return r.res, nil
	}
	if serr := p.store.stopPass(bg, r.src.WorkspaceID, r.src.ID, source.Failed, publicMessage(err), true); serr != nil {
		r.log.ErrorContext(bg, "record pass failure", "err", serr)
	}
	return r.res, fmt.Errorf("sync pass: %w", err)
}

// Yield asks every running pass of this process to stop at its next
// document, with its checkpoint and counters saved, and makes later runs yield
// at once: for a shutdown, so a live worker continues the passes without
// waiting for anything to time out. It cannot be undone.
func (p *Pass) Yield() { p.yielding.Store(true) }

// runOutcome is the sync_pass_runs outcome of a run that ended with outcome.
func runOutcome(outcome string) string {
	switch outcome {
	case OutcomeCompleted, OutcomeYielded:
		return outcome
	case "error":
		return "error"
	default:
		return "stopped" // the guard or a refused credential ended the pass
	}
}
