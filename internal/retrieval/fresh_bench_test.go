package retrieval

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/testdb"
)

// BenchmarkTermStatsFresh is the cost of counting the chunks written since
// the last refresh (freshStatsCTEs) in the English arm's statistics lookup:
// the demo handbook refreshed, then with 0, 200 and 1000 chunks written
// after the refresh (as a pass in progress leaves them), and the lookup as
// it was before, without the fresh count.
//
//	go test -run '^$' -bench TermStatsFresh -benchtime 100x ./internal/retrieval
func BenchmarkTermStatsFresh(b *testing.B) {
	pool := testdb.New(b)
	ctx := context.Background()
	ws := newWorkspace(b, pool, "fresh-bench")
	loadCorpus(b, pool, ws, handbookDir)
	written := 0
	for _, fresh := range []int{0, 200, 1000} {
		if fresh > written {
			dir := b.TempDir()
			for i := written; i < fresh; i++ {
				// One short section, one chunk each.
				md := fmt.Sprintf("# Note %d\n\nThe calibration of arm %d drifted by %d microns after the gearbox swap. %s\n", i, i, i%97, strings.Repeat("Checked again. ", 5))
				writeFile(b, fmt.Sprintf("%s/note-%d.md", dir, i), md)
			}
			// Written as a pass writes, without the refresh a pass ends with.
			if _, err := corpus.LoadMarkdown(ctx, pool, ws, dir, offline); err != nil {
				b.Fatal(err)
			}
			written = fresh
		}
		if fresh == 0 {
			b.Run("before (no fresh count)", func(b *testing.B) {
				for b.Loop() {
					rows, err := pool.Query(ctx, oldTermStatsSQL, ws, "how do I recalibrate the arm after a gearbox swap", "")
					if _, err := readStats(rows, err); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
		b.Run(fmt.Sprintf("fresh=%d", fresh), func(b *testing.B) {
			for b.Loop() {
				rows, err := pool.Query(ctx, termStatsSQL, ws, "how do I recalibrate the arm after a gearbox swap", "")
				if _, err := readStats(rows, err); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// oldTermStatsSQL is termStatsSQL before fresh chunks were counted: the baseline.
const oldTermStatsSQL = `
SELECT t.lexeme, NOT bool_or(t.asked), COALESCE(max(s.df), 0), COALESCE(max(cs.chunks), 0), COALESCE(max(cs.avg_tokens), 0)
FROM (SELECT unnest(tsvector_to_array(to_tsvector('english', $2))) AS lexeme, true AS asked
      UNION ALL
      SELECT unnest(tsvector_to_array(to_tsvector('english', $3))), false) t
LEFT JOIN chunk_term_stats s ON s.workspace_id = $1 AND s.lexeme = t.lexeme
LEFT JOIN chunk_stats cs ON cs.workspace_id = $1
GROUP BY t.lexeme
ORDER BY t.lexeme`
