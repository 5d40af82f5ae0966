package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/source"
)

// Principals of the benchmark's askers (ADR 0058): every document is granted
// to a domain everyone holds, a tenth of them to one address and a hundredth
// to another, by hash of the document's name.
var benchAskers = []struct {
	label      string
	principals []string
}{
	{"sees 100% (filter on)", []string{"domain:all.bench"}},
	{"sees 10%", []string{"email:ten@all.bench"}},
	{"sees 1%", []string{"email:one@all.bench"}},
}

const benchGrantsSQL = `
INSERT INTO document_access (workspace_id, document_id, kind, value, reason)
SELECT $1, d.id, 'domain', 'all.bench', 'bench' FROM documents d WHERE d.workspace_id = $1
UNION ALL
SELECT $1, d.id, 'email', 'ten@all.bench', 'bench' FROM documents d WHERE d.workspace_id = $1 AND abs(hashtext(d.external_id)) % 10 = 0
UNION ALL
SELECT $1, d.id, 'email', 'one@all.bench', 'bench' FROM documents d WHERE d.workspace_id = $1 AND abs(hashtext(d.external_id)) % 100 = 0
ON CONFLICT (workspace_id, document_id, kind, value) DO NOTHING`

const benchShareSQL = `
SELECT count(*) FILTER (WHERE c.readers && $2::text[]), count(*) FROM document_chunks c WHERE c.workspace_id = $1
/* all readers: the benchmark measures each asker's share of its own scratch workspace */`

// grantBench writes the benchmark's grants on the source's documents and
// puts the source in mirror mode, before any chunk is written.
func grantBench(ctx context.Context, pool *pgxpool.Pool, ws, src uuid.UUID) error {
	if err := source.SetVisibility(ctx, pool, ws, src, "mirror"); err != nil {
		return err
	}
	_, err := pool.Exec(ctx, benchGrantsSQL, ws)
	return err
}

// benchPermissions measures the permission filter (issue 33) in its own
// workspace of BENCH_PERMISSION_CHUNKS chunks (default 100k), whose
// documents mirror grants from which each asker sees all, a tenth or a
// hundredth; for each, the hybrid search's latency against that of the asker
// who sees everything through the same filter, measured interleaved with it
// (issue 33's target: at most 2x), and the vector arm's recall@10 against an
// exact scan with the same filter (target: at least 0.95).
func benchPermissions(ctx context.Context, out io.Writer, pool *pgxpool.Pool, ws uuid.UUID, texts []string, qe *benchEmbedder) error {
	fmt.Fprintf(out, "the askers interleaved query by query\n")
	fmt.Fprintf(out, "%-24s %8s %10s %10s %18s %s\n", "asker", "share", "hybrid p50", "hybrid p95", "p95 / sees-all p95", "vector recall@10 vs exact filtered scan")
	hybrid := retrieval.NewSearcher(pool, qe, nil, retrieval.Options{Mode: retrieval.ModeHybrid, PerDocument: -1})
	vector := retrieval.NewSearcher(pool, qe, nil, retrieval.Options{Mode: retrieval.ModeVector, PerDocument: -1})
	lat := make([][]time.Duration, len(benchAskers))
	recall := make([]float64, len(benchAskers))
	for qi, q := range texts {
		for k := range benchAskers {
			// Rotate which asker goes first, so none always meets the query's pages cold.
			i := (qi + k) % len(benchAskers)
			a := benchAskers[i]
			t := time.Now()
			if _, err := hybrid.Search(ctx, retrieval.Query{WorkspaceID: ws, Text: q, Limit: 10, Principals: a.principals}); err != nil {
				return err
			}
			lat[i] = append(lat[i], time.Since(t))
			res, err := vector.Search(ctx, retrieval.Query{WorkspaceID: ws, Text: q, Limit: 10, Principals: a.principals})
			if err != nil {
				return err
			}
			exact, err := retrieval.ExactNearest(ctx, pool, ws, a.principals, qe.model, qe.vecs[q], 10)
			if err != nil {
				return err
			}
			found := 0
			for _, h := range res.Hits {
				if slices.Contains(exact, h.ChunkID) {
					found++
				}
			}
			if len(exact) > 0 {
				recall[i] += float64(found) / float64(len(exact))
			}
		}
	}
	base := percentile(lat[0], 95)
	for i, a := range benchAskers {
		var seen, all int
		if err := pool.QueryRow(ctx, benchShareSQL, ws, a.principals).Scan(&seen, &all); err != nil {
			return err
		}
		p95 := percentile(lat[i], 95)
		r := recall[i] / float64(len(texts))
		verdict := "met"
		if float64(p95) > 2*float64(base) || r < 0.95 {
			verdict = "NOT met"
		}
		fmt.Fprintf(out, "%-24s %7.1f%% %10s %10s %17.2fx %.3f  (targets <= 2x, >= 0.95: %s)\n", a.label, 100*float64(seen)/float64(max(all, 1)),
			percentile(lat[i], 50).Round(10*time.Microsecond), p95.Round(10*time.Microsecond), float64(p95)/float64(base), r, verdict)
	}
	return nil
}
