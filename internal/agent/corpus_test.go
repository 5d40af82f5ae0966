package agent_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/evaluation/evaltest"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/testdb"
)

// loadedWorkspace is a fresh workspace holding a folder of Markdown, and a
// searcher over it with the embedder that loaded it.
type loadedWorkspace struct {
	Pool     *pgxpool.Pool
	ID       uuid.UUID
	Corpus   corpus.Corpus
	Searcher *retrieval.Searcher
	Log      func() []retrieval.LoggedQuestion // the workspace's question log
}

// loadWorkspace loads dir into a new workspace named name with e.
func loadWorkspace(t *testing.T, ctx context.Context, name, dir string, e embed.Embedder) loadedWorkspace {
	t.Helper()
	pool := testdb.New(t)
	ws, c := evaltest.Load(t, ctx, pool, name, dir, e)
	log := func() []retrieval.LoggedQuestion {
		t.Helper()
		l, err := retrieval.QuestionLog(ctx, pool, ws, uuid.Nil, retrieval.MaxQuestionLogLimit)
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	return loadedWorkspace{Pool: pool, ID: ws, Corpus: c, Searcher: retrieval.NewSearcher(pool, e, nil, retrieval.Options{}), Log: log}
}
