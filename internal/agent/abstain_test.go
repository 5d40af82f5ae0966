package agent_test

import (
	"context"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/tools"
)

// TestAnswersAbstainWhenTheHandbookDoesNotCoverTheQuestion runs real retrieval
// over the demo handbook: for questions about what it never mentions (those
// ADR 0032's relevance signal catches), the offline answer and a scripted
// model's answer say so and cite nothing, while a question it answers is
// still cited.
func TestAnswersAbstainWhenTheHandbookDoesNotCoverTheQuestion(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws, err := retrieval.CreateWorkspace(ctx, pool, "abstain")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := retrieval.LoadCorpus(ctx, pool, ws, "../../demo/handbook", embed.NewLocal()); err != nil {
		t.Fatal(err)
	}
	searcher := retrieval.NewSearcher(pool, embed.NewLocal(), nil, retrieval.Options{})
	unanswerable := []string{
		"What is the lasagne recipe in the cafeteria?",
		"Is there a yoga class at lunchtime?",
		"Do we celebrate employees' birthdays with cake?",
	}
	run := func(r rig, q string) (agent.Outcome, *recorder) {
		t.Helper()
		in := input(q)
		in.WorkspaceID, in.UserID = ws, uuid.Nil
		rec := &recorder{}
		out, err := r.agent.Run(ctx, in, rec.emit)
		if err != nil {
			t.Fatal(err)
		}
		return out, rec
	}
	noCitations := func(t *testing.T, out agent.Outcome, rec *recorder) {
		t.Helper()
		for _, e := range rec.events {
			if _, ok := e.Data.(tools.Citation); ok {
				t.Fatalf("a citation frame: %+v", e.Data)
			}
		}
		if len(out.Citations) != 0 || !agent.IsAbstention(out.Answer) {
			t.Fatalf("answer %q with %d citations, want an abstention citing nothing", out.Answer, len(out.Citations))
		}
	}

	t.Run("offline", func(t *testing.T) {
		r := newRig(t, searcher, fakeDB{}, agent.Config{}, nil)
		for _, q := range unanswerable {
			out, rec := run(r, q)
			noCitations(t, out, rec)
		}
		if out, _ := run(r, "How many days of annual leave does a full-time employee earn?"); len(out.Citations) == 0 {
			t.Fatalf("an answerable question got no citation: %q", out.Answer)
		}
	})

	t.Run("scripted model", func(t *testing.T) {
		var seen []string
		script := func(i int, req agenttest.Request) agenttest.Reply {
			msgs := toolMessages(req)
			if len(msgs) == 0 {
				return agenttest.Reply{Calls: []agenttest.Call{call("c1", tools.SearchToolName, `{"queries":["`+req.Messages[len(req.Messages)-1].Content.(string)+`"]}`)}}
			}
			last := msgs[len(msgs)-1]
			seen = append(seen, last)
			if strings.Contains(last, "<ks-document") {
				return agenttest.Reply{Text: "The cafeteria serves it [1]."} // what a model does with loosely related passages
			}
			return agenttest.Reply{Text: "I could not find this in the workspace's documents."}
		}
		r := newRig(t, searcher, fakeDB{}, agent.Config{}, script)
		for _, q := range unanswerable {
			out, rec := run(r, q)
			noCitations(t, out, rec)
		}
		for _, m := range seen {
			if !strings.Contains(m, "No passage is relevant") {
				t.Fatalf("the model read passages: %q", m)
			}
		}
	})
}
