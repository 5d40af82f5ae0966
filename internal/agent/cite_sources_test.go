package agent_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/tools"
	"knowledgestack/internal/tools/toolstest"
)

// counted reads ks_answer_sources_total{form} from the rig's registry.
func (r rig) counted(t *testing.T, form string) float64 {
	t.Helper()
	mfs, err := r.reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != "ks_answer_sources_total" {
			continue
		}
		for _, m := range mf.GetMetric() {
			for _, l := range m.GetLabel() {
				if l.GetName() == "form" && l.GetValue() == form {
					return m.GetCounter().GetValue()
				}
			}
		}
	}
	return 0
}

// firstDelta is the index of the first delta event, or -1.
func (r *recorder) firstDelta() int {
	for i, e := range r.events {
		if e.Name == agent.EventDelta {
			return i
		}
	}
	return -1
}

func (r *recorder) citations() []tools.Citation {
	var out []tools.Citation
	for _, e := range r.events {
		if c, ok := e.Data.(tools.Citation); ok {
			out = append(out, c)
		}
	}
	return out
}

var searchLeave = agenttest.Reply{Calls: []agenttest.Call{call("c", tools.SearchToolName, `{"query":"leave"}`)}}

// TestSourcesFirstDropsWhatWasNotRetrieved is issue 14's must-show: one
// passage retrieved, the model opens with [1][7] and cites both in its
// prose. Exactly one citation frame streams, before the first delta, and no
// delta carries [7] (or the sources line) — however the deltas split it,
// down to one character each.
func TestSourcesFirstDropsWhatWasNotRetrieved(t *testing.T) {
	text := "Sources: [1][7]\n\nEmployees get 25 days of paid leave [1]. Parking is free [7]."
	for _, size := range []int{1, 2, 3, 7, 100} {
		t.Run(fmt.Sprintf("deltas of %d", size), func(t *testing.T) {
			r := newRig(t, searcher(hits[:1], nil), toolstest.DB{}, agent.Config{}, agenttest.Sequence(searchLeave, agenttest.Reply{Text: text, ChunkSize: size}))
			out, rec := r.run(t, input("how much leave?"))
			cites := rec.citations()
			if len(cites) != 1 || cites[0].N != 1 || cites[0].ChunkID != hits[0].ChunkID {
				t.Fatalf("citation frames %+v, want exactly passage 1", cites)
			}
			first := rec.firstDelta()
			for i, e := range rec.events {
				if e.Name == agent.EventCitation && i > first {
					t.Fatalf("citation frame at %d after the first delta at %d: %v", i, first, rec.names())
				}
				if d, ok := e.Data.(agent.DeltaData); ok && (strings.Contains(d.Text, "[7]") || strings.Contains(d.Text, "7]") || strings.Contains(d.Text, "Sources")) {
					t.Fatalf("delta %q leaks the list or [7]", d.Text)
				}
			}
			want := "Employees get 25 days of paid leave [1]. Parking is free."
			if rec.text() != want || out.Answer != want {
				t.Fatalf("streamed %q, stored %q, want %q", rec.text(), out.Answer, want)
			}
			if len(out.Citations) != 1 || out.FlaggedUncited || out.Sources != agent.SourcesListed || r.counted(t, agent.SourcesListed) != 1 {
				t.Fatalf("outcome %+v, counted %v", out, r.counted(t, agent.SourcesListed))
			}
		})
	}
}

// TestSourcesFirstRefusesAnAnswerCitingNothingRetrieved: a list that names
// only passages the turn never retrieved is refused when the list closes —
// none of the prose after it ever streams, the answer is the refusal
// sentence, and no citation frame is sent.
func TestSourcesFirstRefusesAnAnswerCitingNothingRetrieved(t *testing.T) {
	prose := "The cafeteria serves lasagne every Friday [4]. Bring a tray [4]."
	cases := []struct {
		name string
		hits []tools.Hit
		text string
	}{
		{"a number past the passages retrieved", hits[:1], "Sources: [4]\n" + prose},
		{"several numbers, none retrieved", hits, "**Sources:** [3, 4][9]\n\n" + prose},
		{"nothing retrieved at all", nil, "Sources: [1]\n" + prose},
	}
	for _, tc := range cases {
		for _, size := range []int{1, 5, 200} {
			t.Run(fmt.Sprintf("%s/deltas of %d", tc.name, size), func(t *testing.T) {
				r := newRig(t, searcher(tc.hits, nil), toolstest.DB{}, agent.Config{}, agenttest.Sequence(searchLeave, agenttest.Reply{Text: tc.text, ChunkSize: size}))
				out, rec := r.run(t, input("what does the cafeteria serve?"))
				if c := rec.citations(); len(c) != 0 {
					t.Fatalf("citation frames %+v", c)
				}
				for _, e := range rec.events {
					if d, ok := e.Data.(agent.DeltaData); ok && (strings.Contains(d.Text, "lasagne") || strings.Contains(d.Text, "tray") || strings.Contains(d.Text, "[")) {
						t.Fatalf("the refused prose streamed: %q", d.Text)
					}
				}
				if !strings.HasPrefix(out.Answer, "I could not find support for an answer") || rec.text() != out.Answer {
					t.Fatalf("streamed %q, stored %q", rec.text(), out.Answer)
				}
				if !agent.IsAbstention(out.Answer) || out.FlaggedUncited || len(out.Citations) != 0 || out.Sources != agent.SourcesRefused || r.counted(t, agent.SourcesRefused) != 1 {
					t.Fatalf("outcome %+v", out)
				}
			})
		}
	}
}

// TestSourcesFirstForms covers the other openings: "none" (an SQL answer
// or an abstention: prose streams, every passage marker is dropped), a list
// whose prose cites a retrieved passage it did not list, a preamble before
// the tools, and the fallback when the model ignores the rule or writes the
// line in another form (today's inline checking, counted).
func TestSourcesFirstForms(t *testing.T) {
	cases := []struct {
		name    string
		replies []agenttest.Reply
		want    string
		cited   []int
		form    string
		flagged bool
	}{
		{"none: an SQL answer keeps its prose and loses passage markers",
			[]agenttest.Reply{searchLeave, {Calls: []agenttest.Call{call("q", "execute_sql", `{"database":"sales","sql":"SELECT 1"}`)}}, {Text: "Sources: none\n\nSales total 42 [1]."}},
			"Sales total 42.", nil, agent.SourcesNone, false},
		{"none: an abstention",
			[]agenttest.Reply{searchLeave, {Text: "SOURCES: NONE\nI could not find anything about parking."}},
			"I could not find anything about parking.", nil, agent.SourcesNone, false},
		{"a retrieved passage cited in the prose but not listed is dropped",
			[]agenttest.Reply{searchLeave, {Text: "Sources: [2]\nReceipts within 30 days [2]. Leave is 25 days [1]."}},
			"Receipts within 30 days [2]. Leave is 25 days.", []int{2}, agent.SourcesListed, false},
		{"list forms: commas, blanks, bold",
			[]agenttest.Reply{searchLeave, {Text: "  **Sources:** [2], [1, 2]\nBoth [1][2]."}},
			"Both [1][2].", []int{2, 1}, agent.SourcesListed, false},
		{"a preamble before the tools stays; the list opens the answer",
			[]agenttest.Reply{{Text: "Let me check.", Calls: searchLeave.Calls}, {Text: "Sources: [1]\nLeave is 25 days [1]."}},
			"Let me check.\n\nLeave is 25 days [1].", []int{1}, agent.SourcesListed, false},
		{"fallback: no list, markers checked inline",
			[]agenttest.Reply{searchLeave, {Text: "Leave is 25 days [1][9]. Source: handbook."}},
			"Leave is 25 days [1]. Source: handbook.", []int{1}, agent.SourcesInline, false},
		{"fallback: a list in another form is shown as it was written",
			[]agenttest.Reply{searchLeave, {Text: "Sources: the handbook\nLeave is 25 days [1]."}},
			"Sources: the handbook\nLeave is 25 days [1].", []int{1}, agent.SourcesInline, false},
		{"an answer that is only the list",
			[]agenttest.Reply{searchLeave, {Text: "Sources: [1]"}},
			"", []int{1}, agent.SourcesListed, false},
	}
	for _, tc := range cases {
		for _, size := range []int{1, 4, 500} {
			t.Run(fmt.Sprintf("%s/deltas of %d", tc.name, size), func(t *testing.T) {
				replies := append([]agenttest.Reply(nil), tc.replies...)
				for i := range replies {
					replies[i].ChunkSize = size
				}
				r := newRig(t, searcher(hits, nil), toolstest.DB{}, agent.Config{}, agenttest.Sequence(replies...))
				out, rec := r.run(t, input("q"))
				if rec.text() != tc.want || out.Answer != tc.want {
					t.Fatalf("streamed %q, stored %q, want %q", rec.text(), out.Answer, tc.want)
				}
				var got []int
				for _, c := range rec.citations() {
					got = append(got, c.N)
				}
				if fmt.Sprint(got) != fmt.Sprint(tc.cited) || len(out.Citations) != len(tc.cited) {
					t.Fatalf("citation frames %v, stored %d, want %v", got, len(out.Citations), tc.cited)
				}
				if out.Sources != tc.form || r.counted(t, tc.form) != 1 || out.FlaggedUncited != tc.flagged {
					t.Fatalf("form %q (counted %v), flagged %v", out.Sources, r.counted(t, tc.form), out.FlaggedUncited)
				}
				if tc.form != agent.SourcesInline {
					// Sources first: every citation frame precedes the answer's first
					// delta (a preamble written before the tools ran is not the answer).
					lastTool, lastCite := -1, -1
					for i, e := range rec.events {
						switch e.Name {
						case agent.EventToolCall:
							lastTool = i
						case agent.EventCitation:
							lastCite = i
						}
					}
					for i, e := range rec.events {
						if e.Name == agent.EventDelta && i > lastTool && i < lastCite {
							t.Fatalf("delta %d before citation frame %d: %v", i, lastCite, rec.names())
						}
					}
				}
			})
		}
	}
}

// TestOfflineAnswerSendsItsSourcesFirst: the offline answer opens the same
// way, so its citation frames precede its first delta; with nothing found
// it abstains with none.
func TestOfflineAnswerSendsItsSourcesFirst(t *testing.T) {
	r := newRig(t, searcher(hits, nil), toolstest.DB{}, agent.Config{}, nil)
	out, rec := r.run(t, input("how much leave?"))
	if got := strings.Join(rec.names(), ","); got != "tool_call,citation,citation,delta" {
		t.Fatalf("offline events %s", got)
	}
	// It leads with the sentence that answers (lead.go), then says it is offline.
	if !strings.HasPrefix(out.Answer, "**Employees get 25 days of paid leave.** [1]\n\n**Offline mode**") ||
		strings.Contains(out.Answer, "Sources:") || len(out.Citations) != 2 {
		t.Fatalf("offline answer %q with %d citations", out.Answer, len(out.Citations))
	}
	empty := newRig(t, searcher(nil, nil), toolstest.DB{}, agent.Config{}, nil)
	out, rec = empty.run(t, input("parking?"))
	if strings.Join(rec.names(), ",") != "tool_call,delta" || !strings.HasPrefix(out.Answer, "**Offline mode**") || !agent.IsAbstention(out.Answer) {
		t.Fatalf("offline abstention %q (%v)", out.Answer, rec.names())
	}
}

// TestSystemPromptAsksForTheSourcesLine: the rule the parser relies on is in what the model reads.
func TestSystemPromptAsksForTheSourcesLine(t *testing.T) {
	r := newRig(t, searcher(hits, nil), toolstest.DB{}, agent.Config{}, agenttest.Sequence(agenttest.Reply{Text: "Sources: none\nHello."}))
	if _, err := r.agent.Run(context.Background(), input("hi"), (&recorder{}).emit); err != nil {
		t.Fatal(err)
	}
	sys := fmt.Sprint(r.model.Requests()[0].Messages[0].Content)
	if !strings.Contains(sys, `"Sources: [1][3]"`) || !strings.Contains(sys, `"Sources: none"`) {
		t.Fatalf("system prompt lacks the sources rule: %q", sys)
	}
}
