package pass

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/chunk"
	"knowledgestack/internal/chunk/chunktest"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/reembed"
)

// Sync passes while a workspace moves to another embedding model (ADR 0032):
// both models are served by one fake OpenAI embeddings server, which counts
// what it embedded per model and text. The live model is 384 dimensions, the
// target 768.

const (
	liveModel   = "fake-embed-384"
	targetModel = "fake-embed-768"
)

func fakeEmbedder(t *testing.T, srv *embedtest.Server, model string, dims int) embed.Embedder {
	t.Helper()
	e, err := embed.NewOpenAI(embed.OpenAIConfig{APIKey: "sk-test", BaseURL: srv.BaseURL(), Model: model, Dimensions: dims})
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// sectionsDoc is a document of n sections (a chunk each) whose words all
// start with tag, so a test can tell its texts apart in the server's counts.
func sectionsDoc(title, tag string, n int) string {
	var b strings.Builder
	b.WriteString("# " + title + "\n\n")
	for i := range n {
		fmt.Fprintf(&b, "## Part %d\n\n", i)
		for j := range 40 {
			fmt.Fprintf(&b, "%s%d_%d ", tag, i, j)
		}
		b.WriteString("\n\n")
	}
	return b.String()
}

// movingFixture is a workspace whose chunks were written by the live model,
// now moving to the target: the pass is configured with the target (what a
// restart with the new EMBEDDING_MODEL does) and knows the live one.
type movingFixture struct {
	*fixture
	srv          *embedtest.Server
	live, target embed.Embedder
	t0           time.Time
}

func newMovingFixture(t *testing.T, docs map[string]string) *movingFixture {
	t.Helper()
	ctx := context.Background()
	srv := embedtest.New(768, 0)
	t.Cleanup(srv.Close)
	mf := &movingFixture{srv: srv, live: fakeEmbedder(t, srv, liveModel, 384), target: fakeEmbedder(t, srv, targetModel, 768),
		t0: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)}
	mf.fixture = newFixture(t, func(c *Config) { c.Embedder = mf.live })
	for id, body := range docs {
		mf.fake.set(fakeDoc{id: id, title: strings.ToUpper(id[:1]) + id[1:], body: body, updated: mf.t0})
	}
	if res := mf.run(t); res.Indexed != len(docs) {
		t.Fatalf("first pass indexed %d of %d", res.Indexed, len(docs))
	}
	p, err := New(Config{Pool: mf.pool, Registry: mf.pass.cfg.Registry, Chunker: chunktest.Default(t), Embedder: mf.target,
		Embedders: func(model string, dims int) (embed.Embedder, error) {
			if model == liveModel && dims == 384 {
				return mf.live, nil
			}
			return nil, fmt.Errorf("no embedder for %s", model)
		}, Metrics: mf.m})
	if err != nil {
		t.Fatal(err)
	}
	mf.pass = p
	if planned, err := reembed.Plan(ctx, mf.pool, mf.target); err != nil || len(planned) != 1 {
		t.Fatalf("planned %v (err %v)", planned, err)
	}
	return mf
}

// edit changes a document upstream (a later edit time, so the pass fetches it).
func (mf *movingFixture) edit(id, body string, at time.Duration) {
	mf.fake.set(fakeDoc{id: id, title: strings.ToUpper(id[:1]) + id[1:], body: body, updated: mf.t0.Add(at)})
}

// movedChunk is one chunk as the database holds it, with its staged vectors.
type movedChunk struct {
	ID                uuid.UUID
	Doc, Model, Input string
	Dims              int
	Hash              string
	Staged            []string // "model:hash" of each staged vector
}

func (mf *movingFixture) chunks(t *testing.T) []movedChunk {
	t.Helper()
	rows, err := mf.pool.Query(context.Background(), `
		SELECT c.id, d.external_id, c.embedding_model, vector_dims(c.embedding), c.content_hash, c.title, c.heading_path, c.content,
		       ARRAY(SELECT v.embedding_model || ':' || v.content_hash FROM chunk_vectors v WHERE v.chunk_id = c.id ORDER BY 1)
		FROM document_chunks c JOIN documents d ON d.id = c.document_id
		WHERE c.workspace_id = $1 ORDER BY d.external_id, c.chunk_index`, mf.ws)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []movedChunk
	for rows.Next() {
		var c movedChunk
		var title, heading, content string
		if err := rows.Scan(&c.ID, &c.Doc, &c.Model, &c.Dims, &c.Hash, &title, &heading, &content, &c.Staged); err != nil {
			t.Fatal(err)
		}
		var path []string
		if heading != "" {
			path = strings.Split(heading, " > ")
		}
		c.Input = chunk.EmbeddingInput(title, path, content)
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestPassDuringAMoveEmbedsChangedChunksForBothModels: while the
// re-embedding job runs, a pass that changes a document embeds each changed
// chunk once with the live model (written, so search finds it now) and once
// with the target (staged), and leaves unchanged documents to the job. The
// job, held by the provider in the middle of a batch holding that document's
// old chunks, then skips them, embeds only what is still missing and
// switches: every chunk ends with one vector of the target, and no text was
// embedded twice for the same model.
func TestPassDuringAMoveEmbedsChangedChunksForBothModels(t *testing.T) {
	ctx := context.Background()
	mf := newMovingFixture(t, map[string]string{
		"alpha":   sectionsDoc("Alpha", "alphaold", 5),
		"bravo":   sectionsDoc("Bravo", "bravoold", 5),
		"charlie": sectionsDoc("Charlie", "charlieold", 5),
		"delta":   sectionsDoc("Delta", "deltaold", 5),
	})
	before := mf.chunks(t)
	if live := mf.srv.InputsOf(liveModel); len(live) != len(before) {
		t.Fatalf("the first pass embedded %d texts for %d chunks", len(live), len(before))
	}

	// A pass with nothing changed upstream re-indexes nothing: the chunks'
	// live model is accepted, the job moves them.
	requests := mf.srv.Requests()
	if res := mf.run(t); res.Unchanged != 4 || res.Indexed != 0 || res.EmbeddingsComputed != 0 || mf.srv.Requests() != requests {
		t.Fatalf("an unchanged pass during the move: %+v, %d embedding requests", res, mf.srv.Requests()-requests)
	}

	// The job, four chunks a batch; the provider lets its first request
	// holding Bravo's text through and holds the second.
	mf.srv.Gate(func(model string, inputs []string) bool {
		return model == targetModel && strings.Contains(strings.Join(inputs, " "), "bravoold")
	})
	mf.srv.Allow(1)
	job := reembed.NewRunner(mf.pool, mf.target, 4)
	done := make(chan error, 1)
	go func() { done <- job.Run(ctx, mf.ws) }()
	for deadline := time.Now().Add(30 * time.Second); mf.srv.Waiting() == 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the job's second batch holding Bravo never reached the provider")
		}
	}
	heldOld := 0 // Bravo chunks staged by the job before it was held
	for _, c := range mf.chunks(t) {
		if c.Doc == "bravo" && len(c.Staged) == 1 {
			heldOld++
		}
	}

	// Mid-job: Bravo is rewritten (five sections changed, one added) and a
	// new document arrives.
	mf.edit("bravo", sectionsDoc("Bravo", "bravonew", 6), time.Hour)
	mf.fake.set(fakeDoc{id: "echo", title: "Echo", body: sectionsDoc("Echo", "echonew", 3), updated: mf.t0.Add(time.Hour)})
	res := mf.run(t)
	mid := mf.chunks(t)
	changed := 0
	for _, c := range mid {
		switch c.Doc {
		case "bravo", "echo":
			changed++
			// Written with the live model, the target's vector staged for its text.
			if c.Model != liveModel || c.Dims != 384 || len(c.Staged) != 1 || c.Staged[0] != targetModel+":"+c.Hash {
				t.Errorf("changed chunk %s/%s: model %s:%d, staged %v; want %s:384 and %s:%s staged",
					c.Doc, c.ID, c.Model, c.Dims, c.Staged, liveModel, targetModel, c.Hash)
			}
		default:
			if c.Model != liveModel {
				t.Errorf("unchanged chunk %s/%s moved to %s before the switch", c.Doc, c.ID, c.Model)
			}
		}
	}
	if res.Indexed != 2 || res.Unchanged != 3 || res.EmbeddingsComputed != 2*changed || changed != 9 {
		t.Fatalf("the pass during the move: %+v, %d changed chunks; want 2 indexed, 3 unchanged, 9 chunks embedded twice each", res, changed)
	}
	p, err := reembed.ProgressOf(ctx, mf.pool, mf.ws)
	if err != nil || !p.Running() || p.Model != liveModel {
		t.Fatalf("progress mid-job %+v (err %v), want still searching %s", p, err, liveModel)
	}

	// The provider answers the held batch: its Bravo chunks changed since it
	// was read, so it stages none of them; the job then embeds only what is
	// missing, and switches.
	mf.srv.Open()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(60 * time.Second):
		t.Fatal("the job did not finish")
	}
	final := mf.chunks(t)
	if len(final) != len(before)-5+9 {
		t.Fatalf("%d chunks after the move, want %d", len(final), len(before)-5+9)
	}
	targetIn, liveIn := mf.srv.InputsOf(targetModel), mf.srv.InputsOf(liveModel)
	finalText := map[string]bool{}
	for _, c := range final {
		finalText[c.Input] = true
		if c.Model != targetModel || c.Dims != 768 || len(c.Staged) != 0 {
			t.Errorf("chunk %s/%s after the switch: %s:%d, staged %v", c.Doc, c.ID, c.Model, c.Dims, c.Staged)
		}
		if targetIn[c.Input] != 1 {
			t.Errorf("chunk %s/%s: its text embedded %d times for %s, want once", c.Doc, c.ID, targetIn[c.Input], targetModel)
		}
		if strings.Contains(c.Input, "new") && liveIn[c.Input] != 1 {
			t.Errorf("changed chunk %s/%s: its text embedded %d times for %s, want once", c.Doc, c.ID, liveIn[c.Input], liveModel)
		}
	}
	// The only other texts the target embedded are Bravo's old ones: those
	// the job staged before the edit and those of the batch in flight, each once.
	wasted := 0
	for in, n := range targetIn {
		if finalText[in] {
			continue
		}
		wasted++
		if !strings.Contains(in, "bravoold") || n != 1 {
			t.Errorf("the target embedded %q %d times: not a chunk's text", in[:min(len(in), 60)], n)
		}
	}
	for in, n := range liveIn {
		if n != 1 {
			t.Errorf("the live model embedded %q %d times", in[:min(len(in), 60)], n)
		}
	}
	if len(liveIn) != len(before)+9 || wasted > 5 {
		t.Fatalf("the live model embedded %d texts (want %d: the first pass and the 9 changed); the target %d old Bravo texts (at most 5)",
			len(liveIn), len(before)+9, wasted)
	}
	t.Logf("%d chunks; target embedded %d texts (%d old Bravo ones, %d staged before the edit), live %d", len(final), len(targetIn), wasted, heldOld, len(liveIn))
	if p, _ := reembed.ProgressOf(ctx, mf.pool, mf.ws); p.Running() || p.Model != targetModel || p.Done != len(final) {
		t.Fatalf("progress after the switch: %+v", p)
	}
}

// TestPassWritesTheTargetWhenTheSwitchCommitsMidDocument: a pass embeds a
// changed document for both models, and before it writes, the job finishes
// and switches (the old text had its vector). The pass must not write the old
// model's vector into a switched workspace: its chunks get the target's.
func TestPassWritesTheTargetWhenTheSwitchCommitsMidDocument(t *testing.T) {
	ctx := context.Background()
	mf := newMovingFixture(t, map[string]string{
		"alpha": sectionsDoc("Alpha", "alphaold", 3),
		"bravo": sectionsDoc("Bravo", "bravoold", 3),
	})
	mf.edit("bravo", sectionsDoc("Bravo", "bravonew", 3), time.Hour)
	switched := false
	mf.pass.embedded = func() {
		if switched {
			return
		}
		switched = true
		if err := reembed.NewRunner(mf.pool, mf.target, 0).Run(ctx, mf.ws); err != nil {
			t.Errorf("the job: %v", err)
		}
	}
	res := mf.run(t)
	if !switched || res.Indexed != 1 {
		t.Fatalf("pass %+v; the switch ran: %v", res, switched)
	}
	targetIn := mf.srv.InputsOf(targetModel)
	for _, c := range mf.chunks(t) {
		if c.Model != targetModel || c.Dims != 768 || len(c.Staged) != 0 {
			t.Errorf("chunk %s/%s: %s:%d, staged %v; want every chunk on %s, nothing staged", c.Doc, c.ID, c.Model, c.Dims, c.Staged, targetModel)
		}
		if targetIn[c.Input] != 1 {
			t.Errorf("chunk %s/%s: its text embedded %d times for %s", c.Doc, c.ID, targetIn[c.Input], targetModel)
		}
	}
	if p, _ := reembed.ProgressOf(ctx, mf.pool, mf.ws); p.Running() || p.Model != targetModel {
		t.Fatalf("progress %+v", p)
	}
}

// goneEmbedder is a live model whose provider no longer answers.
type goneEmbedder struct{ embed.Embedder }

func (goneEmbedder) Embed(context.Context, []string) ([][]float32, error) {
	return nil, errors.New("404 model_not_found: the model does not exist")
}

// TestPassDuringAMoveWhenTheLiveModelIsGone: a move away from a provider
// that no longer answers must not fail every document a pass changes: their
// chunks get the target's vectors (the cut-over counts them done), the rest
// stays with the job.
func TestPassDuringAMoveWhenTheLiveModelIsGone(t *testing.T) {
	ctx := context.Background()
	mf := newMovingFixture(t, map[string]string{
		"alpha": sectionsDoc("Alpha", "alphaold", 3),
		"bravo": sectionsDoc("Bravo", "bravoold", 3),
	})
	gone := goneEmbedder{mf.live}
	mf.pass.cfg.Embedders = func(string, int) (embed.Embedder, error) { return gone, nil }
	mf.edit("bravo", sectionsDoc("Bravo", "bravonew", 3), time.Hour)
	if res := mf.run(t); res.Indexed != 1 || res.Failed != 0 || res.EmbeddingsComputed != 3 {
		t.Fatalf("pass %+v, want Bravo indexed with 3 embeddings of the target", res)
	}
	for _, c := range mf.chunks(t) {
		want := liveModel
		if c.Doc == "bravo" {
			want = targetModel
		}
		if c.Model != want || len(c.Staged) != 0 {
			t.Errorf("chunk %s/%s: %s, staged %v; want %s", c.Doc, c.ID, c.Model, c.Staged, want)
		}
	}
	if p, err := reembed.ProgressOf(ctx, mf.pool, mf.ws); err != nil || p.Done != 3 || p.Total != 6 {
		t.Fatalf("progress %+v (err %v), want Bravo's 3 chunks done of 6", p, err)
	}
}
