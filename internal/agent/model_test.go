package agent_test

import (
	"context"
	"errors"
	"net/http"
	"testing"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/httpclient/httpclienttest"
)

// The model client retries under httpclient's policy alone: with three
// attempts the endpoint sees exactly three requests (the SDK's retries, had
// they stayed on, would multiply them), and the policy's waits are used.
func TestModelRetriesUnderTheOnePolicy(t *testing.T) {
	req := agent.Request{Model: "m", Messages: []agent.Message{{Role: "user", Content: "hi"}}}
	t.Run("a 429 then a 503 are retried and the answer streams", func(t *testing.T) {
		srv := agenttest.New(agenttest.Sequence(agenttest.Reply{Status: http.StatusTooManyRequests},
			agenttest.Reply{Status: http.StatusServiceUnavailable}, agenttest.Reply{Text: "hello there"}))
		defer srv.Close()
		waits := &httpclienttest.Waits{}
		m := agent.NewOpenAI("sk-test", srv.BaseURL(), httpclient.Retry{MaxAttempts: 3, Sleep: waits.Sleep})
		resp, err := m.Stream(context.Background(), req, func(string) error { return nil })
		if err != nil || resp.Content != "hello there" {
			t.Fatalf("content %q err %v", resp.Content, err)
		}
		if n := len(srv.Requests()); n != 3 || len(waits.D) != 2 {
			t.Fatalf("%d requests, waits %v; want 3 requests and 2 waits", n, waits.D)
		}
	})
	t.Run("a persistent 500 gives up after MaxAttempts with the status", func(t *testing.T) {
		srv := agenttest.New(agenttest.Sequence(agenttest.Reply{Status: http.StatusInternalServerError}))
		defer srv.Close()
		m := agent.NewOpenAI("sk-test", srv.BaseURL(), httpclient.Retry{MaxAttempts: 2, Sleep: (&httpclienttest.Waits{}).Sleep})
		_, err := m.Stream(context.Background(), req, func(string) error { return nil })
		var se *agent.StatusError
		if !errors.As(err, &se) || se.Status != http.StatusInternalServerError {
			t.Fatalf("err %v, want a StatusError 500", err)
		}
		if n := len(srv.Requests()); n != 2 {
			t.Fatalf("%d requests, want 2", n)
		}
	})
}
