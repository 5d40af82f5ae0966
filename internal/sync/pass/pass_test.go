package pass

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
)

var t0 = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

func TestReindexWritesOnlyWhatChanged(t *testing.T) {
	fx := newFixture(t)
	body := longDoc(6, "v1")
	fx.fake.set(fakeDoc{id: "long", title: "Handbook", body: body, updated: t0})
	first := fx.run(t)
	if first.Indexed != 1 || first.EmbeddingsComputed < 6 || first.ChunksWritten != first.EmbeddingsComputed {
		t.Fatalf("first pass: %+v", first)
	}
	n := first.ChunksWritten
	before := fx.chunks(t, "long")

	t.Run("editing one paragraph re-embeds only its chunk", func(t *testing.T) {
		edited := strings.Replace(body, "word3_40 ", "word3_40 an edited sentence ", 1)
		fx.fake.set(fakeDoc{id: "long", title: "Handbook", body: edited, updated: t0.Add(time.Hour)})
		res := fx.run(t)
		if res.Indexed != 1 || res.EmbeddingsComputed != 1 || res.ChunksWritten != 1 || res.EmbeddingsReused != n-1 {
			t.Fatalf("want 1 chunk re-embedded and written, %d reused: %+v", n-1, res)
		}
		after := fx.chunks(t, "long")
		changed := 0
		for i, c := range after {
			if c.Xmin != before[i].Xmin {
				changed++
			}
		}
		if changed != 1 || len(after) != n {
			t.Fatalf("%d of %d chunk rows rewritten, want 1", changed, len(after))
		}
		before = after
	})

	t.Run("an unchanged edit time skips the document without fetching", func(t *testing.T) {
		fx.fake.reset()
		res := fx.run(t)
		if res.Unchanged != 1 || len(fx.fake.fetches) != 0 || res.ChunksWritten != 0 {
			t.Fatalf("res %+v, fetches %v", res, fx.fake.fetches)
		}
	})

	t.Run("a new edit time with the same content writes no chunk", func(t *testing.T) {
		doc := fx.fake.docs[0]
		doc.updated = doc.updated.Add(time.Hour)
		fx.fake.set(doc)
		res := fx.run(t)
		if res.Unchanged != 1 || res.ChunksWritten != 0 || len(fx.emb.inputs) != 0 {
			t.Fatalf("res %+v", res)
		}
		for i, c := range fx.chunks(t, "long") {
			if c.Xmin != before[i].Xmin {
				t.Fatalf("chunk %d rewritten", i)
			}
		}
		got := scalar[time.Time](t, fx.pool, `SELECT upstream_updated_at FROM documents WHERE workspace_id = $1 AND external_id = 'long'`, fx.ws)
		if !got.Equal(doc.updated) {
			t.Fatalf("upstream_updated_at %v, want %v", got, doc.updated)
		}
	})

	t.Run("a rename re-indexes every chunk under the new title", func(t *testing.T) {
		doc := fx.fake.docs[0]
		doc.title, doc.updated = "Employee Handbook", doc.updated.Add(time.Hour)
		fx.fake.set(doc)
		res := fx.run(t)
		if res.Indexed != 1 || res.EmbeddingsComputed != n || res.ChunksWritten != n {
			t.Fatalf("want all %d chunks re-embedded: %+v", n, res)
		}
		if !strings.HasPrefix(fx.emb.inputs[0], "Employee Handbook\n") {
			t.Fatalf("embedding input does not start with the new title: %q", fx.emb.inputs[0][:40])
		}
		stale := scalar[int](t, fx.pool, `SELECT count(*) FROM document_chunks WHERE workspace_id = $1 AND title <> 'Employee Handbook'`, fx.ws)
		if stale != 0 {
			t.Fatalf("%d chunks keep the old title", stale)
		}
	})

	t.Run("a shortened document drops its trailing chunks", func(t *testing.T) {
		doc := fx.fake.docs[0]
		doc.body, doc.updated = longDoc(2, "v1"), doc.updated.Add(time.Hour)
		fx.fake.set(doc)
		res := fx.run(t)
		left := len(fx.chunks(t, "long"))
		if res.ChunksDeleted != n-left || left < 2 || left >= n {
			t.Fatalf("left %d chunks of %d, res %+v", left, n, res)
		}
	})
}

func TestDeletions(t *testing.T) {
	t.Run("a document gone upstream disappears after the next pass", func(t *testing.T) {
		fx := newFixture(t)
		for i := range 4 {
			fx.fake.set(fakeDoc{id: fmt.Sprint("d", i), title: fmt.Sprint("Doc ", i), body: longDoc(1, fmt.Sprint(i)), updated: t0})
		}
		fx.run(t)
		fx.fake.remove("d2")
		fx.fake.hidden["d3"] = true // unlisted, but the provider says it exists
		res := fx.run(t)
		if res.Deleted != 1 || res.Kept != 1 {
			t.Fatalf("res %+v", res)
		}
		ids := scalar[string](t, fx.pool, `SELECT string_agg(external_id, ',' ORDER BY external_id) FROM documents WHERE workspace_id = $1`, fx.ws)
		if ids != "d0,d1,d3" {
			t.Fatalf("documents left: %s", ids)
		}
		if orphans := scalar[int](t, fx.pool, `SELECT count(*) FROM document_chunks c WHERE c.workspace_id = $1
			AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.id = c.document_id)`, fx.ws); orphans != 0 {
			t.Fatalf("%d orphan chunks", orphans)
		}
	})

	cases := []struct {
		name           string
		total, missing int
		trips          bool
	}{
		{"listing nothing for a large source trips the guard", 12, 12, true},
		{"more than half and more than ten trips the guard", 20, 11, true},
		{"exactly half is deleted", 24, 12, false},
		{"more than half but only ten is deleted", 12, 10, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fx := newFixture(t)
			fx.fake.pageSize = 50
			for i := range tc.total {
				fx.fake.set(fakeDoc{id: fmt.Sprintf("d%02d", i), title: "T", body: "short body " + fmt.Sprint(i), updated: t0})
			}
			fx.run(t)
			for i := range tc.missing {
				fx.fake.remove(fmt.Sprintf("d%02d", i))
			}
			fx.fake.reset()
			res := fx.run(t)
			left := scalar[int](t, fx.pool, `SELECT count(*) FROM documents WHERE workspace_id = $1 AND source_id = $2`, fx.ws, fx.source)
			status := scalar[string](t, fx.pool, `SELECT status FROM sources WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source)
			if !tc.trips {
				if res.Outcome != OutcomeCompleted || left != tc.total-tc.missing || status != "idle" {
					t.Fatalf("outcome %s, %d left, status %s", res.Outcome, left, status)
				}
				return
			}
			if res.Outcome != OutcomeNeedsReview || left != tc.total || status != "needs_review" || len(fx.fake.exists) != 0 {
				t.Fatalf("outcome %s, %d left of %d, status %s, exists calls %d", res.Outcome, left, tc.total, status, len(fx.fake.exists))
			}
			// The owner confirms; the next pass deletes what the provider confirms gone.
			svc := &Service{store: fx.pass.store, queue: nopQueue{}, up: UploadOptions{DefaultMaxBytes: 1 << 20}}
			if err := svc.ConfirmDeletions(context.Background(), fx.ws, fx.source); err != nil {
				t.Fatal(err)
			}
			res = fx.run(t)
			left = scalar[int](t, fx.pool, `SELECT count(*) FROM documents WHERE workspace_id = $1 AND source_id = $2`, fx.ws, fx.source)
			if res.Outcome != OutcomeCompleted || res.Deleted != tc.missing || left != tc.total-tc.missing {
				t.Fatalf("after confirmation: %+v, %d left", res, left)
			}
			if again := scalar[bool](t, fx.pool, `SELECT confirm_deletions FROM sources WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source); again {
				t.Fatal("the confirmation outlived the pass it was for")
			}
		})
	}
}

type nopQueue struct{}

func (nopQueue) EnqueueSync(context.Context, uuid.UUID, uuid.UUID) error { return nil }

func TestResumeAfterKill(t *testing.T) {
	const pages, per, k = 5, 3, 2
	setup := func(t *testing.T) *fixture {
		fx := newFixture(t)
		fx.fake.pageSize = per
		for i := range pages * per {
			fx.fake.set(fakeDoc{id: fmt.Sprintf("d%02d", i), title: fmt.Sprint("Doc ", i), body: longDoc(2, fmt.Sprint(i)), updated: t0})
		}
		return fx
	}
	check := func(t *testing.T, fx *fixture, res Result, firstListCursor string) {
		t.Helper()
		if len(fx.fake.lists) == 0 || fx.fake.lists[0] != firstListCursor || !res.Resumed {
			t.Fatalf("resumed run listed %v (resumed %v), want to start at cursor %q", fx.fake.lists, res.Resumed, firstListCursor)
		}
		docs := scalar[int](t, fx.pool, `SELECT count(*) FROM documents WHERE workspace_id = $1`, fx.ws)
		chunks := scalar[int](t, fx.pool, `SELECT count(*) FROM document_chunks WHERE workspace_id = $1`, fx.ws)
		distinct := scalar[int](t, fx.pool, `SELECT count(DISTINCT (document_id, content_hash)) FROM document_chunks WHERE workspace_id = $1`, fx.ws)
		if docs != pages*per || chunks != distinct || chunks != 2*pages*per {
			t.Fatalf("%d documents, %d chunks (%d distinct), want %d and %d", docs, chunks, distinct, pages*per, 2*pages*per)
		}
		var seen, indexed, failed int
		var cursor *string
		if err := fx.pool.QueryRow(context.Background(), `SELECT docs_seen, docs_indexed, docs_failed, pass_cursor FROM sources WHERE workspace_id = $1 AND id = $2`,
			fx.ws, fx.source).Scan(&seen, &indexed, &failed, &cursor); err != nil {
			t.Fatal(err)
		}
		if seen != pages*per || indexed != pages*per || failed != 0 || cursor != nil {
			t.Fatalf("progress seen %d indexed %d failed %d cursor %v", seen, indexed, failed, cursor)
		}
	}

	t.Run("a pass killed after page k resumes at page k with no duplicate rows", func(t *testing.T) {
		fx := setup(t)
		killAt := fmt.Sprint(k * per)
		fx.fake.onList = func(cursor string) error {
			if cursor == killAt {
				return errBoom
			}
			return nil
		}
		_, err := fx.pass.Run(context.Background(), fx.ws, fx.source)
		if !errors.Is(err, errBoom) {
			t.Fatalf("want the provider error, got %v", err)
		}
		var status, lastErr, cursor string
		if err := fx.pool.QueryRow(context.Background(), `SELECT status, last_error, pass_cursor FROM sources WHERE workspace_id = $1 AND id = $2`,
			fx.ws, fx.source).Scan(&status, &lastErr, &cursor); err != nil {
			t.Fatal(err)
		}
		if status != "error" || cursor != killAt || strings.Contains(lastErr, "10.0.0.7") {
			t.Fatalf("status %s, cursor %q, last_error %q", status, cursor, lastErr)
		}
		fx.fake.onList = nil
		fx.fake.reset()
		res := fx.run(t)
		check(t, fx, res, killAt)
		if res.EmbeddingsComputed != 2*(pages-k)*per {
			t.Fatalf("resumed run embedded %d chunks, want only the %d of the remaining pages", res.EmbeddingsComputed, 2*(pages-k)*per)
		}
	})

	t.Run("a pass cut mid-page redoes that page without counting it twice", func(t *testing.T) {
		fx := setup(t)
		ctx, cancel := context.WithCancel(context.Background())
		target := fmt.Sprintf("d%02d", k*per+1) // second document of page k
		fx.fake.onFetch = func(id string) error {
			if id == target {
				cancel()
				return context.Canceled
			}
			return nil
		}
		if _, err := fx.pass.Run(ctx, fx.ws, fx.source); err == nil {
			t.Fatal("a cancelled pass reported success")
		}
		fx.fake.onFetch = nil
		fx.fake.reset()
		res := fx.run(t)
		check(t, fx, res, fmt.Sprint(k*per))
		if res.Unchanged != 1 {
			t.Fatalf("the document finished before the cut should be unchanged: %+v", res)
		}
	})
}

func TestFailuresAndReauth(t *testing.T) {
	t.Run("a document that fails is marked and the pass goes on", func(t *testing.T) {
		fx := newFixture(t)
		for i := range 3 {
			fx.fake.set(fakeDoc{id: fmt.Sprint("d", i), title: "T", body: longDoc(1, fmt.Sprint(i)), updated: t0})
		}
		fx.fake.onFetch = func(id string) error {
			if id == "d1" {
				return errBoom
			}
			return nil
		}
		res := fx.run(t)
		if res.Outcome != OutcomeCompleted || res.Indexed != 2 || res.Failed != 1 {
			t.Fatalf("res %+v", res)
		}
		var status, docErr, lastErr string
		if err := fx.pool.QueryRow(context.Background(), `SELECT d.status, d.error, s.last_error FROM documents d JOIN sources s ON s.id = d.source_id
			WHERE d.workspace_id = $1 AND d.external_id = 'd1'`, fx.ws).Scan(&status, &docErr, &lastErr); err != nil {
			t.Fatal(err)
		}
		if status != "failed" || strings.Contains(docErr, "10.0.0.7") || !strings.Contains(lastErr, "1 document") {
			t.Fatalf("status %s, error %q, last_error %q", status, docErr, lastErr)
		}
		fx.fake.onFetch = nil
		res = fx.run(t)
		if res.Indexed != 1 || res.Failed != 0 {
			t.Fatalf("the failed document was not retried: %+v", res)
		}
	})

	t.Run("a refused credential stops the pass without deleting anything", func(t *testing.T) {
		fx := newFixture(t)
		for i := range 4 {
			fx.fake.set(fakeDoc{id: fmt.Sprint("d", i), title: "T", body: "body " + fmt.Sprint(i), updated: t0})
		}
		fx.run(t)
		fx.fake.remove("d0")
		fx.fake.set(fakeDoc{id: "d1", title: "T", body: "changed", updated: t0.Add(time.Hour)})
		fx.fake.onFetch = func(string) error { return fmt.Errorf("notion: refresh refused: %w", ErrNeedsReauth) }
		res, err := fx.pass.Run(context.Background(), fx.ws, fx.source)
		if err != nil || res.Outcome != OutcomeNeedsReauth {
			t.Fatalf("outcome %s, err %v", res.Outcome, err)
		}
		status := scalar[string](t, fx.pool, `SELECT status FROM sources WHERE workspace_id = $1 AND id = $2`, fx.ws, fx.source)
		docs := scalar[int](t, fx.pool, `SELECT count(*) FROM documents WHERE workspace_id = $1`, fx.ws)
		if status != "needs_reauth" || docs != 4 || len(fx.fake.exists) != 0 {
			t.Fatalf("status %s, %d documents", status, docs)
		}
	})

	t.Run("another pass of the same source is refused while one runs", func(t *testing.T) {
		fx := newFixture(t)
		fx.fake.set(fakeDoc{id: "d", title: "T", body: "b", updated: t0})
		release := make(chan struct{})
		entered := make(chan struct{})
		fx.fake.onFetch = func(string) error { close(entered); <-release; return nil }
		done := make(chan error)
		go func() { _, err := fx.pass.Run(context.Background(), fx.ws, fx.source); done <- err }()
		<-entered
		fx.fake.mu.Unlock() // the hook runs under the fake's lock; let the second pass list
		_, err := fx.pass.Run(context.Background(), fx.ws, fx.source)
		fx.fake.mu.Lock()
		close(release)
		if !errors.Is(err, ErrPassRunning) {
			t.Fatalf("second pass: %v", err)
		}
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	})
}
