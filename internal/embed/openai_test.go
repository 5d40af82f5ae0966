package embed

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"knowledgestack/internal/chunk/chunktest"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/httpclient"
)

// embeddingRequest is the body openai-go sends to POST /embeddings.
type embeddingRequest struct {
	Input          []string `json:"input"`
	Model          string   `json:"model"`
	Dimensions     int      `json:"dimensions"`
	EncodingFormat string   `json:"encoding_format"`
}

// fakeAPI is an httptest server speaking the /v1/embeddings wire format. By
// default each input's vector is the local embedder's, so a test can check
// which vector went where; respond can replace a reply.
type fakeAPI struct {
	t        *testing.T
	srv      *httptest.Server
	mu       sync.Mutex
	requests []embeddingRequest
	headers  []http.Header
	respond  func(n int, req embeddingRequest, w http.ResponseWriter) bool // true: handled
	dims     int
	reverse  bool
}

func newFakeAPI(t *testing.T) *fakeAPI {
	f := &fakeAPI{t: t, dims: Dimensions}
	f.srv = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.srv.Close)
	return f
}

func (f *fakeAPI) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/v1/embeddings" {
		http.Error(w, "unexpected "+r.Method+" "+r.URL.Path, http.StatusNotFound)
		return
	}
	var req embeddingRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	f.mu.Lock()
	f.requests = append(f.requests, req)
	f.headers = append(f.headers, r.Header.Clone())
	n := len(f.requests)
	f.mu.Unlock()
	if f.respond != nil && f.respond(n, req, w) {
		return
	}
	type item struct {
		Object    string    `json:"object"`
		Index     int       `json:"index"`
		Embedding []float32 `json:"embedding"`
	}
	vecs, _ := NewLocal().Embed(context.Background(), req.Input)
	data := make([]item, len(req.Input))
	for i, v := range vecs {
		data[i] = item{"embedding", i, v[:min(len(v), f.dims)]}
		for len(data[i].Embedding) < f.dims {
			data[i].Embedding = append(data[i].Embedding, 0)
		}
	}
	if f.reverse {
		slices.Reverse(data)
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{
		"object": "list",
		"data":   data,
		"model":  req.Model,
		"usage":  map[string]int{"prompt_tokens": 8, "total_tokens": 8},
	})
}

func apiError(w http.ResponseWriter, status int, typ, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	fmt.Fprintf(w, `{"error":{"message":%q,"type":%q,"param":null,"code":null}}`, msg, typ)
}

// embedder points an embedder at the fake with short backoff and a
// sleep that records instead of waiting.
func (f *fakeAPI) embedder(t *testing.T, cfg OpenAIConfig) (*OpenAI, *[]time.Duration) {
	t.Helper()
	cfg.APIKey = "sk-test"
	cfg.BaseURL = f.srv.URL + "/v1"
	cfg.Tokenizer = chunktest.Default(t)
	if cfg.Retry.Base == 0 {
		cfg.Retry.Base, cfg.Retry.Cap = time.Millisecond, 10*time.Second
	}
	var slept []time.Duration
	if cfg.Retry.Sleep == nil {
		cfg.Retry.Sleep = func(ctx context.Context, d time.Duration) error {
			slept = append(slept, d)
			return ctx.Err()
		}
	}
	o, err := NewOpenAI(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return o, &slept
}

func inputsN(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("document %d talks about topic %d and subject %d", i, i*7, i*13)
	}
	return out
}

// checkVectors asserts that got[i] is the fake's vector for inputs[i].
func checkVectors(t *testing.T, inputs []string, got [][]float32) {
	t.Helper()
	if len(got) != len(inputs) {
		t.Fatalf("got %d vectors for %d inputs", len(got), len(inputs))
	}
	want, _ := NewLocal().Embed(context.Background(), inputs)
	for i := range inputs {
		if !slices.Equal(got[i], want[i]) {
			t.Fatalf("vector %d is not the one for input %q", i, inputs[i])
		}
	}
}

func TestOpenAISpeaksTheWireFormat(t *testing.T) {
	f := newFakeAPI(t)
	o, _ := f.embedder(t, OpenAIConfig{})
	in := []string{"first text", "", "third"}
	got, err := o.Embed(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.requests) != 1 {
		t.Fatalf("%d requests", len(f.requests))
	}
	req, h := f.requests[0], f.headers[0]
	if req.Model != "text-embedding-3-small" || req.Dimensions != 1536 || req.EncodingFormat != "float" {
		t.Fatalf("request %+v", req)
	}
	if h.Get("Authorization") != "Bearer sk-test" {
		t.Fatalf("Authorization %q", h.Get("Authorization"))
	}
	t.Run("empty input is sent as a space", func(t *testing.T) {
		if !slices.Equal(req.Input, []string{"first text", " ", "third"}) {
			t.Fatalf("input %q", req.Input)
		}
	})
	checkVectors(t, []string{"first text", " ", "third"}, got)
	if o.Model() != "text-embedding-3-small" {
		t.Fatalf("model %q", o.Model())
	}
}

func TestOpenAIBatches(t *testing.T) {
	t.Run("splits by input count and keeps order", func(t *testing.T) {
		f := newFakeAPI(t)
		o, _ := f.embedder(t, OpenAIConfig{MaxBatchInputs: 3})
		in := inputsN(10)
		got, err := o.Embed(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		var sizes []int
		for _, r := range f.requests {
			sizes = append(sizes, len(r.Input))
		}
		if !slices.Equal(sizes, []int{3, 3, 3, 1}) {
			t.Fatalf("batch sizes %v", sizes)
		}
		checkVectors(t, in, got)
	})
	t.Run("splits by summed tokens", func(t *testing.T) {
		f := newFakeAPI(t)
		o, _ := f.embedder(t, OpenAIConfig{MaxBatchTokens: 60, MaxInputTokens: 60})
		in := inputsN(12)
		got, err := o.Embed(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		if len(f.requests) < 2 {
			t.Fatalf("%d requests", len(f.requests))
		}
		for i, r := range f.requests {
			sum := 0
			for _, s := range r.Input {
				sum += chunktest.Default(t).CountTokens(s)
			}
			if sum > 60 {
				t.Fatalf("request %d carries %d tokens", i, sum)
			}
		}
		checkVectors(t, in, got)
	})
	t.Run("orders results by index when the server does not", func(t *testing.T) {
		f := newFakeAPI(t)
		f.reverse = true
		o, _ := f.embedder(t, OpenAIConfig{MaxBatchInputs: 4})
		in := inputsN(9)
		got, err := o.Embed(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		checkVectors(t, in, got)
	})
	t.Run("truncates an input over the per-input limit", func(t *testing.T) {
		f := newFakeAPI(t)
		o, _ := f.embedder(t, OpenAIConfig{})
		long := strings.Repeat("token limit test ", 4000) // ~12k tokens
		if _, err := o.Embed(context.Background(), []string{long, "short"}); err != nil {
			t.Fatal(err)
		}
		sent := f.requests[0].Input[0]
		if n := chunktest.Default(t).CountTokens(sent); n > DefaultMaxInputTokens || n < DefaultMaxInputTokens-8 {
			t.Fatalf("sent %d tokens", n)
		}
		if !strings.HasPrefix(long, sent) {
			t.Fatal("truncated input is not a prefix of the original")
		}
	})
}

func TestOpenAIRetries(t *testing.T) {
	t.Run("429 honours Retry-After then succeeds", func(t *testing.T) {
		f := newFakeAPI(t)
		f.respond = func(n int, _ embeddingRequest, w http.ResponseWriter) bool {
			if n == 1 {
				w.Header().Set("Retry-After", "7")
				apiError(w, http.StatusTooManyRequests, "rate_limit_exceeded", "Rate limit reached")
				return true
			}
			return false
		}
		o, slept := f.embedder(t, OpenAIConfig{})
		in := inputsN(2)
		got, err := o.Embed(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		if len(f.requests) != 2 || len(*slept) != 1 || (*slept)[0] != 7*time.Second {
			t.Fatalf("requests %d, slept %v", len(f.requests), *slept)
		}
		checkVectors(t, in, got)
	})
	t.Run("500 then succeeds after a real short backoff", func(t *testing.T) {
		f := newFakeAPI(t)
		f.respond = func(n int, _ embeddingRequest, w http.ResponseWriter) bool {
			if n == 1 {
				apiError(w, http.StatusInternalServerError, "server_error", "The server had an error")
				return true
			}
			return false
		}
		o, _ := f.embedder(t, OpenAIConfig{Retry: httpclient.Retry{Sleep: httpclient.Sleep}})
		in := inputsN(3)
		got, err := o.Embed(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		if len(f.requests) != 2 {
			t.Fatalf("%d requests", len(f.requests))
		}
		checkVectors(t, in, got)
	})
	t.Run("400 fails at once with the API message", func(t *testing.T) {
		f := newFakeAPI(t)
		f.respond = func(_ int, _ embeddingRequest, w http.ResponseWriter) bool {
			apiError(w, http.StatusBadRequest, "invalid_request_error", "This model's maximum context length is 8192 tokens")
			return true
		}
		o, slept := f.embedder(t, OpenAIConfig{})
		_, err := o.Embed(context.Background(), inputsN(1))
		if err == nil || len(f.requests) != 1 || len(*slept) != 0 {
			t.Fatalf("err %v after %d requests", err, len(f.requests))
		}
		if errs.KindOf(err) != errs.Invalid || !strings.Contains(err.Error(), "400") || !strings.Contains(err.Error(), "maximum context length") {
			t.Fatalf("unclear error: kind %s, %v", errs.KindOf(err), err)
		}
	})
	t.Run("persistent 429 gives up after MaxAttempts with backoff growing", func(t *testing.T) {
		f := newFakeAPI(t)
		f.respond = func(_ int, _ embeddingRequest, w http.ResponseWriter) bool {
			apiError(w, http.StatusTooManyRequests, "rate_limit_exceeded", "slow down")
			return true
		}
		o, slept := f.embedder(t, OpenAIConfig{Retry: httpclient.Retry{MaxAttempts: 4, Base: 100 * time.Millisecond, Cap: time.Second}})
		_, err := o.Embed(context.Background(), inputsN(1))
		if errs.KindOf(err) != errs.RateLimited || len(f.requests) != 4 {
			t.Fatalf("kind %s after %d requests: %v", errs.KindOf(err), len(f.requests), err)
		}
		for i, d := range *slept {
			lo, hi := (100*time.Millisecond<<i)/2, 100*time.Millisecond<<i
			if d < lo || d > hi {
				t.Fatalf("wait %d = %v, want in [%v, %v]", i, d, lo, hi)
			}
		}
	})
	t.Run("cancelled context stops the backoff", func(t *testing.T) {
		f := newFakeAPI(t)
		f.respond = func(_ int, _ embeddingRequest, w http.ResponseWriter) bool {
			apiError(w, http.StatusServiceUnavailable, "server_error", "overloaded")
			return true
		}
		o, _ := f.embedder(t, OpenAIConfig{Retry: httpclient.Retry{Base: time.Hour, Cap: time.Hour, Sleep: httpclient.Sleep}})
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		defer cancel()
		start := time.Now()
		_, err := o.Embed(ctx, inputsN(1))
		if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 5*time.Second {
			t.Fatalf("err %v after %v", err, time.Since(start))
		}
	})
}

func TestOpenAIRejectsBadResponses(t *testing.T) {
	cases := []struct {
		name    string
		setup   func(f *fakeAPI)
		wantErr string
	}{
		{"dimension mismatch", func(f *fakeAPI) { f.dims = 768 }, "dimension mismatch"},
		{"missing embeddings", func(f *fakeAPI) {
			f.respond = func(_ int, _ embeddingRequest, w http.ResponseWriter) bool {
				w.Header().Set("Content-Type", "application/json")
				fmt.Fprint(w, `{"object":"list","data":[],"model":"m","usage":{"prompt_tokens":0,"total_tokens":0}}`)
				return true
			}
		}, "got 0 embeddings"},
		{"not JSON", func(f *fakeAPI) {
			f.respond = func(_ int, _ embeddingRequest, w http.ResponseWriter) bool {
				fmt.Fprint(w, "<html>gateway</html>")
				return true
			}
		}, "request failed"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeAPI(t)
			tc.setup(f)
			o, _ := f.embedder(t, OpenAIConfig{})
			_, err := o.Embed(context.Background(), inputsN(2))
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) || len(f.requests) != 1 {
				t.Fatalf("err %v after %d requests", err, len(f.requests))
			}
		})
	}
}

func TestNewOpenAIValidates(t *testing.T) {
	cases := []struct {
		name string
		cfg  OpenAIConfig
	}{
		{"no key", OpenAIConfig{}},
		{"batch over the API's input limit", OpenAIConfig{APIKey: "k", MaxBatchInputs: 5000}},
		{"batch tokens below one input", OpenAIConfig{APIKey: "k", MaxBatchTokens: 100}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tc.cfg.Tokenizer = chunktest.Default(t)
			if _, err := NewOpenAI(tc.cfg); errs.KindOf(err) != errs.Invalid {
				t.Fatalf("err %v", err)
			}
		})
	}
}

func TestOpenAIRetriesNetworkErrors(t *testing.T) {
	f := newFakeAPI(t)
	o, slept := f.embedder(t, OpenAIConfig{Retry: httpclient.Retry{MaxAttempts: 3}})
	f.srv.Close() // connection refused from now on
	_, err := o.Embed(context.Background(), inputsN(1))
	if errs.KindOf(err) != errs.Unavailable || len(*slept) != 2 {
		t.Fatalf("kind %s, waits %v: %v", errs.KindOf(err), *slept, err)
	}
}

func TestOpenAIAsksForAndChecksTheConfiguredDimensions(t *testing.T) {
	for _, dims := range []int{768, 3072} {
		f := newFakeAPI(t)
		f.dims = dims
		o, _ := f.embedder(t, OpenAIConfig{Dimensions: dims})
		vecs, err := o.Embed(context.Background(), []string{"annual leave", "sick days"})
		if err != nil {
			t.Fatal(err)
		}
		if o.Dimensions() != dims || len(vecs) != 2 || len(vecs[0]) != dims || f.requests[0].Dimensions != dims {
			t.Fatalf("dims %d: got %d vectors of %d, requested %d", dims, len(vecs), len(vecs[0]), f.requests[0].Dimensions)
		}
	}
	f := newFakeAPI(t) // answers 1536
	o, _ := f.embedder(t, OpenAIConfig{Dimensions: 768})
	if _, err := o.Embed(context.Background(), []string{"x"}); err == nil || !strings.Contains(err.Error(), "dimension mismatch") {
		t.Errorf("a 1536-long reply to a 768 request: %v", err)
	}
	for _, bad := range []int{-1, MaxDimensions + 1} {
		if _, err := NewOpenAI(OpenAIConfig{APIKey: "k", Dimensions: bad, Tokenizer: chunktest.Default(t)}); err == nil {
			t.Errorf("dimensions %d accepted", bad)
		}
	}
}
