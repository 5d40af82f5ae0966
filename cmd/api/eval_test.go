package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"knowledgestack/internal/config"
	"knowledgestack/internal/testdb"
)

func TestEvalRetrievalPrintsATablePerModeAndKind(t *testing.T) {
	pool := testdb.New(t)
	var out bytes.Buffer
	err := runEval(context.Background(), config.Config{}, pool, []string{"retrieval",
		"--corpus", "../../demo/handbook", "--questions", "../../demo/handbook/questions.jsonl"}, &out)
	if err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + out.String())
	for _, want := range []string{"recall@1", "recall@5", "recall@10", "MRR", "vector only", "full text only", "hybrid",
		"paraphrased", "identifier", "document", "hybrid misses", "expected ", "first: "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q", want)
		}
	}
	var left int
	if err := pool.QueryRow(context.Background(), `SELECT count(*) FROM workspaces`).Scan(&left); err != nil || left != 0 {
		t.Errorf("%d scratch workspaces left behind (err %v)", left, err)
	}
	t.Run("--json reads a nested corpus by relative path", func(t *testing.T) {
		out.Reset()
		err := runEval(context.Background(), config.Config{}, pool, []string{"retrieval", "--json",
			"--corpus", "../../internal/retrieval/testdata/18f-handbook/pages",
			"--questions", "../../internal/retrieval/testdata/18f-handbook/questions.jsonl"}, &out)
		if err != nil {
			t.Fatal(err)
		}
		var rep evalReport
		if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
			t.Fatal(err)
		}
		if rep.Files != 53 || len(rep.Modes) != 3 || rep.Modes[2].Mode != "hybrid" || len(rep.Modes[2].Kinds) != 3 {
			t.Fatalf("report: %d files, modes %+v", rep.Files, rep.Modes)
		}
		if rep.Modes[2].RecallAt5 <= 0 || rep.Modes[2].Kinds[0].Questions == 0 {
			t.Errorf("hybrid row %+v", rep.Modes[2])
		}
	})
	t.Run("refuses missing flags, an unknown embedder and an expected file outside the corpus", func(t *testing.T) {
		for _, args := range [][]string{
			{"retrieval", "--corpus", "x"},
			{"retrieval", "--corpus", "../../demo/handbook", "--questions", "../../demo/handbook/questions.jsonl", "--embedder", "magic"},
			{"retrieval", "--corpus", "../../internal/retrieval/testdata/18f-handbook/pages/getting-started", "--questions", "../../demo/handbook/questions.jsonl"},
		} {
			if err := runEval(context.Background(), config.Config{}, pool, args, &out); err == nil {
				t.Errorf("%v: no error", args)
			}
		}
	})
}
