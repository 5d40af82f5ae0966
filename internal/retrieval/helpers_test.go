package retrieval

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"

	"knowledgestack/internal/access"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/testdb"
)

// handbookDir is the demo corpus shipped with the project.
const handbookDir = "../../demo/handbook"

func newWorkspace(t testing.TB, pool *pgxpool.Pool, name string) uuid.UUID {
	return testdb.NewWorkspace(t, pool, name)
}

// writeFile writes content to path.
func writeFile(t testing.TB, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}

// writeCorpus writes files (name → Markdown) into a temp dir and loads them
// with the offline embedder.
func writeCorpus(t testing.TB, pool *pgxpool.Pool, ws uuid.UUID, files map[string]string) corpus.Corpus {
	t.Helper()
	return writeCorpusWith(t, pool, ws, offline, files)
}

// writeCorpusWith is writeCorpus with embedder e.
func writeCorpusWith(t testing.TB, pool *pgxpool.Pool, ws uuid.UUID, e embed.Embedder, files map[string]string) corpus.Corpus {
	t.Helper()
	dir := t.TempDir()
	for name, md := range files {
		writeFile(t, dir+"/"+name, md)
	}
	return loadCorpusWith(t, pool, ws, dir, e)
}

// loadCorpusWith loads the Markdown files of dir into ws with e through the
// ingest path (internal/evaluation/corpus, which does not import retrieval)
// and refreshes the term statistics, as a sync pass ends.
func loadCorpusWith(t testing.TB, pool *pgxpool.Pool, ws uuid.UUID, dir string, e embed.Embedder) corpus.Corpus {
	t.Helper()
	c, err := corpus.LoadMarkdown(context.Background(), pool, ws, dir, e)
	if err != nil {
		t.Fatal(err)
	}
	if err := RefreshTermStats(context.Background(), pool, ws); err != nil {
		t.Fatal(err)
	}
	return c
}

// offline is the product's offline default embedder, which the tests that
// measure ranking measure.
var offline = embedtest.WordVec()

// loadCorpus loads the Markdown files of dir into ws with the offline embedder.
func loadCorpus(t testing.TB, pool *pgxpool.Pool, ws uuid.UUID, dir string) corpus.Corpus {
	t.Helper()
	return loadCorpusWith(t, pool, ws, dir, offline)
}

// readQuestions reads a question file.
func readQuestions(t testing.TB, path string) []corpus.Question {
	t.Helper()
	qs, err := corpus.ReadFile(path, corpus.ReadQuestions)
	if err != nil {
		t.Fatal(err)
	}
	return qs
}

func newSearcher(pool *pgxpool.Pool, opts Options) *Searcher {
	return newSearcherWith(pool, offline, opts)
}

func newSearcherWith(pool *pgxpool.Pool, e embed.Embedder, opts Options) *Searcher {
	return NewSearcher(pool, e, metrics.New(prometheus.NewRegistry()), opts)
}

func search(t testing.TB, s *Searcher, ws uuid.UUID, text string, limit int) Results {
	t.Helper()
	res, err := s.Search(context.Background(), Query{WorkspaceID: ws, Text: text, Limit: limit})
	if err != nil {
		t.Fatalf("search %q: %v", text, err)
	}
	return res
}

// filler is prose of n sentences that shares no distinctive words with the tests' questions.
func filler(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString([]string{
			"Gearboxes are filled with synthetic oil at the factory. ",
			"The lubricant is changed every twenty thousand operating hours. ",
			"Technicians wear gloves when they open a housing. ",
			"Seals are inspected visually for weeping before a refill. ",
		}[i%4])
	}
	return b.String()
}

// everyone are the principals of an asker who reads what every member reads.
var everyone = []string{access.Everyone}
