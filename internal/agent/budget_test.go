package agent_test

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/tools"
	"knowledgestack/internal/tools/toolstest"
)

func TestToolBudget(t *testing.T) {
	t.Run("at most MaxToolCallsPerResponse calls of one response run; the rest are told so", func(t *testing.T) {
		var ran atomic.Int32
		db := toolstest.DB{Execute: func(db, sql string) (tools.QueryResult, error) {
			ran.Add(1)
			return tools.QueryResult{Database: db, SQL: sql, Columns: []string{"n"}, Rows: [][]string{{"1"}}, RowCount: 1}, nil
		}}
		calls := make([]agenttest.Call, 12)
		for i := range calls {
			calls[i] = call(fmt.Sprintf("c%d", i), "execute_sql", `{"database":"sales","sql":"SELECT 1"}`)
		}
		r := newRig(t, searcher(hits, nil), db, agent.Config{MaxToolCallsPerResponse: 5}, agenttest.Sequence(
			agenttest.Reply{Calls: calls}, agenttest.Reply{Text: "Done."}))
		out, err := r.agent.Run(context.Background(), input("fan out"), (&recorder{}).emit)
		if err != nil {
			t.Fatal(err)
		}
		if ran.Load() != 5 || len(out.QueryResults) != 5 {
			t.Fatalf("%d calls ran (%d results), want 5", ran.Load(), len(out.QueryResults))
		}
		tm := toolMessages(r.model.Requests()[1])
		if len(tm) != 12 {
			t.Fatalf("the model got %d tool answers for 12 calls", len(tm))
		}
		for _, m := range tm[5:] {
			if !strings.Contains(m, "Not run: at most 5 tool calls are run per response") {
				t.Fatalf("a skipped call answered %q", m)
			}
		}
	})
	t.Run("a turn stops running tools once its result bytes are spent", func(t *testing.T) {
		var ran atomic.Int32
		big := strings.Repeat("x", 3<<20)
		db := toolstest.DB{Execute: func(db, sql string) (tools.QueryResult, error) {
			ran.Add(1)
			return tools.QueryResult{Database: db, SQL: sql, Columns: []string{"v"}, Rows: [][]string{{big}}, RowCount: 1}, nil
		}}
		one := agenttest.Reply{Calls: []agenttest.Call{call("c", "execute_sql", `{"database":"sales","sql":"SELECT v FROM t"}`)}}
		r := newRig(t, searcher(hits, nil), db, agent.Config{}, agenttest.Sequence(one, one, one, one, one, agenttest.Reply{Text: "Enough."}))
		out, err := r.agent.Run(context.Background(), input("read everything"), (&recorder{}).emit)
		if err != nil {
			t.Fatal(err)
		}
		// 8 MiB of budget: three 3 MiB results are gathered (the third crosses it), the fourth and fifth are refused.
		if ran.Load() != 3 || len(out.QueryResults) != 3 {
			t.Fatalf("%d calls ran, want 3", ran.Load())
		}
		reqs := r.model.Requests()
		last := toolMessages(reqs[len(reqs)-1])
		if !strings.Contains(last[len(last)-1], "Not run: this turn has already gathered 8192 KiB of tool results") {
			t.Fatalf("the refused call answered %q", last[len(last)-1])
		}
	})
}
