package pass

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// TestAHeldFetchDoesNotHoldTheDocumentsBeforeIt: while the provider holds
// one document's fetch, the documents listed before it are written,
// searchable and counted on the source; the held one follows once released.
// With the fetch on the pass's own goroutine they waited for their batch to
// fill, and so for the held document.
func TestAHeldFetchDoesNotHoldTheDocumentsBeforeIt(t *testing.T) {
	fx := newFixture(t)
	ctx := context.Background()
	fx.fake.pageSize = 10
	for i := range 5 {
		fx.fake.set(fakeDoc{id: fmt.Sprintf("d%02d", i), title: fmt.Sprint("Doc ", i), body: longDoc(2, fmt.Sprint("t", i)), updated: t0})
	}
	held := make(chan struct{})
	fx.fake.onFetch = func(id string) error {
		if id == "d03" {
			<-held
		}
		return nil
	}
	done := make(chan error, 1)
	go func() {
		_, err := fx.pass.Run(ctx, fx.ws, fx.source)
		done <- err
	}()
	var indexed, stored int
	deadline := time.Now().Add(20 * time.Second)
	for {
		if err := fx.pool.QueryRow(ctx, `SELECT s.docs_indexed,
				(SELECT count(DISTINCT c.document_id) FROM document_chunks c WHERE c.workspace_id = $1)
			FROM sources s WHERE s.workspace_id = $1 AND s.id = $2`, fx.ws, fx.source).Scan(&indexed, &stored); err != nil {
			t.Fatal(err)
		}
		if indexed == 3 && stored == 3 {
			break
		}
		if time.Now().After(deadline) {
			close(held)
			<-done
			t.Fatalf("while d03 is held: %d documents counted indexed, %d stored; want the 3 listed before it", indexed, stored)
		}
		time.Sleep(50 * time.Millisecond)
	}
	close(held)
	if err := <-done; err != nil {
		t.Fatalf("pass: %v", err)
	}
	if got := scalar[int](t, fx.pool, `SELECT count(*) FROM documents WHERE workspace_id = $1 AND status = 'indexed'`, fx.ws); got != 5 {
		t.Fatalf("%d documents indexed after the release, want 5", got)
	}
}
