package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pgvector/pgvector-go"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/reembed"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/source"
	"knowledgestack/internal/vectorindex"
	"knowledgestack/internal/workspace"
)

// reembedOldModel is the model the generated chunks carry before the move.
const reembedOldModel = "bench-old-model"

// benchReembed moves a workspace of BENCH_REEMBED_CHUNKS (default 100k)
// chunks to the product's offline embedder with the re-embedding job
// (ADR 0032, 0064) and prints its rate, the switch's time and the Go heap's
// peak. The job is stopped half-way (as a shutdown or a kill would) and
// resumed: the table shows the next batch's query from the checkpoint beside
// the same query walking from the first chunk, as the job did before the
// checkpoint (every staged chunk re-checked per batch), and that the resumed
// run embedded no chunk twice.
func benchReembed(ctx context.Context, out io.Writer) error {
	n := 100_000
	if v := os.Getenv("BENCH_REEMBED_CHUNKS"); v != "" {
		var err error
		if n, err = strconv.Atoi(v); err != nil || n < 1000 {
			return fmt.Errorf("BENCH_REEMBED_CHUNKS must be an integer >= 1000, got %q", v)
		}
	}
	pool, drop, err := scratchPool(ctx, "reembed", 4)
	if err != nil {
		return err
	}
	defer drop()
	ws, err := workspace.CreateScratch(ctx, pool, "bench-reembed")
	if err != nil {
		return err
	}
	start := time.Now()
	if err := reembedData(ctx, pool, ws, n); err != nil {
		return err
	}
	loaded := time.Since(start)
	offline, err := embed.NewWordVec()
	if err != nil {
		return err
	}
	target := &countingEmbedder{Embedder: offline}
	// What the app does at start: the target's index, then the plan.
	if err := vectorindex.Ensure(ctx, pool, target.Model(), target.Dimensions()); err != nil {
		return err
	}
	if _, err := reembed.Plan(ctx, pool, target); err != nil {
		return err
	}
	var peak atomic.Uint64
	stopSampling := sampleHeap(&peak)
	defer stopSampling()

	// First run, cut when half the chunks are embedded.
	half, cut := context.WithCancel(ctx)
	target.onInput = func(total int64) {
		if total >= int64(n/2) {
			cut()
		}
	}
	runner := reembed.NewRunner(pool, target, 0)
	first := time.Now()
	if err := runner.Run(half, ws); err == nil || ctx.Err() != nil {
		cut()
		return fmt.Errorf("the first run was not cut half-way: %v", err)
	}
	cut()
	firstTook, firstInputs := time.Since(first), target.inputs.Load()
	target.onInput = nil

	// The next batch, from the checkpoint and from the first chunk; the
	// progress read mid-move, and the exact count it no longer makes.
	keyset, walk, err := nextBatchQueries(ctx, pool, ws, target.Model())
	if err != nil {
		return err
	}
	midRead := timeProgress(ctx, pool, ws)
	t0 := time.Now()
	if _, err := pool.Exec(ctx, `SELECT count(*) FILTER (WHERE c.embedding_model = $2 OR EXISTS (SELECT 1 FROM chunk_vectors v
		WHERE v.workspace_id = $1 AND v.chunk_id = c.id AND v.embedding_model = $2 AND v.content_hash = c.content_hash))
		FROM document_chunks c WHERE c.workspace_id = $1
		/* all readers: the benchmark times the exact progress count on its own scratch workspace */`, ws, target.Model()); err != nil {
		return err
	}
	exactRead := time.Since(t0)

	var allEmbedded atomic.Int64
	target.onInput = func(total int64) {
		if total >= int64(n) && allEmbedded.Load() == 0 {
			allEmbedded.Store(time.Now().UnixNano())
		}
	}
	marks := &markHandler{at: map[string]time.Time{}}
	runner.WithLog(slog.New(marks), time.Hour)
	// Vector searches while the switched workspace settles (ADR 0071: the
	// arm reads the chunks and chunk_vectors) and after.
	probe := startSettlingProbe(ctx, pool, ws, offline)
	second := time.Now()
	if err := runner.Run(ctx, ws); err != nil {
		probe.stop()
		return err
	}
	secondTook := time.Since(second)
	probe.stop()
	settledSearch, settledFull := probe.searches(ctx, 20)
	switching, switched, settled := marks.get("re-embedding switching"), marks.get("re-embedding switched"), marks.get("re-embedding settled")
	var sweep time.Duration
	if at := allEmbedded.Load(); at != 0 {
		sweep = switching.Sub(time.Unix(0, at))
	}
	p, err := reembed.ProgressOf(ctx, pool, ws)
	if err != nil {
		return err
	}
	if p.Running() || p.Model != target.Model() || p.Done != n {
		return fmt.Errorf("the move did not finish: %+v", p)
	}
	inputs := target.inputs.Load()
	stopSampling()
	total := firstTook + secondTook
	rate := float64(n) / total.Seconds()
	fmt.Fprintf(out, "%d chunks in one workspace moved from %s to %s (%d dims, the offline default), batch %d; data %s (%s)\n\n",
		n, reembedOldModel, target.Model(), target.Dimensions(), reembed.DefaultBatch, loaded.Round(time.Second), "COPY")
	fmt.Fprintln(out, "| measure | value |")
	fmt.Fprintln(out, "|---|---|")
	fmt.Fprintf(out, "| first run, cut half-way | %d chunks in %s |\n", firstInputs, firstTook.Round(time.Millisecond))
	fmt.Fprintf(out, "| next batch's query after the cut: from the checkpoint | %s |\n", keyset.Round(time.Microsecond))
	fmt.Fprintf(out, "| the same batch walking from the first chunk (before ADR 0064) | %s |\n", walk.Round(time.Microsecond))
	fmt.Fprintf(out, "| resumed run to the switch, in all | %s |\n", secondTook.Round(time.Millisecond))
	fmt.Fprintf(out, "| of which the sweep from the start after the keyset's end | %s |\n", sweep.Round(time.Millisecond))
	// ADR 0071, 0077: the check that every chunk has its vector reads the
	// workspace outside any lock; the switch then flips the workspace's
	// model in one short transaction that counts again only the chunks
	// written since the check; the staged vectors then settle into the
	// chunks in transactions of reembed.SettleBatch rows, search reading
	// both meanwhile.
	fmt.Fprintf(out, "| of which the last check that every chunk has its vector, outside the lock (the count the switch made under it before ADR 0077) | %s |\n", marks.attr("re-embedding switching", "checked"))
	fmt.Fprintf(out, "| of which the switch under the workspace's lock (the chunks written since the check, the flip) | %s |\n", switched.Sub(switching).Round(time.Millisecond))
	fmt.Fprintf(out, "| of which settling the staged vectors into the chunks, after the switch (%d rows a transaction) | %s; longest transaction %s |\n",
		reembed.SettleBatch, settled.Sub(switched).Round(time.Millisecond), marks.attr("re-embedding settled", "longest_batch"))
	fmt.Fprintf(out, "| vector search while settling: p50 / p95 (searches with 10 hits) | %s / %s (%d of %d) |\n",
		percentile(probe.lat, 50).Round(time.Microsecond), percentile(probe.lat, 95).Round(time.Microsecond), probe.full, len(probe.lat))
	fmt.Fprintf(out, "| vector search after settling: p50 / p95 (searches with 10 hits) | %s / %s (%d of %d) |\n",
		percentile(settledSearch, 50).Round(time.Microsecond), percentile(settledSearch, 95).Round(time.Microsecond), settledFull, len(settledSearch))
	fmt.Fprintf(out, "| embedding rate before the switch (first run) | %.0f chunks/s |\n", float64(firstInputs)/firstTook.Seconds())
	fmt.Fprintf(out, "| chunks embedded in all (each once: %d) | %d |\n", n, inputs)
	fmt.Fprintf(out, "| rate, whole move (switch included) | %.0f chunks/s |\n", rate)
	// A run of a million or more measured the whole move itself.
	if n < 1_000_000 {
		fmt.Fprintf(out, "| 1M chunks at that rate (extrapolated, not run) | %s |\n", time.Duration(float64(1_000_000)/rate*float64(time.Second)).Round(time.Minute))
	}
	fmt.Fprintf(out, "| progress read (GET /sources/embedding) mid-move: the job's row / the exact count it replaced | %s / %s |\n",
		midRead.Round(time.Microsecond), exactRead.Round(time.Millisecond))
	fmt.Fprintf(out, "| progress read after the switch | %s |\n", timeProgress(ctx, pool, ws).Round(time.Millisecond))
	fmt.Fprintf(out, "| Go heap in use, peak during the move | %.1f MiB |\n", float64(peak.Load())/(1<<20))
	if inputs > int64(n)+int64(reembed.DefaultBatch) {
		return fmt.Errorf("%d chunks embedded for %d: the resumed run redid staged chunks", inputs, n)
	}
	return nil
}

// reembedData streams n chunks of the old model (20 per document, random
// 100-dim vectors) into ws with COPY.
func reembedData(ctx context.Context, pool *pgxpool.Pool, ws uuid.UUID, n int) error {
	src, err := source.Upsert(ctx, pool, source.Spec{WorkspaceID: ws, Provider: source.Upload, ExternalID: "bench", Name: "bench"})
	if err != nil {
		return err
	}
	docs := make([]source.Loaded, (n+19)/20)
	for i := range docs {
		docs[i] = source.Loaded{ID: uuid.New(), SourceID: src, ExternalID: fmt.Sprintf("doc-%d", i+1), Title: fmt.Sprintf("Manual %d", i+1)}
	}
	if err := source.CopyDocuments(ctx, pool, ws, docs); err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(34, 4))
	words := []string{"pump", "valve", "gearbox", "torque", "seal", "bearing", "filter", "pressure", "sensor", "relay", "motor", "coolant"}
	_, err = source.CopyChunks(ctx, pool, ws, func(yield func(source.Chunk) bool) {
		vec := make([]float32, embed.WordVecDimensions)
		for i := range n {
			for j := range vec {
				vec[j] = float32(rng.NormFloat64())
			}
			text := fmt.Sprintf("Check the %s and the %s before replacing the %s; part PN-%d, step %d.",
				words[rng.IntN(len(words))], words[rng.IntN(len(words))], words[rng.IntN(len(words))], i, i%20)
			if !yield(source.Chunk{DocumentID: docs[i/20].ID, Index: i % 20, Title: "Manual", HeadingPath: []string{"Maintenance"},
				Content: text, Tokens: 20, Hash: strconv.Itoa(i), Model: reembedOldModel, Vector: pgvector.NewVector(vec)}) {
				return
			}
		}
	})
	return err
}

// nextBatchQueries times the job's next-batch query from the checkpoint
// and, for comparison, from the first chunk (the job's query before the
// checkpoint existed): the median of five runs each.
func nextBatchQueries(ctx context.Context, pool *pgxpool.Pool, ws uuid.UUID, model string) (keyset, walk time.Duration, err error) {
	var checkpoint *uuid.UUID
	if err := pool.QueryRow(ctx, `SELECT checkpoint FROM workspace_embedding WHERE workspace_id = $1`, ws).Scan(&checkpoint); err != nil {
		return 0, 0, err
	}
	if checkpoint == nil {
		return 0, 0, errors.New("no checkpoint after the first run")
	}
	median := func(after uuid.UUID) (time.Duration, error) {
		var ds []time.Duration
		for range 5 {
			t := time.Now()
			rows, err := pool.Query(ctx, reembed.NextBatchSQL, ws, model, reembed.DefaultBatch, after)
			if err != nil {
				return 0, err
			}
			rows.Close()
			if rows.Err() != nil {
				return 0, rows.Err()
			}
			ds = append(ds, time.Since(t))
		}
		return percentile(ds, 50), nil
	}
	if keyset, err = median(*checkpoint); err != nil {
		return 0, 0, err
	}
	walk, err = median(uuid.Nil)
	return keyset, walk, err
}

// timeProgress times one progress read.
func timeProgress(ctx context.Context, pool *pgxpool.Pool, ws uuid.UUID) time.Duration {
	t := time.Now()
	if _, err := reembed.ProgressOf(ctx, pool, ws); err != nil {
		return -1
	}
	return time.Since(t)
}

// sampleHeap records the largest HeapInuse seen every 50 ms until stopped.
func sampleHeap(peak *atomic.Uint64) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(50 * time.Millisecond)
		defer t.Stop()
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			if m.HeapInuse > peak.Load() {
				peak.Store(m.HeapInuse)
			}
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	var once atomic.Bool
	return func() {
		if once.CompareAndSwap(false, true) {
			close(done)
			<-finished
		}
	}
}

// countingEmbedder counts the texts it embeds and tells onInput the total.
type countingEmbedder struct {
	embed.Embedder
	inputs  atomic.Int64
	onInput func(total int64)
}

func (e *countingEmbedder) Embed(ctx context.Context, in []string) ([][]float32, error) {
	total := e.inputs.Add(int64(len(in)))
	if f := e.onInput; f != nil {
		f(total)
	}
	return e.Embedder.Embed(ctx, in)
}

// markHandler remembers when each log message was last written, and its
// attributes.
type markHandler struct {
	mu    sync.Mutex
	at    map[string]time.Time
	attrs map[string]map[string]string
}

func (h *markHandler) Enabled(context.Context, slog.Level) bool { return true }

func (h *markHandler) Handle(_ context.Context, r slog.Record) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.at[r.Message] = r.Time
	attrs := map[string]string{}
	r.Attrs(func(a slog.Attr) bool {
		attrs[a.Key] = a.Value.String()
		return true
	})
	if h.attrs == nil {
		h.attrs = map[string]map[string]string{}
	}
	h.attrs[r.Message] = attrs
	return nil
}

func (h *markHandler) attr(msg, key string) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.attrs[msg][key]
}

func (h *markHandler) WithAttrs([]slog.Attr) slog.Handler { return h }

func (h *markHandler) WithGroup(string) slog.Handler { return h }

func (h *markHandler) get(msg string) time.Time {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.at[msg]
}

// settlingProbe times vector searches of a workspace while it settles.
type settlingProbe struct {
	pool     *pgxpool.Pool
	ws       uuid.UUID
	searcher *retrieval.Searcher
	lat      []time.Duration
	full     int
	done     chan struct{}
	finished chan struct{}
}

var probeQuestions = []string{"replace the pump seal", "gearbox torque check", "coolant pressure sensor", "motor relay filter"}

// startSettlingProbe searches ws (vector arm only, e's model) every 100 ms
// while its settling_from is set, until stop.
func startSettlingProbe(ctx context.Context, pool *pgxpool.Pool, ws uuid.UUID, e embed.Embedder) *settlingProbe {
	p := &settlingProbe{pool: pool, ws: ws, searcher: retrieval.NewSearcher(pool, e, nil, retrieval.Options{Mode: retrieval.ModeVector}),
		done: make(chan struct{}), finished: make(chan struct{})}
	go func() {
		defer close(p.finished)
		for i := 0; ; i++ {
			select {
			case <-p.done:
				return
			case <-time.After(100 * time.Millisecond):
			}
			var from string
			if err := pool.QueryRow(ctx, `SELECT COALESCE(settling_from, '') FROM workspace_embedding WHERE workspace_id = $1`, ws).Scan(&from); err != nil || from == "" {
				continue
			}
			if d, full, ok := p.search(ctx, probeQuestions[i%len(probeQuestions)]); ok {
				p.lat = append(p.lat, d)
				if full {
					p.full++
				}
			}
		}
	}()
	return p
}

func (p *settlingProbe) search(ctx context.Context, q string) (time.Duration, bool, bool) {
	t := time.Now()
	res, err := p.searcher.Search(ctx, retrieval.Query{WorkspaceID: p.ws, Text: q, Limit: 10})
	if err != nil {
		return 0, false, false
	}
	return time.Since(t), len(res.Hits) == 10, true
}

func (p *settlingProbe) stop() {
	select {
	case <-p.done:
	default:
		close(p.done)
	}
	<-p.finished
}

// searches times n searches now.
func (p *settlingProbe) searches(ctx context.Context, n int) (lat []time.Duration, full int) {
	for i := range n {
		if d, f, ok := p.search(ctx, probeQuestions[i%len(probeQuestions)]); ok {
			lat = append(lat, d)
			if f {
				full++
			}
		}
	}
	return lat, full
}
