// Package reembed moves a workspace's chunks to the configured embedding
// model without downtime (ADR 0032): the plan, the batches staged in
// chunk_vectors, the switch, its progress, and the job that runs it on the
// process's job runtime.
package reembed

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pgvector/pgvector-go"

	"knowledgestack/internal/chunk"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/vectorindex"
)

// Re-embedding (ADR 0032): when the configured embedding model differs from
// the one a workspace's chunks carry, a background job stages a vector of the
// new model for every chunk in chunk_vectors while search keeps using the old
// model (workspace_embedding.model), then switches by flipping the
// workspace's model and settles the staged vectors into the chunks in short
// transactions (ADR 0071). Each
// batch commits on its own, with the job's checkpoint (the batch's last
// chunk id, ADR 0064) in the same transaction, and the next batch is "the
// chunks after the checkpoint without a staged vector for their current
// text": a keyset, so a batch reads the next chunks only, whatever the
// workspace's size, and a job killed at any point resumes with exactly the
// chunks still missing: none embedded twice, none skipped. Chunks written
// behind the checkpoint meanwhile are found by one more sweep from the
// start once the keyset reaches the end.

// DefaultBatch is how many chunks one embedding request and one commit hold.
const DefaultBatch = 64

// Progress is a workspace's re-embedding state. Done counts the chunks that
// have a vector of Target (already switched or staged); Total all its chunks.
// Rate is the chunks the job's current (or last) run staged per second
// since the run began (until now: a job stalled or gone shows a falling
// rate, not its last good one), and Left the time the rest takes at that
// rate (0 when no rate is known yet).
type Progress struct {
	Model, Target string
	// Settling is the old model while a switched workspace's chunks are
	// still being given their staged vectors of Model (ADR 0071); search
	// already uses Model.
	Settling    string
	Done, Total int
	StartedAt   time.Time
	SwitchedAt  time.Time
	Error       string
	Rate        float64
	Left        time.Duration
}

// Running reports whether a move to another model is under way, its
// settling after the switch included.
func (p Progress) Running() bool { return p.Target != "" || p.Settling != "" }

// Plan records, for every workspace holding chunks of another
// model than target's, that it moves to target (search stays on the model its
// chunks carry until the switch), and returns those workspaces for the
// caller to queue. A workspace already moving to target is returned again
// (its job resumes); one moving to yet another model is retargeted.
func Plan(ctx context.Context, pool *pgxpool.Pool, target embed.Embedder) ([]uuid.UUID, error) {
	// The one cross-workspace read: it only collects which workspaces to move.
	rows, err := pool.Query(ctx, `
		SELECT DISTINCT ON (workspace_id) workspace_id, embedding_model, vector_dims(embedding)
		FROM document_chunks WHERE embedding_model <> $1
		ORDER BY workspace_id, embedding_model /* any workspace: only collects which workspaces move to the new model */
/* all readers: the re-embedding plan reads every workspace model */`, target.Model())
	if err != nil {
		return nil, fmt.Errorf("plan re-embedding: %w", err)
	}
	type plan struct {
		ws    uuid.UUID
		model string
		dims  int
	}
	plans, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (plan, error) {
		var p plan
		return p, r.Scan(&p.ws, &p.model, &p.dims)
	})
	if err != nil {
		return nil, fmt.Errorf("plan re-embedding: %w", err)
	}
	out := make([]uuid.UUID, 0, len(plans))
	// A switch whose settling a stopped process left unfinished (ADR 0071):
	// its chunks may all carry the target already (the last batch committed,
	// the flag not cleared), so the query above does not find it.
	rows, err = pool.Query(ctx, `SELECT workspace_id FROM workspace_embedding WHERE settling_from IS NOT NULL AND model = $1
/* any workspace: only collects which workspaces have a switch to settle */`, target.Model())
	if err != nil {
		return nil, fmt.Errorf("plan re-embedding: %w", err)
	}
	settling, err := pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
	if err != nil {
		return nil, fmt.Errorf("plan re-embedding: %w", err)
	}
	for _, ws := range settling {
		if !slices.ContainsFunc(plans, func(p plan) bool { return p.ws == ws }) {
			out = append(out, ws)
		}
	}
	for _, p := range plans {
		// A workspace already recorded keeps the model search uses: only the
		// target changes. A new row takes the model its chunks carry.
		_, err := pool.Exec(ctx, `
			INSERT INTO workspace_embedding (workspace_id, model, dims, target_model, target_dims, started_at)
			VALUES ($1, $2, $3, $4, $5, now())
			ON CONFLICT (workspace_id) DO UPDATE
			SET target_model = EXCLUDED.target_model, target_dims = EXCLUDED.target_dims, error = NULL, updated_at = now(),
			    started_at = CASE WHEN workspace_embedding.target_model IS DISTINCT FROM EXCLUDED.target_model
			                      THEN now() ELSE workspace_embedding.started_at END,
			    -- A new target starts its keyset over; the same one resumes from its checkpoint.
			    checkpoint = CASE WHEN workspace_embedding.target_model IS DISTINCT FROM EXCLUDED.target_model
			                      THEN NULL ELSE workspace_embedding.checkpoint END,
			    staged = CASE WHEN workspace_embedding.target_model IS DISTINCT FROM EXCLUDED.target_model
			                  THEN 0 ELSE workspace_embedding.staged END,
			    done = CASE WHEN workspace_embedding.target_model IS DISTINCT FROM EXCLUDED.target_model
			                THEN NULL ELSE workspace_embedding.done END,
			    total = CASE WHEN workspace_embedding.target_model IS DISTINCT FROM EXCLUDED.target_model
			                 THEN NULL ELSE workspace_embedding.total END
			-- A workspace switched to target and still settling (ADR 0071)
			-- carries the old model in the chunks not yet settled: it is not
			-- moved again, only queued, and its job finishes the settling.
			WHERE workspace_embedding.workspace_id = $1
			  AND NOT (workspace_embedding.model = EXCLUDED.target_model AND workspace_embedding.settling_from IS NOT NULL)`,
			p.ws, p.model, p.dims, target.Model(), target.Dimensions())
		if err != nil {
			return nil, fmt.Errorf("plan re-embedding: %w", err)
		}
		out = append(out, p.ws)
	}
	return out, nil
}

// Runner moves workspaces to its target model.
type Runner struct {
	pool   *pgxpool.Pool
	target embed.Embedder
	batch  int
	log    *slog.Logger
	// logEvery is how often a run logs its progress.
	logEvery time.Duration
	// checked, when set, runs between the check and the flip: a test
	// widens the gap in which concurrent writers' chunks must stop the flip.
	checked func()
}

// NewRunner returns a re-embedder to target, batch chunks at a time
// (<= 0: DefaultBatch).
func NewRunner(pool *pgxpool.Pool, target embed.Embedder, batch int) *Runner {
	if batch <= 0 {
		batch = DefaultBatch
	}
	return &Runner{pool: pool, target: target, batch: batch, log: slog.New(slog.DiscardHandler), logEvery: 30 * time.Second}
}

// WithLog makes the runner log each run's start, its progress (done of
// total, chunks per second, time left) every logEvery, and its end.
func (r *Runner) WithLog(log *slog.Logger, every time.Duration) *Runner {
	if log != nil {
		r.log = log
	}
	if every > 0 {
		r.logEvery = every
	}
	return r
}

// ErrNotPlanned means the workspace is not moving to the re-embedder's model
// (no plan, or a plan for another model): there is nothing to do.
var ErrNotPlanned = errors.New("re-embedding: the workspace is not moving to this model")

// ErrBusy means another worker is moving the workspace right now.
var ErrBusy = errors.New("re-embedding: another worker holds the workspace")

// reembedLockNamespace is the advisory lock class of a workspace's re-embedding ("ksre").
const reembedLockNamespace = 0x6b73_7265

// Run stages the target model's vector of every chunk of ws that lacks one,
// a batch per transaction, then switches the workspace to the target model.
// It returns when switched, on the first error, or when ctx ends (the staged
// batches stay: the next Run continues from them).
func (r *Runner) Run(ctx context.Context, ws uuid.UUID) error {
	// One worker per workspace: a session advisory lock, released by the
	// server when the holder's connection ends, so a killed process leaves
	// no stale lease behind (a dead job's workspace is free at once).
	conn, err := r.pool.Acquire(ctx)
	if err != nil {
		return fmt.Errorf("re-embed: %w", err)
	}
	defer conn.Release()
	var locked bool
	if err := conn.QueryRow(ctx, `SELECT pg_try_advisory_lock($1, hashtext($2::text))`, reembedLockNamespace, ws).Scan(&locked); err != nil {
		return fmt.Errorf("re-embed: %w", err)
	}
	if !locked {
		return ErrBusy
	}
	defer func() {
		_, _ = conn.Exec(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1, hashtext($2::text))`, reembedLockNamespace, ws)
	}()
	model := r.target.Model()
	// A switch that was not settled (the process stopped or was killed
	// while settling) is finished first: it is the workspace's live model.
	if err := r.settle(ctx, ws); err != nil {
		return fmt.Errorf("re-embed: settle: %w", err)
	}
	var live, target string
	err = r.pool.QueryRow(ctx, `SELECT model, COALESCE(target_model, '') FROM workspace_embedding WHERE workspace_id = $1`, ws).Scan(&live, &target)
	if err == nil && target == "" && live == model {
		return nil // on the model: switched (and now settled) by an earlier run
	}
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && target != model) {
		return ErrNotPlanned
	}
	if err != nil {
		return fmt.Errorf("re-embed: %w", err)
	}
	// The staged vectors' index, before the first is staged: at the switch
	// search reads them from chunk_vectors, through it (ADR 0071). Built
	// while chunk_vectors holds none of the model's, it costs nothing; the
	// batches then keep it, so it is complete whenever the switch comes.
	if err := vectorindex.EnsureStaged(ctx, r.pool, model, r.target.Dimensions()); err != nil {
		return fmt.Errorf("re-embed: %w", err)
	}
	// The exact count, once per run (it reads every chunk); the batches
	// advance it, and the run's rate counts from here.
	start, err := exactProgress(ctx, r.pool, ws)
	if err != nil {
		return fmt.Errorf("re-embed: %w", err)
	}
	if _, err := r.pool.Exec(ctx, `UPDATE workspace_embedding SET run_started_at = now(), run_staged = 0, done = $3, total = $4
		WHERE workspace_id = $1 AND target_model = $2`, ws, model, start.Done, start.Total); err != nil {
		return fmt.Errorf("re-embed: %w", err)
	}
	r.log.InfoContext(ctx, "re-embedding run started", "workspace", ws, "model", model, "done", start.Done, "total", start.Total)
	began, logged, staged := time.Now(), time.Now(), 0
	for {
		var target string
		var checkpoint *uuid.UUID
		err := r.pool.QueryRow(ctx, `SELECT COALESCE(target_model, ''), checkpoint FROM workspace_embedding WHERE workspace_id = $1`, ws).Scan(&target, &checkpoint)
		if errors.Is(err, pgx.ErrNoRows) || (err == nil && target != model) {
			return ErrNotPlanned
		}
		if err != nil {
			return fmt.Errorf("re-embed: %w", err)
		}
		after := uuid.Nil // the smallest id: the keyset's start
		if checkpoint != nil {
			after = *checkpoint
		}
		n, err := r.stageBatch(ctx, ws, after)
		if err != nil {
			if ctx.Err() == nil { // an end of the run is not a failure worth showing
				r.recordError(ctx, ws, err)
			}
			return fmt.Errorf("re-embed: %w", err)
		}
		staged += n
		if time.Since(logged) >= r.logEvery {
			logged = time.Now()
			rate := float64(staged) / time.Since(began).Seconds()
			done := start.Done + staged
			r.log.InfoContext(ctx, "re-embedding progress", "workspace", ws, "model", model, "done", done, "total", start.Total,
				"chunks_per_second", int(rate), "left", timeLeft(start.Total-done, rate).Round(time.Second).String())
		}
		if n > 0 {
			continue
		}
		// The keyset reached the end. Chunks written behind it meanwhile
		// lack a vector: one count over the workspace (a hash anti-join,
		// far cheaper than walking it batch by batch), outside any lock,
		// says whether any do, and only then does a sweep start over from
		// the first chunk.
		checkStart := time.Now()
		unseen, missing, err := r.checkCovered(ctx, ws)
		if err != nil {
			return fmt.Errorf("re-embed: %w", err)
		}
		if missing > 0 {
			if _, err := r.pool.Exec(ctx, `UPDATE workspace_embedding SET checkpoint = NULL WHERE workspace_id = $1 AND target_model = $2`, ws, model); err != nil {
				return fmt.Errorf("re-embed: %w", err)
			}
			continue
		}
		// Every chunk has its vector: the switch flips the workspace's
		// model (one short transaction that counts again only the chunks
		// written since the check), then the staged vectors settle into the
		// chunks in bounded batches while search reads both.
		r.log.InfoContext(ctx, "re-embedding switching", "workspace", ws, "model", model,
			"checked", time.Since(checkStart).Round(time.Millisecond).String())
		if r.checked != nil {
			r.checked()
		}
		switched, err := r.flip(ctx, ws, unseen)
		if err != nil {
			return fmt.Errorf("re-embed: switch: %w", err)
		}
		if switched {
			r.log.InfoContext(ctx, "re-embedding switched", "workspace", ws, "model", model, "chunks", start.Total,
				"staged_this_run", staged, "took", time.Since(began).Round(time.Second).String())
			if err := r.settle(ctx, ws); err != nil {
				return fmt.Errorf("re-embed: settle: %w", err)
			}
			return nil
		}
	}
}

// timeLeft is how long left chunks take at rate chunks per second (0: unknown).
func timeLeft(left int, rate float64) time.Duration {
	if rate <= 0 || left <= 0 {
		return 0
	}
	return time.Duration(float64(left) / rate * float64(time.Second))
}

// NextBatchSQL is the next batch (exported so the benchmark times the very
// statement the job runs): chunks after the checkpoint ($4) of another
// model with no staged vector of the target ($2) for their current text, in
// id order (the primary key's (workspace_id, id) index walks from $4).
const NextBatchSQL = `
SELECT c.id, c.title, c.heading_path, c.content, c.content_hash
FROM document_chunks c
WHERE c.workspace_id = $1 AND c.id > $4 AND c.embedding_model <> $2
  AND NOT EXISTS (SELECT 1 FROM chunk_vectors v
                  WHERE v.workspace_id = $1 AND v.chunk_id = c.id AND v.embedding_model = $2 AND v.content_hash = c.content_hash)
ORDER BY c.id
LIMIT $3
/* all readers: the re-embedding job embeds every chunk of the workspace */`

// countMissingSQL counts the chunks NextBatchSQL would still find from the start.
const countMissingSQL = `
SELECT count(*) FROM document_chunks c
WHERE c.workspace_id = $1 AND c.embedding_model <> $2
  AND NOT EXISTS (SELECT 1 FROM chunk_vectors v
                  WHERE v.workspace_id = $1 AND v.chunk_id = c.id AND v.embedding_model = $2 AND v.content_hash = c.content_hash)
/* all readers: the re-embedding job counts every chunk of the workspace */`

// stageBatch embeds and stores the batch after the chunk id after, and
// moves the checkpoint to its last chunk in the same transaction; it returns
// how many chunks it read (0: none left after after).
func (r *Runner) stageBatch(ctx context.Context, ws, after uuid.UUID) (int, error) {
	model := r.target.Model()
	rows, err := r.pool.Query(ctx, NextBatchSQL, ws, model, r.batch, after)
	if err != nil {
		return 0, err
	}
	type pending struct {
		id                           uuid.UUID
		title, heading, content, sum string
	}
	batch, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (pending, error) {
		var p pending
		return p, row.Scan(&p.id, &p.title, &p.heading, &p.content, &p.sum)
	})
	if err != nil || len(batch) == 0 {
		return 0, err
	}
	inputs := make([]string, len(batch))
	for i, p := range batch {
		var path []string
		if p.heading != "" {
			path = strings.Split(p.heading, " > ")
		}
		inputs[i] = chunk.EmbeddingInput(p.title, path, p.content)
	}
	vecs, err := embed.EmbedFor(ctx, r.target, ws, inputs)
	if err != nil {
		return 0, fmt.Errorf("embed: %w", err)
	}
	if len(vecs) != len(batch) {
		return 0, fmt.Errorf("embed: %d vectors for %d chunks", len(vecs), len(batch))
	}
	err = pgx.BeginFunc(ctx, r.pool, func(tx pgx.Tx) error {
		b := &pgx.Batch{}
		for i, p := range batch {
			if len(vecs[i]) != r.target.Dimensions() {
				return fmt.Errorf("embed: a vector of %d dimensions, want %d", len(vecs[i]), r.target.Dimensions())
			}
			// Only while the chunk still holds the text embedded: a sync pass
			// that changed it meanwhile staged its new text's vector, which
			// must stay (else the next batch would embed that text again).
			// ON CONFLICT: the chunk's text changed since its vector was staged.
			b.Queue(`INSERT INTO chunk_vectors (chunk_id, workspace_id, embedding_model, content_hash, embedding)
				SELECT id, workspace_id, $3, $4, $5 FROM document_chunks WHERE workspace_id = $1 AND id = $2 AND content_hash = $4
				ON CONFLICT (workspace_id, chunk_id, embedding_model) DO UPDATE SET content_hash = EXCLUDED.content_hash, embedding = EXCLUDED.embedding
				WHERE chunk_vectors.workspace_id = EXCLUDED.workspace_id`,
				ws, p.id, model, p.sum, pgvector.NewVector(vecs[i]))
		}
		// The checkpoint commits with the vectors: a kill before the commit
		// loses both, after it neither.
		b.Queue(`UPDATE workspace_embedding SET checkpoint = $2, staged = staged + $3, run_staged = run_staged + $3,
			done = LEAST(done + $3, total), updated_at = now()
			WHERE workspace_id = $1 AND target_model = $4`, ws, batch[len(batch)-1].id, len(batch), model)
		return tx.SendBatch(ctx, b).Close()
	})
	if err != nil {
		return 0, err
	}
	return len(batch), nil
}

// recordError keeps the last failure on the workspace's row for the progress view.
func (r *Runner) recordError(ctx context.Context, ws uuid.UUID, cause error) {
	msg := cause.Error()
	if len(msg) > 500 {
		msg = msg[:500]
	}
	_, _ = r.pool.Exec(context.WithoutCancel(ctx), `UPDATE workspace_embedding SET error = $2, updated_at = now() WHERE workspace_id = $1`, ws, msg)
}

// ProgressOf reads a workspace's re-embedding state; a workspace that
// never moved reports its chunks' count as done and no target. While the
// job runs, it reads the progress the job keeps (counted exactly at its
// run's start, advanced by each batch: a chunk a sync pass wrote since
// shows at the next run or the switch), so it costs one row, not a read
// of every chunk; before the job's first run it counts.
func ProgressOf(ctx context.Context, db beginner, ws uuid.UUID) (Progress, error) {
	return progress(ctx, db, ws, false)
}

// exactProgress is ProgressOf counting every chunk, whatever the job kept.
func exactProgress(ctx context.Context, db beginner, ws uuid.UUID) (Progress, error) {
	return progress(ctx, db, ws, true)
}

func progress(ctx context.Context, db beginner, ws uuid.UUID, exact bool) (Progress, error) {
	var p Progress
	err := pgx.BeginFunc(ctx, db, func(tx pgx.Tx) error {
		var started, switched *time.Time
		var errText *string
		var runSeconds float64
		var runStaged int64
		var done, total *int64
		err := tx.QueryRow(ctx, `SELECT model, COALESCE(target_model, ''), COALESCE(settling_from, ''), started_at, switched_at, error,
			COALESCE(extract(epoch FROM now() - run_started_at), 0)::float8, run_staged, done, total
			FROM workspace_embedding WHERE workspace_id = $1`, ws).Scan(&p.Model, &p.Target, &p.Settling, &started, &switched, &errText, &runSeconds, &runStaged, &done, &total)
		if err == nil && runStaged > 0 && runSeconds > 0 {
			p.Rate = float64(runStaged) / runSeconds
		}
		if err == nil && p.Target != "" && !exact && done != nil && total != nil {
			p.Done, p.Total = int(*done), int(*total)
			if started != nil {
				p.StartedAt = *started
			}
			if errText != nil {
				p.Error = *errText
			}
			return nil
		}
		if errors.Is(err, pgx.ErrNoRows) {
			// Never moved: the model its chunks carry, if any.
			err = tx.QueryRow(ctx, `SELECT COALESCE((SELECT embedding_model FROM document_chunks WHERE workspace_id = $1 LIMIT 1), '')
/* all readers: the re-embedding job reads the workspace model */`, ws).Scan(&p.Model)
		}
		if err != nil {
			return err
		}
		if started != nil {
			p.StartedAt = *started
		}
		if switched != nil {
			p.SwitchedAt = *switched
		}
		if errText != nil {
			p.Error = *errText
		}
		if p.Target == "" {
			// Nothing moving: every chunk is on the model (the primary key's index counts them).
			return tx.QueryRow(ctx, `SELECT count(*) FROM document_chunks WHERE workspace_id = $1
/* all readers: the re-embedding job counts every chunk of the workspace */`, ws).Scan(&p.Total)
		}
		return tx.QueryRow(ctx, `
			SELECT count(*),
			       count(*) FILTER (WHERE c.embedding_model = $2 OR EXISTS (SELECT 1 FROM chunk_vectors v
			           WHERE v.workspace_id = $1 AND v.chunk_id = c.id AND v.embedding_model = $2 AND v.content_hash = c.content_hash))
			FROM document_chunks c WHERE c.workspace_id = $1
/* all readers: the re-embedding job counts every chunk of the workspace */`, ws, p.Target).Scan(&p.Total, &p.Done)
	})
	if err != nil {
		return Progress{}, fmt.Errorf("re-embedding progress: %w", err)
	}
	if p.Target == "" {
		p.Done, p.Rate = p.Total, 0
	}
	p.Left = timeLeft(p.Total-p.Done, p.Rate)
	return p, nil
}

// beginner is what ProgressOf needs from a pool.
type beginner interface {
	Begin(ctx context.Context) (pgx.Tx, error)
}
