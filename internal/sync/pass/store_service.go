package pass

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// listSources returns the workspace's sources with their counts.
// A pass is waiting when it is under way with no live claim: none (it
// yielded, or its worker died and the sweeper handed it over) or a stale one.
func (s *Store) listSources(ctx context.Context, ws uuid.UUID, staleAfter time.Duration) ([]SourceView, error) {
	rows, err := s.pool.Query(ctx, `SELECT s.id, s.provider, s.name, s.status, s.last_synced_at, s.last_error,
			s.docs_seen, s.docs_indexed, s.docs_failed, s.docs_total, s.pass_started_at,
			s.pass_started_at IS NOT NULL AND s.pass_interrupted_at IS NOT NULL,
			s.pass_started_at IS NOT NULL AND s.status = 'syncing'
				AND (s.pass_heartbeat_at IS NULL OR s.pass_heartbeat_at < now() - make_interval(secs => $2)),
			s.pass_heartbeat_at IS NOT NULL AND s.pass_heartbeat_at < now() - make_interval(secs => $2),
			COALESCE(s.pass_started_at IS NOT NULL AND s.sync_requested_at > s.pass_started_at, false),
			(SELECT count(*) FROM documents d WHERE d.workspace_id = $1 AND d.source_id = s.id),
			(SELECT count(*) FROM document_chunks c JOIN documents d ON d.id = c.document_id
				WHERE c.workspace_id = $1 AND d.workspace_id = $1 AND d.source_id = s.id),
			(SELECT CASE WHEN u.name = '' OR lower(u.name) = lower(u.email) THEN u.email ELSE u.name || ' (' || u.email || ')' END
				FROM source_credentials k JOIN users u ON u.id = k.created_by
				WHERE k.workspace_id = $1 AND k.id = s.credential_id)
		FROM sources s WHERE s.workspace_id = $1 ORDER BY s.created_at, s.id`, ws, staleAfter.Seconds())
	if err != nil {
		return nil, fmt.Errorf("list sources: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (SourceView, error) {
		var v SourceView
		var dead bool
		p := &v.Progress
		err := row.Scan(&v.ID, &v.Provider, &v.Name, &v.Status, &v.LastSyncedAt, &v.LastError,
			&p.Seen, &p.Indexed, &p.Failed, &p.Total, &p.StartedAt, &p.Resumed, &p.Waiting, &dead, &p.FollowUp,
			&v.DocumentCount, &v.ChunkCount, &v.ConnectedBy)
		p.Running = v.Status == "syncing"
		p.Note = progressNote(p, dead)
		return v, err
	})
	if err != nil {
		return nil, fmt.Errorf("list sources: %w", err)
	}
	return out, nil
}

// progressNote is the sentence the progress shows; dead: the worker's claim is stale.
func progressNote(p *Progress, dead bool) *string {
	var n string
	switch {
	case dead:
		n = noteHandover
		p.Resumed = true
	case p.Resumed:
		n = noteResuming
	case p.Waiting && p.Running:
		n = noteWaiting
	case p.FollowUp:
		n = noteFollowUp
	default:
		return nil
	}
	return &n
}

// listDocuments returns a source's documents by title; an uploaded file's
// document links to its original.
func (s *Store) listDocuments(ctx context.Context, ws, sourceID uuid.UUID) ([]DocumentView, error) {
	rows, err := s.pool.Query(ctx, `SELECT d.id, d.title, d.url, d.status, d.error,
			(SELECT count(*) FROM document_chunks c WHERE c.workspace_id = $1 AND c.document_id = d.id),
			COALESCE(d.upstream_updated_at, d.updated_at), d.indexed_at,
			EXISTS (SELECT 1 FROM uploaded_files f WHERE f.workspace_id = $1 AND f.source_id = d.source_id AND f.name = d.external_id
				AND f.original IS NOT NULL),
			d.external_id
		FROM documents d WHERE d.workspace_id = $1 AND d.source_id = $2 ORDER BY lower(d.title), d.id`, ws, sourceID)
	if err != nil {
		return nil, fmt.Errorf("list documents: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (DocumentView, error) {
		var v DocumentView
		var file bool
		var name string
		err := row.Scan(&v.ID, &v.Title, &v.URL, &v.Status, &v.Error, &v.ChunkCount, &v.UpdatedAt, &v.IndexedAt, &file, &name)
		if file {
			u := FileURL(sourceID, name)
			v.DownloadURL = &u
		}
		return v, err
	})
	if err != nil {
		return nil, fmt.Errorf("list documents: %w", err)
	}
	return out, nil
}
