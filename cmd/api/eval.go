package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/retrieval"
)

const evalUsage = "usage: api eval retrieval --corpus DIR --questions FILE.jsonl"

// runEval loads a Markdown folder into a scratch workspace with the local
// embedder, runs the questions through each retrieval mode, prints recall@1/5/10
// and MRR, and deletes the scratch workspace.
func runEval(ctx context.Context, pool *pgxpool.Pool, args []string, stdout io.Writer) (err error) {
	if len(args) == 0 || args[0] != "retrieval" {
		return errors.New(evalUsage)
	}
	fs := flag.NewFlagSet("eval retrieval", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	corpus := fs.String("corpus", "", "folder of Markdown files")
	questions := fs.String("questions", "", "JSON lines {question, expected_file, expected_heading?}")
	if err := fs.Parse(args[1:]); err != nil || *corpus == "" || *questions == "" {
		return errors.New(evalUsage)
	}
	f, err := os.Open(*questions)
	if err != nil {
		return fmt.Errorf("eval: %w", err)
	}
	qs, err := retrieval.ReadQuestions(f)
	f.Close()
	if err != nil {
		return fmt.Errorf("eval: %w", err)
	}
	ws, err := retrieval.CreateWorkspace(ctx, pool, "eval")
	if err != nil {
		return fmt.Errorf("eval: %w", err)
	}
	defer func() {
		_, derr := pool.Exec(context.WithoutCancel(ctx), `DELETE FROM workspaces WHERE id = $1`, ws)
		err = errors.Join(err, derr)
	}()
	embedder := embed.NewLocal()
	c, err := retrieval.LoadCorpus(ctx, pool, ws, *corpus, embedder)
	if err != nil {
		return fmt.Errorf("eval: %w", err)
	}
	fmt.Fprintf(stdout, "corpus %s: %d files, %d chunks; %d questions; embedder %s\n\n",
		*corpus, len(c.Documents), c.Chunks, len(qs), embedder.Model())
	var rows []retrieval.Scores
	for _, mode := range []retrieval.Mode{retrieval.ModeVector, retrieval.ModeText, retrieval.ModeHybrid} {
		s := retrieval.NewSearcher(pool, embedder, nil, retrieval.Options{Mode: mode})
		sc, err := retrieval.Evaluate(ctx, s, ws, c, qs)
		if err != nil {
			return fmt.Errorf("eval: %w", err)
		}
		rows = append(rows, sc)
	}
	return retrieval.WriteTable(stdout, rows)
}
