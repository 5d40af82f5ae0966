package retrieval

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestExplore(t *testing.T) {
	pool, ws, c := loadHandbook(t)
	f, _ := os.Open(handbookDir + "/questions.jsonl")
	qs, _ := ReadQuestions(f)
	var rows []Scores
	for _, k := range []float64{1, 10, 30, 60, 120} {
		for _, vw := range []float64{1, 0.5, 0.25} {
			for _, cand := range []int{40} {
				sc, err := Evaluate(context.Background(), newSearcher(pool, Options{RRFK: k, Candidates: cand, Weights: ArmWeights{Vector: vw}}), ws, c, qs)
				if err != nil {
					t.Fatal(err)
				}
				sc.Mode = fmt.Sprintf("k%v vw%v c%d", k, vw, cand)
				rows = append(rows, sc)
			}
		}
	}
	var b strings.Builder
	WriteTable(&b, rows)
	t.Logf("\n%s", b.String())
}
