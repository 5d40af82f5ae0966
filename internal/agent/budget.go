package agent

import (
	"fmt"

	"knowledgestack/internal/tools"
)

const (
	// DefaultMaxToolCallsPerResponse is how many tool calls of one model response are run; the rest are answered
	// with a sentence, so a model cannot fan one response out into unbounded work.
	DefaultMaxToolCallsPerResponse = 8
	// DefaultMaxToolResultBytes is how many bytes of tool results one turn may gather (the text the model reads and
	// the rows kept for the UI); once spent, further calls are answered with a sentence instead of being run.
	DefaultMaxToolResultBytes = 8 << 20
)

// budget counts what a turn's tool calls have produced.
type budget struct {
	perResponse int
	maxBytes    int
	used        int
}

func newBudget(cfg Config) *budget {
	return &budget{perResponse: cfg.MaxToolCallsPerResponse, maxBytes: cfg.MaxToolResultBytes}
}

// refusal is the sentence answering the i-th call (0-based) of a response instead of running it, or "".
func (b *budget) refusal(i int) string {
	switch {
	case i >= b.perResponse:
		return fmt.Sprintf("Not run: at most %d tool calls are run per response; call it again in your next response if you still need it.", b.perResponse)
	case b.used >= b.maxBytes:
		return fmt.Sprintf("Not run: this turn has already gathered %d KiB of tool results, its limit; answer from what you have, or tell the user to ask a narrower question.", b.maxBytes>>10)
	}
	return ""
}

// spend records one call's result.
func (b *budget) spend(res tools.Result) {
	b.used += len(res.Text)
	if q := res.QueryResult; q != nil {
		for _, r := range q.Rows {
			for _, v := range r {
				b.used += len(v)
			}
		}
	}
}
