package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"

	"knowledgestack/internal/config"
	"knowledgestack/internal/embed"
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
			"--corpus", "../../internal/evaluation/testdata/18f-handbook/pages",
			"--questions", "../../internal/evaluation/testdata/18f-handbook/questions.jsonl"}, &out)
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
	t.Run("--unanswerable measures abstention", func(t *testing.T) {
		out.Reset()
		err := runEval(context.Background(), config.Config{}, pool, []string{"retrieval", "--json",
			"--corpus", "../../demo/handbook", "--questions", "../../demo/handbook/questions.jsonl",
			"--unanswerable", "../../internal/evaluation/testdata/unanswerable/demo.txt"}, &out)
		if err != nil {
			t.Fatal(err)
		}
		var rep evalReport
		if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
			t.Fatal(err)
		}
		a := rep.Abstention
		if a == nil || a.Unanswerable != 30 || a.Found+a.Missed != rep.Questions || a.UnanswerableAbstained < 21 ||
			len(a.Answered) != a.Unanswerable-a.UnanswerableAbstained || len(a.Lost) != a.FoundAbstained {
			t.Fatalf("abstention %+v", a)
		}
		out.Reset()
		err = runEval(context.Background(), config.Config{}, pool, []string{"retrieval",
			"--corpus", "../../demo/handbook", "--questions", "../../demo/handbook/questions.jsonl",
			"--unanswerable", "../../internal/evaluation/testdata/unanswerable/demo.txt"}, &out)
		if err != nil || !strings.Contains(out.String(), "unanswerable questions abstained (recall") {
			t.Fatalf("table output lacks the abstention line (err %v):\n%s", err, out.String())
		}
	})
	t.Run("refuses missing flags, an unknown embedder and an expected file outside the corpus", func(t *testing.T) {
		for _, args := range [][]string{
			{"retrieval", "--corpus", "x"},
			{"retrieval", "--corpus", "../../demo/handbook", "--questions", "../../demo/handbook/questions.jsonl", "--embedder", "magic"},
			{"retrieval", "--corpus", "../../internal/evaluation/testdata/18f-handbook/pages/getting-started", "--questions", "../../demo/handbook/questions.jsonl"},
			{"retrieval", "--corpus", "../../demo/handbook", "--questions", "../../demo/handbook/questions.jsonl", "--unanswerable", "no-such-file.txt"},
		} {
			if err := runEval(context.Background(), config.Config{}, pool, args, &out); err == nil {
				t.Errorf("%v: no error", args)
			}
		}
	})
}

// TestEvalRetrievalWithTheOpenAIEmbedder runs the evaluation end to end
// through an OpenAI-compatible /v1/embeddings endpoint on loopback (vectors
// from the local hashing embedder, so the figures are deterministic),
// reached through EMBEDDING_BASE_URL / EMBEDDING_API_KEY.
func TestEvalRetrievalWithTheOpenAIEmbedder(t *testing.T) {
	var mu sync.Mutex
	var auth []string
	inputs := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Input      []string `json:"input"`
			Model      string   `json:"model"`
			Dimensions int      `json:"dimensions"`
		}
		if r.URL.Path != "/v1/embeddings" || json.NewDecoder(r.Body).Decode(&req) != nil || req.Model != "fake-embed-1" {
			http.Error(w, `{"error":{"message":"bad request","type":"invalid_request_error"}}`, http.StatusBadRequest)
			return
		}
		mu.Lock()
		auth = append(auth, r.Header.Get("Authorization"))
		inputs += len(req.Input)
		mu.Unlock()
		vecs, _ := embed.NewLocal().Embed(r.Context(), req.Input)
		data := make([]map[string]any, len(vecs))
		for i, v := range vecs {
			data[i] = map[string]any{"object": "embedding", "index": i, "embedding": v}
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"object": "list", "data": data, "model": req.Model,
			"usage": map[string]int{"prompt_tokens": 1, "total_tokens": 1}})
	}))
	defer srv.Close()
	cfg := config.Config{EmbeddingBaseURL: srv.URL + "/v1", EmbeddingAPIKey: "sk-emb-test", EmbeddingModel: "fake-embed-1"}
	pool := testdb.New(t)
	var out bytes.Buffer
	err := runEval(context.Background(), cfg, pool, []string{"retrieval", "--json", "--embedder", "openai",
		"--corpus", "../../demo/handbook", "--questions", "../../demo/handbook/questions.jsonl"}, &out)
	if err != nil {
		t.Fatal(err)
	}
	var rep evalReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Embedder != "fake-embed-1" || len(rep.Modes) != 3 || rep.Modes[2].RecallAt5 < 0.5 {
		t.Fatalf("report %+v", rep)
	}
	mu.Lock()
	defer mu.Unlock()
	if inputs < rep.Chunks+rep.Questions || len(auth) == 0 || auth[0] != "Bearer sk-emb-test" {
		t.Errorf("the endpoint embedded %d inputs (%d chunks + %d questions), auth %q", inputs, rep.Chunks, rep.Questions, auth[:min(1, len(auth))])
	}
}

// TestEvalRetrievalReadsABEIRDataset runs --beir end to end on a small
// dataset written here (the public ones are not vendored: SciFact's licence
// forbids it) and checks the per-mode table and the refusals.
func TestEvalRetrievalReadsABEIRDataset(t *testing.T) {
	pool := testdb.New(t)
	dir := t.TempDir()
	if err := os.MkdirAll(dir+"/qrels", 0o700); err != nil {
		t.Fatal(err)
	}
	for name, s := range map[string]string{
		"corpus.jsonl": `{"_id": "d1", "title": "Kettle descaling", "text": "Descale the kettle with citric acid every month."}` + "\n" +
			`{"_id": "d2", "title": "Badge office", "text": "Lost badges are replaced at the front desk within a day."}` + "\n",
		"queries.jsonl":  `{"_id": "q1", "text": "how do I descale a kettle"}` + "\n",
		"qrels/test.tsv": "query-id\tcorpus-id\tscore\nq1\td1\t1\nq1\tmissing\t1\n",
	} {
		if err := os.WriteFile(dir+"/"+name, []byte(s), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	if err := runEval(context.Background(), config.Config{}, pool, []string{"retrieval", "--beir", dir}, &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"2 documents", "1 queries (test)", "nDCG@10", "recall@100", "MRR@10", "hybrid",
		"1 judgements name documents the corpus lacks"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	if err := runEval(context.Background(), config.Config{}, pool, []string{"retrieval", "--beir", dir, "--json"}, &out); err != nil {
		t.Fatal(err)
	}
	var rep beirReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil || len(rep.Modes) != 3 || rep.Modes[1].Recall100 != 0.5 || rep.Modes[1].MRR10 != 1 {
		t.Fatalf("report %+v (err %v): full text should find d1 first and miss the unknown document", rep, err)
	}
	for _, args := range [][]string{
		{"retrieval", "--beir", dir, "--corpus", "../../demo/handbook", "--questions", "../../demo/handbook/questions.jsonl"},
		{"retrieval", "--beir", dir, "--split", "dev"},
		{"retrieval", "--beir", t.TempDir()},
	} {
		if err := runEval(context.Background(), config.Config{}, pool, args, &out); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}
