package evaluation

import (
	"context"
	"strings"
	"testing"

	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/testdb"
)

// evalCorpus is a handbook the evaluation runs in CI, with the floors its
// hybrid recall@5 must stay at or above, overall and per question kind. The
// floors are the measured figures of ADR 0042 (the word-vector embedder) minus about
// one question of margin per row, so a real regression fails and a tie reshuffle does not.
type evalCorpus struct {
	name, dir, questions string
	minQuestions         int
	floors               map[string]float64 // kind ("all" too) → hybrid recall@5 floor
}

var evalCorpora = []evalCorpus{
	{
		name: "demo handbook", dir: handbookDir, questions: handbookDir + "/questions.jsonl", minQuestions: 100,
		floors: map[string]float64{"all": 0.86, "document": 0.96, "identifier": 0.96, "paraphrased": 0.72},
	},
	{
		name: "18F handbook", dir: "testdata/18f-handbook/pages", questions: "testdata/18f-handbook/questions.jsonl", minQuestions: 70,
		floors: map[string]float64{"all": 0.94, "document": 0.96, "identifier": 0.93, "paraphrased": 0.86},
	},
}

func TestEvalHandbooks(t *testing.T) {
	pool := testdb.New(t)
	for _, ec := range evalCorpora {
		t.Run(ec.name, func(t *testing.T) {
			ws := testdb.NewWorkspace(t, pool, "eval")
			c := loadCorpus(t, pool, ws, ec.dir)
			qs := readFile(t, ec.questions, corpus.ReadQuestions)
			if len(qs) < ec.minQuestions {
				t.Fatalf("the corpus needs at least %d questions, has %d", ec.minQuestions, len(qs))
			}
			for _, q := range qs {
				if _, ok := c.Documents[q.ExpectedFile]; !ok {
					t.Fatalf("question %q expects %s, not in the corpus", q.Question, q.ExpectedFile)
				}
			}
			byMode, rows := eachMode(t, func(m retrieval.Mode) (Scores, error) {
				return Evaluate(context.Background(), newSearcher(pool, retrieval.Options{Mode: m}), ws, c, qs)
			})
			var b strings.Builder
			if err := WriteTable(&b, rows); err != nil {
				t.Fatal(err)
			}
			if err := WriteMisses(&b, byMode[retrieval.ModeHybrid]); err != nil {
				t.Fatal(err)
			}
			t.Logf("%d files, %d chunks\n%s", len(c.Documents), c.Chunks, b.String())

			hybrid := byMode[retrieval.ModeHybrid]
			for kind, floor := range ec.floors {
				row, ok := hybrid.Row(kind)
				if !ok {
					t.Errorf("no questions of kind %q", kind)
					continue
				}
				if row.RecallAt5 < floor {
					t.Errorf("hybrid recall@5 on %s questions = %.3f, floor %.3f", kind, row.RecallAt5, floor)
				}
				for _, m := range []retrieval.Mode{retrieval.ModeVector, retrieval.ModeText} {
					single, _ := byMode[m].Row(kind)
					if row.RecallAt5 < single.RecallAt5 {
						t.Errorf("%s questions: hybrid recall@5 %.3f < %s %.3f", kind, row.RecallAt5, m, single.RecallAt5)
					}
				}
			}
		})
	}
}
