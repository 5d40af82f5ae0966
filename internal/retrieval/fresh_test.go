package retrieval

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/testdb"
)

// TestNewChunksCountAtOnce: a document the sync pass has just written (and
// marked indexed) is found by a search for a word only it contains, before
// the pass ends and refreshes the workspace's term statistics. Before, the
// word had no document frequency until then, so the English arm weighed it
// as a word the workspace never uses and the search answered "No passage
// matched" for a document listed as indexed.
func TestNewChunksCountAtOnce(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws := newWorkspace(t, pool, "fresh")
	files := map[string]string{}
	paths, _ := filepath.Glob(filepath.Join(handbookDir, "*.md"))
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		files[filepath.Base(p)] = string(b)
	}
	writeCorpus(t, pool, ws, files) // ends with RefreshTermStats, as a pass does

	// The pass writes a new document: chunks and status in one transaction,
	// the statistics only when the whole pass ends.
	// corpus.LoadMarkdown writes as the pass does and leaves the refresh to its caller.
	later := t.TempDir()
	writeFile(t, later+"/lab-safety.md", "# Lab safety\n\nEvery visitor to the lab signs the quokkatrellis register before touching the centrifuge.\n")
	c, err := corpus.LoadMarkdown(ctx, pool, ws, later, offline)
	if err != nil {
		t.Fatal(err)
	}
	s := newSearcher(pool, Options{})
	for _, q := range []string{"quokkatrellis", "who signs the quokkatrellis register"} {
		res, err := s.Search(ctx, Query{WorkspaceID: ws, Text: q, Limit: 5})
		if err != nil {
			t.Fatal(err)
		}
		// The word is in a chunk: no share of the question is on words the
		// workspace never uses, which is what abstention (ADR 0034) reads; in
		// a large workspace a stale zero there abstains on the very document.
		if len(res.Hits) == 0 || res.Hits[0].DocumentID != c.Documents["lab-safety.md"] || !res.Relevant() ||
			res.Unseen != 0 || res.Relevance.Unseen != 0 {
			t.Fatalf("%q: %d hits (empty %q, unseen %.2f/%.2f, relevant %v), want the new document first and nothing unseen",
				q, len(res.Hits), res.Empty, res.Unseen, res.Relevance.Unseen, res.Relevant())
		}
	}
}
