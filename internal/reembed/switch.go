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
// chunk has a vector of it (ADR 0071, 0077), in two steps. The check reads
// the whole workspace outside any lock (checkCovered: the chunks lacking a
// staged vector of the target for their current text, counted in one
// snapshot); the flip then locks the workspace's row (a sync pass's write
// during the move holds it FOR SHARE, so none commits between the flip's
// own check and its commit), counts again only the chunks written by
// transactions that snapshot could not see (flip), and sets model to the
// target, remembering the old one in settling_from. No chunk is rewritten:
// from the commit on, search reads the target's vectors from the chunks
// carrying it and from chunk_vectors for the others (retrieval's
// vectorStagedSQL), and settle moves them over. It reports false, changing
// nothing, when a chunk lacks a staged vector (written meanwhile).
func (r *Runner) switchModel(ctx context.Context, ws uuid.UUID) (bool, error) {
	unseen, missing, err := r.checkCovered(ctx, ws)
	if err != nil || missing > 0 {
		return false, err
	}
	return r.flip(ctx, ws, unseen)
}

// checkCovered counts the chunks without a staged vector of the target for
// their current text (countMissingSQL, a read of the whole workspace) in a
// snapshot of its own, outside any lock, and returns what that snapshot
// could not see, which the flip counts again: the transactions running
// when it was taken and those from its xmax on.
func (r *Runner) checkCovered(ctx context.Context, ws uuid.UUID) (unseen snapshotEdge, missing int, err error) {
	err = pgx.BeginTxFunc(ctx, r.pool, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		// The transaction's one snapshot is taken by its first statement,
		// and the count reads in it.
		if err := tx.QueryRow(ctx, `SELECT pg_snapshot_xmax(s)::text, ARRAY(SELECT pg_snapshot_xip(s)::text)
			FROM pg_current_snapshot() s`).Scan(&unseen.xmax, &unseen.running); err != nil {
			return err
		}
		return tx.QueryRow(ctx, countMissingSQL, ws, r.target.Model()).Scan(&missing)
	})
	return unseen, missing, err
}

// snapshotEdge is what a snapshot could not see: the transactions running
// when it was taken and every one from xmax on (as text: pgx has no xid8).
type snapshotEdge struct {
	xmax    string
	running []string
}

// countMissingSinceSQL is countMissingSQL over the chunks whose text was
// written (written_xid, migration 00470) by a transaction the check's
// snapshot could not see: one running when it was taken ($4) or begun
// since (from its xmax on, $3), the only chunks the check did not count.
// Both are walks of the partial index on (workspace_id, written_xid), so the
// count is of the chunks written since the check, not of the workspace, and
// a long transaction elsewhere in the cluster (an index build) widens it by
// nothing but its own id. The ids are parameters, not read from the
// snapshot in the statement: the planner must see them to know how few rows
// they select (a workspace loaded in one transaction has one written_xid,
// and of an id it cannot see the statistics say "all of them"). A chunk the
// check did count stays as it was: its staged vector goes only with it,
// and its text changes only by a new write (a new written_xid).
const countMissingSinceSQL = `
SELECT count(*) FROM document_chunks c
WHERE c.workspace_id = $1
  AND (c.written_xid >= $3::text::xid8 OR c.written_xid = ANY ($4::text[]::xid8[]))
  AND c.embedding_model <> $2
  AND NOT EXISTS (SELECT 1 FROM chunk_vectors v
                  WHERE v.workspace_id = $1 AND v.chunk_id = c.id AND v.embedding_model = $2 AND v.content_hash = c.content_hash)
/* all readers: the re-embedding job counts every chunk written since its check */`

// flip is the switch's one short transaction: the workspace's row locked
// FOR UPDATE, the chunks written by the transactions the check could not
// see (unseen) counted, and the model set to the target when none lacks
// its staged vector.
func (r *Runner) flip(ctx context.Context, ws uuid.UUID, unseen snapshotEdge) (bool, error) {
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
		if err := tx.QueryRow(ctx, countMissingSinceSQL, ws, model, unseen.xmax, unseen.running).Scan(&missing); err != nil {
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
