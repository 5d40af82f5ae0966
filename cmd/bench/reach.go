package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/retrieval"
)

// clusterReach counts, for each ef_search of BENCH_REACH_EF, how many of n
// queries of the seed's set the vector arm leaves outside their own topic
// cluster (stuck: none of the ten hits is of the query's cluster) or partly
// outside it (partial: some are). A miss of the HNSW graph is almost
// always a whole query stuck in another cluster (ADR 0068), too rare for the
// hundred benchmark queries to show; this needs no exact scan, since a
// chunk's cluster is its first word (generate), and every cluster holds far
// more than ten chunks.
func clusterReach(ctx context.Context, out io.Writer, pool *pgxpool.Pool, ws uuid.UUID, sp benchSpace, seed, n int) error {
	efs, err := envInts("BENCH_REACH_EF", "40,100,200")
	if err != nil {
		return err
	}
	// The first queries are the benchmark's own (the same stream).
	rng := rand.New(rand.NewPCG(42, uint64(seed)))
	qe := &benchEmbedder{model: sp.model, dims: sp.dims, vecs: map[string][]float32{}}
	texts := make([]string, n)
	clusters := make([]int, n)
	for i := range texts {
		clusters[i] = rng.IntN(benchClusters)
		texts[i] = fmt.Sprintf("reach %d", i)
		qe.vecs[texts[i]] = randomUnit(rng, sp.dims, sp.centres[clusters[i]], benchNoise)
	}
	fmt.Fprintf(out, "\ncluster reach: %d queries (seed %d), vector arm, top 10\n\n%-10s %8s %8s\n", n, seed, "ef_search", "stuck", "partial")
	for _, ef := range efs {
		s := retrieval.NewSearcher(pool, qe, nil, retrieval.Options{Mode: retrieval.ModeVector, PerDocument: -1, EFSearch: ef})
		stuck, partial := 0, 0
		for i, q := range texts {
			res, err := s.Search(ctx, retrieval.Query{WorkspaceID: ws, Text: q, Limit: 10})
			if err != nil {
				return err
			}
			own := 0
			for _, h := range res.Hits {
				if strings.HasPrefix(h.Content, word(clusters[i], 0)+" ") {
					own++
				}
			}
			switch {
			case own == 0:
				stuck++
			case own < 10:
				partial++
			}
		}
		fmt.Fprintf(out, "%-10d %8d %8d\n", ef, stuck, partial)
	}
	return nil
}
