package retrieval

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// BM25 over PostgreSQL's English tsvector (ADR 0020). ts_rank has no inverse
// document frequency: a question's common words ("work", "time") count as
// much as its rare ones. The English arm therefore takes the chunks matching
// any term, ordered by ts_rank, up to a pool (BM25Pool), and re-ranks them in
// Go with BM25F: term frequency is counted per field from the tsvector's
// labels (title A, headings B, body C), weighted per field, saturated by k1 and
// normalised by the chunk's length against the workspace mean (b), and each
// term is weighted by its IDF from chunk_term_stats. A title word that the
// heading path and the heading line repeat (a Markdown upload whose first
// heading is its title) counts as a title word once (TitleOnce, ADR 0067).

// Defaults of the BM25 ranking. ADR 0020 chose the field weights and the
// pool on the handbooks; ADR 0055 moved k1 from 2.0 to 1.5 and b from 0 to
// 0.3, chosen on the demo and 18F handbooks and BEIR SciFact together (the
// handbooks' chunks are of similar length, SciFact's abstracts are not:
// b = 0 let long abstracts win on word count) and reported on held-out
// BEIR sets. ADR 0066 eased b to 0.25 on the same three tuning corpora: the
// 18F question 0.3 cost comes back (18F sat exactly on its CI floor) and
// SciFact holds; the held-out figures are in that ADR.
const (
	DefaultBM25K1      = 1.5
	DefaultBM25B       = 0.25
	DefaultBM25Title   = 3.0
	DefaultBM25Heading = 3.0
	DefaultBM25Body    = 1.0
	DefaultBM25Pool    = 400
	// DefaultBM25MatchBudget is how many chunks the pool may be drawn
	// from: below it every match is ranked, as always; above it (terms
	// common in a large workspace) the pool is bounded (boundedPool). Chosen
	// on the 100k benchmark workspace, reported at 1M (ADR 0062).
	DefaultBM25MatchBudget = 1000
	DefaultExpansion       = 0.25        // weight of WordNet synonyms against the question's own words
	termStatsLockNamespace = 0x6b73_7473 // "ksts": advisory lock class of RefreshTermStats
)

// termStat is one query term's document frequency in the workspace;
// expanded marks a term only a synonym brought in.
type termStat struct {
	lexeme   string
	df       float64
	expanded bool
}

// questionStats are what the English arm learnt of the question's own
// lexemes (no expansion), which the abstention rule reads again (judge):
// their document frequencies, by lexeme, the workspace's chunk count (0:
// the arm had no statistics) and the unseen share (Results.Unseen).
type questionStats struct {
	terms  []termStat
	chunks float64
	unseen float64
}

// lexemes are the question's lexemes.
func (qs questionStats) lexemes() []string {
	out := make([]string, len(qs.terms))
	for i, t := range qs.terms {
		out[i] = t.lexeme
	}
	return out
}

// workspaceStats are the query terms' frequencies and the workspace's size.
type workspaceStats struct {
	terms     []termStat
	chunks    float64
	avgTokens float64
}

// freshStatsCTEs extend the workspace's folded term statistics with the
// deltas written since the last fold (migration 00410: every chunk written or
// deleted appends a row with its lexemes, +1 or -1), so a document counts in
// them the moment it is committed, not when its sync pass ends (issue 26),
// and a deleted one stops counting at once. It needs a CTE q of the
// question's lexemes, and defines base (the folded totals), dl (the deltas),
// fd (each question lexeme's change) and tot (the totals with them). With no
// fold yet the workspace has no statistics and the searches that need them
// fall back (bm25Arm, judge); its deltas wait for the first fold. dl holds
// the chunks written since the last fold (a pass folds at its end), read by
// the (workspace_id, id) key.
const freshStatsCTEs = `
base AS (SELECT chunks, avg_tokens FROM chunk_stats WHERE workspace_id = $1),
dl AS (SELECT d.sign, d.tokens, d.lexemes FROM chunk_term_deltas d
       WHERE d.workspace_id = $1 AND EXISTS (SELECT 1 FROM base)),
fd AS (SELECT l AS lexeme, sum(dl.sign) AS df FROM dl, unnest(dl.lexemes) AS l
       WHERE l IN (SELECT lexeme FROM q) GROUP BY l),
tot AS (SELECT COALESCE((SELECT chunks FROM base), 0) + COALESCE((SELECT sum(sign) FROM dl), 0) AS chunks,
               COALESCE((SELECT chunks * avg_tokens FROM base), 0) + COALESCE((SELECT sum(sign * tokens) FROM dl), 0) AS tokens)`

// termStatsSQL stems the question ($2) and its expansion words ($3) with the
// English configuration and looks up each distinct lexeme's document
// frequency and the workspace totals, fresh chunks counted. A lexeme of the
// question is not an expansion even when a synonym also yields it.
const termStatsSQL = `
WITH q AS (SELECT unnest(tsvector_to_array(to_tsvector('english', $2))) AS lexeme, true AS asked
           UNION ALL
           SELECT unnest(tsvector_to_array(to_tsvector('english', $3))), false),
/* all readers: term frequencies over the workspace's chunks, no text returned */` + freshStatsCTEs + `
SELECT q.lexeme, NOT bool_or(q.asked), COALESCE(max(s.df), 0) + COALESCE(max(fd.df), 0), max(tot.chunks),
       CASE WHEN max(tot.chunks) > 0 THEN max(tot.tokens) / max(tot.chunks) ELSE 0 END
FROM q
CROSS JOIN tot
LEFT JOIN chunk_term_stats s ON s.workspace_id = $1 AND s.lexeme = q.lexeme
LEFT JOIN fd ON fd.lexeme = q.lexeme
GROUP BY q.lexeme
ORDER BY q.lexeme`

// readStats reads termStatsSQL's rows.
func readStats(rows pgx.Rows, err error) (workspaceStats, error) {
	if err != nil {
		return workspaceStats{}, err
	}
	defer rows.Close()
	var st workspaceStats
	for rows.Next() {
		var t termStat
		if err := rows.Scan(&t.lexeme, &t.expanded, &t.df, &st.chunks, &st.avgTokens); err != nil {
			return workspaceStats{}, err
		}
		st.terms = append(st.terms, t)
	}
	return st, rows.Err()
}

// bm25SQL returns the pool ($3 rows): chunks matching any lexeme of the
// question ($4) or its expansion ($5), best ts_rank first, with each chunk's
// token count and its tsvector. The tsquery is built in SQL from the same
// lexemes termStatsSQL looks up, OR-ed ('a' | 'b': the text of the stripped
// tsvector, whose quoting tsquery input reads back), so the pool needs no
// answer from the statistics and goes in the same round trip; under custom
// plans the planner folds it to a constant and estimates it like one.
// bm25Arm reads the tsvector in PostgreSQL's binary format for the labels of
// the query lexemes' positions (matchedTerms): a fraction of the cost of
// unnesting it in SQL, whose set-returning subquery per pool row was a third
// of the arm's time at 100k chunks (ADR 0035).
//
// $7 is the match budget: when the lexemes' folded document frequencies
// add up to more, the statement returns nothing without reading a chunk (a
// one-time filter the planner evaluates before the scan) and bm25Arm draws
// a bounded pool instead (boundedPool); negative: no budget.
const bm25SQL = `
SELECT id, document_id, token_count, tsv_english
FROM document_chunks
WHERE workspace_id = $1 AND embedding_model = ANY($2::text[]) AND readers && $6::text[] AND tsv_english @@ ` + bm25Query + `
  AND ($7::int < 0 OR (SELECT COALESCE(sum(s.df), 0) FROM chunk_term_stats s
                       WHERE s.workspace_id = $1 AND s.lexeme = ANY(tsvector_to_array(to_tsvector('english', $4::text) || to_tsvector('english', $5::text)))) <= $7::int)
ORDER BY ts_rank('{1,1,1,1}', tsv_english, ` + bm25Query + `, 1) DESC, title, chunk_index, id
LIMIT $3`

// boundedPoolSQL is bm25SQL for a tsquery built by boundedPool ($4), under
// gin_fuzzy_search_limit (set before it in the same batch).
const boundedPoolSQL = `
SELECT id, document_id, token_count, tsv_english
FROM document_chunks
WHERE workspace_id = $1 AND embedding_model = ANY($2::text[]) AND readers && $5::text[] AND tsv_english @@ $4::tsquery
ORDER BY ts_rank('{1,1,1,1}', tsv_english, $4::tsquery, 1) DESC, title, chunk_index, id
LIMIT $3`

const bm25Query = `replace(strip(to_tsvector('english', $4::text) || to_tsvector('english', $5::text))::text, ''' ''', ''' | ''')::tsquery`

// bm25Arm ranks the English matches by BM25F. It returns nil, false when the
// workspace has no term statistics yet (the caller then ranks by ts_rank).
// qs are the question's statistics (questionStats).
func bm25Arm(ctx context.Context, db queryer, r TextRanking, ws uuid.UUID, readers []string, models []string, text string, n int) ([]candidate, questionStats, bool, error) {
	var expansion string
	if r.Expansion > 0 {
		expansion = strings.Join(expand(text), " ")
	}
	// The statistics and the pool in one round trip.
	b := &pgx.Batch{}
	b.Queue(termStatsSQL, ws, text, expansion)
	b.Queue(bm25SQL, ws, models, max(r.Pool, n), text, expansion, readers, r.MatchBudget)
	br := db.SendBatch(ctx, b)
	defer br.Close()
	st, err := readStats(br.Query())
	if err != nil {
		return nil, questionStats{}, false, fmt.Errorf("term stats: %w", err)
	}
	if st.chunks == 0 {
		return nil, questionStats{}, false, br.Close()
	}
	qs := questionStats{chunks: st.chunks}
	if len(st.terms) == 0 {
		return nil, qs, true, br.Close()
	}
	idf := make(map[string]float64, len(st.terms))
	asked := make(map[string]float64, len(st.terms))
	var askedMass, unseenMass float64
	for _, t := range st.terms {
		idf[t.lexeme] = math.Log(1 + (st.chunks-t.df+0.5)/(t.df+0.5))
		if t.expanded {
			idf[t.lexeme] *= r.Expansion
		} else {
			qs.terms = append(qs.terms, t)
			asked[t.lexeme] = idf[t.lexeme]
			askedMass += idf[t.lexeme]
			if t.df == 0 {
				unseenMass += idf[t.lexeme]
			}
		}
	}
	if askedMass > 0 {
		qs.unseen = unseenMass / askedMass
	}
	sc := poolScorer{r: r, idf: idf, asked: asked, askedMass: askedMass, avgTokens: st.avgTokens}
	if err := sc.read(br.Query()); err != nil {
		return nil, questionStats{}, false, err
	}
	if err := br.Close(); err != nil {
		return nil, questionStats{}, false, err
	}
	if len(sc.out) == 0 && r.MatchBudget > 0 {
		// Nothing came back: nothing matched, or the budget stopped the
		// statement; the bounded pool tells which, reading at most the budget.
		if err := boundedPool(ctx, db, &sc, st, ws, readers, models, max(r.Pool, n), n); err != nil {
			return nil, questionStats{}, false, err
		}
	}
	out := sc.out
	sort.SliceStable(out, func(i, j int) bool { return out[i].ArmScore > out[j].ArmScore })
	return out[:min(n, len(out))], qs, true, nil
}

// boundedPool draws the pool when the question's terms are too common to
// rank every match (DefaultBM25MatchBudget): first from the chunks holding
// every term of the question the workspace uses (those BM25 ranks first),
// and only when they are fewer than the n candidates wanted, from chunks
// holding any term. GIN returns at most about the budget of each
// (gin_fuzzy_search_limit: a sample when there are more), so the work is
// bounded whatever the workspace's size; the sample is the price, paid only
// by questions whose every term is common.
func boundedPool(ctx context.Context, db queryer, sc *poolScorer, st workspaceStats, ws uuid.UUID, readers, models []string, pool, n int) error {
	var all, anyTerm []string
	for _, t := range st.terms {
		if t.df == 0 {
			continue
		}
		anyTerm = append(anyTerm, tsqueryLexeme(t.lexeme))
		if !t.expanded {
			all = append(all, tsqueryLexeme(t.lexeme))
		}
	}
	if len(anyTerm) == 0 {
		return nil
	}
	queries := []string{strings.Join(anyTerm, " | ")}
	if len(all) > 1 {
		queries = []string{strings.Join(all, " & "), queries[0]}
	}
	seen := map[uuid.UUID]bool{}
	for i, q := range queries {
		if i > 0 && len(sc.out) >= n {
			break
		}
		b := &pgx.Batch{}
		b.Queue(`SELECT set_config('gin_fuzzy_search_limit', $1, true)`, fmt.Sprint(sc.r.MatchBudget))
		b.Queue(boundedPoolSQL, ws, models, pool, q, readers)
		br := db.SendBatch(ctx, b)
		if _, err := br.Exec(); err != nil {
			_ = br.Close()
			return err
		}
		sc.seen = seen
		err := sc.read(br.Query())
		if cerr := br.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// tsqueryLexeme quotes a lexeme for tsquery input.
func tsqueryLexeme(l string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `''`).Replace(l) + "'"
}

// poolScorer scores pool rows by BM25F as they are read.
type poolScorer struct {
	r          TextRanking
	idf, asked map[string]float64
	askedMass  float64
	avgTokens  float64
	out        []candidate
	seen       map[uuid.UUID]bool // rows already scored (boundedPool's second query)
}

// read scores the rows of a pool statement (id, document, token count,
// binary tsvector) into out.
func (sc *poolScorer) read(rows pgx.Rows, err error) error {
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			c       candidate
			tokens  int
			matched []string
		)
		if err := rows.Scan(&c.ChunkID, &c.DocumentID, &tokens, nil); err != nil {
			return err
		}
		if sc.seen != nil {
			if sc.seen[c.ChunkID] {
				continue
			}
			sc.seen[c.ChunkID] = true
		}
		if rows.FieldDescriptions()[3].Format != pgx.BinaryFormatCode {
			return errors.New("the pool's tsvector did not come in binary format")
		}
		if matched, err = matchedTerms(rows.RawValues()[3], sc.idf); err != nil {
			return err
		}
		c.ArmScore = sc.r.bm25(matched, sc.idf, float64(tokens), sc.avgTokens)
		c.Coverage = coverage(matched, sc.asked, sc.askedMass)
		sc.out = append(sc.out, c)
	}
	return rows.Err()
}

// bm25 scores one chunk from its matched terms ("labels|lexeme").
func (r TextRanking) bm25(matched []string, idf map[string]float64, tokens, avgTokens float64) float64 {
	if avgTokens <= 0 {
		avgTokens = 1
	}
	norm := r.K1 * (1 - r.B + r.B*tokens/avgTokens)
	var score float64
	for _, m := range matched {
		labels, lexeme, ok := strings.Cut(m, "|")
		if !ok {
			continue
		}
		var nA, nB, nC float64
		for _, l := range labels {
			switch l {
			case 'A':
				nA++
			case 'B':
				nB++
			default:
				nC++
			}
		}
		if r.TitleOnce && nA > 0 {
			// The heading path and the heading line repeat the title
			// (ADR 0067): the title counts, they do not.
			if nB > 0 {
				nC = max(0, nC-1)
			}
			nB = 0
		}
		tf := r.TitleWeight*nA + r.HeadingWeight*nB + r.BodyWeight*nC
		score += idf[lexeme] * tf * (r.K1 + 1) / (tf + norm)
	}
	return score
}

// RefreshTermStats brings the workspace's term statistics up to date. The
// first time it counts every chunk; after that it folds in the deltas the
// chunk writes appended since (migration 00410), in time proportional to
// what changed rather than to the workspace (a pass that changed nothing
// costs one index probe). The sync pass calls it after each pass and the
// corpus loader after loading; concurrent refreshes of one workspace take
// turns on an advisory lock, and each step is one statement, so the deltas
// it removes are exactly those its counts include. Then it flushes the GIN
// indexes' pending lists (FlushPendingIndexEntries, ADR 0078), so the
// searches after a pass do not read the pass's chunks from them.
func RefreshTermStats(ctx context.Context, db txBeginner, ws uuid.UUID) error {
	err := pgx.BeginFunc(ctx, db, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1, hashtext($2::text))`, termStatsLockNamespace, ws); err != nil {
			return err
		}
		var folded bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM chunk_stats WHERE workspace_id = $1)`, ws).Scan(&folded); err != nil {
			return err
		}
		if !folded {
			return countTermStats(ctx, tx, ws)
		}
		var emptied []string
		rows, err := tx.Query(ctx, foldSQL, ws)
		if err != nil {
			return err
		}
		if emptied, err = pgx.CollectRows(rows, pgx.RowTo[string]); err != nil {
			return err
		}
		if len(emptied) > 0 {
			_, err = tx.Exec(ctx, `DELETE FROM chunk_term_stats WHERE workspace_id = $1 AND lexeme = ANY($2) AND df <= 0`, ws, emptied)
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("refresh term stats: %w", err)
	}
	_, err = FlushPendingIndexEntries(ctx, db)
	return err
}

// foldSQL moves the workspace's deltas into its statistics in one statement
// (one snapshot: a delta committed meanwhile stays for the next fold) and
// returns the lexemes no chunk holds any more.
const foldSQL = `
WITH gone AS (DELETE FROM chunk_term_deltas WHERE workspace_id = $1 RETURNING sign, tokens, lexemes),
terms AS (SELECT l AS lexeme, sum(gone.sign) AS df FROM gone, unnest(gone.lexemes) AS l GROUP BY l),
up AS (INSERT INTO chunk_term_stats (workspace_id, lexeme, df) SELECT $1, lexeme, df FROM terms
       ON CONFLICT (workspace_id, lexeme) DO UPDATE SET df = chunk_term_stats.df + EXCLUDED.df
       RETURNING lexeme, df),
tot AS (SELECT COALESCE(sum(sign), 0) AS chunks, COALESCE(sum(sign * tokens), 0) AS tokens FROM gone),
st AS (UPDATE chunk_stats s
       SET chunks = s.chunks + tot.chunks,
           avg_tokens = CASE WHEN s.chunks + tot.chunks > 0 THEN (s.chunks * s.avg_tokens + tot.tokens) / (s.chunks + tot.chunks) ELSE 0 END,
           refreshed_at = now()
       FROM tot WHERE s.workspace_id = $1)
SELECT lexeme FROM up WHERE df <= 0`

// countTermStats counts the workspace's statistics from its chunks, the
// first time; in the same statement it drops the deltas that count
// includes.
func countTermStats(ctx context.Context, tx pgx.Tx, ws uuid.UUID) error {
	if _, err := tx.Exec(ctx, `DELETE FROM chunk_term_stats WHERE workspace_id = $1`, ws); err != nil {
		return err
	}
	_, err := tx.Exec(ctx, `
		WITH gone AS (DELETE FROM chunk_term_deltas WHERE workspace_id = $1),
		terms AS (INSERT INTO chunk_term_stats (workspace_id, lexeme, df)
			SELECT $1, lexeme, count(*)
			FROM document_chunks, unnest(tsvector_to_array(tsv_english)) AS lexeme
			WHERE workspace_id = $1
			GROUP BY lexeme)
		INSERT INTO chunk_stats (workspace_id, chunks, avg_tokens, refreshed_at)
		SELECT $1, count(*), COALESCE(avg(token_count), 0), now()
		FROM document_chunks WHERE workspace_id = $1`, ws)
	return err
}

// coverage is the share of the question's own term weight (the IDF of its
// lexemes, synonyms not counted) that a chunk's matched terms hold: the
// relevance signal of abstention (ADR 0032). A question term the workspace
// never uses counts in full (its IDF is the highest), so a question about
// something the documents never mention covers little.
func coverage(matched []string, asked map[string]float64, mass float64) float64 {
	if mass <= 0 {
		return 0
	}
	var got float64
	for _, m := range matched {
		if _, lexeme, ok := strings.Cut(m, "|"); ok {
			got += asked[lexeme]
		}
	}
	return got / mass
}

// matchedTerms reads a tsvector in PostgreSQL's binary format (tsvectorsend:
// the lexeme count, then per lexeme its text, a NUL, the number of positions
// and each position as 16 bits, the weight label in the top two) and
// returns, for each lexeme that is a key of terms, the labels of its
// positions and the lexeme ("AC|lexeme": once in the title, once in the
// body), in the vector's order: what unnest(tsvector) gave in SQL.
func matchedTerms(raw []byte, terms map[string]float64) ([]string, error) {
	bad := errors.New("malformed binary tsvector")
	if len(raw) < 4 {
		return nil, bad
	}
	count := int(binary.BigEndian.Uint32(raw))
	raw = raw[4:]
	var out []string
	for range count {
		end := bytes.IndexByte(raw, 0)
		if end < 0 || len(raw) < end+3 {
			return nil, bad
		}
		lexeme := raw[:end]
		npos := int(binary.BigEndian.Uint16(raw[end+1:]))
		raw = raw[end+3:]
		if len(raw) < 2*npos {
			return nil, bad
		}
		if _, ok := terms[string(lexeme)]; ok {
			labels := make([]byte, npos, npos+1+len(lexeme))
			for i := range labels {
				labels[i] = "DCBA"[binary.BigEndian.Uint16(raw[2*i:])>>14]
			}
			out = append(out, string(append(append(labels, '|'), lexeme...)))
		}
		raw = raw[2*npos:]
	}
	if len(raw) != 0 {
		return nil, bad
	}
	return out, nil
}
