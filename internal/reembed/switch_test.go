package reembed

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/source"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/vectorindex"
)

// The switch flips a pointer (ADR 0071): it rewrites no chunk, search uses
// the new model from its commit on, reading the chunks not yet settled
// through their staged vectors, and the settling batches change nothing a
// search returns, whatever point they have reached.
func TestSwitchFlipsWithoutRewritingAndSearchIsTheSameWhileSettling(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	files := map[string]string{
		"leave.md":  "# Leave\n\n## Annual leave\n\nEvery employee earns 25 days of annual leave. " + filler(6),
		"servo.md":  "# Servo faults\n\n## ERR-4021 Servo overcurrent\n\nThe drive cut power because the motor drew too much current. " + filler(6),
		"office.md": "# Office\n\n## Parking\n\nPark in lots A and B; lot C is for visitors. " + filler(6),
	}
	// Overlapping windows of a word list: the chunks share from none to
	// all of a question's words.
	words := strings.Fields("pump valve gasket rotor impeller flange bearing coupling shaft seal nozzle manifold strainer bushing")
	for i := range 12 {
		files[fmt.Sprintf("manual-%d.md", i)] = fmt.Sprintf("# Part %d\n\nCheck the %s, the %s and the %s.\n",
			i, words[i], words[i+1], words[(i+2)%len(words)]) + strings.Repeat(words[i]+" ", i%3)
	}
	ws, c := writeCorpus(t, pool, "flip", files)
	if c.Chunks < 12 {
		t.Fatalf("%d chunks: too few to settle in several batches", c.Chunks)
	}
	srv := embedtest.New(768, 0)
	defer srv.Close()
	target := fakeModel(t, srv)
	if err := vectorindex.Ensure(ctx, pool, target.Model(), target.Dimensions()); err != nil {
		t.Fatal(err)
	}
	if err := vectorindex.EnsureStaged(ctx, pool, target.Model(), target.Dimensions()); err != nil {
		t.Fatal(err)
	}
	if _, err := Plan(ctx, pool, target); err != nil {
		t.Fatal(err)
	}
	r := NewRunner(pool, target, 8)
	stageAll(ctx, t, r, ws)
	hybrid := migratingSearcher(pool, target)
	// The vector arm alone, without the chunks that share no word with the
	// question (their similarity, 0, ties).
	vectorOnly := retrieval.NewSearcher(pool, target, nil, retrieval.Options{Mode: retrieval.ModeVector, MinSimilarity: 1e-6})
	questions := []string{"gasket rotor impeller", "bearing coupling", "shaft seal nozzle manifold", "pump strainer"}
	// answers is what the vector arm returns for every question, and the
	// hybrid search's first hit for the leave question.
	answers := func() []string {
		t.Helper()
		var out []string
		for _, q := range questions {
			res := search(t, vectorOnly, ws, q, 20)
			if len(res.Hits) < 2 {
				t.Fatalf("%q: %d hits", q, len(res.Hits))
			}
			// The chunks found and the nearest (chunks sharing as many words
			// with the question may come in either order, whichever index
			// their vectors are read from).
			found := make([]string, len(res.Hits))
			for i, h := range res.Hits {
				found[i] = h.ChunkID.String()
			}
			slices.Sort(found)
			out = append(out, fmt.Sprintf("%q: nearest %s of %v", q, res.Hits[0].ChunkID, found))
		}
		res := search(t, hybrid, ws, "How many days of annual leave do I get?", 5)
		if c.Files[res.Hits[0].DocumentID] != "leave.md" || res.Hits[0].VectorRank == 0 {
			t.Fatalf("first hit %+v, want leave.md found by the vector arm too", res.Hits[0])
		}
		return out
	}

	if ok, err := r.switchModel(ctx, ws); err != nil || !ok {
		t.Fatalf("switch: %v, %v", ok, err)
	}
	// The flip rewrote nothing: every chunk still carries the old vector,
	// every new one is staged, and the progress says the move is settling.
	if got := chunkModels(t, pool, ws); got[offlineKey] != c.Chunks {
		t.Fatalf("the switch rewrote chunks: %v, want all %d still %s", got, c.Chunks, offlineKey)
	}
	p, err := ProgressOf(ctx, pool, ws)
	if err != nil || p.Model != target.Model() || p.Target != "" || p.Settling != offline.Model() || !p.Running() || p.Done != c.Chunks {
		t.Fatalf("progress after the flip %+v (err %v)", p, err)
	}
	requests := srv.Requests()
	atFlip := answers()
	if srv.Requests() == requests {
		t.Fatal("after the flip the questions were not embedded by the new model")
	}

	// Settle a few batches at a time: the answers never change.
	after, settled := uuid.Nil, 0
	for step := 0; ; step++ {
		n, last, err := source.SettleStaged(ctx, pool, ws, target.Model(), "", after, 5)
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			break
		}
		after, settled = last, settled+n
		got := chunkModels(t, pool, ws)
		if got[target.Model()+":768"] != settled || got[offlineKey] != c.Chunks-settled {
			t.Fatalf("after %d settled: %v", settled, got)
		}
		if mid := answers(); !slices.Equal(mid, atFlip) {
			t.Fatalf("with %d of %d chunks settled the answers changed:\n%v\nwant\n%v", settled, c.Chunks, mid, atFlip)
		}
	}
	// The job's settle finds nothing left and ends the move.
	if err := r.settle(ctx, ws); err != nil {
		t.Fatal(err)
	}
	if got := chunkModels(t, pool, ws); len(got) != 1 || got[target.Model()+":768"] != c.Chunks {
		t.Fatalf("after settling: %v", got)
	}
	var staged int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM chunk_vectors WHERE workspace_id = $1`, ws).Scan(&staged); err != nil || staged != 0 {
		t.Fatalf("%d staged vectors left (err %v)", staged, err)
	}
	if p, err := ProgressOf(ctx, pool, ws); err != nil || p.Running() || p.Settling != "" || p.Model != target.Model() {
		t.Fatalf("progress after settling %+v (err %v)", p, err)
	}
	if end := answers(); !slices.Equal(end, atFlip) {
		t.Fatalf("settled, the answers changed:\n%v\nwant\n%v", end, atFlip)
	}
}

// A job stopped while settling (its process killed: the batch in flight
// rolls back) resumes the settling at its next run, and a second move is not
// planned for a workspace already on the model.
func TestStoppedSettlingResumes(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	files := map[string]string{}
	for i := range 10 {
		files[fmt.Sprintf("m%d.md", i)] = fmt.Sprintf("# M%d\n\nThe pump %d is primed. ", i, i) + filler(2)
	}
	ws, c := writeCorpus(t, pool, "resume", files)
	srv := embedtest.New(768, 0)
	defer srv.Close()
	target := fakeModel(t, srv)
	if _, err := Plan(ctx, pool, target); err != nil {
		t.Fatal(err)
	}
	r := NewRunner(pool, target, 4)
	stageAll(ctx, t, r, ws)
	if ok, err := r.switchModel(ctx, ws); err != nil || !ok {
		t.Fatalf("switch: %v, %v", ok, err)
	}
	if n, _, err := source.SettleStaged(ctx, pool, ws, target.Model(), "", uuid.Nil, 3); err != nil || n != 3 {
		t.Fatalf("settled %d (err %v)", n, err)
	}
	// The process stops here. At its restart the plan finds chunks of the
	// old model, queues the workspace and leaves its row alone.
	planned, err := Plan(ctx, pool, target)
	if err != nil || len(planned) != 1 || planned[0] != ws {
		t.Fatalf("planned %v (err %v)", planned, err)
	}
	p, err := ProgressOf(ctx, pool, ws)
	if err != nil || p.Target != "" || p.Model != target.Model() || p.Settling != offline.Model() {
		t.Fatalf("after the restart's plan: %+v (err %v), want still settling on %s", p, err, target.Model())
	}
	inputs, _ := srv.Inputs()
	if err := r.Run(ctx, ws); err != nil {
		t.Fatal(err)
	}
	if got := chunkModels(t, pool, ws); len(got) != 1 || got[target.Model()+":768"] != c.Chunks {
		t.Fatalf("after the resumed run: %v", got)
	}
	if again, _ := srv.Inputs(); again != inputs {
		t.Fatalf("the resumed settling embedded %d inputs", again-inputs)
	}
	if p, err := ProgressOf(ctx, pool, ws); err != nil || p.Running() {
		t.Fatalf("after the resumed run: %+v (err %v)", p, err)
	}
}

// A process killed after the last settling batch committed and before it
// cleared the flag leaves every chunk on the new model: the plan still finds
// the workspace, and its job ends the settling.
func TestSettlingLeftFlaggedIsPlanned(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	ws, c := writeCorpus(t, pool, "flagged", map[string]string{"a.md": "# A\n\nThe pump is primed. " + filler(2)})
	srv := embedtest.New(768, 0)
	defer srv.Close()
	target := fakeModel(t, srv)
	if _, err := Plan(ctx, pool, target); err != nil {
		t.Fatal(err)
	}
	r := NewRunner(pool, target, 64)
	if n, err := r.stageBatch(ctx, ws, uuid.Nil); err != nil || n != c.Chunks {
		t.Fatalf("staged %d of %d (err %v)", n, c.Chunks, err)
	}
	if ok, err := r.switchModel(ctx, ws); err != nil || !ok {
		t.Fatalf("switch: %v, %v", ok, err)
	}
	if n, _, err := source.SettleStaged(ctx, pool, ws, target.Model(), "", uuid.Nil, 64); err != nil || n != c.Chunks {
		t.Fatalf("settled %d of %d (err %v)", n, c.Chunks, err)
	}
	planned, err := Plan(ctx, pool, target)
	if err != nil || len(planned) != 1 || planned[0] != ws {
		t.Fatalf("planned %v (err %v), want the flagged workspace", planned, err)
	}
	if err := r.Run(ctx, ws); err != nil {
		t.Fatal(err)
	}
	if p, err := ProgressOf(ctx, pool, ws); err != nil || p.Running() || p.Model != target.Model() {
		t.Fatalf("after its job: %+v (err %v)", p, err)
	}
}

// The guard that keeps a settling workspace from being moved again applies
// to settling only: a workspace on the model whose move to another one left
// chunks of that other model (a pass without the live model's embedder
// writes the target's vectors alone) is moved back when the configuration
// returns to its model.
func TestPlanMovesBackAWorkspaceOnTheModelThatIsNotSettling(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	ws, c := writeCorpus(t, pool, "back", map[string]string{"a.md": "# A\n\nThe pump is primed. " + filler(2), "b.md": "# B\n\nThe valve is shut. " + filler(2)})
	srv := embedtest.New(768, 0)
	defer srv.Close()
	target := fakeModel(t, srv)
	if _, err := Plan(ctx, pool, target); err != nil {
		t.Fatal(err)
	}
	if err := NewRunner(pool, target, 0).Run(ctx, ws); err != nil {
		t.Fatal(err)
	}
	// A move to another model starts, and a pass writes one chunk with it alone.
	other, err := embed.NewOpenAI(embed.OpenAIConfig{APIKey: "sk-test", BaseURL: srv.BaseURL(), Model: "fake-embed-other", Dimensions: 768})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pool.Exec(ctx, `UPDATE document_chunks SET embedding_model = $2 WHERE workspace_id = $1 AND chunk_index = 0
		AND document_id = (SELECT min(document_id::text)::uuid FROM document_chunks WHERE workspace_id = $1)`, ws, other.Model()); err != nil {
		t.Fatal(err)
	}
	if _, err := pool.Exec(ctx, `UPDATE workspace_embedding SET target_model = $2, target_dims = 768 WHERE workspace_id = $1`, ws, other.Model()); err != nil {
		t.Fatal(err)
	}
	// The configuration goes back to the first target.
	if planned, err := Plan(ctx, pool, target); err != nil || len(planned) != 1 {
		t.Fatalf("planned %v (err %v)", planned, err)
	}
	if p, err := ProgressOf(ctx, pool, ws); err != nil || p.Target != target.Model() {
		t.Fatalf("after the plan: %+v (err %v), want a move back to %s", p, err, target.Model())
	}
	if err := NewRunner(pool, target, 0).Run(ctx, ws); err != nil {
		t.Fatal(err)
	}
	if got := chunkModels(t, pool, ws); len(got) != 1 || got[target.Model()+":768"] != c.Chunks {
		t.Fatalf("after moving back: %v", got)
	}
}

// stageAll stages a vector of the runner's model for every chunk of the
// workspace, batch after batch, as the job does before it switches.
func stageAll(ctx context.Context, t *testing.T, r *Runner, ws uuid.UUID) {
	t.Helper()
	for {
		n, err := r.stageBatch(ctx, ws, uuid.Nil)
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			return
		}
	}
}
