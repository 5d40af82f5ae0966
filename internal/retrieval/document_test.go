package retrieval

import (
	"context"
	"fmt"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/testdb"
)

// TestListDocumentsPages: the listing MCP's resources/list serves walks a
// workspace's indexed documents page by page from a key, each once, in id
// order, and never shows another workspace's.
func TestListDocumentsPages(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws, rival := newWorkspace(t, pool, "A"), newWorkspace(t, pool, "B")
	files := map[string]string{}
	for i := range 25 {
		files[fmt.Sprintf("doc-%02d.md", i)] = fmt.Sprintf("# Document %02d\n\nText of document %d.\n", i, i)
	}
	writeCorpus(t, pool, ws, files)
	writeCorpus(t, pool, rival, map[string]string{"doc-00.md": "# Document 00\n\nThe rival's.\n"})
	s := newSearcher(pool, Options{})

	var after uuid.UUID
	var sizes []int
	seen := map[uuid.UUID]bool{}
	prev := ""
	for page := 0; page < 10; page++ {
		docs, err := s.ListDocuments(ctx, ws, uuid.Nil, after, 10)
		if err != nil {
			t.Fatal(err)
		}
		sizes = append(sizes, len(docs))
		for _, d := range docs {
			if seen[d.ID] || d.ID.String() <= prev {
				t.Fatalf("document %s (%q) repeated or out of order after %s", d.ID, d.Title, prev)
			}
			if _, err := s.Document(ctx, rival, uuid.Nil, d.ID); err == nil {
				t.Fatalf("workspace A's document %s reads in workspace B", d.ID)
			}
			seen[d.ID], prev = true, d.ID.String()
		}
		if len(docs) < 10 {
			break
		}
		after = docs[len(docs)-1].ID
	}
	if fmt.Sprint(sizes) != "[10 10 5]" || len(seen) != 25 {
		t.Fatalf("pages of %v, %d documents", sizes, len(seen))
	}
}
