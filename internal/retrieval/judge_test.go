package retrieval

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/testdb"
)

// countingConn counts the statements and batches a search connection sends.
type countingConn struct {
	searchConn
	sent int
}

func (c *countingConn) SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults {
	c.sent++
	return c.searchConn.SendBatch(ctx, b)
}

func (c *countingConn) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	c.sent++
	return c.searchConn.Query(ctx, sql, args...)
}

func (c *countingConn) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	c.sent++
	return c.searchConn.QueryRow(ctx, sql, args...)
}

// TestJudgeReadsTheArmsStatistics: when the English arm ranked by BM25, the
// abstention rule judges the hits from the statistics that arm read and the
// lexemes fillDetails returned, without a statement of its own (ADR 0078),
// and judges every search of the handbook's questions, answerable or not,
// exactly as relevanceSQL does.
func TestJudgeReadsTheArmsStatistics(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws := newWorkspace(t, pool, "judge")
	loadCorpus(t, pool, ws, handbookDir)
	questions := []string{
		"Is there a yoga class at lunchtime?",
		"Who won the chess tournament in Reykjavik?",
		"What does ERR-4021 mean?",
		"the of and", // only stop words: no statistics of them, judged by relevanceSQL
	}
	for _, q := range readQuestions(t, handbookDir+"/questions.jsonl") {
		questions = append(questions, q.Question)
	}
	conn, err := acquireSearchConn(ctx, pool, DefaultEFSearch)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.conn.Release()
	abstained, kept := 0, 0
	for _, mode := range []Mode{ModeHybrid, ModeText} {
		s := newSearcher(pool, Options{Mode: mode})
		for _, q := range questions {
			res := search(t, s, ws, q, 6)
			text := proseQuery(q)
			_, qs, ranked, err := bm25Arm(ctx, conn, s.Options().Ranking, ws, everyone, []string{offline.Model()}, text, 40)
			if err != nil {
				t.Fatal(err)
			}
			cc := &countingConn{searchConn: conn}
			got, err := judge(ctx, cc, ws, text, res.Hits, res.Relevance.Semantic, qs)
			if err != nil {
				t.Fatal(err)
			}
			if ranked && cc.sent != 0 {
				t.Errorf("%q: judge sent %d statements with the arm's statistics at hand", q, cc.sent)
			}
			want, err := judge(ctx, conn, ws, text, res.Hits, res.Relevance.Semantic, questionStats{})
			if err != nil {
				t.Fatal(err)
			}
			if got != want || res.Relevance != want {
				t.Errorf("%v %q: judged %+v from the arm's statistics (search: %+v), %+v by relevanceSQL", mode, q, got, res.Relevance, want)
			}
			if len(res.Hits) > 0 && want.Abstains() {
				abstained++
			} else if want.Judged {
				kept++
			}
		}
	}
	if abstained == 0 || kept == 0 {
		t.Fatalf("%d searches abstained, %d were judged relevant: the comparison does not cover both", abstained, kept)
	}
}
