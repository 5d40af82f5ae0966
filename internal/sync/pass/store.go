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
)

// Store is the SQL of sources and of the pass's bookkeeping. Every statement
// names workspace_id in its own WHERE clause.
type Store struct{ pool *pgxpool.Pool }

// NewStore returns a store on pool.
func NewStore(pool *pgxpool.Pool) *Store { return &Store{pool: pool} }

// sourceRow is a sources row as the pass and the service need it.
type sourceRow struct {
	Source
	Status           string
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

// counters are the live progress of a pass.
type counters struct{ Seen, Indexed, Failed int }

// passState is where a run of a pass starts: fresh, or from a checkpoint.
type passState struct {
	StartedAt   time.Time
	Cursor      string
	Pages       int
	Resumed     bool
	Interrupted bool // resumed after a run that died or failed, not one that yielded
	Counters    counters
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
		_, err = tx.Exec(ctx, `UPDATE sources SET pass_id = $3, pass_run_id = $4 WHERE workspace_id = $1 AND id = $2`,
			ws, id, st.PassID, st.RunID)
		return err
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
	_, err = tx.Exec(ctx, `UPDATE sources SET status = 'syncing', docs_seen = $3, docs_indexed = $4, docs_failed = $5,
			pass_interrupted_at = CASE WHEN $6 THEN COALESCE(pass_interrupted_at, now()) ELSE pass_interrupted_at END,
			updated_at = now()
		WHERE workspace_id = $1 AND id = $2`,
		ws, id, st.Counters.Seen, st.Counters.Indexed, st.Counters.Failed, st.Interrupted)
	return err
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
	// The database clock stamps the pass, so every replica agrees with last_seen_at comparisons.
	if err := tx.QueryRow(ctx, `UPDATE sources SET status = 'syncing', pass_started_at = now(), pass_cursor = NULL,
			pass_pages = 0, docs_seen = 0, docs_indexed = 0, docs_failed = 0, docs_total = NULL, pass_interrupted_at = NULL,
			updated_at = now()
		WHERE workspace_id = $1 AND id = $2 RETURNING pass_started_at`, ws, id).Scan(&st.StartedAt); err != nil {
		return err
	}
	return tx.QueryRow(ctx, `INSERT INTO sync_passes (workspace_id, source_id, started_at) VALUES ($1, $2, $3) RETURNING id`,
		ws, id, st.StartedAt).Scan(&st.PassID)
}

// progress records the live counters (after each document) and the
// provider's total when it gave one.
func (s *Store) progress(ctx context.Context, ws, id uuid.UUID, c counters, total *int) error {
	_, err := s.pool.Exec(ctx, `UPDATE sources SET docs_seen = $3, docs_indexed = $4, docs_failed = $5, docs_total = COALESCE($6, docs_total)
		WHERE workspace_id = $1 AND id = $2`, ws, id, c.Seen, c.Indexed, c.Failed, total)
	if err != nil {
		return fmt.Errorf("record progress: %w", err)
	}
	return nil
}

// checkpoint records that every page before cursor is done.
func (s *Store) checkpoint(ctx context.Context, ws, id uuid.UUID, cursor string, total *int, c counters) error {
	_, err := s.pool.Exec(ctx, `UPDATE sources SET pass_cursor = $3, pass_pages = pass_pages + 1,
			docs_total = COALESCE($4, docs_total), docs_seen = $5, docs_indexed = $6, docs_failed = $7, updated_at = now()
		WHERE workspace_id = $1 AND id = $2`, ws, id, cursor, total, c.Seen, c.Indexed, c.Failed)
	if err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	return nil
}

// finishPass records a completed pass: last_synced_at is the pass's start,
// since anything changed upstream after it started may have been missed.
func (s *Store) finishPass(ctx context.Context, ws, id uuid.UUID, start time.Time, c counters, lastError *string) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if err := endPassRecord(ctx, tx, ws, id, OutcomeCompleted, &c); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `UPDATE sources SET status = 'idle', last_synced_at = $3, last_error = $4,
				pass_started_at = NULL, pass_cursor = NULL, pass_id = NULL, pass_interrupted_at = NULL,
				confirm_deletions = false, updated_at = now()
			WHERE workspace_id = $1 AND id = $2`, ws, id, start, lastError)
		return err
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
func (s *Store) stopPass(ctx context.Context, ws, id uuid.UUID, status, msg string, keepCheckpoint bool) error {
	// Two whole statements rather than one built up, so the tenant check
	// (internal/tenantsql) reads each with its WHERE.
	q := `UPDATE sources SET status = $3, last_error = $4, updated_at = now() WHERE workspace_id = $1 AND id = $2`
	if !keepCheckpoint {
		q = `UPDATE sources SET status = $3, last_error = $4, updated_at = now(),
			pass_started_at = NULL, pass_cursor = NULL, pass_id = NULL, pass_interrupted_at = NULL
			WHERE workspace_id = $1 AND id = $2`
	}
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if !keepCheckpoint {
			if err := endPassRecord(ctx, tx, ws, id, status, nil); err != nil {
				return err
			}
		}
		// A deleted source has nothing left to record.
		_, err := tx.Exec(ctx, q, ws, id, status, msg)
		return err
	})
	if err != nil {
		return fmt.Errorf("stop pass: %w", err)
	}
	return nil
}

// endPassRecord closes the source's current sync_passes row with outcome
// (and the final counters when given), and its current run.
func endPassRecord(ctx context.Context, tx pgx.Tx, ws, id uuid.UUID, outcome string, c *counters) error {
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

// deleteDocument removes a document; its chunks go with it (ON DELETE CASCADE).
func (s *Store) deleteDocument(ctx context.Context, ws, docID uuid.UUID) error {
	_, err := s.pool.Exec(ctx, `DELETE FROM documents WHERE workspace_id = $1 AND id = $2`, ws, docID)
	if err != nil {
		return fmt.Errorf("delete document: %w", err)
	}
	return nil
}

// takeSyncRequest reports whether a sync was requested after since, and clears it.
func (s *Store) takeSyncRequest(ctx context.Context, ws, id uuid.UUID, since time.Time) (bool, error) {
	tag, err := s.pool.Exec(ctx, `UPDATE sources SET sync_requested_at = NULL
		WHERE workspace_id = $1 AND id = $2 AND sync_requested_at > $3`, ws, id, since)
	if err != nil {
		return false, fmt.Errorf("check sync requests: %w", err)
	}
	return tag.RowsAffected() > 0, nil
}

// isNotFound reports whether err means the row is gone (e.g. the source was deleted mid-pass).
func isNotFound(err error) bool {
	return errors.Is(err, pgx.ErrNoRows) || errs.Is(err, errs.NotFound)
}
