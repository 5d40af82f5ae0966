package evaluation

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/testdb"
)

// The metrics against figures computed by hand with trec_eval's
// definitions (linear gain, log2(rank+1) discount, ideal over every judged
// relevant document, relevance level 1).
func TestRankMetricsMatchTrecEvalDefinitions(t *testing.T) {
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	tests := []struct {
		name   string
		ranked []string
		grades map[string]int
		want   RankMetrics
	}{
		{
			name:   "graded: grade 2 at rank 2, grade 1 at rank 4, one relevant missed",
			ranked: []string{"x", "a", "y", "b", "z"},
			grades: map[string]int{"a": 2, "b": 1, "c": 1, "n": 0},
			// DCG = 2/log2(3) + 1/log2(5); IDCG = 2/log2(2) + 1/log2(3) + 1/log2(4).
			want: RankMetrics{NDCG10: (2/math.Log2(3) + 1/math.Log2(5)) / (2 + 1/math.Log2(3) + 0.5),
				Recall10: 2.0 / 3, Recall100: 2.0 / 3, MRR10: 0.5},
		},
		{
			name:   "a judged non-relevant document gains nothing and is not the first relevant",
			ranked: []string{"n", "a"},
			grades: map[string]int{"a": 1, "n": 0},
			want:   RankMetrics{NDCG10: (1 / math.Log2(3)) / 1, Recall10: 1, Recall100: 1, MRR10: 0.5},
		},
		{
			name:   "a relevant document at rank 11 counts for recall@100 only",
			ranked: []string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a"},
			grades: map[string]int{"a": 1},
			want:   RankMetrics{Recall100: 1},
		},
		{
			name:   "a query without a relevant document scores zero",
			ranked: []string{"a"},
			grades: map[string]int{"a": 0},
			want:   RankMetrics{},
		},
		{
			name:   "nothing retrieved scores zero",
			grades: map[string]int{"a": 3},
			want:   RankMetrics{},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := rankMetrics(tt.ranked, tt.grades)
			if !near(got.NDCG10, tt.want.NDCG10) || !near(got.Recall10, tt.want.Recall10) ||
				!near(got.Recall100, tt.want.Recall100) || !near(got.MRR10, tt.want.MRR10) {
				t.Fatalf("got %+v, want %+v", got, tt.want)
			}
		})
	}
	if got := rankMetrics([]string{"x", "a", "y", "b", "z"}, map[string]int{"a": 2, "b": 1, "c": 1}).NDCG10; !near(got, 0.5405857679450102) {
		t.Errorf("nDCG@10 = %v, hand-computed 0.540586", got)
	}
	m := meanMetrics([]RankMetrics{{NDCG10: 1, MRR10: 1}, {}})
	if m.NDCG10 != 0.5 || m.MRR10 != 0.5 {
		t.Errorf("mean %+v", m)
	}
}

// writeBEIR writes a small BEIR dataset into a temp dir.
func writeBEIR(t *testing.T, corpusLines, queries, qrels string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "qrels"), 0o700); err != nil {
		t.Fatal(err)
	}
	for name, s := range map[string]string{"corpus.jsonl": corpusLines, "queries.jsonl": queries, "qrels/test.tsv": qrels} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestBEIRLoadsStreamsAndScoresEachMode(t *testing.T) {
	pool := testdb.New(t)
	corpusLines := `{"_id": "d1", "title": "Kettle descaling", "text": "Descale the kettle with citric acid every month."}
{"_id": "d2", "title": "", "text": "Gearboxes are filled with synthetic oil at the factory."}
{"_id": "d3", "title": "Badge office", "text": "Lost badges are replaced at the front desk within a day."}
`
	dir := writeBEIR(t, corpusLines+`{"_id": "d4", "title": " ", "text": ""}`+"\n",
		`{"_id": "q1", "text": "how do I descale a kettle"}`+"\n"+`{"_id": "q2", "text": "where is a lost badge replaced"}`+"\n"+`{"_id": "q3", "text": "unjudged"}`+"\n",
		"query-id\tcorpus-id\tscore\nq1\td1\t1\nq2\td3\t2\n")
	set, err := corpus.ReadBEIRSet(dir, "test")
	if err != nil || len(set.Queries) != 2 || set.Queries[0].ID != "q1" {
		t.Fatalf("set %+v, err %v", set, err)
	}
	ws := testdb.NewWorkspace(t, pool, "beir")
	load, err := LoadBEIR(context.Background(), pool, ws, dir, offline)
	if err != nil || len(load.Documents) != 3 || load.Chunks != 3 || load.Empty != 1 {
		t.Fatalf("load %+v, err %v; want 3 documents of a chunk each and the empty record left out", load, err)
	}
	var title string
	if err := pool.QueryRow(context.Background(), `SELECT title FROM documents WHERE workspace_id = $1 AND external_id = 'd2'`, ws).Scan(&title); err != nil ||
		title != "d2" {
		t.Errorf("an untitled document's title = %q (err %v), want its _id, as an untitled upload is titled by its name", title, err)
	}
	for _, m := range []retrieval.Mode{retrieval.ModeText, retrieval.ModeHybrid} {
		sc, err := EvaluateBEIR(context.Background(), newSearcher(pool, BEIROptions(m)), ws, load.Corpus, set)
		if err != nil {
			t.Fatal(err)
		}
		if sc.Queries != 2 || sc.NDCG10 != 1 || sc.MRR10 != 1 || sc.Recall100 != 1 {
			t.Errorf("%s: %+v, want every judged document first", m, sc)
		}
	}
	t.Run("refuses a judged query missing from queries.jsonl, a repeated _id and an overlong line", func(t *testing.T) {
		bad := writeBEIR(t, corpusLines, `{"_id": "q1", "text": "kettle"}`+"\n", "q1\td1\t1\nq9\td2\t1\n")
		if _, err := corpus.ReadBEIRSet(bad, "test"); err == nil || !strings.Contains(err.Error(), "q9") {
			t.Errorf("err %v, want one naming q9", err)
		}
		if _, err := corpus.ReadBEIRSet(bad, "../x"); err == nil {
			t.Error("a split outside qrels/ was read")
		}
		dup := writeBEIR(t, corpusLines+`{"_id": "d1", "text": "again"}`+"\n", "", "q\td\t1\n")
		if _, err := LoadBEIR(context.Background(), pool, testdb.NewWorkspace(t, pool, "dup"), dup, offline); err == nil || !strings.Contains(err.Error(), "line 4") {
			t.Errorf("err %v, want one naming line 4", err)
		}
		long := writeBEIR(t, `{"_id": "d1", "text": "`+strings.Repeat("a", corpus.MaxDocumentBytes)+`"}`+"\n", "", "q\td\t1\n")
		if _, err := LoadBEIR(context.Background(), pool, testdb.NewWorkspace(t, pool, "long"), long, offline); err == nil || !strings.Contains(err.Error(), "longer than") {
			t.Errorf("err %v, want an overlong line refused", err)
		}
	})
}
