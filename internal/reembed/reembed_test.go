package reembed

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/evaluation/evaltest"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/vectorindex"
)

// fakeModel is a 768-dimension model served by an embedtest server.
func fakeModel(t *testing.T, srv *embedtest.Server) embed.Embedder {
	t.Helper()
	e, err := embed.NewOpenAI(embed.OpenAIConfig{APIKey: "sk-test", BaseURL: srv.BaseURL(), Model: "fake-embed-768", Dimensions: 768})
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// migratingSearcher is what the app builds: the configured (new) model, and
// the offline one for workspaces still on it.
func migratingSearcher(pool *pgxpool.Pool, target embed.Embedder) *retrieval.Searcher {
	return retrieval.NewSearcher(pool, target, nil, retrieval.Options{Embedders: func(model string, dims int) (embed.Embedder, error) {
		return embed.Offline(model)
	}})
}

// offlineKey is chunkModels' key for chunks embedded by the offline embedder.
var offlineKey = fmt.Sprintf("%s:%d", offline.Model(), offline.Dimensions())

func chunkModels(t *testing.T, pool *pgxpool.Pool, ws any) map[string]int {
	t.Helper()
	rows, err := pool.Query(context.Background(), `SELECT embedding_model || ':' || vector_dims(embedding), count(*)
		FROM document_chunks WHERE workspace_id = $1 GROUP BY 1`, ws)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var k string
		var n int
		if err := rows.Scan(&k, &n); err != nil {
			t.Fatal(err)
		}
		out[k] = n
	}
	return out
}

func TestReembeddingAnswersFromTheOldModelUntilTheSwitch(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	ws, c := writeCorpus(t, pool, "move", map[string]string{
		"leave.md":  "# Leave\n\n## Annual leave\n\nEvery employee earns 25 days of annual leave. " + filler(6),
		"servo.md":  "# Servo faults\n\n## ERR-4021 Servo overcurrent\n\nThe drive cut power because the motor drew too much current. " + filler(6),
		"office.md": "# Office\n\n## Parking\n\nPark in lots A and B; lot C is for visitors. " + filler(6),
	})
	other, _ := writeCorpus(t, pool, "stay", map[string]string{"x.md": "# Other\n\nAnnual leave of another tenant. " + filler(3)})
	srv := embedtest.New(768, 0)
	defer srv.Close()
	target := fakeModel(t, srv)
	if err := vectorindex.Ensure(ctx, pool, target.Model(), target.Dimensions()); err != nil {
		t.Fatal(err)
	}
	planned, err := Plan(ctx, pool, target)
	if err != nil || len(planned) != 2 {
		t.Fatalf("planned %v (err %v), want both workspaces", planned, err)
	}
	s := migratingSearcher(pool, target)
	ask := func(want string) retrieval.Results {
		t.Helper()
		res := search(t, s, ws, "How many days of annual leave do I get?", 5)
		if len(res.Hits) == 0 || c.Files[res.Hits[0].DocumentID] != want {
			t.Fatalf("first hit %+v, want %s", res.Hits, want)
		}
		return res
	}

	// Before the job: the question is embedded with the old model (the fake
	// server is not asked) and its vector arm finds the old vectors.
	res := ask("leave.md")
	if srv.Requests() != 0 || res.Hits[0].VectorRank == 0 {
		t.Fatalf("searched with %d requests to the new model, vector rank %d", srv.Requests(), res.Hits[0].VectorRank)
	}

	// Half-way: two chunks staged, the workspace still searches the old model.
	r := NewRunner(pool, target, 2)
	if n, err := r.stageBatch(ctx, ws, uuid.Nil); err != nil || n != 2 {
		t.Fatalf("staged %d (err %v)", n, err)
	}
	p, err := ProgressOf(ctx, pool, ws)
	if err != nil || p.Target != target.Model() || p.Model != offline.Model() || p.Done != 2 || p.Total != c.Chunks {
		t.Fatalf("progress %+v (err %v), want 2 of %d towards %s", p, err, c.Chunks, target.Model())
	}
	requests := srv.Requests()
	res = ask("leave.md")
	if srv.Requests() != requests || res.Hits[0].VectorRank == 0 {
		t.Fatalf("mid-way search asked the new model or lost its vector arm: %+v", res.Hits[0])
	}
	if got := chunkModels(t, pool, ws); got[offlineKey] != c.Chunks {
		t.Fatalf("chunks changed before the switch: %v", got)
	}

	// The job finishes and switches: every chunk carries the new model's
	// vector, nothing is staged any more, and the question is embedded by it.
	if err := r.Run(ctx, ws); err != nil {
		t.Fatal(err)
	}
	if got := chunkModels(t, pool, ws); len(got) != 1 || got[target.Model()+":768"] != c.Chunks {
		t.Fatalf("after the switch: %v, want %d chunks of %s:768", got, c.Chunks, target.Model())
	}
	var staged int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM chunk_vectors WHERE workspace_id = $1`, ws).Scan(&staged); err != nil || staged != 0 {
		t.Fatalf("%d staged vectors left (err %v)", staged, err)
	}
	p, err = ProgressOf(ctx, pool, ws)
	if err != nil || p.Running() || p.Model != target.Model() || p.SwitchedAt.IsZero() || p.Done != p.Total {
		t.Fatalf("progress after the switch %+v (err %v)", p, err)
	}
	requests = srv.Requests()
	res = ask("leave.md")
	if srv.Requests() != requests+1 || res.Hits[0].VectorRank == 0 {
		t.Fatalf("after the switch: %d requests to the new model, vector rank %d", srv.Requests()-requests, res.Hits[0].VectorRank)
	}
	if total, most := srv.Inputs(); most != 1 || total != c.Chunks+1 {
		// Each chunk once, and the question once.
		t.Fatalf("the server embedded %d inputs, one %d times", total, most)
	}

	// The other workspace is untouched until its own job runs.
	if got := chunkModels(t, pool, other); got[offlineKey] == 0 {
		t.Fatalf("the other workspace's chunks moved: %v", got)
	}
	if err := NewRunner(pool, offline, 0).Run(ctx, other); err != ErrNotPlanned {
		t.Fatalf("a job for a model nobody plans: %v", err)
	}
}

func TestReembeddingWaitsForChunksWrittenMeanwhile(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	ws, _ := writeCorpus(t, pool, "edit", map[string]string{"a.md": "# A\n\nAlpha text about kettles. " + filler(4)})
	srv := embedtest.New(768, 0)
	defer srv.Close()
	target := fakeModel(t, srv)
	if _, err := Plan(ctx, pool, target); err != nil {
		t.Fatal(err)
	}
	r := NewRunner(pool, target, 50)
	if _, err := r.stageBatch(ctx, ws, uuid.Nil); err != nil {
		t.Fatal(err)
	}
	// A chunk's text changes after its vector was staged: the staged vector
	// no longer matches, so the switch must not take it.
	if _, err := pool.Exec(ctx, `UPDATE document_chunks SET content = content || ' Edited.', content_hash = 'edited' WHERE workspace_id = $1 AND chunk_index = 0`, ws); err != nil {
		t.Fatal(err)
	}
	if ok, err := r.switchModel(ctx, ws); err != nil || ok {
		t.Fatalf("switched with a stale staged vector (err %v)", err)
	}
	if got := chunkModels(t, pool, ws); got[offlineKey] == 0 {
		t.Fatalf("a refused switch changed chunks: %v", got)
	}
	runWithin(ctx, t, r, ws, 30*time.Second, nil)
	if got := chunkModels(t, pool, ws); len(got) != 1 || got[target.Model()+":768"] == 0 {
		t.Fatalf("after the switch: %v", got)
	}
}

func TestReembedJobRunsAreBoundedAndSnoozeToContinue(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	files := map[string]string{}
	for _, name := range []string{"a", "b", "c", "d", "e", "f"} {
		files[name+".md"] = "# " + name + "\n\nText about kettles. " + filler(4)
	}
	ws, _ := writeCorpus(t, pool, "bounded", files) // six chunks, one per batch
	// The first batch is let through and the second held until the run's
	// bound ends it: the run is cut mid-job however loaded the machine is.
	srv := embedtest.New(768, 0)
	defer srv.Close()
	srv.Gate(func(string, []string) bool { return true })
	srv.Allow(1)
	target := fakeModel(t, srv)
	if _, err := Plan(ctx, pool, target); err != nil {
		t.Fatal(err)
	}
	w := &reembedWorker{r: NewRunner(pool, target, 1), runFor: 2 * time.Second}
	job := &river.Job[Args]{JobRow: &rivertype.JobRow{}, Args: Args{WorkspaceID: ws, Model: target.Model()}}
	var snooze *river.JobSnoozeError
	if err := w.Work(ctx, job); !errors.As(err, &snooze) {
		t.Fatalf("a run cut by its bound returned %v, want a snooze", err)
	}
	p, err := ProgressOf(ctx, pool, ws)
	if err != nil || !p.Running() || p.Error != "" || p.Done == 0 {
		t.Fatalf("after a bounded run: %+v (err %v), want progress kept, no error shown", p, err)
	}
	srv.Open()
	w.runFor = time.Minute
	if err := w.Work(ctx, job); err != nil {
		t.Fatal(err)
	}
	if p, _ := ProgressOf(ctx, pool, ws); p.Running() || p.Model != target.Model() {
		t.Fatalf("the next run did not finish: %+v", p)
	}
}

// offline is the product's offline default embedder, which the corpora are loaded with.
var offline = embedtest.WordVec()

// writeCorpus loads files (name → Markdown) into a fresh workspace with the
// offline embedder.
func writeCorpus(t *testing.T, pool *pgxpool.Pool, name string, files map[string]string) (uuid.UUID, corpus.Corpus) {
	t.Helper()
	dir := t.TempDir()
	for file, md := range files {
		if err := os.WriteFile(filepath.Join(dir, file), []byte(md), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return evaltest.Load(t, context.Background(), pool, name, dir, offline)
}

func search(t *testing.T, s *retrieval.Searcher, ws uuid.UUID, text string, limit int) retrieval.Results {
	t.Helper()
	res, err := s.Search(context.Background(), retrieval.Query{WorkspaceID: ws, Text: text, Limit: limit})
	if err != nil {
		t.Fatalf("search %q: %v", text, err)
	}
	return res
}

// filler is prose of n sentences that shares no words with the tests' questions.
func filler(n int) string {
	return strings.Repeat("Gearboxes are filled with synthetic oil at the factory. ", n)
}

// The job's checkpoint (ADR 0064): each batch commits the last chunk id it
// embedded with its vectors, and the next batch starts after it instead of
// walking every chunk from the start again. A chunk that changes behind the
// checkpoint is embedded by the sweep after the keyset's end, before the
// switch; the progress shows the rate and the time left, and the log too.
func TestReembeddingResumesAfterItsCheckpoint(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	files := map[string]string{}
	for _, name := range []string{"a", "b", "c", "d", "e", "f"} {
		files[name+".md"] = "# " + name + "\n\nText about kettles, part " + name + ". " + filler(4)
	}
	ws, c := writeCorpus(t, pool, "keyset", files)
	srv := embedtest.New(768, 0)
	defer srv.Close()
	target := fakeModel(t, srv)
	if _, err := Plan(ctx, pool, target); err != nil {
		t.Fatal(err)
	}
	var ids []uuid.UUID
	rows, err := pool.Query(ctx, `SELECT id FROM document_chunks WHERE workspace_id = $1 ORDER BY id`, ws)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id uuid.UUID
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	if rows.Err() != nil || len(ids) != c.Chunks || len(ids) < 5 {
		t.Fatalf("%d chunk ids (err %v), want %d (at least 5)", len(ids), rows.Err(), c.Chunks)
	}
	checkpoint := func() (uuid.UUID, int) {
		t.Helper()
		var id *uuid.UUID
		var staged int
		if err := pool.QueryRow(ctx, `SELECT checkpoint, staged FROM workspace_embedding WHERE workspace_id = $1`, ws).Scan(&id, &staged); err != nil {
			t.Fatal(err)
		}
		if id == nil {
			return uuid.Nil, staged
		}
		return *id, staged
	}
	staged := func(id uuid.UUID) bool {
		t.Helper()
		var ok bool
		if err := pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM chunk_vectors v JOIN document_chunks c ON c.workspace_id = v.workspace_id AND c.id = v.chunk_id
			WHERE v.workspace_id = $1 AND v.chunk_id = $2 AND v.content_hash = c.content_hash)`, ws, id).Scan(&ok); err != nil {
			t.Fatal(err)
		}
		return ok
	}

	r := NewRunner(pool, target, 2)
	if n, err := r.stageBatch(ctx, ws, uuid.Nil); err != nil || n != 2 {
		t.Fatalf("first batch: %d (err %v)", n, err)
	}
	if at, n := checkpoint(); at != ids[1] || n != 2 {
		t.Fatalf("checkpoint %s after %d staged, want the second chunk %s after 2", at, n, ids[1])
	}
	// A sync pass rewrites the first chunk's text: its staged vector no
	// longer counts. The next batch still continues after the checkpoint.
	if _, err := pool.Exec(ctx, `UPDATE document_chunks SET content = content || ' Rewritten.', content_hash = 'rewritten'
		WHERE workspace_id = $1 AND id = $2`, ws, ids[0]); err != nil {
		t.Fatal(err)
	}
	if n, err := r.stageBatch(ctx, ws, ids[1]); err != nil || n != 2 {
		t.Fatalf("second batch: %d (err %v)", n, err)
	}
	if staged(ids[0]) || !staged(ids[2]) || !staged(ids[3]) {
		t.Fatalf("the second batch took %v, %v, %v for the first, third and fourth chunk; want the third and fourth (after the checkpoint)",
			staged(ids[0]), staged(ids[2]), staged(ids[3]))
	}
	if at, n := checkpoint(); at != ids[3] || n != 4 {
		t.Fatalf("checkpoint %s after %d staged, want the fourth chunk %s after 4", at, n, ids[3])
	}

	// The rate is the run's chunks over its time, and the time left follows.
	if _, err := pool.Exec(ctx, `UPDATE workspace_embedding SET run_started_at = now() - interval '10 seconds', run_staged = 4 WHERE workspace_id = $1`, ws); err != nil {
		t.Fatal(err)
	}
	p, err := ProgressOf(ctx, pool, ws)
	if err != nil || p.Done != 3 || p.Rate < 0.39 || p.Rate > 0.41 {
		t.Fatalf("progress %+v (err %v), want 3 done (the rewritten chunk is not) at 0.4 chunks/s", p, err)
	}
	if want := time.Duration(float64(p.Total-p.Done) / p.Rate * float64(time.Second)); p.Left != want {
		t.Fatalf("time left %s, want %s", p.Left, want)
	}

	var logs strings.Builder
	r.WithLog(slog.New(slog.NewJSONHandler(&logs, nil)), time.Nanosecond)
	if err := r.Run(ctx, ws); err != nil {
		t.Fatal(err)
	}
	if got := chunkModels(t, pool, ws); len(got) != 1 || got[target.Model()+":768"] != c.Chunks {
		t.Fatalf("after the switch: %v", got)
	}
	// Every text once: the rewritten chunk's old and new text are two texts.
	if total, most := srv.Inputs(); most != 1 || total != c.Chunks+1 {
		t.Fatalf("the server embedded %d inputs, one %d times; want %d, each once", total, most, c.Chunks+1)
	}
	for _, want := range []string{`"msg":"re-embedding run started"`, `"msg":"re-embedding progress"`, `"chunks_per_second":`, `"left":`,
		`"msg":"re-embedding switched"`, fmt.Sprintf(`"total":%d`, c.Chunks)} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("the log has no %s:\n%s", want, logs.String())
		}
	}
}

// runWithin runs the job to its end and fails the test if it returns an
// error or is still running after limit (calling onTimeout first, when
// given, to stop whatever the test started beside it).
func runWithin(ctx context.Context, t *testing.T, r *Runner, ws uuid.UUID, limit time.Duration, onTimeout func()) {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- r.Run(ctx, ws) }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(limit):
		if onTimeout != nil {
			onTimeout()
		}
		t.Fatal("the job did not finish")
	}
}
