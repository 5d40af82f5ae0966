package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"

	"knowledgestack/internal/chunk"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/source"
	"knowledgestack/internal/sync/pass"
	"knowledgestack/internal/vectorindex"
	"knowledgestack/internal/workspace"
)

// benchIngest ingests BENCH_DOCS (default 300) generated Markdown documents
// end to end (upload, chunk, local embeddings, PostgreSQL) on a scratch
// database, compares it with a raw COPY of the same chunk rows and vectors,
// then re-syncs the unchanged corpus, which must compute no embedding and
// write no chunk row. It prints one Markdown table.
func benchIngest(ctx context.Context, out io.Writer) error {
	n := 300
	if v := os.Getenv("BENCH_DOCS"); v != "" {
		var err error
		if n, err = strconv.Atoi(v); err != nil || n < 1 {
			return fmt.Errorf("BENCH_DOCS must be a positive integer, got %q", v)
		}
	}
	statements := &statementTally{}
	b, err := newTracedUploadBench(ctx, "ingest", pass.UploadOptions{DefaultMaxBytes: 2 << 20}, statements)
	if err != nil {
		return err
	}
	defer b.drop()
	pool, ws, svc, p := b.pool, b.ws, b.svc, b.pass
	files := corpus(n)
	// The embedder's HNSW index, as the app builds it at start: the pass
	// and the COPY both maintain it (without it neither did: the migrations
	// index only the old hashing model).
	if err := vectorindex.Ensure(ctx, pool, embed.WordVecModel, embed.WordVecDimensions); err != nil {
		return err
	}

	start := time.Now()
	up, err := svc.Upload(ctx, ws, uuid.Nil, files)
	if err != nil {
		return err
	}
	uploadTime := time.Since(start)
	statements.record()
	start = time.Now()
	first, err := p.Run(ctx, ws, up.SourceID)
	if err != nil {
		return err
	}
	passTime := time.Since(start)
	var trace strings.Builder
	statements.print(&trace, passTime)
	passTrigger, err := triggerCost(ctx, pool)
	if err != nil {
		return err
	}

	// The COPY into a database of its own, migrated and indexed the same
	// way, so it starts from the empty tables and indexes the pass started
	// from (into the pass's database, its rows would join an HNSW graph and
	// GIN index already holding the pass's).
	copyTime, copied, copyTrigger, err := rawCopyFresh(ctx, pool, ws, 1)
	if err != nil {
		return err
	}
	// The pass writes on two connections at once; the same COPY split in
	// two streams shows what that parallelism alone is worth.
	copy2Time, _, _, err := rawCopyFresh(ctx, pool, ws, 2)
	if err != nil {
		return err
	}

	start = time.Now()
	if _, err := svc.Upload(ctx, ws, uuid.Nil, files); err != nil {
		return err
	}
	again, err := p.Run(ctx, ws, up.SourceID)
	if err != nil {
		return err
	}
	resyncTime := time.Since(start)

	fmt.Fprintf(out, "\n### Ingestion (%d generated Markdown documents, offline word-vector embedder)\n\n", n)
	fmt.Fprintln(out, "| step | documents | chunks | seconds | chunks/s | embeddings computed | chunk rows written |")
	fmt.Fprintln(out, "|---|---:|---:|---:|---:|---:|---:|")
	row := func(step string, docs, chunks int, d time.Duration, computed, written int) {
		fmt.Fprintf(out, "| %s | %d | %d | %.2f | %.0f | %d | %d |\n", step, docs, chunks, d.Seconds(), float64(chunks)/d.Seconds(), computed, written)
	}
	row("upload (convert, store the files)", len(files), first.ChunksWritten, uploadTime, 0, 0)
	row("sync pass (hash, chunk, embed, write)", first.Indexed, first.ChunksWritten, passTime, first.EmbeddingsComputed, first.ChunksWritten)
	row("upload + sync pass", first.Indexed, first.ChunksWritten, uploadTime+passTime, first.EmbeddingsComputed, first.ChunksWritten)
	row("raw COPY of the same chunk rows + vectors (same indexes and triggers, one stream)", first.Indexed, copied, copyTime, 0, copied)
	row("… the same COPY in two streams at once (as the pass's two writers)", first.Indexed, copied, copy2Time, 0, copied)
	row("re-upload + re-sync of the unchanged corpus", again.Seen, first.ChunksWritten, resyncTime, again.EmbeddingsComputed, again.ChunksWritten)
	// Issue 34's bound: the pass reaches 75% of a raw COPY's rate (ADR 0061).
	passRatio := copyTime.Seconds() / passTime.Seconds()
	allRatio := copyTime.Seconds() / (uploadTime + passTime).Seconds()
	verdict := "met"
	if passRatio < ingestBound {
		verdict = "NOT met"
	}
	fmt.Fprintf(out, "\nsync pass / raw COPY: **%.0f%%** (bound ≥ %.0f%%: %s); upload + pass / raw COPY: %.0f%%; sync pass / two-stream COPY: %.0f%% (no bound)\n",
		100*passRatio, 100*ingestBound, verdict, 100*allRatio, 100*copy2Time.Seconds()/passTime.Seconds())
	fmt.Fprintf(out, "\nthe chunks' triggers (pg_stat_user_functions): pass %s; raw COPY %s\n", passTrigger.String(passTime), copyTrigger.String(copyTime))
	fmt.Fprint(out, trace.String())
	if again.EmbeddingsComputed != 0 || again.ChunksWritten != 0 {
		return fmt.Errorf("bench: the unchanged re-sync computed %d embeddings and wrote %d chunk rows; both must be 0",
			again.EmbeddingsComputed, again.ChunksWritten)
	}
	return benchRemoteEmbedder(ctx, out, b, files[:max(1, n/3)])
}

// Remote embedder: a fake OpenAI-compatible endpoint (embedtest, the API's
// wire format) that takes remoteDelay per request and refuses (429) more
// than remoteLimit at once, as a rate-limited provider does.
const (
	remoteDelay = 20 * time.Millisecond
	remoteLimit = 4
)

// benchRemoteEmbedder syncs files with the remote embedder at several
// Config.Concurrency values, each into a fresh workspace: the pass's rate
// should follow the endpoint's (requests at once × one per request time)
// and never be refused.
func benchRemoteEmbedder(ctx context.Context, out io.Writer, b *uploadBench, files []pass.UploadFile) error {
	chunker, err := chunk.New(chunk.Options{})
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "\n#### Remote embedder (%d documents; fake endpoint: %v a request, at most %d at once)\n\n", len(files), remoteDelay, remoteLimit)
	fmt.Fprintln(out, "| concurrency | chunks | seconds | chunks/s | requests | most at once | refused (429) | endpoint's ceiling, chunks/s |")
	fmt.Fprintln(out, "|---:|---:|---:|---:|---:|---:|---:|---:|")
	for _, c := range []int{1, 2, remoteLimit} {
		srv := embedtest.New(0, remoteDelay)
		srv.Limit(remoteLimit)
		remote, err := embed.NewOpenAI(embed.OpenAIConfig{APIKey: "sk-bench", BaseURL: srv.BaseURL(), Model: "text-embedding-3-small",
			Dimensions: embed.NewLocal().Dimensions(), Tokenizer: chunker})
		if err != nil {
			srv.Close()
			return err
		}
		p, err := pass.New(pass.Config{Pool: b.pool, Registry: pass.Registry{source.Upload: pass.UploadFactory(b.pool, 0)},
			Chunker: chunker, Embedder: remote, Metrics: metrics.New(prometheus.NewRegistry()), Concurrency: c})
		if err != nil {
			srv.Close()
			return err
		}
		ws, err := benchWorkspace(ctx, b.pool, fmt.Sprint("remote-", c))
		if err != nil {
			srv.Close()
			return err
		}
		up, err := b.svc.Upload(ctx, ws, uuid.Nil, files)
		if err != nil {
			srv.Close()
			return err
		}
		start := time.Now()
		res, err := p.Run(ctx, ws, up.SourceID)
		d := time.Since(start)
		srv.Close()
		if err != nil {
			return err
		}
		// One request per document: the endpoint serves at most c of them
		// (c ≤ its limit) per remoteDelay.
		ceiling := float64(res.ChunksWritten) / (float64(srv.Requests()) / float64(c) * remoteDelay.Seconds())
		fmt.Fprintf(out, "| %d | %d | %.2f | %.0f | %d | %d | %d | %.0f |\n", c, res.ChunksWritten, d.Seconds(),
			float64(res.ChunksWritten)/d.Seconds(), srv.Requests(), srv.MostInFlight(), srv.Refused(), ceiling)
	}
	return nil
}

// ingestBound is the share of a raw COPY's chunk rate the sync pass must reach.
const ingestBound = 0.75

type nopQueue struct{}

func (nopQueue) EnqueueSync(context.Context, uuid.UUID, uuid.UUID) error { return nil }

// corpus generates n handbook-like documents: headings, prose, a list, a
// table and a code block, with vocabulary varied by a fixed seed.
func corpus(n int) []pass.UploadFile {
	r := rand.New(rand.NewPCG(42, 7))
	words := strings.Fields("policy team deploy review access budget incident customer release schedule vendor " +
		"laptop onboarding security database latency invoice contract support escalation metric dashboard backup " +
		"quarter roadmap hiring payroll travel expense approval region cluster rollout feature audit compliance")
	sentence := func() string {
		k := 8 + r.IntN(12)
		s := make([]string, k)
		for i := range s {
			s[i] = words[r.IntN(len(words))]
		}
		return strings.ToUpper(s[0][:1]) + strings.Join(s, " ")[1:] + "."
	}
	files := make([]pass.UploadFile, n)
	for i := range files {
		var b strings.Builder
		fmt.Fprintf(&b, "# Handbook page %d\n\n%s %s\n\n", i, sentence(), sentence())
		for s := range 3 + r.IntN(5) {
			fmt.Fprintf(&b, "## Topic %d.%d\n\n", i, s)
			for range 1 + r.IntN(4) {
				for range 3 + r.IntN(6) {
					b.WriteString(sentence() + " ")
				}
				b.WriteString("\n\n")
			}
			if s%3 == 1 {
				b.WriteString("| owner | system | sla |\n|---|---|---|\n")
				for k := range 4 + r.IntN(8) {
					fmt.Fprintf(&b, "| %s | %s-%d | %dh |\n", words[r.IntN(len(words))], words[r.IntN(len(words))], k, 1+r.IntN(48))
				}
				b.WriteString("\n")
			}
			if s%4 == 2 {
				fmt.Fprintf(&b, "```bash\nkubectl rollout restart deploy/%s-%d\n```\n\n", words[r.IntN(len(words))], s)
			}
		}
		files[i] = pass.UploadFile{Name: fmt.Sprintf("handbook-%04d.md", i), Content: []byte(b.String())}
	}
	return files
}

// triggers is what the chunks' trigger functions cost in a database, by function.
type triggers map[string]struct {
	calls int64
	took  time.Duration
}

// String says each function's calls, time per call and share of wall.
func (t triggers) String(wall time.Duration) string {
	if len(t) == 0 {
		return "no calls"
	}
	var parts []string
	for _, f := range slices.Sorted(maps.Keys(t)) {
		c := t[f]
		parts = append(parts, fmt.Sprintf("`%s` %d calls, %.0f µs each, %.0f%% of %.2f s", f, c.calls,
			float64(c.took.Microseconds())/float64(max(c.calls, 1)), 100*c.took.Seconds()/wall.Seconds(), wall.Seconds()))
	}
	return strings.Join(parts, "; ")
}

// triggerCost reads the calls and time of the trigger functions that fire on
// a chunk's insert (the term-statistics delta, ADR 0062; the readers, ADR
// 0058), once every connection of pool has ended: a backend flushes its
// function statistics when it exits.
func triggerCost(ctx context.Context, pool *pgxpool.Pool) (triggers, error) {
	pool.Reset()
	rows, err := pool.Query(ctx, `SELECT funcname::text, calls, total_time FROM pg_stat_user_functions
		WHERE funcname IN ('ks_chunk_terms_changed', 'ks_chunks_readers_on_insert')`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	t := triggers{}
	for rows.Next() {
		var f string
		var calls int64
		var ms float64
		if err := rows.Scan(&f, &calls, &ms); err != nil {
			return nil, err
		}
		t[f] = struct {
			calls int64
			took  time.Duration
		}{calls, time.Duration(ms * float64(time.Millisecond))}
	}
	return t, rows.Err()
}

// rawCopyFresh times rawCopy into a fresh scratch database migrated as the
// pass's was, with the embedder's HNSW index, in streams COPYs at once, and
// reads what its triggers cost.
func rawCopyFresh(ctx context.Context, from *pgxpool.Pool, ws uuid.UUID, streams int) (time.Duration, int, triggers, error) {
	to, drop, err := scratchPool(ctx, "ingestcopy", 4)
	if err != nil {
		return 0, 0, nil, err
	}
	defer drop()
	if err := vectorindex.Ensure(ctx, to, embed.WordVecModel, embed.WordVecDimensions); err != nil {
		return 0, 0, nil, err
	}
	d, n, err := rawCopy(ctx, from, ws, to, streams)
	if err != nil {
		return 0, 0, nil, err
	}
	t, err := triggerCost(ctx, to)
	return d, n, t, err
}

// rawCopy times a COPY of every chunk row of ws in pool (vectors included)
// into copies of its documents in a workspace of to, split into streams
// COPYs on their own connections at once: the floor for writing them.
func rawCopy(ctx context.Context, pool *pgxpool.Pool, ws uuid.UUID, to *pgxpool.Pool, streams int) (time.Duration, int, error) {
	other, err := benchWorkspace(ctx, to, "copy")
	if err != nil {
		return 0, 0, err
	}
	src, err := source.Upsert(ctx, to, source.Spec{WorkspaceID: other, Provider: source.Upload, ExternalID: "uploads", Name: "copy"})
	if err != nil {
		return 0, 0, err
	}
	// Copies of ws's documents (new ids), then their chunks read into memory,
	// so only the chunks' COPY is timed.
	rows, err := pool.Query(ctx, `SELECT id, external_id, title FROM documents WHERE workspace_id = $1
/* all readers: the benchmark copies its own scratch documents */`, ws)
	if err != nil {
		return 0, 0, err
	}
	var docs []source.Loaded
	newID := map[uuid.UUID]uuid.UUID{}
	for rows.Next() {
		var old uuid.UUID
		d := source.Loaded{ID: uuid.New(), SourceID: src}
		if err := rows.Scan(&old, &d.ExternalID, &d.Title); err != nil {
			rows.Close()
			return 0, 0, err
		}
		newID[old] = d.ID
		docs = append(docs, d)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, 0, err
	}
	if err := source.CopyDocuments(ctx, to, other, docs); err != nil {
		return 0, 0, err
	}
	rows, err = pool.Query(ctx, `SELECT document_id, chunk_index, title, heading_path, content, token_count, content_hash, embedding_model, embedding
		FROM document_chunks WHERE workspace_id = $1
/* all readers: the benchmark copies its own scratch chunks */`, ws)
	if err != nil {
		return 0, 0, err
	}
	var data []source.Chunk
	for rows.Next() {
		var c source.Chunk
		var heading string
		if err := rows.Scan(&c.DocumentID, &c.Index, &c.Title, &heading, &c.Content, &c.Tokens, &c.Hash, &c.Model, &c.Vector); err != nil {
			rows.Close()
			return 0, 0, err
		}
		c.DocumentID = newID[c.DocumentID]
		if heading != "" {
			c.HeadingPath = strings.Split(heading, " > ")
		}
		data = append(data, c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, 0, err
	}
	// Each stream takes whole documents (the pass's writers take disjoint
	// documents too).
	slices.SortFunc(data, func(a, b source.Chunk) int { return strings.Compare(a.DocumentID.String(), b.DocumentID.String()) })
	parts := make([][]source.Chunk, streams)
	for i, k := 0, 0; k < streams; k++ {
		end := len(data) * (k + 1) / streams
		for end < len(data) && end > 0 && data[end].DocumentID == data[end-1].DocumentID {
			end++
		}
		parts[k], i = data[i:max(i, end)], max(i, end)
	}
	var wg sync.WaitGroup
	counts := make([]int64, streams)
	errs := make([]error, streams)
	start := time.Now()
	for k := range parts {
		wg.Go(func() { counts[k], errs[k] = source.CopyChunks(ctx, to, other, slices.Values(parts[k])) })
	}
	wg.Wait()
	took := time.Since(start)
	if err := errors.Join(errs...); err != nil {
		return 0, 0, fmt.Errorf("bench: copy chunks: %w", err)
	}
	var n int64
	for _, c := range counts {
		n += c
	}
	return took, int(n), nil
}

func benchWorkspace(ctx context.Context, pool *pgxpool.Pool, name string) (uuid.UUID, error) {
	return workspace.CreateScratch(ctx, pool, "bench-"+name)
}
