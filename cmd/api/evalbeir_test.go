package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"knowledgestack/internal/config"
	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/testdb"
)

// writeBEIR writes a small BEIR dataset (files: name → content) into a temp dir.
func writeBEIR(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, s := range files {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestEvalBEIRWithTheOpenAIEmbedder is how a user compares embedding models
// on a BEIR set: `api eval retrieval --beir DIR --embedder openai` against an
// OpenAI-compatible endpoint (here embedtest's fake on loopback, speaking
// the API's wire format). Every document and every query goes through the
// endpoint, and the report names its model.
func TestEvalBEIRWithTheOpenAIEmbedder(t *testing.T) {
	srv := embedtest.New(256, 0)
	defer srv.Close()
	dir := writeBEIR(t, map[string]string{
		"corpus.jsonl": `{"_id": "d1", "title": "Kettle descaling", "text": "Descale the kettle with citric acid every month."}` + "\n" +
			`{"_id": "d2", "title": "Badge office", "text": "Lost badges are replaced at the front desk within a day."}` + "\n" +
			`{"_id": "d3", "title": "Bicycle storage", "text": "Bicycles are stored in the basement cage; ask security for the code."}` + "\n",
		"queries.jsonl": `{"_id": "q1", "text": "how do I descale a kettle"}` + "\n" +
			`{"_id": "q2", "text": "where is the bicycle cage"}` + "\n" + `{"_id": "q3", "text": "not judged"}` + "\n",
		"qrels/test.tsv": "query-id\tcorpus-id\tscore\nq1\td1\t1\nq2\td3\t2\n",
	})
	cfg := config.Config{EmbeddingBaseURL: srv.BaseURL(), EmbeddingAPIKey: "sk-emb-test", EmbeddingModel: "fake-embed-2", EmbeddingDimensions: 256}
	pool := testdb.New(t)
	var out bytes.Buffer
	if err := runEval(context.Background(), cfg, pool, []string{"retrieval", "--beir", dir, "--embedder", "openai", "--json"}, &out); err != nil {
		t.Fatal(err)
	}
	var rep beirReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Embedder != "fake-embed-2" || rep.Documents != 3 || rep.Queries != 2 || len(rep.Modes) != 3 {
		t.Fatalf("report %+v", rep)
	}
	if v, h := rep.Modes[0], rep.Modes[2]; v.Recall10 != 1 || h.NDCG10 < 0.99 {
		t.Errorf("vector only recall@10 %.3f (want 1: the endpoint's vectors rank), hybrid nDCG@10 %.3f (want both first)", v.Recall10, h.NDCG10)
	}
	// The documents once each and each judged query once per mode that embeds
	// it (vector only and hybrid).
	got := srv.InputsOf("fake-embed-2")
	for _, q := range []string{"how do I descale a kettle", "where is the bicycle cage"} {
		if got[q] != 2 {
			t.Errorf("query %q embedded %d times, want 2", q, got[q])
		}
	}
	if total, _ := srv.Inputs(); total != rep.Chunks+2*rep.Queries {
		t.Errorf("the endpoint embedded %d inputs, want %d chunks + 2 × %d queries", total, rep.Chunks, rep.Queries)
	}
}
