package evaluation

import (
	"context"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"

	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/retrieval"
)

// BEIRDepth is how many documents the BEIR evaluation ranks per query
// (recall@100); each arm contributes as many candidates, so the deepest
// figure is not bounded by the arms' default depth.
const BEIRDepth = 100

// BEIROptions are the search options of a BEIR run in mode m: the product's
// defaults, with one chunk per document (the ranking is of documents: a
// document's best chunk stands for it, as max-passage scoring does) and
// BEIRDepth candidates per arm, ranked BEIRDepth deep.
func BEIROptions(m retrieval.Mode) retrieval.Options {
	return retrieval.Options{Mode: m, Candidates: BEIRDepth, PerDocument: 1, MaxLimit: BEIRDepth}
}

// BEIRScores are one mode's mean figures over a split's judged queries.
type BEIRScores struct {
	Mode    string `json:"mode"`
	Queries int    `json:"queries"`
	// Empty counts queries the search returned nothing for (scored 0).
	Empty int `json:"empty"`
	RankMetrics
	// PerQuery holds each query's figures, in set.Queries order (not
	// printed; for comparing modes query by query).
	PerQuery []RankMetrics `json:"-"`
}

// EvaluateBEIR runs every judged query of set through s (built with
// BEIROptions) in the workspace LoadBEIR filled, and scores the document
// ranking of each. A query longer than a search takes is cut to
// retrieval.MaxQuestionRunes.
func EvaluateBEIR(ctx context.Context, s *retrieval.Searcher, workspaceID uuid.UUID, c corpus.Corpus, set corpus.BEIRSet) (BEIRScores, error) {
	sc := BEIRScores{Mode: s.Options().Mode.String(), Queries: len(set.Queries)}
	for _, q := range set.Queries {
		res, err := s.Search(ctx, retrieval.Query{WorkspaceID: workspaceID, Text: truncateRunes(q.Text, retrieval.MaxQuestionRunes), Limit: BEIRDepth})
		if err != nil {
			return BEIRScores{}, fmt.Errorf("evaluate query %s: %w", q.ID, err)
		}
		if len(res.Hits) == 0 {
			sc.Empty++
		}
		sc.PerQuery = append(sc.PerQuery, rankMetrics(documentRanking(res.Hits, c), set.Qrels[q.ID]))
	}
	sc.RankMetrics = meanMetrics(sc.PerQuery)
	return sc, nil
}

// documentRanking is the hits' documents, by name, each once, best first.
func documentRanking(hits []retrieval.Hit, c corpus.Corpus) []string {
	seen := make(map[uuid.UUID]bool, len(hits))
	out := make([]string, 0, len(hits))
	for _, h := range hits {
		if !seen[h.DocumentID] {
			seen[h.DocumentID] = true
			out = append(out, c.Files[h.DocumentID])
		}
	}
	return out
}

// WriteBEIRTable prints the modes' figures as an aligned text table.
func WriteBEIRTable(w io.Writer, rows []BEIRScores) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%-16s %8s %8s %9s %10s %8s\n", "mode", "queries", "nDCG@10", "recall@10", "recall@100", "MRR@10")
	for _, r := range rows {
		fmt.Fprintf(&b, "%-16s %8d %8.4f %9.4f %10.4f %8.4f\n", r.Mode, r.Queries, r.NDCG10, r.Recall10, r.Recall100, r.MRR10)
		if r.Empty > 0 {
			fmt.Fprintf(&b, "  (%d queries returned nothing and count 0)\n", r.Empty)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// truncateRunes cuts s to at most n runes.
func truncateRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}
