package reembed

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/source"
)

// The switch and the settling after it (ADR 0071): the switch flips the
// workspace's model in one short transaction once every chunk has a staged
// vector of the target; the staged vectors then move into the chunks in
// transactions of SettleBatch rows while search reads them where they are.

// SettleBatch is how many staged vectors one settling transaction moves into
// the chunks after the switch (ADR 0071): each of its rows is a chunk row
// rewritten and an insert into the model's HNSW index, so it bounds how long
// a settling transaction holds its rows (a sync pass rewriting one of them
// waits for it) to a fraction of a second.
const SettleBatch = 256

// switchModel flips the workspace's search to the target model once every
// chunk has a vector of it (ADR 0071): one short transaction that locks the
// workspace's row (a sync pass's write during the move holds it FOR SHARE,
// so none commits between the check and the flip), checks that no chunk
// lacks a staged vector for its current text, and sets model to the target,
// remembering the old one in settling_from. No chunk is rewritten: from the
// commit on, search reads the target's vectors from the chunks carrying it
// and from chunk_vectors for the others (retrieval's vectorStagedSQL), and
// settle moves them over. It reports false, changing nothing, when a chunk
// still lacks a staged vector (written meanwhile).
func (r *Runner) switchModel(ctx context.Context, ws uuid.UUID) (bool, error) {
	model := r.target.Model()
	switched := false
	err := pgx.BeginFunc(ctx, r.pool, func(tx pgx.Tx) error {
		var target string
		if err := tx.QueryRow(ctx, `SELECT COALESCE(target_model, '') FROM workspace_embedding WHERE workspace_id = $1 FOR UPDATE`, ws).Scan(&target); err != nil {
			return err
		}
		if target != model {
			return ErrNotPlanned
		}
		var missing int
		if err := tx.QueryRow(ctx, countMissingSQL, ws, model).Scan(&missing); err != nil {
			return err
		}
		if missing > 0 {
			return errNotCovered
		}
		_, err := tx.Exec(ctx, `
			UPDATE workspace_embedding SET settling_from = model, model = target_model, dims = target_dims,
			       target_model = NULL, target_dims = NULL, switched_at = now(), error = NULL, updated_at = now()
			WHERE workspace_id = $1`, ws)
		switched = err == nil
		return err
	})
	if errors.Is(err, errNotCovered) {
		return false, nil
	}
	return switched, err
}

// settle moves a switched workspace's staged vectors into its chunks,
// SettleBatch rows per transaction (source.SettleStaged), and clears
// settling_from when none of them is left; nothing to do when the workspace
// is not settling. Each batch commits on its own: a kill loses at most the
// one in flight, and search is right in every snapshot (a chunk's vector is
// in the chunk or in chunk_vectors, never neither), so the next run simply
// continues. The vectors staged for a move under way (target_model) stay.
func (r *Runner) settle(ctx context.Context, ws uuid.UUID) error {
	var live, from, keep string
	err := r.pool.QueryRow(ctx, `SELECT model, COALESCE(settling_from, ''), COALESCE(target_model, '') FROM workspace_embedding WHERE workspace_id = $1`, ws).
		Scan(&live, &from, &keep)
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && from == "") {
		return nil
	}
	if err != nil {
		return err
	}
	began, moved, longest := time.Now(), 0, time.Duration(0)
	after := uuid.Nil
	for {
		t := time.Now()
		n, last, err := source.SettleStaged(ctx, r.pool, ws, live, keep, after, SettleBatch)
		if err != nil {
			return err
		}
		longest = max(longest, time.Since(t))
		moved += n
		if n > 0 {
			after = last
			continue
		}
		// The keyset's end: settled when no row of another model than the
		// one being moved to is left (a row behind the keyset, which no
		// writer adds after the switch, would restart it).
		tag, err := r.pool.Exec(ctx, `
			UPDATE workspace_embedding SET settling_from = NULL, updated_at = now()
			WHERE workspace_id = $1 AND settling_from IS NOT NULL
			  AND NOT EXISTS (SELECT 1 FROM chunk_vectors v WHERE v.workspace_id = $1 AND v.embedding_model <> $2)`, ws, keep)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 1 || after == uuid.Nil {
			break
		}
		after = uuid.Nil
	}
	r.log.InfoContext(ctx, "re-embedding settled", "workspace", ws, "model", live, "from", from, "staged_rows", moved,
		"took", time.Since(began).Round(time.Millisecond).String(), "longest_batch", longest.Round(time.Millisecond).String())
	return nil
}

var errNotCovered = errors.New("a chunk has no staged vector")
