package pass

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/source"
)

// Store is the pass's reads of sources and documents and its own tables
// (sync_passes, sync_pass_runs); what it writes into sources, documents and
// chunks goes through internal/source. Every statement names workspace_id in
// its own WHERE clause.
type Store struct{ pool *pgxpool.Pool }

// NewStore returns a store on pool.
func NewStore(pool *pgxpool.Pool) *Store { return &Store{pool: pool} }

// sourceRow is a sources row as the pass and the service need it.
type sourceRow struct {
	source.Source
	Status           source.Status
	ConfirmDeletions bool
	PassStarted      bool // a pass is under way (running, or waiting to resume)
}

const sourceCols = `id, workspace_id, provider, external_id, name, credential_id, config, status, confirm_deletions,
	pass_started_at IS NOT NULL`

func scanSource(row pgx.Row) (sourceRow, error) {
	var r sourceRow
	err := row.Scan(&r.ID, &r.WorkspaceID, &r.Provider, &r.ExternalID, &r.Name, &r.CredentialID, &r.Config, &r.Status,
		&r.ConfirmDeletions, &r.PassStarted)
	return r, err
}

// source loads one source of the workspace; another workspace's id is not found.
func (s *Store) source(ctx context.Context, ws, id uuid.UUID) (sourceRow, error) {
	r, err := scanSource(s.pool.QueryRow(ctx, `SELECT `+sourceCols+` FROM sources WHERE workspace_id = $1 AND id = $2`, ws, id))
	return r, errs.FromPG(err, "load source", "source")
}

// passState is where a run of a pass starts: fresh, or from a checkpoint.
type passState struct {
	StartedAt   time.Time
	Cursor      string
	Pages       int
	Resumed     bool
	Interrupted bool // resumed after a run that died or failed, not one that yielded
	Counters    source.Counts
	PassID      uuid.UUID
	RunID       uuid.UUID
}

// beginPass marks the source syncing, records the run and returns the pass
// state. A pass left unfinished (its worker died, yielded or failed) resumes
// at its cursor with its start time, unless it is older than staleAfter.
// Resumed counters are recounted from the documents, so a page done twice is
// not counted twice. The caller holds the source's lease.
func (s *Store) beginPass(ctx context.Context, ws, id uuid.UUID, staleAfter time.Duration, worker string) (passState, error) {
	var st passState
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var started *time.Time
		var cursor *string
		var passID *uuid.UUID
		err := tx.QueryRow(ctx, `SELECT pass_started_at, pass_cursor, pass_pages, pass_id FROM sources
			WHERE workspace_id = $1 AND id = $2 FOR UPDATE`, ws, id).Scan(&started, &cursor, &st.Pages, &passID)
		if err != nil {
			return errs.FromPG(err, "lock source", "source")
		}
		if err := closeOrphanRuns(ctx, tx, ws, id); err != nil {
			return err
		}
		if started != nil && time.Since(*started) < staleAfter {
			if err := s.resume(ctx, tx, ws, id, *started, cursor, passID, &st); err != nil {
				return err
			}
		} else if err := s.fresh(ctx, tx, ws, id, passID, &st); err != nil {
			return err
		}
		if err := tx.QueryRow(ctx, `INSERT INTO sync_pass_runs (workspace_id, pass_id, worker) VALUES ($1, $2, $3) RETURNING id`,
			ws, st.PassID, worker).Scan(&st.RunID); err != nil {
			return fmt.Errorf("record run: %w", err)
		}
		return source.SetPassRun(ctx, tx, ws, id, st.PassID, st.RunID)
	})
	if err != nil {
		return passState{}, fmt.Errorf("begin pass: %w", err)
	}
	return st, nil
}

// resume continues the pass that started at started from its checkpoint.
func (s *Store) resume(ctx context.Context, tx pgx.Tx, ws, id uuid.UUID, started time.Time, cursor *string, passID *uuid.UUID, st *passState) error {
	st.StartedAt, st.Resumed = started, true
	if cursor != nil {
		st.Cursor = *cursor
	}
	if passID == nil {
		// A checkpoint from before passes were recorded: record it now.
		if err := tx.QueryRow(ctx, `INSERT INTO sync_passes (workspace_id, source_id, started_at) VALUES ($1, $2, $3) RETURNING id`,
			ws, id, started).Scan(&st.PassID); err != nil {
			return fmt.Errorf("record pass: %w", err)
		}
		st.Interrupted = true
	} else {
		st.PassID = *passID
		// The last run of the pass either yielded (planned) or did not: it died
		// (the sweeper ended it "interrupted") or failed ("error").
		var last *string
		err := tx.QueryRow(ctx, `SELECT outcome FROM sync_pass_runs WHERE workspace_id = $1 AND pass_id = $2
			ORDER BY started_at DESC LIMIT 1`, ws, st.PassID).Scan(&last)
		if err != nil && !errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("last run: %w", err)
		}
		st.Interrupted = last == nil || *last != OutcomeYielded
	}
	err := tx.QueryRow(ctx, `SELECT count(*),
			count(*) FILTER (WHERE indexed_at >= $3 AND status = 'indexed'),
			count(*) FILTER (WHERE status = 'failed')
		FROM documents WHERE workspace_id = $1 AND source_id = $2 AND last_seen_at >= $3`,
		ws, id, st.StartedAt).Scan(&st.Counters.Seen, &st.Counters.Indexed, &st.Counters.Failed)
	if err != nil {
		return fmt.Errorf("recount progress: %w", err)
	}
	return source.ResumePass(ctx, tx, ws, id, st.Counters, st.Interrupted)
}

// fresh starts a new pass, abandoning an unfinished one too old to resume.
func (s *Store) fresh(ctx context.Context, tx pgx.Tx, ws, id uuid.UUID, oldPass *uuid.UUID, st *passState) error {
	if oldPass != nil {
		if _, err := tx.Exec(ctx, `UPDATE sync_passes SET ended_at = now(), outcome = 'abandoned'
			WHERE workspace_id = $1 AND id = $2 AND ended_at IS NULL`, ws, *oldPass); err != nil {
			return fmt.Errorf("abandon pass: %w", err)
		}
	}
	st.Pages = 0
	var err error
	if st.StartedAt, err = source.StartPass(ctx, tx, ws, id); err != nil {
		return err
	}
	return tx.QueryRow(ctx, `INSERT INTO sync_passes (workspace_id, source_id, started_at) VALUES ($1, $2, $3) RETURNING id`,
		ws, id, st.StartedAt).Scan(&st.PassID)
}

// finishPass records a completed pass: last_synced_at is the pass's start,
// since anything changed upstream after it started may have been missed.
func (s *Store) finishPass(ctx context.Context, ws, id uuid.UUID, start time.Time, c source.Counts, lastError *string) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if err := endPassRecord(ctx, tx, ws, id, OutcomeCompleted, &c); err != nil {
			return err
		}
		return source.FinishPass(ctx, tx, ws, id, start, lastError)
	})
	if err != nil {
		return fmt.Errorf("finish pass: %w", err)
	}
	// The English arm's BM25 weighs terms by the workspace's statistics.
	if err := retrieval.RefreshTermStats(ctx, s.pool, ws); err != nil {
		return fmt.Errorf("finish pass: %w", err)
	}
	return nil
}

// stopPass ends a pass that cannot go on. keepCheckpoint leaves the cursor for
// a retry to resume from; otherwise the next pass starts over.
func (s *Store) stopPass(ctx context.Context, ws, id uuid.UUID, status source.Status, msg string, keepCheckpoint bool) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if !keepCheckpoint {
			if err := endPassRecord(ctx, tx, ws, id, string(status), nil); err != nil {
				return err
			}
		}
		// A deleted source has nothing left to record.
		return source.StopPass(ctx, tx, ws, id, status, msg, keepCheckpoint)
	})
	if err != nil {
		return fmt.Errorf("stop pass: %w", err)
	}
	return nil
}

// endPassRecord closes the source's current sync_passes row with outcome
// (and the final counters when given), and its current run.
func endPassRecord(ctx context.Context, tx pgx.Tx, ws, id uuid.UUID, outcome string, c *source.Counts) error {
	var seen, indexed, failed *int
	if c != nil {
		seen, indexed, failed = &c.Seen, &c.Indexed, &c.Failed
	}
	_, err := tx.Exec(ctx, `UPDATE sync_passes p SET ended_at = now(), outcome = $3, docs_seen = $4, docs_indexed = $5, docs_failed = $6
		FROM sources s WHERE s.workspace_id = $1 AND s.id = $2 AND p.workspace_id = $1 AND p.id = s.pass_id AND p.ended_at IS NULL`,
		ws, id, outcome, seen, indexed, failed)
	if err != nil {
		return fmt.Errorf("end pass record: %w", err)
	}
	// The run ends with its pass, so whoever sees the source idle sees the run closed too.
	_, err = tx.Exec(ctx, `UPDATE sync_pass_runs r SET ended_at = clock_timestamp(), outcome = $3
		FROM sources s WHERE s.workspace_id = $1 AND s.id = $2 AND r.workspace_id = $1 AND r.id = s.pass_run_id AND r.ended_at IS NULL`,
		ws, id, runOutcome(outcome))
	if err != nil {
		return fmt.Errorf("end run record: %w", err)
	}
	return nil
}

// staleDoc is a document the pass did not see listed.
type staleDoc struct {
	ID         uuid.UUID
	ExternalID string
}

// staleDocs returns the documents last seen before start and the source's document count.
func (s *Store) staleDocs(ctx context.Context, ws, id uuid.UUID, start time.Time) ([]staleDoc, int, error) {
	var total int
	if err := s.pool.QueryRow(ctx, `SELECT count(*) FROM documents WHERE workspace_id = $1 AND source_id = $2`, ws, id).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count documents: %w", err)
	}
	rows, err := s.pool.Query(ctx, `SELECT id, external_id FROM documents
		WHERE workspace_id = $1 AND source_id = $2 AND last_seen_at < $3 ORDER BY external_id`, ws, id, start)
	if err != nil {
		return nil, 0, fmt.Errorf("list stale documents: %w", err)
	}
	docs, err := pgx.CollectRows(rows, pgx.RowToStructByPos[staleDoc])
	if err != nil {
		return nil, 0, fmt.Errorf("list stale documents: %w", err)
	}
	return docs, total, nil
}

// isNotFound reports whether err means the row is gone (e.g. the source was deleted mid-pass).
func isNotFound(err error) bool {
	return errors.Is(err, pgx.ErrNoRows) || errs.Is(err, errs.NotFound)
}
