package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pgvector/pgvector-go"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/retrieval"
)

const (
	benchModel    = "bench-clustered"
	benchClusters = 256
	benchQueries  = 100
	benchNoise    = 0.35 // spread of a chunk around its cluster centre, per dimension relative to the centre
)

// benchRetrieval builds a scratch database with BENCH_CHUNKS (default 100k)
// clustered random 1536-dim chunks in one workspace plus a fifth as many in
// three noise workspaces, then prints latency of each arm, the hybrid search
// and an exact scan, and HNSW recall@10 against the exact scan.
func benchRetrieval(ctx context.Context, out io.Writer) error {
	n := 100_000
	var err error
	if v := os.Getenv("BENCH_CHUNKS"); v != "" {
		if n, err = strconv.Atoi(v); err != nil || n < 100 {
			return fmt.Errorf("BENCH_CHUNKS must be an integer >= 100, got %q", v)
		}
	}
	pool, drop, err := scratchPool(ctx, "retrieval", 4)
	if err != nil {
		return err
	}
	defer drop()
	rng := rand.New(rand.NewPCG(42, 6))
	centres := make([][]float32, benchClusters)
	for i := range centres {
		centres[i] = randomUnit(rng, nil, 0)
	}
	ws, err := retrieval.CreateWorkspace(ctx, pool, "bench")
	if err != nil {
		return err
	}
	start := time.Now()
	if err := generate(ctx, pool, ws, n, centres, rng); err != nil {
		return err
	}
	for i := range 3 {
		noise, err := retrieval.CreateWorkspace(ctx, pool, fmt.Sprintf("noise%d", i))
		if err != nil {
			return err
		}
		if err := generate(ctx, pool, noise, n/15, centres, rng); err != nil {
			return err
		}
	}
	loaded := time.Since(start)
	start = time.Now()
	// The model's index, built after the load (much faster than row by row).
	if _, err := pool.Exec(ctx, `SET maintenance_work_mem = '1GB'`); err != nil {
		return err
	}
	// The model's partial HNSW index on the typed cast, as the app builds it (m=16, ef_construction=64).
	if err := retrieval.EnsureVectorIndex(ctx, pool, benchModel, embed.Dimensions); err != nil {
		return err
	}
	if _, err := pool.Exec(ctx, `VACUUM ANALYZE document_chunks`); err != nil {
		return err
	}
	built := time.Since(start)
	start = time.Now()
	// BM25's term statistics, as the sync pass refreshes them after a pass.
	if err := retrieval.RefreshTermStats(ctx, pool, ws); err != nil {
		return err
	}
	statsTook := time.Since(start)

	// Queries: a point near a cluster centre, and that cluster's words.
	qe := &benchEmbedder{vecs: map[string][]float32{}}
	texts := make([]string, benchQueries)
	for i := range texts {
		c := rng.IntN(benchClusters)
		texts[i] = fmt.Sprintf("%s %s q%d", word(c, 0), word(c, 1), i)
		qe.vecs[texts[i]] = randomUnit(rng, centres[c], benchNoise)
	}
	lat := map[string][]time.Duration{}
	var recall float64
	for _, mode := range []retrieval.Mode{retrieval.ModeVector, retrieval.ModeText, retrieval.ModeHybrid} {
		s := retrieval.NewSearcher(pool, qe, nil, retrieval.Options{Mode: mode, PerDocument: -1})
		for _, q := range texts {
			t := time.Now()
			res, err := s.Search(ctx, retrieval.Query{WorkspaceID: ws, Text: q, Limit: 10})
			if err != nil {
				return err
			}
			lat[mode.String()] = append(lat[mode.String()], time.Since(t))
			if mode != retrieval.ModeVector {
				continue
			}
			t = time.Now()
			exact, err := retrieval.ExactNearest(ctx, pool, ws, benchModel, qe.vecs[q], 10)
			if err != nil {
				return err
			}
			lat["exact scan"] = append(lat["exact scan"], time.Since(t))
			found := 0
			for _, h := range res.Hits {
				if slices.Contains(exact, h.ChunkID) {
					found++
				}
			}
			recall += float64(found) / float64(len(exact))
		}
	}
	fmt.Fprintf(out, "retrieval: %d chunks x %d dims in the workspace + %d in 3 noise workspaces; load %s, HNSW build %s, term stats %s\n",
		n, embed.Dimensions, 3*(n/15), loaded.Round(time.Second), built.Round(time.Second), statsTook.Round(time.Millisecond))
	fmt.Fprintf(out, "%-26s %10s %10s %s\n", "search (limit 10)", "p50", "p95", "")
	for _, name := range []string{"vector only", "full text only", "hybrid", "exact scan"} {
		p50, p95 := percentile(lat[name], 50), percentile(lat[name], 95)
		note := ""
		if name == "vector only" {
			note = fmt.Sprintf("HNSW recall@10 vs exact = %.3f (ef_search %d)", recall/benchQueries, retrieval.DefaultEFSearch)
		}
		fmt.Fprintf(out, "%-26s %10s %10s %s\n", name, p50.Round(10*time.Microsecond), p95.Round(10*time.Microsecond), note)
	}
	return nil
}

// generate streams n chunks (20 per document) into the workspace with COPY.
func generate(ctx context.Context, pool *pgxpool.Pool, ws uuid.UUID, n int, centres [][]float32, rng *rand.Rand) error {
	var source uuid.UUID
	err := pool.QueryRow(ctx, `INSERT INTO sources (workspace_id, provider, external_id, name)
		VALUES ($1, 'upload', 'bench', 'bench') RETURNING id`, ws).Scan(&source)
	if err != nil {
		return err
	}
	docs := (n + 19) / 20
	rows, err := pool.Query(ctx, `INSERT INTO documents (workspace_id, source_id, external_id, title, last_seen_at, status)
		SELECT $1, $2, 'doc-' || g, 'Document ' || g, now(), 'indexed' FROM generate_series(1, $3) g RETURNING id`,
		ws, source, docs)
	if err != nil {
		return err
	}
	docIDs, err := pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
	if err != nil {
		return err
	}
	i := 0
	src := pgx.CopyFromFunc(func() ([]any, error) {
		if i == n {
			return nil, nil
		}
		c := rng.IntN(len(centres))
		text := fmt.Sprintf("%s %s %s notes for part PN-%d about %s and %s.",
			word(c, 0), word(c, 1), word(c, 2), i, word(rng.IntN(len(centres)), 0), word(rng.IntN(len(centres)), 1))
		row := []any{ws, docIDs[i/20], i % 20, "Document", "Section " + word(c, 0), text, 20,
			strconv.Itoa(i), benchModel, pgvector.NewVector(randomUnit(rng, centres[c], benchNoise))}
		i++
		return row, nil
	})
	_, err = pool.CopyFrom(ctx, pgx.Identifier{"document_chunks"},
		[]string{"workspace_id", "document_id", "chunk_index", "title", "heading_path", "content", "token_count",
			"content_hash", "embedding_model", "embedding"}, src)
	return err
}

// randomUnit is a random unit vector; with a centre, the centre plus
// Gaussian noise of the given spread, so chunks form clusters as topics do.
func randomUnit(rng *rand.Rand, centre []float32, spread float64) []float32 {
	v := make([]float32, embed.Dimensions)
	var norm float64
	for i := range v {
		x := rng.NormFloat64()
		if centre != nil {
			x = float64(centre[i])*math.Sqrt(embed.Dimensions) + spread*x
		}
		v[i] = float32(x)
		norm += x * x
	}
	norm = math.Sqrt(norm)
	for i := range v {
		v[i] = float32(float64(v[i]) / norm)
	}
	return v
}

// word is the j-th topic word of cluster c, so full-text queries hit a cluster.
func word(c, j int) string {
	syllables := []string{"ka", "ro", "mi", "ten", "vul", "sor", "dex", "pla", "qui", "zan", "bor", "lek"}
	x := c*7 + j*131 + 17
	return syllables[x%12] + syllables[(x/12)%12] + syllables[(x/144)%12] + "o"
}

func percentile(ds []time.Duration, p int) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[min(len(s)-1, (len(s)*p+99)/100-1)]
}

// benchEmbedder returns the vector prepared for each query text.
type benchEmbedder struct{ vecs map[string][]float32 }

func (*benchEmbedder) Model() string { return benchModel }

func (*benchEmbedder) Dimensions() int { return embed.Dimensions }

func (e *benchEmbedder) Embed(_ context.Context, in []string) ([][]float32, error) {
	out := make([][]float32, len(in))
	for i, s := range in {
		v, ok := e.vecs[s]
		if !ok {
			return nil, fmt.Errorf("bench embedder: unknown text %q", s)
		}
		out[i] = v
	}
	return out, nil
}
