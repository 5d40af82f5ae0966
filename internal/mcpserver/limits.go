package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"

	"knowledgestack/internal/ratelimit"
)

// codeRateLimited is the JSON-RPC error code of a request refused by the
// per-user limit. JSON-RPC reserves -32000 to -32099 for the server's own
// errors and MCP assigns none to rate limiting; -32029 echoes HTTP 429 and
// is clear of the codes the SDK uses (-32020 to -32022, -32042). The error's
// data carries retryAfterSeconds, as an HTTP answer's Retry-After would.
const codeRateLimited = -32029

// errReadFailed answers a read that failed on our side, without internals.
var errReadFailed = errors.New("the document could not be read; try again")

// refusal is why allow refused a call: the sentence to answer with and, when
// the limit was reached (not unchecked), how long to wait.
type refusal struct {
	text  string
	retry time.Duration
}

// rpcError is the refusal as a JSON-RPC error, for the requests that are not
// tool calls (a tool call's refusal is a tool error the model reads). The
// limit that could not be checked is an internal error: nothing to wait for.
func (r refusal) rpcError() error {
	if r.retry == 0 {
		return &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: r.text}
	}
	data, _ := json.Marshal(map[string]int{"retryAfterSeconds": ratelimit.RetrySeconds(r.retry)})
	return &jsonrpc.Error{Code: codeRateLimited, Message: r.text, Data: data}
}

// allow takes one call from the user's bucket. Refused (or unchecked: the
// limit fails closed) it returns why and audits the refusal.
func (s *Server) allow(ctx context.Context, id Identity, via, tool string, start time.Time) (refusal, bool) {
	d, err := s.limiter.Allow(ctx, id.UserID.String())
	if err != nil {
		s.opts.Log.ErrorContext(ctx, "mcp: rate limit", "err", err)
		s.record(ctx, id, via, tool, "error", start)
		return refusal{text: "The service is busy and could not take this call; try again in a moment."}, false
	}
	if d.Allowed {
		return refusal{}, true
	}
	s.record(ctx, id, via, tool, "rate_limited", start)
	return refusal{retry: d.RetryAfter, text: fmt.Sprintf("Too many tool calls: this user may make %d at once and then one per second across all their tokens; try again in %s.",
		callBurst, ratelimit.RetryIn(d.RetryAfter))}, false
}
