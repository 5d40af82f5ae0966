package slack

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/sync/pass"
)

// store owns the connector's SQL: the picked channels and the documents a
// pass carries forward without asking Slack.
type store struct{ pool *pgxpool.Pool }

// ChannelState is a picked channel with its last listing outcome.
type ChannelState struct {
	ID           string
	Name         string
	IsPrivate    bool
	Status       string // pending, ok, not_in_channel, channel_not_found, error
	LastError    *string
	HighWaterTS  string
	LastListedAt *time.Time
}

func (s store) channels(ctx context.Context, ws, src uuid.UUID) ([]ChannelState, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT channel_id, name, is_private, status, last_error, COALESCE(high_water_ts, ''), last_listed_at
		FROM slack_channels WHERE workspace_id = $1 AND source_id = $2 ORDER BY channel_id`, ws, src)
	if err != nil {
		return nil, errs.FromPG(err, "list slack channels", "slack channel")
	}
	defer rows.Close()
	var out []ChannelState
	for rows.Next() {
		var c ChannelState
		if err := rows.Scan(&c.ID, &c.Name, &c.IsPrivate, &c.Status, &c.LastError, &c.HighWaterTS, &c.LastListedAt); err != nil {
			return nil, errs.FromPG(err, "list slack channels", "slack channel")
		}
		out = append(out, c)
	}
	return out, errs.FromPG(rows.Err(), "list slack channels", "slack channel")
}

// setStatus records a channel's listing outcome; highWater "" keeps the
// stored mark.
func (s store) setStatus(ctx context.Context, ws, src uuid.UUID, ch, status string, lastErr *string, highWater string) error {
	_, err := s.pool.Exec(ctx, `
		UPDATE slack_channels SET status = $4, last_error = $5, last_listed_at = now(),
		       high_water_ts = CASE WHEN $6 = '' THEN high_water_ts ELSE $6 END
		WHERE workspace_id = $1 AND source_id = $2 AND channel_id = $3`, ws, src, ch, status, lastErr, highWater)
	return errs.FromPG(err, "record slack channel status", "slack channel")
}

// replaceChannels makes picked the source's channel selection in one
// transaction, keeping the state of channels picked before.
func (s store) replaceChannels(ctx context.Context, ws, src uuid.UUID, picked []Channel) error {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return errs.FromPG(err, "pick slack channels", "slack channel")
	}
	defer tx.Rollback(ctx)
	ids := make([]string, 0, len(picked))
	for _, c := range picked {
		ids = append(ids, c.ID)
		if _, err := tx.Exec(ctx, `
			INSERT INTO slack_channels (workspace_id, source_id, channel_id, name, is_private)
			VALUES ($1, $2, $3, $4, $5)
			ON CONFLICT (workspace_id, source_id, channel_id) DO UPDATE SET name = EXCLUDED.name, is_private = EXCLUDED.is_private
			WHERE slack_channels.workspace_id = $1`, ws, src, c.ID, c.Name, c.IsPrivate); err != nil {
			return errs.FromPG(err, "pick slack channels", "slack channel")
		}
	}
	if _, err := tx.Exec(ctx, `DELETE FROM slack_channels WHERE workspace_id = $1 AND source_id = $2 AND NOT (channel_id = ANY($3))`,
		ws, src, ids); err != nil {
		return errs.FromPG(err, "pick slack channels", "slack channel")
	}
	return errs.FromPG(tx.Commit(ctx), "pick slack channels", "slack channel")
}

// documents returns the source's documents of one channel after key, in
// external id order.
func (s store) documents(ctx context.Context, ws, src uuid.UUID, ch, after string, limit int) ([]pass.Carried, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT external_id, title, upstream_updated_at FROM documents
		WHERE workspace_id = $1 AND source_id = $2 AND external_id LIKE $3 AND external_id > $4
		ORDER BY external_id LIMIT $5
/* all readers: the sync pass carries its own stored documents */`, ws, src, ch+"/%", after, limit)
	if err != nil {
		return nil, errs.FromPG(err, "list slack documents", "document")
	}
	out, err := pgx.CollectRows(rows, pgx.RowToStructByPos[pass.Carried])
	return out, errs.FromPG(err, "list slack documents", "document")
}
