package evaluation

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/testdb"
)

// unanswerable are questions each handbook cannot answer (ADR 0032 wrote
// the first 15 of each, ADR 0034 the next 15: workplace-sounding, about
// things the handbook never mentions, each checked with grep).
var unanswerable = map[string]string{
	"demo handbook": "testdata/unanswerable/demo.txt",
	"18F handbook":  "testdata/unanswerable/18f.txt",
}

// abstentionFloors are ADR 0042's measurement (ADR 0034's rule over the
// word-vector embedder's hits) with one question of margin:
// at least unanswered of the 30 unanswerable questions abstain, at most lost
// of the answerable ones whose passage was found in the first five do.
var abstentionFloors = map[string]struct{ unanswered, lost int }{
	"demo handbook": {unanswered: 21, lost: 7},
	"18F handbook":  {unanswered: 21, lost: 2},
}

// judgeCorpus loads a handbook and judges every evaluation question and every
// unanswerable one, as the search tool sees them (eight hits).
func judgeCorpus(t *testing.T, ec evalCorpus) []Judgement {
	t.Helper()
	pool := testdb.New(t)
	ws := testdb.NewWorkspace(t, pool, "abstain")
	ctx := context.Background()
	c := loadCorpus(t, pool, ws, ec.dir)
	qs := readFile(t, ec.questions, corpus.ReadQuestions)
	un := readFile(t, unanswerable[ec.name], ReadUnanswerable)
	js, err := JudgeQuestions(ctx, newSearcher(pool, retrieval.Options{}), ws, c, qs, un)
	if err != nil {
		t.Fatal(err)
	}
	for _, j := range js {
		if !j.Relevance.Judged {
			t.Fatalf("%q: hits not judged", j.Question)
		}
	}
	return js
}

// TestAbstentionOnQuestionsTheHandbooksCannotAnswer measures the abstention
// rule on every evaluation question of both handbooks and 30 unanswerable
// ones each, logs ADR 0034's table (the rule, ADR 0032's, and the grid the
// thresholds were read from) and fails below abstentionFloors.
func TestAbstentionOnQuestionsTheHandbooksCannotAnswer(t *testing.T) {
	adr32 := func(r retrieval.Relevance) bool {
		return r.Judged && !r.Identifier && r.Unseen >= 0.7 && r.Coverage < 0.3
	}
	for _, ec := range evalCorpora {
		t.Run(ec.name, func(t *testing.T) {
			js := judgeCorpus(t, ec)
			sc := ScoreAbstention(js, retrieval.Relevance.Abstains)
			if sc.Unanswerable < 30 {
				t.Fatalf("%d unanswerable questions, want 30", sc.Unanswerable)
			}
			line := func(name string, sc AbstentionScores) string {
				return fmt.Sprintf("| %s | %d / %d (recall %.2f) | %d / %d | %d / %d | %.2f |", name, sc.UnanswerableAbstained, sc.Unanswerable,
					sc.Recall, sc.FoundAbstained, sc.Found, sc.MissedAbstained, sc.Missed, sc.Precision)
			}
			var report strings.Builder
			if err := WriteAbstention(&report, sc); err != nil {
				t.Fatal(err)
			}
			t.Logf("\n| rule | unanswerable abstained | found answerable abstained | missed answerable abstained | precision |\n%s\n%s\n%s",
				line("ADR 0032 (unseen ≥ 0.7, coverage < 0.3)", ScoreAbstention(js, adr32)), line("ADR 0034", sc), report.String())
			var grid strings.Builder
			for _, u := range []float64{0.01, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7} {
				fmt.Fprintf(&grid, "unseen ≥ %.2f:", u)
				for _, e := range []float64{0.8, 0.9, 1.0, 1.1, 1.2} {
					g := ScoreAbstention(js, func(r retrieval.Relevance) bool { return r.Judged && !r.Identifier && r.Unseen >= u && r.Evidence < e })
					fmt.Fprintf(&grid, "  evidence < %.1f: %2d/%d", e, g.UnanswerableAbstained, g.FoundAbstained)
				}
				grid.WriteString("\n")
			}
			t.Logf("grid (unanswerable abstained / found answerable abstained):\n%s", grid.String())
			fl := abstentionFloors[ec.name]
			if sc.UnanswerableAbstained < fl.unanswered {
				t.Errorf("%d of %d unanswerable questions abstained, floor %d", sc.UnanswerableAbstained, sc.Unanswerable, fl.unanswered)
			}
			if sc.FoundAbstained > fl.lost {
				t.Errorf("%d answerable questions whose passage was found abstained, ceiling %d", sc.FoundAbstained, fl.lost)
			}
		})
	}
}

func TestReadUnanswerableSkipsBlankLinesAndRefusesBadOnes(t *testing.T) {
	qs, err := ReadUnanswerable(strings.NewReader("Is there a choir?\n\n  Who won the hackathon?  \n"))
	if err != nil || len(qs) != 2 || qs[1] != "Who won the hackathon?" {
		t.Fatalf("%q, %v", qs, err)
	}
	for _, bad := range []string{strings.Repeat("x", retrieval.MaxQuestionRunes+1), "ok\n\xff\xfe"} {
		if _, err := ReadUnanswerable(strings.NewReader(bad)); err == nil {
			t.Errorf("%.20q: no error", bad)
		}
	}
}
