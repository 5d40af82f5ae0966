package evaluation

import "math"

// The metrics of the BEIR and MTEB tables, computed as pytrec_eval (that is,
// trec_eval) computes them, so the numbers sit beside the published ones:
//   - ndcg_cut_10: DCG over the first 10 retrieved documents with the
//     judged grade as gain (linear, not 2^grade − 1) and discount
//     log2(rank + 1), divided by the DCG of the ideal ordering of every
//     judged document of the query (grades > 0), cut at 10;
//   - recall_k: relevant documents (grade ≥ 1, trec_eval's relevance level)
//     among the first k, over all relevant documents of the query;
//   - MRR@10 as BEIR's own evaluation computes it: 1/rank of the first
//     relevant document within the first 10.
// A query without a relevant document scores 0 on every metric (trec_eval
// keeps such a query in the mean). A query whose search returns nothing
// also scores 0 — trec_eval -c; pytrec_eval would leave it out of the
// mean — and BEIRScores.Empty counts them so a reader can tell.

// RankMetrics are one query's (or the mean of many queries') figures.
type RankMetrics struct {
	NDCG10    float64 `json:"ndcg_at_10"`
	Recall10  float64 `json:"recall_at_10"`
	Recall100 float64 `json:"recall_at_100"`
	MRR10     float64 `json:"mrr_at_10"`
}

// rankMetrics scores ranked (document ids, best first, no repeats) against
// grades (document id → judged grade).
func rankMetrics(ranked []string, grades map[string]int) RankMetrics {
	var m RankMetrics
	relevant := 0
	ideal := make([]int, 0, len(grades))
	for _, g := range grades {
		if g > 0 {
			relevant++
			ideal = append(ideal, g)
		}
	}
	if relevant == 0 {
		return m
	}
	var dcg float64
	var at10, at100 int
	for i, id := range ranked {
		if i == 100 {
			break
		}
		g := grades[id]
		if g <= 0 {
			continue
		}
		at100++
		if i < 10 {
			at10++
			dcg += float64(g) / math.Log2(float64(i)+2)
			if m.MRR10 == 0 {
				m.MRR10 = 1 / float64(i+1)
			}
		}
	}
	// The ideal ordering: grades descending (a small insertion sort: a
	// query has few judged documents).
	for i := 1; i < len(ideal); i++ {
		for j := i; j > 0 && ideal[j] > ideal[j-1]; j-- {
			ideal[j], ideal[j-1] = ideal[j-1], ideal[j]
		}
	}
	var idcg float64
	for i, g := range ideal[:min(10, len(ideal))] {
		idcg += float64(g) / math.Log2(float64(i)+2)
	}
	m.NDCG10 = dcg / idcg
	m.Recall10 = float64(at10) / float64(relevant)
	m.Recall100 = float64(at100) / float64(relevant)
	return m
}

// meanMetrics is the mean of per-query figures (zero for none).
func meanMetrics(per []RankMetrics) RankMetrics {
	var m RankMetrics
	if len(per) == 0 {
		return m
	}
	for _, p := range per {
		m.NDCG10 += p.NDCG10
		m.Recall10 += p.Recall10
		m.Recall100 += p.Recall100
		m.MRR10 += p.MRR10
	}
	n := float64(len(per))
	m.NDCG10, m.Recall10, m.Recall100, m.MRR10 = m.NDCG10/n, m.Recall10/n, m.Recall100/n, m.MRR10/n
	return m
}
