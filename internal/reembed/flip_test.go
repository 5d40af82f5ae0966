package reembed

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/pgvector/pgvector-go"

	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/source"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/vectorindex"
)

// The switch's check reads the workspace outside its lock and the flip,
// under it, counts only the chunks written by transactions the check could
// not see (ADR 0077). Each way a chunk lacking its staged vector can come
// between the two must stop the flip: a writer whose transaction began
// before the check and commits after it (a chunk older than the check by
// its time, which a created_at watermark would miss), one that begins and
// commits between them, and a chunk whose text is changed in place; a chunk
// written between them with its staged vector, as a sync pass during a
// move writes it, does not.
func TestFlipCountsWhatItsCheckCouldNotSee(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	srv := embedtest.New(768, 0)
	defer srv.Close()
	target := fakeModel(t, srv)
	if err := vectorindex.EnsureStaged(ctx, pool, target.Model(), target.Dimensions()); err != nil {
		t.Fatal(err)
	}
	// setup is a workspace moving to target with every chunk staged: the
	// check finds nothing missing.
	setup := func(t *testing.T, name string) (uuid.UUID, uuid.UUID, *Runner) {
		t.Helper()
		ws, _ := writeCorpus(t, pool, name, map[string]string{"a.md": "# A\n\nAlpha text about kettles. " + filler(4)})
		if _, err := Plan(ctx, pool, target); err != nil {
			t.Fatal(err)
		}
		r := NewRunner(pool, target, 50)
		stageAll(ctx, t, r, ws)
		var doc uuid.UUID
		if err := pool.QueryRow(ctx, `SELECT id FROM documents WHERE workspace_id = $1 LIMIT 1`, ws).Scan(&doc); err != nil {
			t.Fatal(err)
		}
		return ws, doc, r
	}
	check := func(t *testing.T, r *Runner, ws uuid.UUID) snapshotEdge {
		t.Helper()
		unseen, missing, err := r.checkCovered(ctx, ws)
		if err != nil || missing != 0 {
			t.Fatalf("check before the writer: %d missing (err %v)", missing, err)
		}
		return unseen
	}
	wantFlip := func(t *testing.T, r *Runner, ws uuid.UUID, snapshot snapshotEdge, want bool) {
		t.Helper()
		switched, err := r.flip(ctx, ws, snapshot)
		if err != nil || switched != want {
			t.Fatalf("flip: switched %v (err %v), want %v", switched, err, want)
		}
		p, err := ProgressOf(ctx, pool, ws)
		if err != nil || (p.Model == target.Model()) != want {
			t.Fatalf("after the flip the workspace is on %s (err %v)", p.Model, err)
		}
	}

	t.Run("a writer that began before the check and commits after it", func(t *testing.T) {
		ws, doc, r := setup(t, "began before")
		tx, err := pool.Begin(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback(ctx) //nolint:errcheck // committed below; a no-op then
		writeOldChunk(ctx, t, tx, ws, doc, 100)
		snapshot := check(t, r, ws) // the writer's chunk is not committed: the check cannot see it
		if err := tx.Commit(ctx); err != nil {
			t.Fatal(err)
		}
		wantFlip(t, r, ws, snapshot, false)
		// The job stages it and then switches.
		if err := r.Run(ctx, ws); err != nil {
			t.Fatal(err)
		}
		if got := chunkModels(t, pool, ws); len(got) != 1 || got[target.Model()+":768"] == 0 {
			t.Fatalf("after the job: %v", got)
		}
	})
	t.Run("a writer between the check and the flip", func(t *testing.T) {
		ws, doc, r := setup(t, "between")
		snapshot := check(t, r, ws)
		writeOldChunk(ctx, t, pool, ws, doc, 100)
		wantFlip(t, r, ws, snapshot, false)
	})
	t.Run("a chunk's text changed in place after the check", func(t *testing.T) {
		ws, _, r := setup(t, "in place")
		snapshot := check(t, r, ws)
		if _, err := pool.Exec(ctx, `UPDATE document_chunks SET content = content || ' Edited.', content_hash = 'edited' WHERE workspace_id = $1 AND chunk_index = 0`, ws); err != nil {
			t.Fatal(err)
		}
		wantFlip(t, r, ws, snapshot, false)
	})
	t.Run("a chunk written after the check with its staged vector", func(t *testing.T) {
		ws, doc, r := setup(t, "staged")
		snapshot := check(t, r, ws)
		err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
			writeOldChunk(ctx, t, tx, ws, doc, 100)
			vecs, err := target.Embed(ctx, []string{"written during the move"})
			if err != nil {
				return err
			}
			_, err = tx.Exec(ctx, `INSERT INTO chunk_vectors (chunk_id, workspace_id, embedding_model, content_hash, embedding)
				SELECT id, workspace_id, $3, content_hash, $4 FROM document_chunks WHERE workspace_id = $1 AND document_id = $2 AND chunk_index = 100`,
				ws, doc, target.Model(), pgvector.NewVector(vecs[0]))
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		wantFlip(t, r, ws, snapshot, true)
	})
	t.Run("the flip reads the chunks written since the check through their index", func(t *testing.T) {
		ws, doc, r := setup(t, "plan")
		// A workspace of some size written by one transaction, as a bulk
		// load writes it (one written_xid for nearly every row: what the
		// statistics then say of any unknown id is "all of them"), its
		// statistics counted: the planner weighs this index against
		// reading the workspace's chunks.
		vecs, err := target.Embed(ctx, []string{"already moved"})
		if err != nil {
			t.Fatal(err)
		}
		vec := pgvector.NewVector(vecs[0])
		_, err = source.CopyChunks(ctx, pool, ws, func(yield func(source.Chunk) bool) {
			for i := range 5000 {
				if !yield(source.Chunk{DocumentID: doc, Index: 1000 + i, Title: "Moved", Content: fmt.Sprintf("Chunk %d, moved.", i),
					Tokens: 3, Hash: fmt.Sprintf("moved-%d", i), Model: target.Model(), Vector: vec}) {
					return
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := pool.Exec(ctx, `ANALYZE document_chunks`); err != nil {
			t.Fatal(err)
		}
		snapshot := check(t, r, ws)
		var plan strings.Builder
		err = pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
			rows, err := tx.Query(ctx, `EXPLAIN `+countMissingSinceSQL, ws, target.Model(), snapshot.xmax, snapshot.running)
			if err != nil {
				return err
			}
			lines, err := pgx.CollectRows(rows, pgx.RowTo[string])
			plan.WriteString(strings.Join(lines, "\n"))
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("the flip's count:\n%s", plan.String())
		if strings.Count(plan.String(), "document_chunks_workspace_written_idx") != 2 || strings.Contains(plan.String(), "Seq Scan on document_chunks") {
			t.Errorf("the flip's count does not walk the written-since index for both the running and the later writers:\n%s", plan.String())
		}
	})
}

// TestSwitchWithConcurrentWriters runs the job while writers keep adding
// chunks of the old model without staging them (the job's work), each in a
// transaction that reads the workspace's row FOR SHARE as a sync pass's
// write during a move does, and, once the workspace switched, chunks of the
// new model; the job pauses between each check and its flip, so most flips
// find chunks written since their check (the log counts the tries).
// Whatever falls between a check and its flip, no chunk may be left on the
// old model without a staged vector after the switch: once the workspace
// has settled, every chunk carries the new model.
func TestSwitchWithConcurrentWriters(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	files := map[string]string{}
	for i := range 8 {
		files[fmt.Sprintf("doc-%d.md", i)] = fmt.Sprintf("# Doc %d\n\nKettle number %d. ", i, i) + filler(6)
	}
	ws, c := writeCorpus(t, pool, "writers", files)
	srv := embedtest.New(768, 0)
	defer srv.Close()
	target := fakeModel(t, srv)
	if _, err := Plan(ctx, pool, target); err != nil {
		t.Fatal(err)
	}
	docs := make([]uuid.UUID, 0, len(c.Files))
	for id := range c.Files {
		docs = append(docs, id)
	}
	var (
		wg             sync.WaitGroup
		old, afterFlip atomic.Int64
		switchings     atomic.Int64
		stop           = make(chan struct{})
	)
	// Each writer writes until it has written a few chunks after the flip
	// (or a bound), pausing 5-54 ms between writes: gaps in which the job's
	// check can find nothing missing, and writes that land between a check
	// and its flip.
	const writers, writes = 2, 100
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range writes {
				if afterFlip.Load() >= 10 {
					return
				}
				select {
				case <-stop:
					return
				default:
				}
				err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
					var model string
					if err := tx.QueryRow(ctx, `SELECT model FROM workspace_embedding WHERE workspace_id = $1 FOR SHARE`, ws).Scan(&model); err != nil {
						return err
					}
					doc, index := docs[(w+i)%len(docs)], 1000+w*writes+i
					if model == target.Model() {
						vecs, err := target.Embed(ctx, []string{fmt.Sprintf("new chunk %d", index)})
						if err != nil {
							return err
						}
						afterFlip.Add(1)
						return writeChunk(ctx, tx, ws, doc, index, target.Model(), pgvector.NewVector(vecs[0]))
					}
					vecs, err := offline.Embed(ctx, []string{fmt.Sprintf("old chunk %d", index)})
					if err != nil {
						return err
					}
					old.Add(1)
					return writeChunk(ctx, tx, ws, doc, index, offline.Model(), pgvector.NewVector(vecs[0]))
				})
				if err != nil {
					t.Error(err)
					return
				}
				time.Sleep(time.Duration(5+(i*7+w*13)%50) * time.Millisecond)
			}
		}()
	}
	r := NewRunner(pool, target, 16).WithLog(slogCounting(&switchings, "re-embedding switching"), time.Hour)
	// A gap between each check and its flip as long as a few writers'
	// pauses: most flips then find a chunk written since their check.
	r.checked = func() { time.Sleep(40 * time.Millisecond) }
	runWithin(ctx, t, r, ws, 90*time.Second, func() { close(stop) })
	wg.Wait()
	close(stop)
	t.Logf("%d old-model chunks written during the move, %d new-model ones after the flip; %d flips tried", old.Load(), afterFlip.Load(), switchings.Load())
	if old.Load() == 0 {
		t.Fatal("no writer wrote during the move")
	}
	got := chunkModels(t, pool, ws)
	if len(got) != 1 || got[target.Model()+":768"] == 0 {
		t.Fatalf("after the switch and settling: %v; a chunk written between the check and the flip was left on the old model", got)
	}
	var staged int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM chunk_vectors WHERE workspace_id = $1`, ws).Scan(&staged); err != nil || staged != 0 {
		t.Fatalf("%d staged rows left (err %v)", staged, err)
	}
}

// writeOldChunk writes chunk index of doc with the offline (old) model's
// vector and no staged vector, through the sync pass's COPY writer.
func writeOldChunk(ctx context.Context, t *testing.T, db source.DB, ws, doc uuid.UUID, index int) {
	t.Helper()
	vecs, err := offline.Embed(ctx, []string{fmt.Sprintf("chunk %d written meanwhile", index)})
	if err != nil {
		t.Fatal(err)
	}
	if err := writeChunk(ctx, db, ws, doc, index, offline.Model(), pgvector.NewVector(vecs[0])); err != nil {
		t.Fatal(err)
	}
}

func writeChunk(ctx context.Context, db source.DB, ws, doc uuid.UUID, index int, model string, vec pgvector.Vector) error {
	_, err := source.CopyChunks(ctx, db, ws, func(yield func(source.Chunk) bool) {
		yield(source.Chunk{DocumentID: doc, Index: index, Title: "Written meanwhile", Content: fmt.Sprintf("Chunk %d written meanwhile.", index),
			Tokens: 5, Hash: fmt.Sprintf("meanwhile-%d", index), Model: model, Vector: vec})
	})
	return err
}

// slogCounting is a logger that counts the records whose message is msg.
func slogCounting(n *atomic.Int64, msg string) *slog.Logger {
	return slog.New(countingHandler{n: n, msg: msg})
}

type countingHandler struct {
	n   *atomic.Int64
	msg string
}

func (h countingHandler) Enabled(context.Context, slog.Level) bool { return true }
func (h countingHandler) Handle(_ context.Context, r slog.Record) error {
	if r.Message == h.msg {
		h.n.Add(1)
	}
	return nil
}
func (h countingHandler) WithAttrs([]slog.Attr) slog.Handler { return h }
func (h countingHandler) WithGroup(string) slog.Handler      { return h }
