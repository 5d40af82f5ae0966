// Package embedtest is a fake OpenAI-compatible embeddings server (POST
// /v1/embeddings, the API's request and response bodies) for tests that move
// a workspace to another embedding model. Its vectors are the offline hashing
// embedder's folded to the requested length, so they keep its lexical sense.
package embedtest

import (
	"context"
	"encoding/json"
	"math"
	"net/http"
	"net/http/httptest"
	"sync"
	"time"

	"knowledgestack/internal/embed"
)

// Server is the fake endpoint. Its counters are safe to read while it serves.
type Server struct {
	srv   *httptest.Server
	dims  int
	delay time.Duration

	mu       sync.Mutex
	requests int
	inputs   map[string]int // how often each input text was embedded
}

// New starts a server answering vectors of dims dimensions, each request
// after delay (a slow provider, so a test can act while a job runs).
func New(dims int, delay time.Duration) *Server {
	s := &Server{dims: dims, delay: delay, inputs: map[string]int{}}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	return s
}

// BaseURL is what EMBEDDING_BASE_URL / OpenAIConfig.BaseURL take.
func (s *Server) BaseURL() string { return s.srv.URL + "/v1/" }

// Close stops the server.
func (s *Server) Close() { s.srv.Close() }

// Requests is how many embedding requests were served.
func (s *Server) Requests() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.requests
}

// Inputs returns how many inputs were embedded in all, and the most times
// one text was.
func (s *Server) Inputs() (total, most int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, n := range s.inputs {
		total += n
		most = max(most, n)
	}
	return total, most
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/v1/embeddings" {
		http.Error(w, `{"error":{"message":"not found","type":"invalid_request_error","param":null,"code":null}}`, http.StatusNotFound)
		return
	}
	var req struct {
		Input      []string `json:"input"`
		Model      string   `json:"model"`
		Dimensions int      `json:"dimensions"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || len(req.Input) == 0 {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusBadRequest)
		_, _ = w.Write([]byte(`{"error":{"message":"'input' is required","type":"invalid_request_error","param":"input","code":null}}`))
		return
	}
	select {
	case <-time.After(s.delay):
	case <-r.Context().Done():
		return
	}
	s.mu.Lock()
	s.requests++
	for _, in := range req.Input {
		s.inputs[in]++
	}
	s.mu.Unlock()
	vecs, _ := embed.NewLocal().Embed(context.Background(), req.Input)
	type item struct {
		Object    string    `json:"object"`
		Index     int       `json:"index"`
		Embedding []float32 `json:"embedding"`
	}
	data := make([]item, len(vecs))
	for i, v := range vecs {
		data[i] = item{Object: "embedding", Index: i, Embedding: fold(v, s.dims)}
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"object": "list", "data": data, "model": req.Model,
		"usage": map[string]int{"prompt_tokens": 8 * len(req.Input), "total_tokens": 8 * len(req.Input)},
	})
}

// fold sums v into dims slots and normalises it.
func fold(v []float32, dims int) []float32 {
	out := make([]float32, dims)
	for i, x := range v {
		out[i%dims] += x
	}
	var n float64
	for _, x := range out {
		n += float64(x) * float64(x)
	}
	if n == 0 {
		out[0] = 1
		return out
	}
	inv := float32(1 / math.Sqrt(n))
	for i := range out {
		out[i] *= inv
	}
	return out
}
