package retrieval

import (
	"context"
	"fmt"
	"sort"

	"knowledgestack/internal/vectorindex"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/pgvector/pgvector-go"
)

// Every arm names workspace_id, embedding_model and the asker's principals
// (readers && $5, ADR 0058) in its own WHERE clause: fusion never sees a chunk
// of another tenant, of another vector space, or that the asker may not read.
// In the vector arm the readers filter is applied by the HNSW index scan as
// it walks (iterative scans keep walking until enough rows pass).
// The text arms take a list of models: while a workspace moves to another
// model (reembed.go), a chunk the sync pass rewrote meanwhile carries the new
// one, and its text is as good as any.

// vectorSQL is the HNSW arm for vectors of dims dimensions. The inner query
// orders by the distance between typed casts alone, the expression of the
// model's partial HNSW index (EnsureVectorIndex; its WHERE embedding_model is
// implied by $2 under custom plans), so the planner can walk that index; with
// iterative scans in relaxed order the rows may come back slightly out of
// order, so the caller sorts them by distance again.
func vectorSQL(dims int) string {
	cast, _ := vectorindex.Cast(dims)
	dist := `embedding::` + cast + ` <=> $3::vector::` + cast
	return `
SELECT id, document_id, 1 - distance AS similarity FROM (
    SELECT id, document_id, ` + dist + ` AS distance
    FROM document_chunks
    WHERE workspace_id = $1 AND embedding_model = $2 AND readers && $5::text[]
    ORDER BY ` + dist + `
    LIMIT $4
) nearest`
}

// vectorStagedSQL is the vector arm of a workspace that switched to model
// $2 and is settling (ADR 0071): a chunk carrying $2 has its vector in the
// row; any other chunk has its $2 vector in chunk_vectors for its current
// text (the switch checked every one had). In any snapshot each chunk is in
// exactly one of the two, since a settling batch moves a vector from one to
// the other in one statement, so the nearest of both lists, each walked on
// its own partial HNSW index, are the nearest of the whole workspace. The
// second walks chunk_vectors' index and checks each staged vector's chunk
// (its text, its readers) in a scalar subquery: a filter on the index scan
// itself, which the iterative scan keeps walking past, where a join let the
// planner hash both tables whole (1.4 s at 100k chunks instead of an index
// walk).
func vectorStagedSQL(dims int) string {
	cast, _ := vectorindex.Cast(dims)
	q := `$3::vector::` + cast
	return `
SELECT id, document_id, 1 - distance AS similarity FROM (
    (SELECT id, document_id, embedding::` + cast + ` <=> ` + q + ` AS distance
     FROM document_chunks
     WHERE workspace_id = $1 AND embedding_model = $2 AND readers && $5::text[]
     ORDER BY embedding::` + cast + ` <=> ` + q + `
     LIMIT $4)
    UNION ALL
    (SELECT v.chunk_id,
            (SELECT c.document_id FROM document_chunks c WHERE c.workspace_id = $1 AND c.id = v.chunk_id AND c.readers && $5::text[]),
            v.embedding::` + cast + ` <=> ` + q + `
     FROM chunk_vectors v
     WHERE v.workspace_id = $1 AND v.embedding_model = $2
       AND (SELECT true FROM document_chunks c
            WHERE c.workspace_id = $1 AND c.id = v.chunk_id AND c.embedding_model <> $2
              AND c.content_hash = v.content_hash AND c.readers && $5::text[])
     ORDER BY v.embedding::` + cast + ` <=> ` + q + `
     LIMIT $4)
) nearest
ORDER BY distance
LIMIT $4`
}

// englishSQL is the English arm. any matches chunks holding any term of
// the question and lets the ranking prefer those covering more of them: the
// tsquery text of websearch_to_tsquery joins terms with " & ", and turning
// those into " | " keeps its stemming, stop words and phrases. Otherwise every
// term is required (websearch semantics). fn is ts_rank or ts_rank_cd; $6 are
// the weights of the D, C, B, A labels (body C, headings B, title A) and $7
// the normalisation bit mask (see TextRanking); $5 the asker's principals.
func englishSQL(fn string, any bool) string {
	query := "websearch_to_tsquery('english', $3)"
	if any {
		query = "replace(websearch_to_tsquery('english', $3)::text, ' & ', ' | ')::tsquery"
	}
	return `
SELECT id, document_id, ` + fn + `($6::float4[], tsv_english, ` + query + `, $7::int) AS rank
FROM document_chunks
WHERE workspace_id = $1 AND embedding_model = ANY($2::text[]) AND readers && $5::text[]
  AND tsv_english @@ ` + query + `
ORDER BY rank DESC, title, chunk_index, id
LIMIT $4`
}

// stopWordsSQL stands in for the English arm when the question is made of
// English stop words only ("Who are we?"), for which websearch_to_tsquery
// is empty and matches nothing: the same words, unstemmed and OR-ed, over the
// simple column, so such a question still gets a full-text ranking.
const stopWordsSQL = `
SELECT id, document_id, ts_rank_cd(tsv_simple, replace(websearch_to_tsquery('simple', $3)::text, ' & ', ' | ')::tsquery) AS rank
FROM document_chunks
WHERE workspace_id = $1 AND embedding_model = ANY($2::text[]) AND readers && $5::text[]
  AND tsv_simple @@ replace(websearch_to_tsquery('simple', $3)::text, ' & ', ' | ')::tsquery
ORDER BY rank DESC, title, chunk_index, id
LIMIT $4`

// onlyStopWordsSQL reports whether the English configuration drops every word of $1.
const onlyStopWordsSQL = `SELECT numnode(websearch_to_tsquery('english', $1)) = 0`

// identifierSQL matches identifier phrases, unstemmed, in title, headings and body.
const identifierSQL = `
SELECT id, document_id, ts_rank_cd(tsv_simple, websearch_to_tsquery('simple', $3)) AS rank
FROM document_chunks
WHERE workspace_id = $1 AND embedding_model = ANY($2::text[]) AND readers && $5::text[]
  AND tsv_simple @@ websearch_to_tsquery('simple', $3)
ORDER BY rank DESC, title, chunk_index, id
LIMIT $4`

const hasChunksSQL = `
SELECT EXISTS (SELECT 1 FROM document_chunks WHERE workspace_id = $1 AND embedding_model = ANY($2::text[]) AND readers && $3::text[])`

// detailsSQL loads the fused hits ($2) and, for the abstention rule (judge),
// which of the question's lexemes ($4) each holds: the chunk's tsvector
// without the lexemes it holds outside $4 (ts_delete twice: no
// set-returning function per row).
const detailsSQL = `
SELECT c.id, c.document_id, d.source_id, c.title, d.url, c.heading_path, c.content,
       COALESCE(c.location_kind, ''), COALESCE(c.location_from, 0), COALESCE(c.location_to, 0), COALESCE(c.location_sheet, ''),
       tsvector_to_array(ts_delete(c.tsv_english, tsvector_to_array(ts_delete(c.tsv_english, $4::text[]))))
FROM document_chunks c
JOIN documents d ON d.id = c.document_id AND d.workspace_id = $1
WHERE c.workspace_id = $1 AND c.id = ANY($2) AND c.readers && $3::text[]`

const logSQL = `
INSERT INTO retrieval_log (workspace_id, user_id, question, chunk_ids, scores, duration_ms, abstained)
VALUES ($1, $2, $3, $4, $5, $6, $7)`

// begin opens a transaction with the search's settings (settingsSQL), for
// tests that run an arm or EXPLAIN its statement the way a search does.
func begin(ctx context.Context, db txBeginner, efSearch int) (pgx.Tx, error) {
	tx, err := db.Begin(ctx)
	if err != nil {
		return nil, err
	}
	if _, err = tx.Exec(ctx, settingsSQL, fmt.Sprint(efSearch)); err != nil {
		_ = tx.Rollback(ctx)
		return nil, err
	}
	return tx, nil
}

// execer is what writeLog needs from a pool.
type execer interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
}

// txBeginner is what the searcher needs from a pool.
type txBeginner interface {
	Begin(ctx context.Context) (pgx.Tx, error)
}

// vectorArm returns the nearest chunks, most similar first; staged: the
// workspace switched to model and is settling (vectorStagedSQL).
func vectorArm(ctx context.Context, db queryer, ws uuid.UUID, readers []string, model string, staged bool, vec []float32, n int, minSim float64) ([]candidate, error) {
	sql := vectorSQL(len(vec))
	if staged {
		sql = vectorStagedSQL(len(vec))
	}
	out, err := scanArm(ctx, db, sql, ws, readers, model, pgvector.NewVector(vec), n)
	if err != nil {
		return nil, err
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].ArmScore > out[j].ArmScore })
	kept := out[:0]
	for _, c := range out {
		if c.ArmScore > minSim {
			kept = append(kept, c)
		}
	}
	return kept, nil
}

// textArm runs one of the full-text arms with its query text.
func textArm(ctx context.Context, db queryer, query string, ws uuid.UUID, readers []string, models []string, text string, n int) ([]candidate, error) {
	return scanArm(ctx, db, query, ws, readers, models, text, n)
}

// englishArm runs the English arm ranked by r. When nothing matches and the
// question is made of stop words only (the English configuration reduces it
// to nothing), stopWordsSQL runs instead; the check costs a round trip only
// for questions that found nothing. qs are BM25's (zero under other rankings).
func englishArm(ctx context.Context, db queryer, r TextRanking, all bool, ws uuid.UUID, readers []string, models []string, text string, n int) ([]candidate, questionStats, error) {
	var (
		out    []candidate
		qs     questionStats
		ranked bool
		err    error
	)
	if r.Func == "bm25" && !all {
		if out, qs, ranked, err = bm25Arm(ctx, db, r, ws, readers, models, text, n); err != nil {
			return nil, questionStats{}, fmt.Errorf("bm25: %w", err)
		}
	}
	if !ranked {
		if r.Func == "bm25" {
			r = TSRank()
		}
		w := r.Weights
		out, err = scanArm(ctx, db, englishSQL(r.Func, !all), ws, readers, models, text, n,
			[]float32{float32(w[0]), float32(w[1]), float32(w[2]), float32(w[3])}, r.Normalization)
	}
	if err != nil || len(out) > 0 {
		return out, qs, err
	}
	var empty bool
	if err := db.QueryRow(ctx, onlyStopWordsSQL, text).Scan(&empty); err != nil || !empty {
		return out, qs, err
	}
	out, err = scanArm(ctx, db, stopWordsSQL, ws, readers, models, text, n)
	return out, qs, err
}

// scanArm runs an arm: $1 workspace, $2 model(s), $3 the question's form
// the arm reads, $4 how many rows, $5 the asker's principals, then extra.
func scanArm(ctx context.Context, db queryer, query string, ws uuid.UUID, readers []string, model any, arg any, n int, extra ...any) ([]candidate, error) {
	rows, err := db.Query(ctx, query, append([]any{ws, model, arg, n, readers}, extra...)...)
	if err != nil {
		return nil, err
	}
	out := make([]candidate, 0, n)
	for rows.Next() {
		var c candidate
		if err := rows.Scan(&c.ChunkID, &c.DocumentID, &c.ArmScore); err != nil {
			rows.Close()
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// hasChunks reports whether the workspace holds any chunk of the models
// the asker may read.
func hasChunks(ctx context.Context, db queryer, ws uuid.UUID, readers []string, models []string) (bool, error) {
	var ok bool
	err := db.QueryRow(ctx, hasChunksSQL, ws, models, readers).Scan(&ok)
	return ok, err
}

// fillDetails loads title, URL, heading path and content of the fused hits,
// and which of the question's lexemes each holds (Hit.lexemes), dropping any
// chunk deleted (or hidden from the asker) since its arm returned it.
func fillDetails(ctx context.Context, db queryer, ws uuid.UUID, readers []string, hits []Hit, lexemes []string) ([]Hit, error) {
	ids := make([]uuid.UUID, len(hits))
	at := make(map[uuid.UUID]int, len(hits))
	for i, h := range hits {
		ids[i] = h.ChunkID
		at[h.ChunkID] = i
	}
	if lexemes == nil {
		lexemes = []string{}
	}
	rows, err := db.Query(ctx, detailsSQL, ws, ids, readers, lexemes)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	found := make([]bool, len(hits))
	for rows.Next() {
		var (
			id  uuid.UUID
			row Hit
		)
		loc := &row.Location
		if err := rows.Scan(&id, &row.DocumentID, &row.SourceID, &row.Title, &row.URL, &row.HeadingPath, &row.Content,
			&loc.Kind, &loc.From, &loc.To, &loc.Sheet, &row.lexemes); err != nil {
			return nil, err
		}
		i := at[id]
		found[i] = true
		h := &hits[i]
		h.SourceID, h.Title, h.URL, h.HeadingPath, h.Content = row.SourceID, row.Title, row.URL, row.HeadingPath, row.Content
		h.Location, h.lexemes = row.Location, row.lexemes
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	kept := hits[:0]
	for i, h := range hits {
		if found[i] {
			kept = append(kept, h)
		}
	}
	return kept, nil
}

// writeLog records the search for later review of answer quality;
// abstained marks a search whose passages were not worth citing (no hits,
// or judged not relevant), which the question log lists.
func writeLog(ctx context.Context, db execer, q Query, hits []Hit, abstained bool, ms float64) error {
	ids := make([]uuid.UUID, len(hits))
	scores := make([]float64, len(hits))
	for i, h := range hits {
		ids[i], scores[i] = h.ChunkID, h.Score
	}
	var user any
	if q.UserID != uuid.Nil {
		user = q.UserID
	}
	_, err := db.Exec(ctx, logSQL, q.WorkspaceID, user, q.Text, ids, scores, ms, abstained)
	return err
}

// exactSQL is the vector arm without the index: the ground truth that
// HNSW recall is measured against.
const exactSQL = `
SELECT id FROM document_chunks
WHERE workspace_id = $1 AND embedding_model = $2 AND readers && $5::text[]
ORDER BY embedding <=> $3
LIMIT $4`

// ExactNearest returns the n chunks nearest to vec by an exact scan (index
// scans off), for the benchmark's recall and latency baseline.
// readers are the principals of the asker the scan stands for.
func ExactNearest(ctx context.Context, db txBeginner, workspaceID uuid.UUID, readers []string, model string, vec []float32, n int) ([]uuid.UUID, error) {
	var ids []uuid.UUID
	err := pgx.BeginFunc(ctx, db, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SET LOCAL enable_indexscan = off`); err != nil {
			return err
		}
		rows, err := tx.Query(ctx, exactSQL, workspaceID, model, pgvector.NewVector(vec), n, readers)
		if err != nil {
			return err
		}
		ids, err = pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("exact nearest: %w", err)
	}
	return ids, nil
}
