package e2e

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// chatRequest is the part of a Chat Completions request the fake reads.
type chatRequest struct {
	Model    string `json:"model"`
	Stream   bool   `json:"stream"`
	Messages []struct {
		Role      string `json:"role"`
		Content   any    `json:"content"`
		ToolCalls []struct {
			Function struct {
				Name string `json:"name"`
			} `json:"function"`
		} `json:"tool_calls"`
	} `json:"messages"`
	Tools []struct {
		Function struct {
			Name string `json:"name"`
		} `json:"function"`
	} `json:"tools"`
}

// step is what the scripted model answers: a tool call or final text.
type step struct {
	tool string
	args map[string]any
	text string
}

// fakeModel is an OpenAI-compatible Chat Completions server that plays a
// script: the n-th request that offers tools gets script[n] (the last entry
// repeats); a request without tools (a summary) gets a short text.
type fakeModel struct {
	srv    *httptest.Server
	mu     sync.Mutex
	script []step
	calls  int
	seen   []chatRequest
}

func newFakeModel(t *testing.T, script ...step) *fakeModel {
	t.Helper()
	f := &fakeModel{script: script}
	f.srv = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.srv.Close)
	return f
}

// BaseURL is what OPENAI_BASE_URL points at.
func (f *fakeModel) BaseURL() string { return f.srv.URL + "/v1" }

func (f *fakeModel) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || !strings.HasSuffix(r.URL.Path, "/chat/completions") {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		_, _ = fmt.Fprintf(w, `{"error":{"message":"no route %s","type":"invalid_request_error"}}`, r.URL.Path)
		return
	}
	var req chatRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusBadRequest)
		_, _ = fmt.Fprintf(w, `{"error":{"message":%q,"type":"invalid_request_error"}}`, err.Error())
		return
	}
	f.mu.Lock()
	f.seen = append(f.seen, req)
	s := step{text: "Summary of the earlier conversation."}
	if len(req.Tools) > 0 && len(f.script) > 0 {
		s = f.script[min(f.calls, len(f.script)-1)]
		f.calls++
	}
	f.mu.Unlock()

	id := fmt.Sprintf("chatcmpl-e2e%d", time.Now().UnixNano())
	created := time.Now().Unix()
	usage := map[string]any{"prompt_tokens": 812, "completion_tokens": 42, "total_tokens": 854}
	if !req.Stream {
		msg := map[string]any{"role": "assistant", "content": s.text, "refusal": nil}
		finish := "stop"
		if s.tool != "" {
			args, _ := json.Marshal(s.args)
			msg["content"] = nil
			msg["tool_calls"] = []any{map[string]any{"id": "call_e2e1", "type": "function",
				"function": map[string]any{"name": s.tool, "arguments": string(args)}}}
			finish = "tool_calls"
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"id": id, "object": "chat.completion", "created": created, "model": req.Model,
			"choices": []any{map[string]any{"index": 0, "message": msg, "finish_reason": finish, "logprobs": nil}},
			"usage":   usage,
		})
		return
	}

	w.Header().Set("Content-Type", "text/event-stream")
	fl, _ := w.(http.Flusher)
	chunk := func(delta map[string]any, finish any) {
		b, _ := json.Marshal(map[string]any{
			"id": id, "object": "chat.completion.chunk", "created": created, "model": req.Model,
			"choices": []any{map[string]any{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": nil}},
		})
		_, _ = fmt.Fprintf(w, "data: %s\n\n", b)
		if fl != nil {
			fl.Flush()
		}
	}
	if s.tool != "" {
		args, _ := json.Marshal(s.args)
		half := len(args) / 2
		chunk(map[string]any{"role": "assistant", "content": nil, "tool_calls": []any{map[string]any{
			"index": 0, "id": "call_e2e1", "type": "function",
			"function": map[string]any{"name": s.tool, "arguments": string(args[:half])}}}}, nil)
		chunk(map[string]any{"tool_calls": []any{map[string]any{
			"index": 0, "function": map[string]any{"arguments": string(args[half:])}}}}, nil)
		chunk(map[string]any{}, "tool_calls")
	} else {
		chunk(map[string]any{"role": "assistant", "content": ""}, nil)
		words := strings.SplitAfter(s.text, " ")
		for _, wd := range words {
			chunk(map[string]any{"content": wd}, nil)
		}
		chunk(map[string]any{}, "stop")
	}
	b, _ := json.Marshal(map[string]any{
		"id": id, "object": "chat.completion.chunk", "created": created, "model": req.Model,
		"choices": []any{}, "usage": usage,
	})
	_, _ = fmt.Fprintf(w, "data: %s\n\ndata: [DONE]\n\n", b)
	if fl != nil {
		fl.Flush()
	}
}

// requests returns how many tool-offering requests the model received.
func (f *fakeModel) requests() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls
}
