package tools_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/tools"
)

func chunk(n byte) uuid.UUID { return uuid.UUID{15: n} }

func TestSearchTakesOneToFourQueriesFusedOnce(t *testing.T) {
	// Each query has its own ranked list; chunk 2 is in both.
	lists := map[string][]tools.Hit{
		"vacation days":  {{ChunkID: chunk(1), Title: "Events"}, {ChunkID: chunk(2), Title: "Leave"}},
		"annual leave":   {{ChunkID: chunk(2), Title: "Leave"}, {ChunkID: chunk(3), Title: "Payroll"}},
		"nothing at all": nil,
	}
	var mu sync.Mutex
	var asked []string
	s := tools.SearchFunc(func(_ context.Context, q tools.SearchQuery) (tools.SearchResults, error) {
		mu.Lock()
		asked = append(asked, q.Text)
		mu.Unlock()
		if len(lists[q.Text]) == 0 {
			return tools.SearchResults{Empty: "no_match"}, nil
		}
		return tools.SearchResults{Hits: lists[q.Text]}, nil
	})
	reg, err := tools.NewRegistry(tools.SearchDocuments(s))
	if err != nil {
		t.Fatal(err)
	}
	call := func(args string) tools.Result {
		asked = nil
		return reg.Call(context.Background(), tools.Context{Session: tools.NewSession()}, tools.SearchToolName, args)
	}

	res := call(`{"queries":["vacation days","annual leave"," Annual Leave ",""]}`)
	if res.Outcome != "" && res.Outcome != tools.OK {
		t.Fatalf("outcome %q: %s", res.Outcome, res.Text)
	}
	if strings.Join(asked, "|") != "vacation days|annual leave" {
		t.Errorf("ran %q: repeated and empty queries must be dropped", asked)
	}
	if strings.Count(res.Text, "<ks-document") != 3 || !strings.Contains(res.Text, "3 passage(s)") {
		t.Fatalf("fused result is not three distinct passages:\n%s", res.Text)
	}
	if i, j := strings.Index(res.Text, `title="Leave"`), strings.Index(res.Text, `title="Events"`); i < 0 || j < 0 || i > j {
		t.Errorf("the chunk both queries found is not first:\n%s", res.Text)
	}
	if !strings.Contains(res.Display, "“vacation days”, “annual leave”") {
		t.Errorf("display %q", res.Display)
	}

	if res := call(`{"query":"annual leave"}`); !strings.Contains(res.Text, "2 passage(s)") {
		t.Errorf("the one-query form (offline answerer): %s", res.Text)
	}
	if res := call(`{"queries":["nothing at all"]}`); !strings.Contains(res.Text, "No passage matched") {
		t.Errorf("nothing found: %s", res.Text)
	}
	for args, want := range map[string]string{
		`{"queries":["a","b","c","d","e"]}`: "at most 4 queries",
		`{"queries":["  "]}`:                "queries are empty",
		`{"queries":"annual leave"}`:        "do not match its schema",
	} {
		if res := call(args); res.Outcome != tools.Correction || !strings.Contains(res.Text, want) {
			t.Errorf("%s: %q (%s), want a correction saying %q", args, res.Text, res.Outcome, want)
		}
	}
}

func TestSearchCitesNothingWhenThePassagesAreNotRelevant(t *testing.T) {
	// "chess club": the documents never say chess or club (Unseen 0.9); the
	// hits only share "Fridays". "board games" matches a passage well.
	results := map[string]tools.SearchResults{
		"chess club on Fridays": {Hits: []tools.Hit{{ChunkID: chunk(1), Title: "Deploy windows"}},
			Relevance: retrieval.Relevance{Judged: true, Unseen: 0.9, Coverage: 0.1, Evidence: 0.3}},
		"board games evening": {Hits: []tools.Hit{{ChunkID: chunk(2), Title: "Social clubs"}},
			Relevance: retrieval.Relevance{Judged: true, Unseen: 0.2, Coverage: 0.8, Evidence: 2.1}},
	}
	s := tools.SearchFunc(func(_ context.Context, q tools.SearchQuery) (tools.SearchResults, error) {
		return results[q.Text], nil
	})
	reg, err := tools.NewRegistry(tools.SearchDocuments(s))
	if err != nil {
		t.Fatal(err)
	}
	res := reg.Call(context.Background(), tools.Context{Session: tools.NewSession()}, tools.SearchToolName, `{"queries":["chess club on Fridays"]}`)
	if len(res.Citations) != 0 || strings.Contains(res.Text, "<ks-document") || !strings.Contains(res.Text, "could not find it") {
		t.Fatalf("not relevant: %d citations, text %q", len(res.Citations), res.Text)
	}
	res = reg.Call(context.Background(), tools.Context{Session: tools.NewSession()}, tools.SearchToolName, `{"queries":["chess club on Fridays","board games evening"]}`)
	if len(res.Citations) != 1 || res.Citations[0].Title != "Social clubs" {
		t.Fatalf("a relevant rewording: citations %+v", res.Citations)
	}
}
