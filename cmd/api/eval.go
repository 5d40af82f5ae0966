package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/chunk"
	"knowledgestack/internal/config"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/evaluation"
	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/workspace"
)

const evalUsage = "usage: api eval retrieval (--corpus DIR --questions FILE.jsonl [--unanswerable FILE.txt] | --beir DIR [--split test]) [--embedder local|hash|openai] [--json]"

// evalReport is what --json prints.
type evalReport struct {
	Corpus    string              `json:"corpus"`
	Files     int                 `json:"files"`
	Chunks    int                 `json:"chunks"`
	Questions int                 `json:"questions"`
	Embedder  string              `json:"embedder"`
	Modes     []evaluation.Scores `json:"modes"`
	// Abstention is measured when --unanswerable names questions the
	// corpus cannot answer (ADR 0034).
	Abstention *evaluation.AbstentionScores `json:"abstention,omitempty"`
}

// runEval loads a folder tree of Markdown into a scratch workspace with the
// chosen embedder (local by default; openai uses the configured embeddings
// endpoint, key and model), runs the questions through each retrieval mode,
// prints recall@1/5/10, MRR and heading@5 per mode and per question kind,
// and the hybrid misses, then deletes the scratch workspace. With
// --unanswerable (one question a line that the corpus cannot answer) it also
// prints how often the hybrid search abstains on those and on the answerable
// questions (ADR 0034).
func runEval(ctx context.Context, cfg config.Config, pool *pgxpool.Pool, args []string, stdout io.Writer) (err error) {
	if len(args) == 0 || args[0] != "retrieval" {
		return errors.New(evalUsage)
	}
	fs := flag.NewFlagSet("eval retrieval", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	corpusDir := fs.String("corpus", "", "folder of Markdown files (subfolders too)")
	questions := fs.String("questions", "", "JSON lines {question, expected_file, expected_heading?, kind?}")
	embedderName := fs.String("embedder", "local", "local (word vectors, the offline default), hash (the hashing vectorizer) or openai")
	asJSON := fs.Bool("json", false, "print JSON instead of tables")
	unanswerablePath := fs.String("unanswerable", "", "questions the corpus cannot answer, one a line")
	beir := fs.String("beir", "", "a BEIR dataset folder: corpus.jsonl, queries.jsonl, qrels/SPLIT.tsv")
	split := fs.String("split", "test", "with --beir: the qrels file to score (qrels/SPLIT.tsv)")
	vectorWeight := fs.Float64("vector-weight", 0, "the vector arm's fusion weight (0: the embedder's default), to measure another")
	gateCoverage := fs.Float64("gate-coverage", 0, "the vector gate's coverage (0: default; above 1: gate off), to measure another")
	gateScale := fs.Float64("gate-scale", 0, "the vector gate's scale (0: default), to measure another")
	if err := fs.Parse(args[1:]); err != nil || fs.NArg() > 0 ||
		(*beir == "") == (*corpusDir == "" || *questions == "") || (*beir != "" && (*corpusDir != "" || *questions != "" || *unanswerablePath != "")) {
		return errors.New(evalUsage)
	}
	embedder, err := evalEmbedder(cfg, *embedderName)
	if err != nil {
		return fmt.Errorf("eval: %w", err)
	}
	if *beir != "" {
		return runBEIREval(ctx, pool, *beir, *split, embedder, retrieval.Options{Weights: retrieval.ArmWeights{Vector: *vectorWeight},
			Gate: evalGate(*gateCoverage, *gateScale)}, *asJSON, stdout)
	}
	qs, err := corpus.ReadFile(*questions, corpus.ReadQuestions)
	if err != nil {
		return fmt.Errorf("eval: %w", err)
	}
	var unanswerable []string
	if *unanswerablePath != "" {
		if unanswerable, err = corpus.ReadFile(*unanswerablePath, evaluation.ReadUnanswerable); err != nil {
			return fmt.Errorf("eval: %w", err)
		}
	}
	ws, err := workspace.CreateScratch(ctx, pool, "eval")
	if err != nil {
		return fmt.Errorf("eval: %w", err)
	}
	defer func() {
		err = errors.Join(err, workspace.DeleteScratch(context.WithoutCancel(ctx), pool, ws))
	}()
	c, err := evaluation.LoadCorpus(ctx, pool, ws, *corpusDir, embedder)
	if err != nil {
		return fmt.Errorf("eval: %w", err)
	}
	for _, q := range qs {
		if _, ok := c.Documents[q.ExpectedFile]; !ok {
			return fmt.Errorf("eval: question %q expects %s, which is not a Markdown file under %s", q.Question, q.ExpectedFile, *corpusDir)
		}
	}
	var rows []evaluation.Scores
	for _, mode := range []retrieval.Mode{retrieval.ModeVector, retrieval.ModeText, retrieval.ModeHybrid} {
		s := retrieval.NewSearcher(pool, embedder, nil, retrieval.Options{Mode: mode, Weights: retrieval.ArmWeights{Vector: *vectorWeight},
			Gate: evalGate(*gateCoverage, *gateScale)})
		sc, err := evaluation.Evaluate(ctx, s, ws, c, qs)
		if err != nil {
			return fmt.Errorf("eval: %w", err)
		}
		rows = append(rows, sc)
	}
	var abstention *evaluation.AbstentionScores
	if len(unanswerable) > 0 {
		s := retrieval.NewSearcher(pool, embedder, nil, retrieval.Options{})
		js, err := evaluation.JudgeQuestions(ctx, s, ws, c, qs, unanswerable)
		if err != nil {
			return fmt.Errorf("eval: %w", err)
		}
		sc := evaluation.ScoreAbstention(js, retrieval.Relevance.Abstains)
		abstention = &sc
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(evalReport{Corpus: *corpusDir, Files: len(c.Documents), Chunks: c.Chunks,
			Questions: len(qs), Embedder: embedder.Model(), Modes: rows, Abstention: abstention})
	}
	fmt.Fprintf(stdout, "corpus %s: %d files, %d chunks; %d questions; embedder %s\n\n",
		*corpusDir, len(c.Documents), c.Chunks, len(qs), embedder.Model())
	if err := evaluation.WriteTable(stdout, rows); err != nil {
		return err
	}
	fmt.Fprintln(stdout)
	if err := evaluation.WriteMisses(stdout, rows[len(rows)-1]); err != nil || abstention == nil {
		return err
	}
	fmt.Fprintln(stdout)
	return evaluation.WriteAbstention(stdout, *abstention)
}

// evalEmbedder builds the embedder the evaluation measures.
func evalEmbedder(cfg config.Config, name string) (embed.Embedder, error) {
	switch name {
	case config.EmbedderLocal:
		return embed.Offline(embed.WordVecModel)
	case "hash":
		return embed.NewLocal(), nil
	case config.EmbedderOpenAI:
		chunker, err := chunk.New(chunk.Options{})
		if err != nil {
			return nil, err
		}
		return embed.NewOpenAI(embed.OpenAIConfig{APIKey: cfg.EmbeddingAPIKey, BaseURL: cfg.EmbeddingBaseURL,
			Model: cfg.EmbeddingModel, Dimensions: cfg.EmbeddingDimensions, Tokenizer: chunker})
	default:
		return nil, fmt.Errorf("--embedder must be local, hash or openai, not %q", name)
	}
}

// evalGate is the vector gate the --gate flags ask for (zero: the default).
func evalGate(coverage, scale float64) retrieval.VectorGate {
	if coverage == 0 && scale == 0 {
		return retrieval.VectorGate{}
	}
	g := retrieval.DefaultGate()
	if coverage != 0 {
		g.Coverage = coverage
	}
	if scale != 0 {
		g.Scale = scale
	}
	return g
}
