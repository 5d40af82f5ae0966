package pii

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/testdb"
)

// embeddingsAPI is an OpenAI-compatible /v1/embeddings endpoint that records
// the inputs it was sent and answers vectors of four dimensions.
type embeddingsAPI struct {
	mu     sync.Mutex
	inputs []string
}

func (a *embeddingsAPI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Input []string `json:"input"`
		Model string   `json:"model"`
	}
	if r.URL.Path != "/v1/embeddings" || json.NewDecoder(r.Body).Decode(&req) != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	a.mu.Lock()
	a.inputs = append(a.inputs, req.Input...)
	a.mu.Unlock()
	data := make([]map[string]any, len(req.Input))
	for i := range req.Input {
		data[i] = map[string]any{"object": "embedding", "index": i, "embedding": []float32{1, 0, 0, 0}}
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"object": "list", "data": data, "model": req.Model,
		"usage": map[string]int{"prompt_tokens": 8, "total_tokens": 8}})
}

func TestRemoteEmbedderGetsPlaceholdersWhenTheWorkspaceAsks(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	var on, off, user uuid.UUID
	if err := pool.QueryRow(ctx, `INSERT INTO users (email) VALUES ('owner@example.com') RETURNING id`).Scan(&user); err != nil {
		t.Fatal(err)
	}
	on, off = testdb.NewWorkspace(t, pool, "on"), testdb.NewWorkspace(t, pool, "off")
	policy := NewPolicy(pool, NewDetector())
	if _, err := policy.Save(ctx, on, user, Settings{Enabled: true, Terms: []string{"Falcon"}}); err != nil {
		t.Fatal(err)
	}
	api := &embeddingsAPI{}
	remote, err := embed.NewOpenAI(embed.OpenAIConfig{APIKey: "sk-test", BaseURL: newEmbeddingsServer(t, api) + "/v1", Dimensions: 4})
	if err != nil {
		t.Fatal(err)
	}
	e := NewEmbedder(remote, policy)
	text := "Falcon: ask Anna Novak (anna.novak@example.com, +44 20 7946 0958) about order 1042 of 2025-03-14."
	for _, ws := range []uuid.UUID{on, off} {
		if _, err := embed.EmbedFor(ctx, e, ws, []string{text, "no personal data here"}); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{
		"⟨TERM_1⟩: ask ⟨PERSON_1⟩ (⟨EMAIL_1⟩, ⟨PHONE_1⟩) about order 1042 of 2025-03-14.", "no personal data here",
		text, "no personal data here",
	}
	if strings.Join(api.inputs, "\n") != strings.Join(want, "\n") {
		t.Fatalf("the endpoint received\n%s\nwant\n%s", strings.Join(api.inputs, "\n"), strings.Join(want, "\n"))
	}
	if e.Model() != remote.Model() || e.Dimensions() != 4 {
		t.Fatalf("the wrapper changed the vector space: %s %d", e.Model(), e.Dimensions())
	}
}

// newEmbeddingsServer serves api until the test ends and returns its URL.
func newEmbeddingsServer(t *testing.T, api *embeddingsAPI) string {
	srv := httptest.NewServer(api)
	t.Cleanup(srv.Close)
	return srv.URL
}
