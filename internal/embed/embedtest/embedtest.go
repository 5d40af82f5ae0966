// Package embedtest is a fake OpenAI-compatible embeddings server (POST
// /v1/embeddings, the API's request and response bodies) for tests that move
// a workspace to another embedding model. Its vectors are the offline hashing
// embedder's folded to the requested length, so they keep its lexical sense.
// It serves any model name, at the request's `dimensions` (else the
// server's), and counts what it embedded per model and text; a gate holds
// chosen requests until the test lets them through, so a test can act while
// a job's request is in flight.
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
	inputs   map[string]map[string]int // model → input text → how often it was embedded
	sent     []string                  // every input in the order it arrived, any model

	limit    int // requests served at once before a 429; 0: any number
	inFlight int
	most     int // the most requests served at once
	refused  int // requests answered 429

	gate    func(model string, inputs []string) bool // nil: no request waits
	allowed int                                      // gated requests that may still pass
	waiting int                                      // gated requests waiting now
	changed chan struct{}                            // closed (and replaced) when the gate changes
}

// New starts a server answering vectors of dims dimensions, each request
// after delay (a slow provider, so a test can act while a job runs).
func New(dims int, delay time.Duration) *Server {
	s := &Server{dims: dims, delay: delay, inputs: map[string]map[string]int{}, changed: make(chan struct{})}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	return s
}

// BaseURL is what EMBEDDING_BASE_URL / OpenAIConfig.BaseURL take.
func (s *Server) BaseURL() string { return s.srv.URL + "/v1/" }

// Close opens the gate (a held request would keep Close waiting) and stops
// the server.
func (s *Server) Close() {
	s.Open()
	s.srv.Close()
}

// Requests is how many embedding requests were served.
func (s *Server) Requests() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.requests
}

// Inputs returns how many inputs were embedded in all, and the most times
// one text was for one model.
func (s *Server) Inputs() (total, most int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, texts := range s.inputs {
		for _, n := range texts {
			total += n
			most = max(most, n)
		}
	}
	return total, most
}

// Sent returns a copy of every input embedded so far, in the order the
// requests arrived: what left the process, for tests that check it.
func (s *Server) Sent() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.sent...)
}

// InputsOf returns a copy of how often each text was embedded for model.
func (s *Server) InputsOf(model string) map[string]int {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make(map[string]int, len(s.inputs[model]))
	for in, n := range s.inputs[model] {
		out[in] = n
	}
	return out
}

// Gate makes the requests match selects wait (before they are counted or
// answered) until Allow lets them through; other requests pass as before.
func (s *Server) Gate(match func(model string, inputs []string) bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.gate, s.allowed = match, 0
	s.signal()
}

// Allow lets n more gated requests through, waiting or yet to come.
func (s *Server) Allow(n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.allowed += n
	s.signal()
}

// Open removes the gate: every request passes.
func (s *Server) Open() { s.Gate(nil) }

// Waiting is how many gated requests are waiting now.
func (s *Server) Waiting() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.waiting
}

// signal wakes the waiting requests; s.mu is held.
func (s *Server) signal() {
	close(s.changed)
	s.changed = make(chan struct{})
}

// pass waits while the gate holds the request; false if the client left.
func (s *Server) pass(ctx context.Context, model string, inputs []string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	for s.gate != nil && s.gate(model, inputs) {
		if s.allowed > 0 {
			s.allowed--
			return true
		}
		s.waiting++
		ch := s.changed
		s.mu.Unlock()
		select {
		case <-ch:
		case <-ctx.Done():
		}
		s.mu.Lock()
		s.waiting--
		if ctx.Err() != nil {
			return false
		}
	}
	return true
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
	if !s.admit(w) {
		return
	}
	defer s.leave()
	if !s.pass(r.Context(), req.Model, req.Input) {
		return
	}
	select {
	case <-time.After(s.delay):
	case <-r.Context().Done():
		return
	}
	dims := s.dims
	if req.Dimensions > 0 {
		dims = req.Dimensions
	}
	s.mu.Lock()
	s.requests++
	if s.inputs[req.Model] == nil {
		s.inputs[req.Model] = map[string]int{}
	}
	for _, in := range req.Input {
		s.inputs[req.Model][in]++
	}
	s.sent = append(s.sent, req.Input...)
	s.mu.Unlock()
	vecs, _ := embed.NewLocal().Embed(context.Background(), req.Input)
	type item struct {
		Object    string    `json:"object"`
		Index     int       `json:"index"`
		Embedding []float32 `json:"embedding"`
	}
	data := make([]item, len(vecs))
	for i, v := range vecs {
		data[i] = item{Object: "embedding", Index: i, Embedding: fold(v, dims)}
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"object": "list", "data": data, "model": req.Model,
		"usage": map[string]int{"prompt_tokens": 8 * len(req.Input), "total_tokens": 8 * len(req.Input)},
	})
}

// Limit makes the server refuse a request that arrives while n others are
// being served, as a rate-limited endpoint does: 429 with the API's
// rate_limit_exceeded error and a Retry-After. 0 lifts the limit.
func (s *Server) Limit(n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.limit = n
}

// MostInFlight is the most requests served at once (refused ones not counted).
func (s *Server) MostInFlight() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.most
}

// Refused is how many requests were answered 429.
func (s *Server) Refused() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.refused
}

// admit counts a request in, or answers 429 when the limit is reached.
func (s *Server) admit(w http.ResponseWriter) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.limit > 0 && s.inFlight >= s.limit {
		s.refused++
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Retry-After", "1")
		w.WriteHeader(http.StatusTooManyRequests)
		_, _ = w.Write([]byte(`{"error":{"message":"Rate limit reached for requests","type":"requests","param":null,"code":"rate_limit_exceeded"}}`))
		return false
	}
	s.inFlight++
	s.most = max(s.most, s.inFlight)
	return true
}

func (s *Server) leave() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.inFlight--
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

// WordVec is the product's offline default embedder (embed.NewWordVec),
// loaded once per test binary, for tests that measure what users get. It
// panics if the shipped vectors cannot be read: no such test can run then.
var WordVec = sync.OnceValue(func() embed.Embedder {
	e, err := embed.NewWordVec()
	if err != nil {
		panic(err)
	}
	return e
})
