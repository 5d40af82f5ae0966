package pass

import (
	"context"
	"testing"
	"time"

	"github.com/pgvector/pgvector-go"

	"knowledgestack/internal/reembed"
)

// TestPassWhileSettlingLeavesTheOldModelsChunksToTheJob: after the switch
// flipped the workspace to the target model and before its staged vectors
// have settled into the chunks (ADR 0071), a pass takes a chunk that still
// carries the old model as unchanged (its target vector is staged, search
// reads it there), so nothing is re-indexed or embedded; an edited document
// is written with the target's vectors alone. The job then settles the rest.
// Without the old model among the pass's accepted ones, the unchanged pass
// re-indexes both documents.
func TestPassWhileSettlingLeavesTheOldModelsChunksToTheJob(t *testing.T) {
	ctx := context.Background()
	mf := newMovingFixture(t, map[string]string{"alpha": sectionsDoc("Alpha", "al", 3), "bravo": sectionsDoc("Bravo", "br", 3)})
	// The job staged every chunk and the switch flipped the workspace, as
	// the re-embedding job does (staged for each chunk's text; the flip).
	for _, c := range mf.chunks(t) {
		vecs, err := mf.target.Embed(ctx, []string{c.Input})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := mf.pool.Exec(ctx, `INSERT INTO chunk_vectors (chunk_id, workspace_id, embedding_model, content_hash, embedding)
			VALUES ($1, $2, $3, $4, $5)`, c.ID, mf.ws, targetModel, c.Hash, pgvector.NewVector(vecs[0])); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := mf.pool.Exec(ctx, `UPDATE workspace_embedding SET settling_from = model, model = target_model, dims = target_dims,
		target_model = NULL, target_dims = NULL, switched_at = now() WHERE workspace_id = $1`, mf.ws); err != nil {
		t.Fatal(err)
	}
	requests := mf.srv.Requests()
	if res := mf.run(t); res.Unchanged != 2 || res.Indexed != 0 || res.EmbeddingsComputed != 0 || mf.srv.Requests() != requests {
		t.Fatalf("an unchanged pass while settling: %+v, %d requests; want nothing re-indexed or embedded", res, mf.srv.Requests()-requests)
	}

	mf.edit("bravo", sectionsDoc("Bravo", "bx", 3), time.Hour)
	if res := mf.run(t); res.Indexed != 1 || res.Unchanged != 1 {
		t.Fatalf("the edit while settling: %+v", res)
	}
	for _, c := range mf.chunks(t) {
		switch {
		case c.Doc == "alpha" && (c.Model != liveModel || len(c.Staged) != 1 || c.Staged[0] != targetModel+":"+c.Hash):
			t.Errorf("alpha's chunk %+v: want the live model's, its target vector staged", c)
		case c.Doc == "bravo" && (c.Model != targetModel || c.Dims != 768 || len(c.Staged) != 0):
			t.Errorf("bravo's chunk %+v: want the target's vector only", c)
		}
	}
	if got := mf.srv.InputsOf(liveModel); len(got) != 6 {
		// The first pass's six texts; the edit embedded none with the live model.
		t.Errorf("the live model embedded %d texts, want the first pass's 6", len(got))
	}

	if err := reembed.NewRunner(mf.pool, mf.target, 0).Run(ctx, mf.ws); err != nil {
		t.Fatal(err)
	}
	for _, c := range mf.chunks(t) {
		if c.Model != targetModel || c.Dims != 768 || len(c.Staged) != 0 {
			t.Errorf("after settling: %+v", c)
		}
	}
	if p, err := reembed.ProgressOf(ctx, mf.pool, mf.ws); err != nil || p.Running() || p.Model != targetModel {
		t.Fatalf("after settling: %+v (err %v)", p, err)
	}
}
