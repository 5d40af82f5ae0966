package agent_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/tools"
	"knowledgestack/internal/tools/toolstest"
)

// unanswerableDemo are ten questions the demo handbook cannot answer (from
// internal/evaluation/testdata/unanswerable/demo.txt: the ten of its 30 that
// ADR 0034's rule abstains on with the widest margin; the retrieval package's
// test floors the rule on all 30).
var unanswerableDemo = []string{
	"Do we celebrate employees' birthdays with cake?",
	"How do I donate blood during work hours?",
	"Is there a prayer room in the building?",
	"Is there a quiet room for meditation?",
	"What is the lasagne recipe in the cafeteria?",
	"How do I enter the company lottery?",
	"Who organises the Halloween costume contest?",
	"Is there a company choir I can join?",
	"Is there a microwave where I can heat up my lunch?",
	"Is there a yoga class at lunchtime?",
}

// answerableDemo is answered by leave-policy.md's Annual leave passage.
const answerableDemo = "How many days of annual leave does a full-time employee earn?"

// demoWorkspace loads the demo handbook into a new workspace with the
// product's offline default embedder.
func demoWorkspace(t *testing.T, ctx context.Context) (uuid.UUID, *retrieval.Searcher, func() []retrieval.LoggedQuestion) {
	t.Helper()
	e := embedtest.WordVec()
	w := loadWorkspace(t, ctx, "abstain", "../../demo/handbook", e)
	return w.ID, w.Searcher, w.Log
}

// citationFrames counts the citation events a turn streamed.
func citationFrames(rec *recorder) int {
	n := 0
	for _, e := range rec.events {
		if _, ok := e.Data.(tools.Citation); ok {
			n++
		}
	}
	return n
}

// loggedNoMatch reports whether the question log lists q as no_match.
func loggedNoMatch(log []retrieval.LoggedQuestion, q string) bool {
	for _, l := range log {
		if l.Question == q && l.Reason == retrieval.NoPassage {
			return true
		}
	}
	return false
}

// TestAnswersAbstainWhenTheHandbookDoesNotCoverTheQuestion runs real retrieval
// over the demo handbook and ten questions it cannot answer. Offline, each
// answer says it could not find it in the workspace's documents and streams
// no citation frame. With a scripted model (faked at its HTTP edge) that
// searches and then cites [1] regardless, the search tool hands it no
// passage, only a sentence saying nothing relevant was found; no citation
// frame is sent, no [1] reaches the answer, and the question is in the
// question log as no_match. An answerable question is still cited both ways.
func TestAnswersAbstainWhenTheHandbookDoesNotCoverTheQuestion(t *testing.T) {
	ctx := context.Background()
	run := func(t *testing.T, r rig, ws uuid.UUID, q string) (agent.Outcome, *recorder) {
		t.Helper()
		in := input(q)
		in.WorkspaceID, in.UserID = ws, uuid.Nil
		return r.run(t, in)
	}

	t.Run("offline", func(t *testing.T) {
		ws, searcher, log := demoWorkspace(t, ctx)
		r := newRig(t, searcher, toolstest.DB{}, agent.Config{}, nil)
		for _, q := range unanswerableDemo {
			out, rec := run(t, r, ws, q)
			if n := citationFrames(rec); n != 0 || len(out.Citations) != 0 {
				t.Errorf("%q: %d citation frames, %d citations, want none", q, n, len(out.Citations))
			}
			if !strings.Contains(out.Answer, "could not find anything relevant to this question in the workspace's documents") {
				t.Errorf("%q: answer %q, want that it could not find it in the workspace's documents", q, out.Answer)
			}
		}
		l := log()
		for _, q := range unanswerableDemo {
			if !loggedNoMatch(l, q) {
				t.Errorf("%q is not in the question log as no_match: %+v", q, l)
			}
		}
		out, rec := run(t, r, ws, answerableDemo)
		if len(out.Citations) == 0 || citationFrames(rec) == 0 {
			t.Fatalf("an answerable question got no citation: %q", out.Answer)
		}
		if loggedNoMatch(log(), answerableDemo) {
			t.Error("an answered question is in the question log")
		}
	})

	t.Run("scripted model", func(t *testing.T) {
		ws, searcher, log := demoWorkspace(t, ctx)
		var read []string
		script := func(i int, req agenttest.Request) agenttest.Reply {
			msgs := toolMessages(req)
			if len(msgs) == 0 {
				question, _ := req.Messages[len(req.Messages)-1].Content.(string)
				args, _ := json.Marshal(map[string][]string{"queries": {question}})
				return agenttest.Reply{Calls: []agenttest.Call{call("c1", tools.SearchToolName, string(args))}}
			}
			read = append(read, msgs[len(msgs)-1])
			return agenttest.Reply{Text: "The handbook covers this [1]."} // cites whatever it was given
		}
		r := newRig(t, searcher, toolstest.DB{}, agent.Config{}, script)
		for _, q := range unanswerableDemo {
			read = read[:0]
			out, rec := run(t, r, ws, q)
			if n := citationFrames(rec); n != 0 || len(out.Citations) != 0 {
				t.Errorf("%q: %d citation frames, %d citations, want none", q, n, len(out.Citations))
			}
			if strings.Contains(out.Answer, "[1]") || strings.Contains(rec.text(), "[1]") {
				t.Errorf("%q: the answer cites a passage nobody retrieved: %q", q, out.Answer)
			}
			if len(read) != 1 || strings.Contains(read[0], "<ks-document") || !strings.Contains(read[0], "No passage is relevant") {
				t.Errorf("%q: the search tool answered %q, want no passage and a sentence saying nothing relevant was found", q, read)
			}
		}
		l := log()
		for _, q := range unanswerableDemo {
			if !loggedNoMatch(l, q) {
				t.Errorf("%q is not in the question log as no_match: %+v", q, l)
			}
		}
		out, rec := run(t, r, ws, answerableDemo)
		if len(out.Citations) != 1 || citationFrames(rec) != 1 || !strings.Contains(out.Answer, "[1]") {
			t.Fatalf("an answerable question: %d citations, %d frames, answer %q; want [1] cited", len(out.Citations), citationFrames(rec), out.Answer)
		}
	})
}
