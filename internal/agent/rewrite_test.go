package agent_test

import (
	"context"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/tools"
	"knowledgestack/internal/tools/toolstest"
)

// paraphrase shares no word with the passage that answers it.
const paraphrase = "How much holiday do starters receive?"

// TestRewrittenQueryAnswersAParaphrase runs real retrieval in a real
// workspace: the question as asked does not find the leave policy, the
// scripted model's rewording in the document's words does, and the answer
// cites that passage.
func TestRewrittenQueryAnswersAParaphrase(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	for name, md := range map[string]string{
		"leave-policy.md": "# Leave policy\n\n## Annual leave\n\nEvery full-time employee earns 25 days of annual leave per calendar year, accrued monthly.",
		"events.md":       "# Company events\n\n## Holiday party\n\nThe holiday party is in December. Starters receive an invitation from the office team.",
		"expenses.md":     "# Expenses\n\n## Receipts\n\nSubmit receipts within 30 days through the expense tool.",
	} {
		if err := os.WriteFile(dir+"/"+name, []byte(md), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	// The hashing vectorizer, so that no arm relates "holiday" to "leave":
	// the test is about the rewritten query, not about word vectors (which
	// do find this paraphrase, ADR 0042).
	w := loadWorkspace(t, ctx, "rewrite", dir, embed.NewLocal())
	ws, searcher := w.ID, w.Searcher
	leaveDoc := w.Corpus.Documents["leave-policy.md"]

	asked, err := searcher.Search(ctx, retrieval.Query{WorkspaceID: ws, Text: paraphrase, Limit: 8})
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range asked.Hits {
		if h.DocumentID == leaveDoc {
			t.Fatalf("the question as asked already finds the leave policy (%q): the test shows nothing", h.HeadingPath)
		}
	}

	cite := regexp.MustCompile(`<ks-document n="(\d+)" title="Leave policy"`)
	script := func(i int, req agenttest.Request) agenttest.Reply {
		if i == 0 {
			return agenttest.Reply{Calls: []agenttest.Call{call("c1", tools.SearchToolName,
				`{"queries":["`+paraphrase+`","annual leave days per employee"]}`)}}
		}
		for _, m := range toolMessages(req) {
			if n := cite.FindStringSubmatch(m); n != nil {
				return agenttest.Reply{Text: "New employees earn 25 days of annual leave a year [" + n[1] + "]."}
			}
		}
		return agenttest.Reply{Text: "I could not find this in the workspace's documents."}
	}
	r := newRig(t, searcher, toolstest.DB{}, agent.Config{}, script)
	in := input(paraphrase)
	in.WorkspaceID, in.UserID = ws, uuid.Nil // no user row: the retrieval log records none
	out, rec := r.run(t, in)
	if !strings.Contains(out.Answer, "25 days") || len(out.Citations) != 1 || out.Citations[0].DocumentID != leaveDoc {
		t.Fatalf("answer %q citing %+v", out.Answer, out.Citations)
	}
	var display string
	for _, e := range rec.events {
		if d, ok := e.Data.(agent.ToolCallData); ok {
			display += d.Display
		}
	}
	if !strings.Contains(display, "annual leave days per employee") {
		t.Errorf("the tool call shown to the user does not name the rewritten query: %q", display)
	}
	var logged int
	if err := w.Pool.QueryRow(ctx, `SELECT count(*) FROM retrieval_log WHERE workspace_id = $1 AND question = 'annual leave days per employee'`, ws).Scan(&logged); err != nil || logged != 1 {
		t.Errorf("rewritten query logged %d times (err %v)", logged, err)
	}
}
