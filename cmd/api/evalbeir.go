package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/evaluation"
	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/workspace"
)

// beirReport is what --beir --json prints.
type beirReport struct {
	Dataset      string  `json:"dataset"`
	Split        string  `json:"split"`
	Documents    int     `json:"documents"`
	Chunks       int     `json:"chunks"`
	LoadSeconds  float64 `json:"load_seconds"`
	Queries      int     `json:"queries"`
	Embedder     string  `json:"embedder"`
	UnknownQrels int     `json:"unknown_qrels"`
	// EmptyRecords are corpus records with neither title nor text, left out
	// as an upload refuses an empty file.
	EmptyRecords int                     `json:"empty_records"`
	Modes        []evaluation.BEIRScores `json:"modes"`
}

// runBEIREval loads a BEIR dataset into a scratch workspace, runs the
// split's judged queries through each mode and prints nDCG@10, recall@10,
// recall@100 and MRR@10 per mode, then deletes the workspace.
func runBEIREval(ctx context.Context, pool *pgxpool.Pool, dir, split string, embedder embed.Embedder, tuned retrieval.Options, asJSON bool, stdout io.Writer) (err error) {
	set, err := corpus.ReadBEIRSet(dir, split)
	if err != nil {
		return fmt.Errorf("eval: %s: %w", dir, err)
	}
	ws, err := workspace.CreateScratch(ctx, pool, "eval")
	if err != nil {
		return fmt.Errorf("eval: %w", err)
	}
	defer func() {
		err = errors.Join(err, workspace.DeleteScratch(context.WithoutCancel(ctx), pool, ws))
	}()
	load, err := evaluation.LoadBEIR(ctx, pool, ws, dir, embedder)
	if err != nil {
		return fmt.Errorf("eval: %w", err)
	}
	// Judgements of documents the corpus lacks still count against recall
	// (as in pytrec_eval); say how many, since it usually means a mismatched download.
	unknown := 0
	for _, docs := range set.Qrels {
		for id := range docs {
			if _, ok := load.Documents[id]; !ok {
				unknown++
			}
		}
	}
	rep := beirReport{Dataset: dir, Split: split, Documents: len(load.Documents), Chunks: load.Chunks,
		LoadSeconds: load.Elapsed.Seconds(), Queries: len(set.Queries), Embedder: embedder.Model(), UnknownQrels: unknown,
		EmptyRecords: load.Empty}
	for _, mode := range []retrieval.Mode{retrieval.ModeVector, retrieval.ModeText, retrieval.ModeHybrid} {
		opts := evaluation.BEIROptions(mode)
		opts.Weights, opts.Gate = tuned.Weights, tuned.Gate
		s := retrieval.NewSearcher(pool, embedder, nil, opts)
		sc, err := evaluation.EvaluateBEIR(ctx, s, ws, load.Corpus, set)
		if err != nil {
			return fmt.Errorf("eval: %w", err)
		}
		rep.Modes = append(rep.Modes, sc)
	}
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	fmt.Fprintf(stdout, "beir %s: %d documents, %d chunks, loaded in %.1f s; %d queries (%s); embedder %s\n",
		dir, rep.Documents, rep.Chunks, rep.LoadSeconds, rep.Queries, split, rep.Embedder)
	if load.Empty > 0 {
		fmt.Fprintf(stdout, "%d records have neither title nor text and were left out, as an upload refuses an empty file\n", load.Empty)
	}
	if unknown > 0 {
		fmt.Fprintf(stdout, "%d judgements name documents the corpus lacks (they count against recall)\n", unknown)
	}
	fmt.Fprintln(stdout)
	return evaluation.WriteBEIRTable(stdout, rep.Modes)
}
