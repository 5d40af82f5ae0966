package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"knowledgestack/internal/testdb"
)

func TestEvalRetrievalPrintsATablePerMode(t *testing.T) {
	pool := testdb.New(t)
	var out bytes.Buffer
	err := runEval(context.Background(), pool, []string{"retrieval",
		"--corpus", "../../demo/handbook", "--questions", "../../demo/handbook/questions.jsonl"}, &out)
	if err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + out.String())
	for _, want := range []string{"recall@1", "recall@5", "recall@10", "MRR", "vector only", "full text only", "hybrid"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q", want)
		}
	}
	var left int
	if err := pool.QueryRow(context.Background(), `SELECT count(*) FROM workspaces`).Scan(&left); err != nil || left != 0 {
		t.Errorf("%d scratch workspaces left behind (err %v)", left, err)
	}
	t.Run("refuses missing flags", func(t *testing.T) {
		if err := runEval(context.Background(), pool, []string{"retrieval", "--corpus", "x"}, &out); err == nil {
			t.Error("no error")
		}
	})
}
