package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"knowledgestack/internal/tools"
)

// offlinePassages is how many passages an offline answer quotes.
const offlinePassages = 3

// offlineLabel opens every offline answer, so nobody mistakes it for a model's.
const offlineLabel = "**Offline mode** — no language model is configured, so this answer is the most relevant passages from the workspace's documents, not a written reply."

// runOffline answers by searching with the question and quoting the best
// passages, cited, through the same events as a model-written answer.
func (a *Agent) runOffline(ctx context.Context, in Input, sess *tools.Session, f *citeFilter, out *Outcome) error {
	args, _ := json.Marshal(map[string]string{"query": in.Question})
	if _, err := a.runTool(ctx, in, sess, ToolCall{ID: "offline_search", Name: tools.SearchToolName, Arguments: string(args)}, f.emit, out); err != nil {
		return err
	}
	n := min(sess.Len(), offlinePassages)
	if n == 0 {
		return a.writeAll(f, "Sources: none\n"+offlineLabel+"\n\nI could not find anything relevant to this question in the workspace's documents.")
	}
	first := sess.Len()
	// Without a model nobody rewords the question, so the question is
	// searched again with the titles of the documents the first search
	// returned twice (the per-document cap): their other sections compete
	// for the lead sentence (ADR 0046).
	if topics := repeatedTitles(sess, first); topics != "" {
		args, _ := json.Marshal(map[string]string{"query": in.Question + " " + topics})
		if _, err := a.runTool(ctx, in, sess, ToolCall{ID: "offline_topics", Name: tools.SearchToolName, Arguments: string(args)}, f.emit, out); err != nil {
			return err
		}
	}
	cites := make([]tools.Citation, 0, sess.Len())
	for i := 1; i <= sess.Len(); i++ {
		if c, ok := sess.Lookup(i); ok {
			cites = append(cites, c)
		}
	}
	lead, hasLead := pickLead(in.Question, cites)
	// The same sources-first opening a model is asked for (ADR 0033): the
	// citation frames go out before the first word of the answer.
	var b strings.Builder
	b.WriteString("Sources: ")
	if hasLead && lead.n > n {
		fmt.Fprintf(&b, "[%d]", lead.n)
	}
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "[%d]", i)
	}
	b.WriteString("\n")
	if hasLead {
		fmt.Fprintf(&b, "**%s** [%d]\n\n", oneLine(lead.text), lead.n)
	}
	b.WriteString(offlineLabel + "\n\n")
	for i := 1; i <= n; i++ {
		c, _ := sess.Lookup(i)
		title := c.Title
		switch {
		case strings.HasPrefix(c.HeadingPath, c.Title):
			title = c.HeadingPath // the heading path already starts with the document's title
		case c.HeadingPath != "":
			title += " › " + c.HeadingPath
		}
		where := ""
		if c.Location != nil && c.Location.Label != "" {
			where = " (" + c.Location.Label + ")"
		}
		fmt.Fprintf(&b, "%d. **%s**%s [%d]\n   %s\n", i, oneLine(title), where, i, oneLine(c.Snippet))
	}
	return a.writeAll(f, b.String())
}

func (a *Agent) writeAll(f *citeFilter, text string) error {
	if err := f.Write(text); err != nil {
		return err
	}
	_, err := f.Flush()
	return err
}

// oneLine keeps quoted text from breaking the list or forging a citation marker.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return strings.NewReplacer("[", "(", "]", ")").Replace(s)
}

// repeatedTitles joins the titles of the documents that the first n
// citations hold more than once (at most two), in rank order.
func repeatedTitles(sess *tools.Session, n int) string {
	count := map[string]int{}
	var order []string
	for i := 1; i <= n; i++ {
		c, ok := sess.Lookup(i)
		if !ok || c.Title == "" {
			continue
		}
		if count[c.Title]++; count[c.Title] == 2 {
			order = append(order, c.Title)
		}
	}
	return strings.Join(order[:min(2, len(order))], " ")
}

// offlineSummary is the compaction summary without a model: the earlier questions.
func offlineSummary(prev string, turns []Exchange) string {
	var b strings.Builder
	if prev != "" {
		b.WriteString(prev + "\n")
	} else {
		b.WriteString("Earlier questions in this chat:\n")
	}
	for _, t := range turns {
		q := []rune(oneLine(t.Question))
		if len(q) > 200 {
			q = append(q[:200], '…')
		}
		b.WriteString("- " + string(q) + "\n")
	}
	return StripCitations(strings.TrimRight(b.String(), "\n"))
}
