// Package agenttest is a scripted OpenAI-compatible Chat Completions server
// speaking the streaming wire format (SSE chat.completion.chunk lines, tool
// call deltas split over chunks, a usage chunk, [DONE]), for tests and the
// chat benchmark.
package agenttest

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"time"
)

// Call is a tool call the scripted model makes.
type Call struct {
	ID, Name, Arguments string
}

// Reply is one scripted model answer: text, tool calls, or an HTTP failure.
type Reply struct {
	Text      string
	Calls     []Call
	Status    int           // non-zero: answer this HTTP status with an error body
	Delay     time.Duration // before each chunk
	ChunkSize int           // characters per content or arguments chunk (default 4)
	// Hang blocks after the first chunk until the request is cancelled (a model that never finishes).
	Hang bool
	// Hold, when not nil, pauses the text after HoldAfter of its chunks until
	// Hold is closed (or the request is cancelled), so a test can act while
	// the answer is known to be mid-stream, however slow the machine.
	Hold      <-chan struct{}
	HoldAfter int
}

// Request is the part of a received request tests look at.
type Request struct {
	Model    string `json:"model"`
	Stream   bool   `json:"stream"`
	Messages []struct {
		Role       string `json:"role"`
		Content    any    `json:"content"`
		ToolCallID string `json:"tool_call_id"`
	} `json:"messages"`
	Tools []struct {
		Function struct {
			Name        string          `json:"name"`
			Description string          `json:"description"`
			Parameters  json.RawMessage `json:"parameters"`
		} `json:"function"`
	} `json:"tools"`
	StreamOptions struct {
		IncludeUsage bool `json:"include_usage"`
	} `json:"stream_options"`
}

// Server plays a script: request i gets Script(i). It is safe for concurrent use.
type Server struct {
	*httptest.Server
	// Script returns the reply to the i-th request (0-based).
	Script func(i int, req Request) Reply

	mu       sync.Mutex
	requests []Request
	bodies   [][]byte
}

// New starts a server; Close it when done.
func New(script func(i int, req Request) Reply) *Server {
	s := &Server{Script: script}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	return s
}

// Sequence scripts replies in order; the last one repeats.
func Sequence(replies ...Reply) func(int, Request) Reply {
	return func(i int, _ Request) Reply { return replies[min(i, len(replies)-1)] }
}

// BaseURL is what OPENAI_BASE_URL points at.
func (s *Server) BaseURL() string { return s.URL + "/v1" }

// Bodies returns the raw request bodies received so far, exactly as sent,
// for tests that assert on everything that left the process.
func (s *Server) Bodies() [][]byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([][]byte(nil), s.bodies...)
}

// Requests returns the requests received so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || !strings.HasSuffix(r.URL.Path, "/chat/completions") {
		writeErr(w, http.StatusNotFound, "no route "+r.URL.Path)
		return
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		writeErr(w, http.StatusBadRequest, err.Error())
		return
	}
	var req Request
	if err := json.Unmarshal(body, &req); err != nil {
		writeErr(w, http.StatusBadRequest, err.Error())
		return
	}
	s.mu.Lock()
	i := len(s.requests)
	s.requests = append(s.requests, req)
	s.bodies = append(s.bodies, body)
	s.mu.Unlock()
	rep := s.Script(i, req)
	if rep.Status != 0 {
		writeErr(w, rep.Status, "scripted failure")
		return
	}
	if !req.Stream {
		writeErr(w, http.StatusBadRequest, "this fake only streams")
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.WriteHeader(http.StatusOK)
	flusher, _ := w.(http.Flusher)
	id := fmt.Sprintf("chatcmpl-fake%d", i)
	size := rep.ChunkSize
	if size <= 0 {
		size = 4
	}
	send := func(choices any, extra map[string]any) bool {
		if rep.Delay > 0 {
			select {
			case <-time.After(rep.Delay):
			case <-r.Context().Done():
				return false
			}
		}
		chunk := map[string]any{"id": id, "object": "chat.completion.chunk", "created": 1767225600, "model": req.Model,
			"system_fingerprint": "fp_fake", "choices": choices}
		for k, v := range extra {
			chunk[k] = v
		}
		data, _ := json.Marshal(chunk)
		if _, err := fmt.Fprintf(w, "data: %s\n\n", data); err != nil {
			return false
		}
		if flusher != nil {
			flusher.Flush()
		}
		return r.Context().Err() == nil
	}
	choice := func(delta map[string]any, finish any) []any {
		return []any{map[string]any{"index": 0, "delta": delta, "logprobs": nil, "finish_reason": finish}}
	}
	if !send(choice(map[string]any{"role": "assistant", "content": "", "refusal": nil}, nil), nil) {
		return
	}
	if rep.Hang {
		<-r.Context().Done()
		return
	}
	out := 0
	for _, piece := range split(rep.Text, size) {
		if rep.Hold != nil && out == rep.HoldAfter {
			select {
			case <-rep.Hold:
			case <-r.Context().Done():
				return
			}
		}
		out++
		if !send(choice(map[string]any{"content": piece}, nil), nil) {
			return
		}
	}
	for n, c := range rep.Calls {
		first := map[string]any{"index": n, "id": c.ID, "type": "function", "function": map[string]any{"name": c.Name, "arguments": ""}}
		if !send(choice(map[string]any{"tool_calls": []any{first}}, nil), nil) {
			return
		}
		for _, piece := range split(c.Arguments, size) {
			out++
			if !send(choice(map[string]any{"tool_calls": []any{map[string]any{"index": n, "function": map[string]any{"arguments": piece}}}}, nil), nil) {
				return
			}
		}
	}
	finish := "stop"
	if len(rep.Calls) > 0 {
		finish = "tool_calls"
	}
	if !send(choice(map[string]any{}, finish), nil) {
		return
	}
	if req.StreamOptions.IncludeUsage {
		prompt := 0
		for _, m := range req.Messages {
			prompt += len(fmt.Sprint(m.Content))/4 + 4
		}
		if !send([]any{}, map[string]any{"usage": map[string]any{"prompt_tokens": prompt, "completion_tokens": out,
			"total_tokens": prompt + out}}) {
			return
		}
	}
	_, _ = fmt.Fprint(w, "data: [DONE]\n\n")
	if flusher != nil {
		flusher.Flush()
	}
}

// split cuts s into pieces of n runes, so markers and JSON arrive split across chunks.
func split(s string, n int) []string {
	var out []string
	r := []rune(s)
	for len(r) > 0 {
		k := min(n, len(r))
		out = append(out, string(r[:k]))
		r = r[k:]
	}
	return out
}

func writeErr(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	data, _ := json.Marshal(map[string]any{"error": map[string]any{"message": msg, "type": "server_error", "param": nil, "code": nil}})
	_, _ = w.Write(data)
}
