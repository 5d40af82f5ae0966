package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/pii"
	"knowledgestack/internal/tools"
)

var personPlaceholder = regexp.MustCompile(`⟨PERSON_\d+⟩`)

// placeholdersOf lists the distinct person placeholders of a request's messages.
func placeholdersOf(req agenttest.Request) []string {
	seen := map[string]bool{}
	var out []string
	for _, m := range req.Messages {
		for _, p := range personPlaceholder.FindAllString(fmt.Sprint(m.Content), -1) {
			if !seen[p] {
				seen[p] = true
				out = append(out, p)
			}
		}
	}
	return out
}

// oneNameModel plays the model of a long chat about one person: it answers
// with the placeholder it was given, summarises with it when asked to
// compact, and for the last question searches for it.
func oneNameModel(_ int, req agenttest.Request) agenttest.Reply {
	ps := placeholdersOf(req)
	p := "nobody"
	if len(ps) > 0 {
		p = ps[0]
	}
	system := fmt.Sprint(req.Messages[0].Content)
	last := req.Messages[len(req.Messages)-1]
	switch {
	case strings.Contains(system, "Keep placeholders such as ⟨PERSON_1⟩ exactly as written"):
		return agenttest.Reply{Text: "The user asked about " + p + "'s leave days and manager."}
	case last.Role == "user" && strings.Contains(fmt.Sprint(last.Content), "approve"):
		return agenttest.Reply{Calls: []agenttest.Call{{ID: "call_search", Name: "search_document_chunks",
			Arguments: `{"queries":["travel requests approved by ` + p + `"]}`}}}
	case last.Role == "tool":
		return agenttest.Reply{Text: p + " approved the Kraków travel request [1].", ChunkSize: 3}
	}
	return agenttest.Reply{Text: p + " has 12 days left.", ChunkSize: 3}
}

// TestOneNameOnePlaceholderAcrossTheWholeTurn is issue 30's "same value, one
// placeholder" through the product: a chat about Siobhán O'Brien, written
// with a curly apostrophe, in lower case without the accent and with a
// decomposed á, long enough to be compacted; in its last turn the
// compaction summary, the earlier question and answer, the question, the
// passage the search returns and the query sent to a remote embeddings
// endpoint (the OpenAI wire format) all give her the same single
// placeholder, and none carries a fragment of her name.
func TestOneNameOnePlaceholderAcrossTheWholeTurn(t *testing.T) {
	r, emb := embeddingRig(t, chat.Options{CompactTurns: 3, CompactTokens: 256000})
	chatID := uuid.New()
	var answer string
	for _, q := range []string{
		"How many leave days does Siobhán O\u2019Brien have left?",
		"and who is siobhan o'brien's manager?",
		"Did Siobha\u0301n O'Brien file her travel request?",
		"What did Siobhán O'Brien approve last month?",
	} {
		before := len(r.model.Requests())
		_, frames := r.ask(r.a, chatID, q)
		var b strings.Builder
		for _, f := range frames {
			if f.Event == "error" {
				t.Fatalf("%q failed: %s", q, f.Data)
			}
			if f.Event == "delta" {
				var d agent.DeltaData
				f.decode(t, &d)
				b.WriteString(d.Text)
			}
		}
		answer = b.String()
		if len(r.model.Requests()) == before {
			t.Fatalf("%q made no model call", q)
		}
	}
	// Restored as the value was first written in the turn (the summary's curly apostrophe).
	if !regexp.MustCompile(`^Siobhán O['’]Brien approved the Kraków travel request`).MatchString(answer) {
		t.Fatalf("the user's answer is not restored: %q", answer)
	}
	if d := r.detail(r.a, chatID); d.Summary == nil || d.CompactedTurns == 0 {
		t.Fatalf("the chat was not compacted: %+v", d)
	}

	reqs := r.model.Requests()
	bodies := r.model.Bodies()
	for i, body := range bodies {
		low := strings.ToLower(string(body))
		if strings.Contains(low, "brien") || strings.Contains(low, "siobh") {
			t.Errorf("request %d carries her name: %s", i, body)
		}
		if ps := placeholdersOf(reqs[i]); len(ps) > 1 {
			t.Errorf("request %d gives her %d placeholders %v", i, len(ps), ps)
		}
	}
	// The last turn's last request: summary, earlier turn, question and passage, each with the one placeholder.
	last := reqs[len(reqs)-1]
	ps := placeholdersOf(last)
	if len(ps) != 1 {
		t.Fatalf("the last request's placeholders: %v", ps)
	}
	p := ps[0]
	var summary, history, question, passage bool
	for i, m := range last.Messages {
		c := fmt.Sprint(m.Content)
		if !strings.Contains(c, p) {
			continue
		}
		switch {
		case m.Role == "system" && strings.Contains(c, "Summary of the earlier part"):
			summary = true
		case m.Role == "user" && strings.Contains(c, "approve"):
			question = true
		case m.Role == "user" || m.Role == "assistant" && i < len(last.Messages)-2:
			history = true
		case m.Role == "tool" && strings.Contains(c, "Kraków travel request"):
			passage = true
		}
	}
	if !summary || !history || !question || !passage {
		t.Fatalf("%s missing in: summary %v, earlier turn %v, question %v, passage %v", p, summary, history, question, passage)
	}
	sent := emb.Sent()
	if len(sent) == 0 {
		t.Fatal("nothing was embedded")
	}
	for _, in := range sent {
		low := strings.ToLower(in)
		if !strings.Contains(in, p) || strings.Contains(low, "brien") || strings.Contains(low, "siobh") {
			t.Errorf("the embedding input %q does not carry %s alone", in, p)
		}
	}
}

// embeddingRig is the chat rig with privacy on whose search tool embeds its
// query as retrieval does with a remote embedder, over the OpenAI wire
// format to a recording endpoint, and returns a passage naming Siobhán O'Brien.
func embeddingRig(t *testing.T, opts chat.Options) (*chatRig, *embedtest.Server) {
	t.Helper()
	emb := embedtest.New(4, 0)
	t.Cleanup(emb.Close)
	remote, err := embed.NewOpenAI(embed.OpenAIConfig{APIKey: "sk-test", BaseURL: emb.BaseURL(), Dimensions: 4})
	if err != nil {
		t.Fatal(err)
	}
	var r *chatRig
	var embedder *pii.Embedder
	search := tools.SearchFunc(func(ctx context.Context, q tools.SearchQuery) (tools.SearchResults, error) {
		// What retrieval does with a remote embedder: embed the query for the workspace.
		if _, err := embed.EmbedFor(ctx, embedder, q.WorkspaceID, []string{q.Text}); err != nil {
			return tools.SearchResults{}, err
		}
		return tools.SearchResults{Hits: []tools.Hit{{
			ChunkID: uuid.MustParse("0000c0b1-0000-4000-8000-000000000001"), DocumentID: uuid.MustParse("0000d0b1-0000-4000-8000-000000000001"),
			SourceID: uuid.MustParse("00005001-0000-4000-8000-000000000001"), Title: "Travel approvals", HeadingPath: "2026",
			Snippet: "Approved by", Score: 0.9, Content: "Approved by Siobha\u0301n O'Brien: the Kraków travel request (TR-2291).",
		}}}, nil
	})
	r = newChatRig(t, rigOpts{script: oneNameModel, privacy: true, search: search, opts: opts})
	embedder = pii.NewEmbedder(remote, pii.NewPolicy(r.pool, pii.NewDetector()))
	if st := r.a.JSON(http.MethodPut, "/settings/privacy", map[string]any{"enabled": true}, nil); st != http.StatusOK {
		t.Fatalf("privacy on: %d", st)
	}
	return r, emb
}

// TestANameOnlyInTheQuestionIsMaskedInTheEmbeddingQuery is issue 30's
// "Kwame Mensah": a name that only the question holds is replaced in the
// question the model reads and in the search query sent for embedding.
func TestANameOnlyInTheQuestionIsMaskedInTheEmbeddingQuery(t *testing.T) {
	r, emb := embeddingRig(t, chat.Options{})
	_, frames := r.ask(r.a, uuid.New(), "What did Kwame Mensah approve last quarter?")
	for _, f := range frames {
		if f.Event == "error" {
			t.Fatalf("turn failed: %s", f.Data)
		}
	}
	for i, body := range r.model.Bodies() {
		if low := strings.ToLower(string(body)); strings.Contains(low, "kwame") || strings.Contains(low, "mensah") {
			t.Errorf("request %d carries the name: %s", i, body)
		}
	}
	if q := fmt.Sprint(r.model.Requests()[0].Messages[len(r.model.Requests()[0].Messages)-1].Content); !personPlaceholder.MatchString(q) {
		t.Fatalf("the question reached the model as %q", q)
	}
	sent := emb.Sent()
	if len(sent) != 1 || !personPlaceholder.MatchString(sent[0]) ||
		strings.Contains(strings.ToLower(sent[0]), "kwame") || strings.Contains(strings.ToLower(sent[0]), "mensah") {
		t.Fatalf("the embedding endpoint received %q", sent)
	}
}
