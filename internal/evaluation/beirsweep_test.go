//go:build beirsweep

package evaluation

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/testdb"
)

// The sweeps behind ADR 0055's tables, kept so they can be replayed (like
// TestRerankSim): go test -tags beirsweep -run TestBEIRSweep with BEIR_DIR
// naming a BEIR folder, or -run TestHandbookSweep. They print; they assert
// nothing, and CI does not build them.

// TestBEIRSweep loads $BEIR_DIR once and prints each configuration's figures.
func TestBEIRSweep(t *testing.T) {
	dir := os.Getenv("BEIR_DIR")
	ctx := context.Background()
	pool := testdb.New(t)
	set, err := corpus.ReadBEIRSet(dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	ws := testdb.NewWorkspace(t, pool, "sweep")
	load, err := LoadBEIR(ctx, pool, ws, dir, offline)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Printf("loaded %d docs %d chunks in %s\n", len(load.Documents), load.Chunks, load.Elapsed)
	for _, c := range sweepConfigs() {
		if f := os.Getenv("SWEEP"); f != "" && !strings.Contains(c.name, f) {
			continue
		}
		start := time.Now()
		s := retrieval.NewSearcher(pool, offline, nil, c.opts)
		sc, err := EvaluateBEIR(ctx, s, ws, load.Corpus, set)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("%-40s nDCG@10 %.4f r@10 %.4f r@100 %.4f MRR %.4f (%s)\n", c.name, sc.NDCG10, sc.Recall10, sc.Recall100, sc.MRR10, time.Since(start).Round(time.Second))
	}
}

// TestHandbookSweep prints hybrid and arm recall@5 on both handbooks per configuration.
func TestHandbookSweep(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	for _, hb := range evalCorpora {
		ws := testdb.NewWorkspace(t, pool, "sweep")
		c := loadCorpus(t, pool, ws, hb.dir)
		qs := readFile(t, hb.questions, corpus.ReadQuestions)
		for _, cf := range sweepConfigs() {
			if f := os.Getenv("SWEEP"); f != "" && !strings.Contains(cf.name, f) {
				continue
			}
			o := cf.opts
			o.Candidates, o.PerDocument = 0, 0
			s := retrieval.NewSearcher(pool, offline, nil, o)
			sc, err := Evaluate(ctx, s, ws, c, qs)
			if err != nil {
				t.Fatal(err)
			}
			p, _ := sc.Row("paraphrased")
			fmt.Printf("%-12s %-40s r@5 %.3f para %.3f MRR %.3f\n", hb.name[:4], cf.name, sc.RecallAt5, p.RecallAt5, sc.MRR)
		}
	}
}
