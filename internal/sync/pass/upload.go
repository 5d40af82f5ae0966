package pass

import (
	"context"
	"fmt"
	"net/url"
	"time"

	"knowledgestack/internal/source"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
)

// uploadPageSize is how many files one List page returns.
const uploadPageSize = 100

// UploadFactory returns the factory of the upload connector, which reads the
// uploaded_files rows of a source (already converted to Markdown). pageSize
// <= 0 takes the default.
func UploadFactory(pool *pgxpool.Pool, pageSize int) Factory {
	if pageSize <= 0 {
		pageSize = uploadPageSize
	}
	return func(_ context.Context, src source.Source) (Connector, error) {
		return &uploadConnector{pool: pool, src: src, pageSize: pageSize}, nil
	}
}

// uploadConnector lists a source's files by name (the external id), keyset-paginated.
type uploadConnector struct {
	pool     *pgxpool.Pool
	src      source.Source
	pageSize int
}

func (u *uploadConnector) List(ctx context.Context, cursor string) (Page, error) {
	var page Page
	if cursor == "" {
		var total int
		if err := u.pool.QueryRow(ctx, `SELECT count(*) FROM uploaded_files WHERE workspace_id = $1 AND source_id = $2`,
			u.src.WorkspaceID, u.src.ID).Scan(&total); err != nil {
			return page, fmt.Errorf("count uploaded files: %w", err)
		}
		page.Total = &total
	}
	rows, err := u.pool.Query(ctx, `SELECT name, left(content, $4), updated_at FROM uploaded_files
		WHERE workspace_id = $1 AND source_id = $2 AND name COLLATE "C" > $3 ORDER BY name COLLATE "C" LIMIT $5`,
		u.src.WorkspaceID, u.src.ID, cursor, source.TitleScanRunes, u.pageSize+1)
	if err != nil {
		return page, fmt.Errorf("list uploaded files: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var name, head string
		var updated time.Time
		if err := rows.Scan(&name, &head, &updated); err != nil {
			return page, fmt.Errorf("list uploaded files: %w", err)
		}
		page.Items = append(page.Items, Item{ExternalID: name, Title: source.Title(name, head), UpdatedAt: updated})
	}
	if err := rows.Err(); err != nil {
		return page, fmt.Errorf("list uploaded files: %w", err)
	}
	if len(page.Items) > u.pageSize {
		page.Items = page.Items[:u.pageSize]
		page.NextCursor = page.Items[len(page.Items)-1].ExternalID
	}
	return page, nil
}

func (u *uploadConnector) Fetch(ctx context.Context, externalID string) (Document, error) {
	d := Document{ExternalID: externalID, URL: FileURL(u.src.ID, externalID)}
	var unreadable *string
	err := u.pool.QueryRow(ctx, `SELECT content, updated_at, conversion_error FROM uploaded_files
		WHERE workspace_id = $1 AND source_id = $2 AND name = $3`,
		u.src.WorkspaceID, u.src.ID, externalID).Scan(&d.Markdown, &d.UpdatedAt, &unreadable)
	if isNotFound(err) {
		return d, ErrDocumentGone
	}
	if err != nil {
		return d, fmt.Errorf("read uploaded file: %w", err)
	}
	if unreadable != nil {
		return d, &UnindexableError{Reason: *unreadable}
	}
	d.Title = source.Title(externalID, d.Markdown)
	return d, nil
}

// FileURL is where the original of an uploaded file is downloaded (the web
// app's path of GET /sources/:sourceId/files/:name). Documents link to it, so
// citations open the original, at a page when they add "#page=N".
func FileURL(sourceID uuid.UUID, name string) string {
	return "/api/sources/" + sourceID.String() + "/files/" + url.PathEscape(name)
}

func (u *uploadConnector) Exists(ctx context.Context, externalID string) (bool, error) {
	var ok bool
	err := u.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM uploaded_files WHERE workspace_id = $1 AND source_id = $2 AND name = $3)`,
		u.src.WorkspaceID, u.src.ID, externalID).Scan(&ok)
	if err != nil {
		return false, fmt.Errorf("check uploaded file: %w", err)
	}
	return ok, nil
}
