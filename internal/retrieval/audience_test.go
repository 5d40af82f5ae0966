package retrieval

import (
	"context"
	"testing"

	"knowledgestack/internal/access"
	"knowledgestack/internal/testdb"
)

// TestAudienceNarrowsTheAsker: an answer posted where others read it
// (a Slack channel) passes Audience; the search then finds only what the
// asker AND that audience may read, so a document shared with the asker
// alone is never a candidate, while the asker's own search still finds it
// (ADR 0063).
func TestAudienceNarrowsTheAsker(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws := newWorkspace(t, pool, "Acme")
	c := writeCorpus(t, pool, ws, map[string]string{
		"pay.md":     "# Pay bands\n\nThe Zanzibar bonus pool is forty-two thousand euros this year.\n",
		"holiday.md": "# Holidays\n\nThe Zanzibar office closes for the last week of December.\n",
	})
	const asker = "user:8d9f6c1e-2a4b-4c3d-9e8f-7a6b5c4d3e2f"
	if _, err := pool.Exec(ctx, `UPDATE documents SET readers = $3 WHERE workspace_id = $1 AND id = $2`,
		ws, c.Documents["pay.md"], []string{asker}); err != nil {
		t.Fatal(err)
	}
	s := newSearcher(pool, Options{})
	found := func(q Query) map[string]bool {
		t.Helper()
		q.WorkspaceID, q.Text, q.Limit = ws, "Zanzibar", 10
		res, err := s.Search(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]bool{}
		for _, h := range res.Hits {
			out[c.Files[h.DocumentID]] = true
		}
		return out
	}
	mine := []string{access.Everyone, asker}
	if got := found(Query{Principals: mine}); !got["pay.md"] || !got["holiday.md"] {
		t.Fatalf("the asker's own search: %v", got)
	}
	if got := found(Query{Principals: mine, Audience: []string{access.Everyone}}); got["pay.md"] || !got["holiday.md"] {
		t.Errorf("a search for the whole workspace to read: %v", got)
	}
	if got := found(Query{Principals: []string{}, Audience: []string{access.Everyone}}); len(got) != 0 {
		t.Errorf("an audience widened a stranger's search: %v", got)
	}
}
