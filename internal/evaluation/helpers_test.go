package evaluation

import (
	"context"
	"io"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"

	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/retrieval"
)

// handbookDir is the demo corpus shipped with the project.
const handbookDir = "../../demo/handbook"

// offline is the product's offline default embedder, which the floors measure.
var offline = embedtest.WordVec()

// loadCorpus loads the Markdown files of dir into ws with the offline embedder.
func loadCorpus(t testing.TB, pool *pgxpool.Pool, ws uuid.UUID, dir string) corpus.Corpus {
	t.Helper()
	c, err := LoadCorpus(context.Background(), pool, ws, dir, offline)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// readFile parses the file at path with read (corpus.ReadQuestions, ReadUnanswerable).
func readFile[T any](t testing.TB, path string, read func(io.Reader) (T, error)) T {
	t.Helper()
	v, err := corpus.ReadFile(path, read)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func newSearcher(pool *pgxpool.Pool, opts retrieval.Options) *retrieval.Searcher {
	return retrieval.NewSearcher(pool, offline, metrics.New(prometheus.NewRegistry()), opts)
}

// eachMode runs score for the vector arm, the full-text arm and hybrid
// search, in that order, and returns the scores by mode and as table rows.
func eachMode[S any](t testing.TB, score func(retrieval.Mode) (S, error)) (map[retrieval.Mode]S, []S) {
	t.Helper()
	by := map[retrieval.Mode]S{}
	var rows []S
	for _, m := range []retrieval.Mode{retrieval.ModeVector, retrieval.ModeText, retrieval.ModeHybrid} {
		sc, err := score(m)
		if err != nil {
			t.Fatal(err)
		}
		by[m] = sc
		rows = append(rows, sc)
	}
	return by, rows
}
