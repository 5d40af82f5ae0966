package retrieval

import (
	"context"
	"fmt"
	"math"
	"slices"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/embed"
)

// Abstention (ADR 0034): a search whose passages only share the question's
// everyday words is not worth citing. The signal is lexical and relative to
// the workspace: how much of the question's term weight (IDF from
// chunk_term_stats) is on words no chunk contains, and how much of it the best
// of the first passages matches, in units of the IDF of a word that occurs in
// a single chunk. A question about something the documents never mention
// ("Is there a yoga class at lunchtime?") has its subject word unseen and
// passages matching only "class"; an answerable one, even paraphrased, has a
// passage matching at least one specific word.

// Abstention thresholds, chosen on the demo handbook's questions and checked
// on the 18F handbook's as held out (ADR 0034): abstain when at least
// AbstainUnseen of the question's weight is on words the documents never use
// and none of the first AbstainDepth passages matches AbstainEvidence rare
// words' worth of it.
const (
	AbstainUnseen   = 0.3
	AbstainEvidence = 1.1
	AbstainDepth    = 5
)

// With a semantic embedder the vector arm finds passages in other words than
// the question's, which the lexical evidence cannot see; until a cosine floor
// is measured, such searches keep ADR 0032's stricter rule: most of the
// question unseen and no passage covering even a third of it.
const (
	semanticAbstainUnseen   = 0.7
	semanticAbstainCoverage = 0.3
)

// Relevance is what the abstention rule reads of a search's first passages.
type Relevance struct {
	// Unseen is the share of the question's term weight (the IDF of its
	// English lexemes) held by words no chunk of the workspace contains.
	Unseen float64
	// Coverage is the largest share of that weight one of the first
	// AbstainDepth passages matches; Evidence is the same matched weight in
	// units of the IDF of a word found in one chunk (about ln N).
	Coverage, Evidence float64
	// Identifier: one of the first passages matched an identifier of the
	// question exactly, which is always relevant.
	Identifier bool
	// Semantic: the vector arm compared a semantic model's vectors, so the
	// stricter rule applies.
	Semantic bool
	// Judged: the workspace has term statistics and there were passages; an
	// unjudged search is never abstained on.
	Judged bool
}

// Abstains reports whether the passages are not worth citing.
func (r Relevance) Abstains() bool {
	switch {
	case !r.Judged || r.Identifier:
		return false
	case r.Semantic:
		return r.Unseen >= semanticAbstainUnseen && r.Coverage < semanticAbstainCoverage
	default:
		return r.Unseen >= AbstainUnseen && r.Evidence < AbstainEvidence
	}
}

// Relevant reports whether the hits are worth citing: false when there are
// none or when the search abstained (Relevance.Abstains).
func (r Results) Relevant() bool {
	return len(r.Hits) > 0 && !r.Relevance.Abstains()
}

// relevanceSQL returns, for each distinct English lexeme of the question
// ($2), its document frequency in the workspace, the workspace's chunk count
// (fresh chunks counted, freshStatsCTEs)
// and which of the first hits ($3) contain it. Every table is filtered by the
// workspace in its own WHERE clause.
const relevanceSQL = `
WITH q AS (SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('english', $2))) AS lexeme),` + freshStatsCTEs + `
SELECT q.lexeme, COALESCE(s.df, 0) + COALESCE(fd.df, 0), tot.chunks,
       ARRAY(SELECT c.id FROM document_chunks c
             WHERE c.workspace_id = $1 AND c.id = ANY($3::uuid[])
               AND q.lexeme = ANY(tsvector_to_array(c.tsv_english)))
FROM q
CROSS JOIN tot
LEFT JOIN chunk_term_stats s ON s.workspace_id = $1 AND s.lexeme = q.lexeme
LEFT JOIN fd ON fd.lexeme = q.lexeme
ORDER BY q.lexeme
/* all readers: reads only hits the filtered arms returned */`

// judgedTerm is one lexeme of the question: its document frequency, the
// workspace's chunk count and which of the first hits hold it.
type judgedTerm struct {
	df, chunks float64
	in         []uuid.UUID
}

// judge measures the relevance of the first hits to the question text the
// English arm searched; semantic says whether a semantic vector arm ranked
// them. When that arm ranked by BM25 it had already read the question's
// statistics (qs) and fillDetails which of its lexemes each hit holds, so
// judge reads nothing; otherwise relevanceSQL reads both, the same figures
// in a statement of its own (ADR 0078: that statement and its round trip
// were 0.6 ms of a hybrid search's time at 100k chunks).
func judge(ctx context.Context, db queryer, ws uuid.UUID, text string, hits []Hit, semantic bool, qs questionStats) (Relevance, error) {
	r := Relevance{Semantic: semantic}
	hits = hits[:min(AbstainDepth, len(hits))]
	if len(hits) == 0 {
		return r, nil
	}
	ids := make([]uuid.UUID, len(hits))
	for i, h := range hits {
		ids[i] = h.ChunkID
		r.Identifier = r.Identifier || h.IdentifierRank > 0
	}
	var terms []judgedTerm
	if qs.chunks > 0 {
		// The lexemes in order, as relevanceSQL returns them.
		for _, t := range qs.terms {
			jt := judgedTerm{df: t.df, chunks: qs.chunks}
			for _, h := range hits {
				if slices.Contains(h.lexemes, t.lexeme) {
					jt.in = append(jt.in, h.ChunkID)
				}
			}
			terms = append(terms, jt)
		}
	} else {
		rows, err := db.Query(ctx, relevanceSQL, ws, text, ids)
		if err != nil {
			return r, fmt.Errorf("relevance: %w", err)
		}
		terms, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (judgedTerm, error) {
			var (
				t      judgedTerm
				lexeme string
			)
			err := row.Scan(&lexeme, &t.df, &t.chunks, &t.in)
			return t, err
		})
		if err != nil {
			return r, fmt.Errorf("relevance: %w", err)
		}
	}
	if len(terms) == 0 || terms[0].chunks == 0 {
		return r, nil // only stop words, or no term statistics yet
	}
	n := terms[0].chunks
	var mass, unseen float64
	matched := make(map[uuid.UUID]float64, len(ids))
	for _, t := range terms {
		idf := math.Log(1 + (n-t.df+0.5)/(t.df+0.5)) // BM25's (bm25.go)
		mass += idf
		if t.df == 0 {
			unseen += idf
		}
		for _, id := range t.in {
			matched[id] += idf
		}
	}
	var best float64
	for _, m := range matched {
		best = max(best, m)
	}
	r.Judged = true
	r.Unseen, r.Coverage = unseen/mass, best/mass
	r.Evidence = best / math.Log(1+(n-0.5)/1.5) // the IDF of a word in one chunk
	return r, nil
}

// semantic reports whether the search's vector arm compares a semantic
// model's vectors: any but the offline embedders'. The word-vector embedder
// keeps the lexical rule, measured on both handbooks (ADR 0042): the
// stricter one abstained on 6 and 10 of 30 unanswerable questions instead of 22.
func (sp space) semantic(mode Mode) bool {
	return mode != ModeText && sp.embedder != nil && !embed.IsOffline(sp.vectorModel)
}

// relevance judges the hits of one search against the text its English arm
// searched.
func (s *Searcher) relevance(ctx context.Context, db queryer, q Query, sp space, hits []Hit, qs questionStats) (Relevance, error) {
	text := proseQuery(q.Text)
	if s.opts.EnglishAll {
		text = q.Text
	}
	return judge(ctx, db, q.WorkspaceID, text, hits, sp.semantic(s.opts.Mode), qs)
}
