//go:build reranksim

// The second stage's measuring tool, not a check: it is built only with the
// reranksim tag (see TestRerankSim), so `go test` neither runs nor skips it.

package retrieval

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"testing"

	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/testdb"
)

// simCorpora are the handbooks internal/evaluation's TestEvalHandbooks scores.
var simCorpora = []struct{ dir, questions string }{
	{handbookDir, handbookDir + "/questions.jsonl"},
	{"../evaluation/testdata/18f-handbook/pages", "../evaluation/testdata/18f-handbook/questions.jsonl"},
}

// simQ is one evaluation question's fused candidates (uncapped, first 50)
// and their features, for replaying the second stage under other weights.
type simQ struct {
	q     corpus.Question
	hits  []Hit
	feats []featureSet
	files []string
}

// simRank returns the rank (1-based, 0 = not in the first 10) of the
// expected file after re-ranking and the per-document cap of 2.
func simRank(s simQ, r RerankOptions) int {
	type e struct {
		h    Hit
		file string
	}
	var list []e
	for i, h := range s.hits {
		if i < r.Depth {
			h.Score += r.Weights.apply(s.feats[i])
		}
		list = append(list, e{h, s.files[i]})
	}
	d := min(r.Depth, len(list))
	if d > 0 {
		sort.SliceStable(list[:d], func(i, j int) bool { return list[i].h.Score > list[j].h.Score })
	}
	per := map[string]int{}
	n := 0
	for _, x := range list {
		if per[x.file] >= 2 {
			continue
		}
		per[x.file]++
		n++
		if x.file == s.q.ExpectedFile {
			return n
		}
		if n == 10 {
			return 0
		}
	}
	return 0
}

// TestRerankSim replays the second stage over both handbooks' questions for
// each configuration in KS_RERANK_SIM (a JSON array of RerankOptions),
// printing hybrid recall@5 overall and on paraphrased questions, MRR, and the
// questions gained and lost against the stage off (KS_RERANK_DIFF=1 lists
// them). It is the measuring tool behind ADR 0037's tables, built only
// with the reranksim tag; without the variable it has nothing to measure and
// fails saying so. Features are computed once per question, so a sweep of
// hundreds of settings takes seconds.
//
//	KS_RERANK_SIM='[{"Depth":30,"Weights":{"Interrogative":0.05}}]' go test -tags reranksim ./internal/retrieval -run TestRerankSim -v
func TestRerankSim(t *testing.T) {
	spec := os.Getenv("KS_RERANK_SIM")
	if spec == "" {
		t.Fatal(`KS_RERANK_SIM must hold the settings to replay, a JSON array of RerankOptions such as [{"Depth":30,"Weights":{"Interrogative":0.05}}]`)
	}
	var configs []RerankOptions
	if err := json.Unmarshal([]byte(spec), &configs); err != nil {
		t.Fatal(err)
	}
	configs = append([]RerankOptions{{Depth: 0}}, configs...)
	pool := testdb.New(t)
	var corpora [][]simQ
	for _, ec := range simCorpora {
		ws := newWorkspace(t, pool, "eval")
		c := loadCorpus(t, pool, ws, ec.dir)
		qs := readQuestions(t, ec.questions)
		s := newSearcher(pool, Options{PerDocument: -1, Rerank: RerankOptions{Depth: -1}})
		var sims []simQ
		for _, q := range qs {
			res := search(t, s, ws, q.Question, 50)
			tx, _ := pool.Begin(context.Background())
			fs, err := features(context.Background(), tx, Query{WorkspaceID: ws, Text: q.Question}, analyse(q.Question), res.Hits, allFeatures)
			tx.Rollback(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			sq := simQ{q: q, hits: res.Hits, feats: fs}
			for _, h := range res.Hits {
				sq.files = append(sq.files, c.Files[h.DocumentID])
			}
			sims = append(sims, sq)
		}
		corpora = append(corpora, sims)
	}
	base := make([][]int, len(corpora))
	for ci, cfg := range configs {
		line := fmt.Sprintf("%-40s", fmt.Sprintf("d%d %+v", cfg.Depth, cfg.Weights))
		var diffs string
		for i, sims := range corpora {
			var all, para, nPara, lost, gained int
			ranks := make([]int, len(sims))
			var mrr float64
			for k, sq := range sims {
				r := simRank(sq, cfg)
				ranks[k] = r
				ok := r >= 1 && r <= 5
				if r > 0 {
					mrr += 1 / float64(r)
				}
				if ok {
					all++
				}
				if sq.q.Kind == "paraphrased" {
					nPara++
					if ok {
						para++
					}
				}
				if ci > 0 {
					b := base[i][k] >= 1 && base[i][k] <= 5
					if b && !ok {
						lost++
						diffs += fmt.Sprintf("    c%d LOST %s\n", i, sq.q.Question)
					}
					if !b && ok {
						gained++
						diffs += fmt.Sprintf("    c%d gain %s\n", i, sq.q.Question)
					}
				}
			}
			if ci == 0 {
				base[i] = ranks
			}
			line += fmt.Sprintf(" | %.3f %.3f mrr %.3f +%d -%d", float64(all)/float64(len(sims)), float64(para)/float64(nPara), mrr/float64(len(sims)), gained, lost)
		}
		fmt.Println(line)
		if os.Getenv("KS_RERANK_DIFF") != "" {
			fmt.Print(diffs)
		}
	}
}

// allFeatures makes features compute every feature.
var allFeatures = FeatureWeights{1, 1, 1, 1, 1, 1, 1, 1, 1}
