package retrieval

import (
	"context"
	"os"
	"strings"
	"testing"
)

func TestEvalHandbook(t *testing.T) {
	pool, ws, c := loadHandbook(t)
	f, err := os.Open(handbookDir + "/questions.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	qs, err := ReadQuestions(f)
	if err != nil {
		t.Fatal(err)
	}
	var rows []Scores
	for _, opts := range []Options{{Mode: ModeVector}, {Mode: ModeText}, {Mode: ModeHybrid}, {Mode: ModeText, EnglishAll: true}, {Mode: ModeHybrid, EnglishAll: true}} {
		sc, err := Evaluate(context.Background(), newSearcher(pool, opts), ws, c, qs)
		if err != nil {
			t.Fatal(err)
		}
		rows = append(rows, sc)
	}
	var b strings.Builder
	WriteTable(&b, rows)
	t.Logf("%d chunks\n%s", c.Chunks, b.String())
}
