package retrieval

import (
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/testdb"
)

// lexical is the embedder the second stage's tests load and search with:
// the hashing vectorizer's arm, weighted 0.15, ranks by shared words like
// the English arm, so what moves a passage in these small corpora is the
// stage and not a word-vector arm's pull towards a page on the same topic.
var lexical = embed.NewLocal()

// rankOf returns the 1-based rank of the first hit from file, 0 when absent.
func rankOf(c corpus.Corpus, res Results, file string) int {
	for i, h := range res.Hits {
		if c.Files[h.DocumentID] == file {
			return i + 1
		}
	}
	return 0
}

// TestRerankLiftsTheFAQEntryAskedTheSameWay: the FAQ entry "Where can I
// park?" shares one word with "Where do I leave my car?", while other
// pages repeat the question's words in their headings; the second stage
// lifts the entry whose heading is a question opening like the user's.
func TestRerankLiftsTheFAQEntryAskedTheSameWay(t *testing.T) {
	pool := testdb.New(t)
	ws := newWorkspace(t, pool, "rerank")
	c := writeCorpusWith(t, pool, ws, lexical, map[string]string{
		"faq.md":   "# Office FAQ\n\n## Where can I park?\n\nStaff park for free in lots A and B. Move your car when it is charged.\n\n## How do I get a badge?\n\n" + filler(3),
		"leave.md": "# Leave\n\n## Booking leave\n\nBook your leave early: leave requests go to your manager. Leave you do not take expires. " + filler(2),
		"cars.md":  "# Company cars\n\n## Car policy\n\nA company car is offered to field engineers. The car is returned when you leave. " + filler(2),
	})
	on := liftedByRerank(t, pool, ws, c, "Where do I leave my car?", "faq.md", "the FAQ entry")
	if on.Hits[0].HeadingPath != "Office FAQ > Where can I park?" {
		t.Errorf("first hit %q", on.Hits[0].HeadingPath)
	}
	// A question with no interrogative and no expected answer type skips the
	// stage: the same order as without it.
	const keywords = "leave car"
	a := search(t, newSearcherWith(pool, lexical, Options{Rerank: RerankOptions{Depth: -1}}), ws, keywords, 6)
	b := search(t, newSearcherWith(pool, lexical, Options{}), ws, keywords, 6)
	if len(a.Hits) != len(b.Hits) {
		t.Fatalf("%d hits vs %d", len(a.Hits), len(b.Hits))
	}
	for i := range a.Hits {
		if a.Hits[i].ChunkID != b.Hits[i].ChunkID || a.Hits[i].Score != b.Hits[i].Score {
			t.Errorf("hit %d differs: %q vs %q", i, a.Hits[i].HeadingPath, b.Hits[i].HeadingPath)
		}
	}
}

// TestRerankPrefersThePassageHoldingTheAnswer: for "how long", the passage
// whose sentence about the question's words holds a duration outranks one
// that only talks about them.
func TestRerankPrefersThePassageHoldingTheAnswer(t *testing.T) {
	pool := testdb.New(t)
	ws := newWorkspace(t, pool, "rerank")
	c := writeCorpusWith(t, pool, ws, lexical, map[string]string{
		"tokens.md":   "# API tokens\n\n## API token validity\n\nAn API token is valid only for the integration it was made for. Keep your API token secret; a leaked API token is revoked. " + filler(2),
		"validity.md": "# Access\n\n## Expiry\n\nEach token stays valid for 90 days after it is issued. " + filler(2),
	})
	liftedByRerank(t, pool, ws, c, "How long is an API token valid?", "validity.md", "the passage with the duration")
}

// liftedByRerank searches question with the second stage off and on: file
// (what, in the messages) must rank below another page without the stage
// and first with it. It returns the hits with the stage.
func liftedByRerank(t *testing.T, pool *pgxpool.Pool, ws uuid.UUID, c corpus.Corpus, question, file, what string) Results {
	t.Helper()
	off := search(t, newSearcherWith(pool, lexical, Options{Rerank: RerankOptions{Depth: -1}}), ws, question, 6)
	on := search(t, newSearcherWith(pool, lexical, Options{}), ws, question, 6)
	if r := rankOf(c, off, file); r < 2 {
		t.Fatalf("without the second stage %s is at rank %d: the test needs it below another page", what, r)
	}
	if r := rankOf(c, on, file); r != 1 {
		t.Errorf("with the second stage %s is at rank %d, want 1 (hits %v)", what, r, headings(on))
	}
	return on
}

func headings(r Results) []string {
	var out []string
	for _, h := range r.Hits {
		out = append(out, h.HeadingPath)
	}
	return out
}

// TestRerankBeyondItsDepth: hits past the re-scored depth keep their fused
// order after the re-scored ones and come back with their details.
func TestRerankBeyondItsDepth(t *testing.T) {
	pool := testdb.New(t)
	ws := newWorkspace(t, pool, "rerank")
	writeCorpusWith(t, pool, ws, lexical, map[string]string{
		"a.md": "# Gearbox oil\n\nWhere does the gearbox oil go? Into the housing. " + filler(1),
		"b.md": "# Gearbox seals\n\nSeals of the gearbox are checked. " + filler(1),
		"c.md": "# Gearbox tools\n\nThe gearbox tool kit is in the workshop. " + filler(1),
	})
	const question = "Where is the gearbox?"
	all := search(t, newSearcherWith(pool, lexical, Options{Rerank: RerankOptions{Depth: -1}}), ws, question, 6)
	one := search(t, newSearcherWith(pool, lexical, Options{Rerank: RerankOptions{Depth: 1, Weights: FeatureWeights{Interrogative: 1}}}), ws, question, 6)
	if len(one.Hits) != len(all.Hits) || len(one.Hits) < 3 {
		t.Fatalf("%d hits with depth 1, %d without the stage", len(one.Hits), len(all.Hits))
	}
	for i, h := range one.Hits {
		if h.ChunkID != all.Hits[i].ChunkID {
			t.Errorf("hit %d: %q, want the fused order's %q", i, h.HeadingPath, all.Hits[i].HeadingPath)
		}
		if h.Content == "" || h.Title == "" || h.Snippet == "" {
			t.Errorf("hit %d (%q) came back without its details", i, h.HeadingPath)
		}
	}
}
