package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pgvector/pgvector-go"

	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/source"
	"knowledgestack/internal/vectorindex"
	"knowledgestack/internal/workspace"
)

// benchSpace is the generated vector space: its dimensions, the model name
// its chunks carry (one per dimension, so a kept database can hold both
// spaces side by side, each with its own partial HNSW index) and the
// cluster centres chunks and queries are drawn around.
type benchSpace struct {
	dims    int
	model   string
	centres [][]float32
}

func newBenchSpace(dims int) benchSpace {
	rng := rand.New(rand.NewPCG(42, 6))
	sp := benchSpace{dims: dims, model: fmt.Sprintf("bench-clustered-%dd", dims), centres: make([][]float32, benchClusters)}
	for i := range sp.centres {
		sp.centres[i] = randomUnit(rng, dims, nil, 0)
	}
	return sp
}

// setup says how a workspace's data came to be: generated now (with each
// step's time) or found in the kept database.
type setup struct {
	reused                     bool
	load, build, vacuum, stats time.Duration
	indexBytes                 int64
	// The last passChunks chunks are written after the statistics were
	// counted, as a sync pass adds them: the pass's COPY and the fold of
	// its deltas (RefreshTermStats at the pass's end).
	passChunks         int
	passLoad, passFold time.Duration
	// flushed are the GIN pending-list pages a kept database still held
	// (written by a bench from before ADR 0078, whose pass's refresh did not
	// flush them), moved into the indexes as a pass's end now does.
	flushed int64
}

func (s setup) String() string {
	if s.reused && s.build > 0 {
		return fmt.Sprintf("data reused from the kept database; its HNSW index (missing, left invalid or of other build parameters) built by by vectorindex.Ensure in %s (index %d MiB)",
			s.build.Round(time.Second), s.indexBytes>>20)
	}
	if s.reused {
		out := "data reused from the kept database, its index already the one vectorindex.Ensure builds"
		if os.Getenv("BENCH_ENSURE") == "0" {
			out = "data reused from the kept database, its index measured as it was built (BENCH_ENSURE=0)"
		}
		if s.flushed > 0 {
			out += fmt.Sprintf("; %d GIN pending-list pages left by an older pass flushed first (ADR 0078)", s.flushed)
		}
		return out
	}
	out := fmt.Sprintf("generation (COPY through source.CopyChunks) %s, HNSW build %s (index %d MiB), VACUUM ANALYZE %s, term statistics counted in full %s",
		s.load.Round(time.Second), s.build.Round(time.Second), s.indexBytes>>20, s.vacuum.Round(time.Second), s.stats.Round(time.Millisecond))
	if s.passChunks > 0 {
		out += fmt.Sprintf(";\nthen a pass of %d chunks: written %s, its term deltas folded and the GIN pending lists flushed in %s", s.passChunks, s.passLoad.Round(time.Millisecond), s.passFold.Round(time.Millisecond))
	}
	return out
}

// benchData fills the workspace "bench-<n>-<dims>d" with n chunks and
// three noise workspaces with n/15 each, builds the model's index and the
// term statistics, and says what that took. In a kept database that already
// holds them, it reuses them.
func benchData(ctx context.Context, pool *pgxpool.Pool, n int, sp benchSpace) (uuid.UUID, setup, error) {
	name := fmt.Sprintf("bench-%d-%dd", n, sp.dims)
	if ws, ok, err := keptWorkspace(ctx, pool, name, n); err != nil || ok {
		if err != nil {
			return ws, setup{}, err
		}
		st, err := ensureKept(ctx, pool, sp)
		return ws, st, err
	}
	ws, err := workspace.CreateScratch(ctx, pool, name)
	if err != nil {
		return uuid.Nil, setup{}, err
	}
	rng := rand.New(rand.NewPCG(uint64(n), uint64(sp.dims)))
	st := setup{passChunks: min(1000, n/10) / 20 * 20}
	start := time.Now()
	if err := generate(ctx, pool, ws, 0, n-st.passChunks, sp, rng, nil); err != nil {
		return uuid.Nil, setup{}, err
	}
	for i := range 3 {
		noise, err := workspace.CreateScratch(ctx, pool, fmt.Sprintf("noise%d-%d-%dd", i, n, sp.dims))
		if err != nil {
			return uuid.Nil, setup{}, err
		}
		if err := generate(ctx, pool, noise, 0, n/15, sp, rng, nil); err != nil {
			return uuid.Nil, setup{}, err
		}
	}
	st.load = time.Since(start)
	if err := finish(ctx, pool, []uuid.UUID{ws}, sp, &st); err != nil {
		return uuid.Nil, setup{}, err
	}
	start = time.Now()
	if err := generate(ctx, pool, ws, n-st.passChunks, n, sp, rng, nil); err != nil {
		return uuid.Nil, setup{}, err
	}
	st.passLoad = time.Since(start)
	start = time.Now()
	if err := retrieval.RefreshTermStats(ctx, pool, ws); err != nil {
		return uuid.Nil, setup{}, err
	}
	st.passFold = time.Since(start)
	return ws, st, nil
}

// permissionData fills the permission benchmark's workspace
// "perm-<pn>-<dims>d" with pn chunks whose documents carry grants
// (grantBench), in a database of its own so that its readers do not change
// the planner's statistics of the main benchmark's table, and builds its
// index and statistics, or finds them kept.
func permissionData(ctx context.Context, pool *pgxpool.Pool, pn int, sp benchSpace) (uuid.UUID, setup, error) {
	name := fmt.Sprintf("perm-%d-%dd", pn, sp.dims)
	if ws, ok, err := keptWorkspace(ctx, pool, name, pn); err != nil || ok {
		if err != nil {
			return ws, setup{}, err
		}
		st, err := ensureKept(ctx, pool, sp)
		return ws, st, err
	}
	ws, err := workspace.CreateScratch(ctx, pool, name)
	if err != nil {
		return uuid.Nil, setup{}, err
	}
	var st setup
	start := time.Now()
	if err := generate(ctx, pool, ws, 0, pn, sp, rand.New(rand.NewPCG(uint64(pn), 33)), func(src uuid.UUID) error {
		return grantBench(ctx, pool, ws, src)
	}); err != nil {
		return uuid.Nil, setup{}, err
	}
	st.load = time.Since(start)
	return ws, st, finish(ctx, pool, []uuid.UUID{ws}, sp, &st)
}

// ensureKept runs vectorindex.Ensure on a kept database, as the app does
// on every start: an index missing (generated with BENCH_BUILD_INDEX=0),
// left invalid by an interrupted build or of other build parameters (before
// ADR 0068) is built again, and the time that took is reported.
//
// BENCH_ENSURE=0 measures the kept index as it is: a graph built by hand for
// a comparison (ADR 0077), which Ensure would build again.
func ensureKept(ctx context.Context, pool *pgxpool.Pool, sp benchSpace) (setup, error) {
	st := setup{reused: true}
	// The searches are measured as they run after a pass ends, which
	// flushes the GIN indexes' pending lists (RefreshTermStats, ADR 0078).
	var err error
	if st.flushed, err = retrieval.FlushPendingIndexEntries(ctx, pool); err != nil {
		return st, err
	}
	if os.Getenv("BENCH_ENSURE") == "0" {
		return st, nil
	}
	var before, after uint32
	oid := `SELECT COALESCE((SELECT oid FROM pg_class WHERE relname = $1 AND relkind = 'i'), 0)`
	if err := pool.QueryRow(ctx, oid, vectorindex.Name(sp.model)).Scan(&before); err != nil {
		return st, err
	}
	start := time.Now()
	if err := buildIndex(ctx, pool, sp); err != nil {
		return st, err
	}
	if err := pool.QueryRow(ctx, oid, vectorindex.Name(sp.model)).Scan(&after); err != nil || after == before {
		return st, err
	}
	st.build = time.Since(start)
	return st, pool.QueryRow(ctx, `SELECT pg_relation_size($1::regclass)`, vectorindex.Name(sp.model)).Scan(&st.indexBytes)
}

// keptWorkspace finds a workspace a previous run generated completely (its
// term statistics, written last, count n chunks).
func keptWorkspace(ctx context.Context, pool *pgxpool.Pool, name string, n int) (uuid.UUID, bool, error) {
	var ws uuid.UUID
	err := pool.QueryRow(ctx, `SELECT w.id FROM workspaces w JOIN chunk_stats s ON s.workspace_id = w.id
		WHERE w.name = $1 AND s.chunks = $2 /* any workspace: the benchmark finds its own workspace by name in its own database */`, name, n).Scan(&ws)
	if errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, false, nil
	}
	return ws, err == nil, err
}

// finish builds the model's HNSW index the way the app does
// (vectorindex.Ensure), analyses the table and refreshes the fresh
// workspaces' term statistics as a sync pass does, timing each step.
func finish(ctx context.Context, pool *pgxpool.Pool, fresh []uuid.UUID, sp benchSpace, st *setup) error {
	// BENCH_BUILD_INDEX=0 generates only: the next run on the kept database
	// builds the index (ensureKept), so one generation serves a comparison
	// of index kinds and a long generation is not followed by a build the
	// product may no longer make.
	if os.Getenv("BENCH_BUILD_INDEX") != "0" {
		if err := timeBuild(ctx, pool, sp, st); err != nil {
			return err
		}
	}
	start := time.Now()
	if _, err := pool.Exec(ctx, `VACUUM ANALYZE document_chunks`); err != nil {
		return err
	}
	st.vacuum = time.Since(start)
	start = time.Now()
	for _, ws := range fresh {
		if err := retrieval.RefreshTermStats(ctx, pool, ws); err != nil {
			return err
		}
	}
	st.stats = time.Since(start)
	return nil
}

// timeBuild builds the model's index (buildIndex) and records its time and size.
func timeBuild(ctx context.Context, pool *pgxpool.Pool, sp benchSpace, st *setup) error {
	start := time.Now()
	if err := buildIndex(ctx, pool, sp); err != nil {
		return err
	}
	st.build = time.Since(start)
	return pool.QueryRow(ctx, `SELECT pg_relation_size($1::regclass)`, vectorindex.Name(sp.model)).Scan(&st.indexBytes)
}

// buildIndex runs vectorindex.Ensure on a connection of its own whose
// session, and only it, has the memory and the parallel workers of a bulk
// build: BENCH_MAINTENANCE_WORK_MEM (default 2GB: the graph of a million
// 100-dimension vectors fits, so the build never spills to the slow
// on-disk insertion) and BENCH_PARALLEL_WORKERS (default 1: with the leader,
// both cores of the reference machine).
func buildIndex(ctx context.Context, pool *pgxpool.Pool, sp benchSpace) error {
	cfg := pool.Config()
	cfg.MaxConns = 1
	cfg.ConnConfig.RuntimeParams["maintenance_work_mem"] = cmp.Or(os.Getenv("BENCH_MAINTENANCE_WORK_MEM"), "2GB")
	cfg.ConnConfig.RuntimeParams["max_parallel_maintenance_workers"] = cmp.Or(os.Getenv("BENCH_PARALLEL_WORKERS"), "1")
	build, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return err
	}
	defer build.Close()
	return vectorindex.Ensure(ctx, build, sp.model, sp.dims)
}

// copyBatch is how many chunks one COPY statement writes: each statement's
// new rows are held once more for the term-statistics trigger (its
// transition table), so a million-row COPY would hold them all.
const copyBatch = 20_000

// generate streams the chunks numbered lo to hi (20 per document, lo a
// multiple of 20) into the workspace through the sync pass's own COPY
// writer. grant, when set, writes each document's access entries before the
// chunks, so they are born with their readers (a grant after the load would
// rewrite every chunk row and its index entries).
func generate(ctx context.Context, pool *pgxpool.Pool, ws uuid.UUID, lo, hi int, sp benchSpace, rng *rand.Rand, grant func(uuid.UUID) error) error {
	src, err := source.Upsert(ctx, pool, source.Spec{WorkspaceID: ws, Provider: source.Upload, ExternalID: "bench", Name: "bench"})
	if err != nil {
		return err
	}
	docs := make([]source.Loaded, (hi-lo+19)/20)
	for i := range docs {
		d := lo/20 + i + 1
		docs[i] = source.Loaded{ID: uuid.New(), SourceID: src, ExternalID: fmt.Sprintf("doc-%d", d), Title: fmt.Sprintf("Document %d", d)}
	}
	if err := source.CopyDocuments(ctx, pool, ws, docs); err != nil {
		return err
	}
	if grant != nil {
		if err := grant(src); err != nil {
			return err
		}
	}
	for from := lo; from < hi; from += copyBatch {
		to := min(hi, from+copyBatch)
		// The chunks are generated as the COPY streams them, never held all at once.
		_, err = source.CopyChunks(ctx, pool, ws, func(yield func(source.Chunk) bool) {
			for i := from; i < to; i++ {
				c := rng.IntN(len(sp.centres))
				text := fmt.Sprintf("%s %s %s notes for part PN-%d about %s and %s.",
					word(c, 0), word(c, 1), word(c, 2), i, word(rng.IntN(len(sp.centres)), 0), word(rng.IntN(len(sp.centres)), 1))
				if !yield(source.Chunk{DocumentID: docs[(i-lo)/20].ID, Index: i % 20, Title: "Document", HeadingPath: []string{"Section " + word(c, 0)},
					Content: text, Tokens: 20, Hash: strconv.Itoa(i), Model: sp.model, Vector: pgvector.NewVector(randomUnit(rng, sp.dims, sp.centres[c], benchNoise))}) {
					return
				}
			}
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// randomUnit is a random unit vector; with a centre, the centre plus
// Gaussian noise of the given spread, so chunks form clusters as topics do.
func randomUnit(rng *rand.Rand, dims int, centre []float32, spread float64) []float32 {
	v := make([]float32, dims)
	var norm float64
	for i := range v {
		x := rng.NormFloat64()
		if centre != nil {
			x = float64(centre[i])*math.Sqrt(float64(dims)) + spread*x
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
