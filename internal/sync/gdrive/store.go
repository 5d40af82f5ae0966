package gdrive

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/sync/pass"
)

// store owns the connector's SQL. Every statement names workspace_id in
// its own WHERE clause.
type store struct{ pool *pgxpool.Pool }

func pgErr(err error, op string) error { return errs.FromPG(err, op, "google drive source") }

// passStart is the running pass's start time (sources.pass_started_at),
// which stamps what this pass has seen.
func (s store) passStart(ctx context.Context, ws, src uuid.UUID) (time.Time, error) {
	var at *time.Time
	if err := s.pool.QueryRow(ctx, `SELECT pass_started_at FROM sources WHERE workspace_id = $1 AND id = $2`, ws, src).Scan(&at); err != nil {
		return time.Time{}, pgErr(err, "read pass start")
	}
	if at == nil {
		return time.Time{}, errs.E(errs.Conflict, "google drive: no pass is running for this source")
	}
	return *at, nil
}

// State is a source's change feed as the API shows it.
type State struct {
	// Token is the committed start page token ("" before the first
	// completed pass): a completed pass's pending token counts.
	Token string
	Mode  string  // "full" or "changes": how the last or running pass listed
	Note  *string // why the last pass listed in full when it meant not to
	// FullStartedAt is when the last full listing began (nil: never, or
	// before migration 00371).
	FullStartedAt *time.Time
}

// state reads (and creates) the source's row, promoting a pending token
// whose pass has since completed.
func (s store) state(ctx context.Context, ws, src uuid.UUID) (State, error) {
	var st State
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO gdrive_sources (source_id, workspace_id)
			SELECT id, workspace_id FROM sources WHERE workspace_id = $1 AND id = $2 ON CONFLICT (workspace_id, source_id) DO NOTHING`, ws, src); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE gdrive_sources g SET page_token = g.pending_token, pending_token = NULL, pending_pass = NULL, updated_at = now()
			FROM sources s WHERE g.workspace_id = $1 AND g.source_id = $2 AND s.workspace_id = $1 AND s.id = g.source_id
			  AND g.pending_pass IS NOT NULL AND g.pending_pass = s.last_synced_at`, ws, src); err != nil {
			return err
		}
		var tok *string
		err := tx.QueryRow(ctx, `SELECT page_token, mode, note, full_started_at FROM gdrive_sources WHERE workspace_id = $1 AND source_id = $2`, ws, src).
			Scan(&tok, &st.Mode, &st.Note, &st.FullStartedAt)
		if tok != nil {
			st.Token = *tok
		}
		return err
	})
	return st, pgErr(err, "read google drive state")
}

// PeekState reads the state without writing: the committed token is the
// pending one when its pass has completed.
func (s store) PeekState(ctx context.Context, ws, src uuid.UUID) (State, error) {
	var st State
	var tok *string
	err := s.pool.QueryRow(ctx, `SELECT CASE WHEN g.pending_pass IS NOT NULL AND g.pending_pass = s.last_synced_at THEN g.pending_token ELSE g.page_token END,
			g.mode, g.note
		FROM gdrive_sources g JOIN sources s ON s.id = g.source_id AND s.workspace_id = $1
		WHERE g.workspace_id = $1 AND g.source_id = $2`, ws, src).Scan(&tok, &st.Mode, &st.Note)
	if errors.Is(err, pgx.ErrNoRows) {
		return State{Mode: "full"}, nil
	}
	if tok != nil {
		st.Token = *tok
	}
	return st, pgErr(err, "read google drive state")
}

// begin records how this pass lists; dropToken forgets a refused token.
func (s store) begin(ctx context.Context, ws, src uuid.UUID, mode string, note *string, dropToken bool) error {
	_, err := s.pool.Exec(ctx, `UPDATE gdrive_sources SET mode = $3, note = $4, updated_at = now(),
			page_token = CASE WHEN $5 THEN NULL ELSE page_token END,
			full_started_at = CASE WHEN $3 = 'full' THEN now() ELSE full_started_at END
		WHERE workspace_id = $1 AND source_id = $2`, ws, src, mode, note, dropToken)
	return pgErr(err, "begin google drive pass")
}

// setPending records the token this pass read up to, for the pass started at.
func (s store) setPending(ctx context.Context, ws, src uuid.UUID, token string, pass time.Time) error {
	_, err := s.pool.Exec(ctx, `UPDATE gdrive_sources SET pending_token = $3, pending_pass = $4, updated_at = now()
		WHERE workspace_id = $1 AND source_id = $2`, ws, src, token, pass)
	return pgErr(err, "record google drive page token")
}

// resetTree forgets the folder walk and starts it again at root.
func (s store) resetTree(ctx context.Context, ws, src uuid.UUID, root string) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `DELETE FROM gdrive_folders WHERE workspace_id = $1 AND source_id = $2`, ws, src); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM gdrive_files WHERE workspace_id = $1 AND source_id = $2`, ws, src); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO gdrive_folders (workspace_id, source_id, folder_id) VALUES ($1, $2, $3)`, ws, src, root)
		return err
	})
	return pgErr(err, "reset google drive folders")
}

// addFolder records a folder in scope; a folder new to the scope waits to
// be listed, a known one only moves.
func (s store) addFolder(ctx context.Context, ws, src uuid.UUID, id, parent string) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO gdrive_folders (workspace_id, source_id, folder_id, parent_id) VALUES ($1, $2, $3, $4)
		ON CONFLICT (workspace_id, source_id, folder_id) DO UPDATE SET parent_id = EXCLUDED.parent_id WHERE gdrive_folders.workspace_id = $1`,
		ws, src, id, parent)
	return pgErr(err, "record google drive folder")
}

// removeFolder takes a folder and everything under it out of scope.
func (s store) removeFolder(ctx context.Context, ws, src uuid.UUID, id string) error {
	_, err := s.pool.Exec(ctx, `WITH RECURSIVE sub(id) AS (
			SELECT folder_id FROM gdrive_folders WHERE workspace_id = $1 AND source_id = $2 AND folder_id = $3
			UNION SELECT f.folder_id FROM gdrive_folders f JOIN sub ON f.parent_id = sub.id WHERE f.workspace_id = $1 AND f.source_id = $2)
		DELETE FROM gdrive_folders WHERE workspace_id = $1 AND source_id = $2 AND folder_id IN (SELECT id FROM sub)`, ws, src, id)
	return pgErr(err, "remove google drive folder")
}

// markListed records that every page of a folder's children was read.
func (s store) markListed(ctx context.Context, ws, src uuid.UUID, id string) error {
	_, err := s.pool.Exec(ctx, `UPDATE gdrive_folders SET listed = true WHERE workspace_id = $1 AND source_id = $2 AND folder_id = $3`, ws, src, id)
	return pgErr(err, "mark google drive folder listed")
}

// nextFolder is the first folder still to list ("" when none is).
func (s store) nextFolder(ctx context.Context, ws, src uuid.UUID) (string, error) {
	var id string
	err := s.pool.QueryRow(ctx, `SELECT folder_id FROM gdrive_folders WHERE workspace_id = $1 AND source_id = $2 AND NOT listed
		ORDER BY folder_id LIMIT 1`, ws, src).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", nil
	}
	return id, pgErr(err, "next google drive folder")
}

// inScope reports whether a folder is the root or inside it.
func (s store) inScope(ctx context.Context, ws, src uuid.UUID, folder string) (bool, error) {
	if folder == "" {
		return false, nil
	}
	var ok bool
	err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM gdrive_folders WHERE workspace_id = $1 AND source_id = $2 AND folder_id = $3)`,
		ws, src, folder).Scan(&ok)
	return ok, pgErr(err, "check google drive scope")
}

// putFile records a file in scope (skipped: of a type not indexed).
func (s store) putFile(ctx context.Context, ws, src uuid.UUID, f File, skipped bool) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO gdrive_files (workspace_id, source_id, file_id, parent_id, mime_type, skipped) VALUES ($1, $2, $3, $4, $5, $6)
		ON CONFLICT (workspace_id, source_id, file_id) DO UPDATE SET parent_id = EXCLUDED.parent_id, mime_type = EXCLUDED.mime_type, skipped = EXCLUDED.skipped
		WHERE gdrive_files.workspace_id = $1`, ws, src, f.ID, f.Parent(), f.MimeType, skipped)
	return pgErr(err, "record google drive file")
}

// dropFile forgets a file that left the scope; the pass then confirms it
// gone before deleting its document.
func (s store) dropFile(ctx context.Context, ws, src uuid.UUID, id string) error {
	_, err := s.pool.Exec(ctx, `DELETE FROM gdrive_files WHERE workspace_id = $1 AND source_id = $2 AND file_id = $3`, ws, src, id)
	return pgErr(err, "forget google drive file")
}

// carry returns the source's documents not seen by this pass whose file
// is still in a folder in scope, after key in external id order.
func (s store) carry(ctx context.Context, ws, src uuid.UUID, start time.Time, after string, limit int) ([]pass.Carried, error) {
	rows, err := s.pool.Query(ctx, `SELECT d.external_id, d.title, d.upstream_updated_at FROM documents d
		JOIN gdrive_files g ON g.workspace_id = $1 AND g.source_id = $2 AND g.file_id = d.external_id
		JOIN gdrive_folders f ON f.workspace_id = $1 AND f.source_id = $2 AND f.folder_id = g.parent_id
		WHERE d.workspace_id = $1 AND d.source_id = $2 AND d.last_seen_at < $3 AND d.external_id > $4
		ORDER BY d.external_id LIMIT $5
/* all readers: the sync pass carries its own stored documents */`, ws, src, start, after, limit)
	if err != nil {
		return nil, pgErr(err, "list google drive documents")
	}
	out, err := pgx.CollectRows(rows, pgx.RowToStructByPos[pass.Carried])
	return out, pgErr(err, "list google drive documents")
}

// Counts are what a source holds besides its documents.
type Counts struct {
	Folders int
	Skipped int // files in scope of a type the connector does not read
}

func (s store) counts(ctx context.Context, ws, src uuid.UUID) (Counts, error) {
	var c Counts
	err := s.pool.QueryRow(ctx, `SELECT
			(SELECT count(*) FROM gdrive_folders WHERE workspace_id = $1 AND source_id = $2),
			(SELECT count(*) FROM gdrive_files WHERE workspace_id = $1 AND source_id = $2 AND skipped)`, ws, src).Scan(&c.Folders, &c.Skipped)
	return c, pgErr(err, "count google drive files")
}
