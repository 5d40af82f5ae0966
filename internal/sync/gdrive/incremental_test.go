package gdrive

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/sync/connectortest"
	"knowledgestack/internal/sync/pass"
)

// edits makes the changes of the incremental tests: one Doc edited, one
// file trashed, one moved out of the chosen drive's tree, one Doc added.
func (fx *passFixture) edits(t *testing.T) (added string) {
	t.Helper()
	fx.fake.change(tablesID, func(f map[string]any) {
		fx.fake.bodies[tablesID] = docExport(t, "lists")
	})
	fx.fake.change(textID, func(f map[string]any) { f["trashed"] = true })
	fx.fake.change(pdfID, func(f map[string]any) { f["parents"] = []any{"1ElsewhereFolderxxxxxxxxxxxxxxxxx"} })
	added = "1AddedDocxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
	nd := connectortest.Clone(fx.docTmpl)
	nd["id"], nd["name"] = added, "Internal links"
	nd["webViewLink"] = "https://docs.google.com/document/d/" + added + "/edit?usp=drivesdk"
	fx.fake.put(at(nd, decks), docExport(t, "internal-links"))
	fx.fake.change(added, func(map[string]any) {})
	return added
}

func TestIncrementalPass(t *testing.T) {
	fx := newPassFixture(t)
	fx.run(t, fx.myDrive)
	first := fx.docs(t, fx.myDrive)
	chunksBefore := fx.count(t, `SELECT count(*) FROM document_chunks WHERE workspace_id = $1`, fx.WS)
	added := fx.edits(t)
	listsBefore := len(fx.fake.calls.Of("/drive/v3/files "))
	exportsBefore := len(fx.fake.calls.Of("/drive/v3/files/"))

	res := fx.run(t, fx.myDrive)
	second := fx.docs(t, fx.myDrive)

	t.Run("exactly the edited and added Docs are written, the trashed and moved-out files deleted", func(t *testing.T) {
		if res.Indexed != 2 || res.Deleted != 2 || res.Unchanged != 3 || res.Failed != 0 {
			t.Fatalf("result %+v", res)
		}
		if len(second) != len(first)-2+1 {
			t.Fatalf("%d documents, want %d", len(second), len(first)-1)
		}
		for _, gone := range []string{textID, pdfID} {
			if _, ok := second[gone]; ok {
				t.Errorf("%s is still indexed", gone)
			}
		}
		for id, d := range second {
			changed := first[id].IndexedAt == nil || !d.IndexedAt.Equal(*first[id].IndexedAt) || d.Hash != first[id].Hash
			if want := id == tablesID || id == added; changed != want {
				t.Errorf("%s changed=%v, want %v", id, changed, want)
			}
		}
		if !strings.Contains(second[tablesID].Text, "Sub-subitems") || !strings.Contains(second[added].Text, "First heading") {
			t.Error("the edit or the new Doc is not in the chunks")
		}
		// Rows: the unchanged documents' chunks are untouched.
		var untouched int
		for _, id := range []string{docID, sheetID, slidesID} {
			untouched += second[id].Chunks
		}
		after := fx.count(t, `SELECT count(*) FROM document_chunks WHERE workspace_id = $1`, fx.WS)
		want := chunksBefore - first[tablesID].Chunks - first[textID].Chunks - first[pdfID].Chunks + second[tablesID].Chunks + second[added].Chunks
		if after != want {
			t.Errorf("%d chunks after the pass, want %d", after, want)
		}
	})
	t.Run("the pass read changes, not the folder tree, and fetched only what changed", func(t *testing.T) {
		if n := len(fx.fake.calls.Of("/drive/v3/files ")) - listsBefore; n != 0 {
			t.Errorf("%d files.list calls in an incremental pass", n)
		}
		var fetched []string
		for _, c := range fx.fake.calls.Of("/drive/v3/files/")[exportsBefore:] {
			if strings.Contains(c, "/export") || strings.HasSuffix(c, "media") {
				fetched = append(fetched, c)
			}
		}
		if len(fetched) != 2 {
			t.Errorf("fetched %v, want the edited and the added Doc", fetched)
		}
		if st := fx.state(t, fx.myDrive); st.Token != "2284" || st.Mode != ModeChanges || st.Note != nil {
			t.Errorf("state %+v, want token 2284 after four changes", st)
		}
	})
	t.Run("a pass with no changes changes nothing", func(t *testing.T) {
		res := fx.run(t, fx.myDrive)
		if res.Indexed != 0 || res.Deleted != 0 || res.Unchanged != len(second) {
			t.Errorf("result %+v", res)
		}
	})
	t.Run("a file removed for good (a change with removed: true and no file) is deleted", func(t *testing.T) {
		fx.fake.remove(sheetID)
		res := fx.run(t, fx.myDrive)
		if res.Indexed != 0 || res.Deleted != 1 || res.Unchanged != len(second)-1 {
			t.Fatalf("result %+v", res)
		}
		if _, ok := fx.docs(t, fx.myDrive)[sheetID]; ok {
			t.Error("the removed Sheet is still indexed")
		}
		if st := fx.state(t, fx.myDrive); st.Token != "2285" {
			t.Errorf("token %q, want 2285 after the fifth change", st.Token)
		}
	})
}

func TestIncrementalKilledMidPass(t *testing.T) {
	fx := newPassFixture(t)
	fx.run(t, fx.myDrive)
	first := fx.docs(t, fx.myDrive)
	added := fx.edits(t)

	// The worker dies while exporting the added Doc: the edited Doc is
	// already written, the token read up to 2284 is only pending.
	ctx, cancel := context.WithCancel(context.Background())
	fx.fake.mu.Lock()
	fx.fake.bodies[added] = nil
	fx.fake.mu.Unlock()
	killer := &killOnExport{fake: fx.fake, id: added, cancel: cancel}
	killer.arm()
	if _, err := fx.pass.Run(ctx, fx.WS, fx.myDrive); err == nil {
		t.Fatal("a killed pass reported success")
	}
	if st := fx.state(t, fx.myDrive); st.Token != "2280" {
		t.Fatalf("token %q advanced before the pass committed", st.Token)
	}
	killer.disarm(docExport(t, "internal-links"))

	res, err := fx.pass.Run(context.Background(), fx.WS, fx.myDrive)
	if err != nil || res.Outcome != pass.OutcomeCompleted || !res.Resumed {
		t.Fatalf("resumed pass %+v %v", res, err)
	}
	second := fx.docs(t, fx.myDrive)
	if len(second) != len(first)-1 {
		t.Fatalf("%d documents after the resumed pass, want %d", len(second), len(first)-1)
	}
	if _, ok := second[added]; !ok {
		t.Fatal("the added Doc was lost")
	}
	chunks := fx.count(t, `SELECT count(*) FROM document_chunks WHERE workspace_id = $1`, fx.WS)
	distinct := fx.count(t, `SELECT count(DISTINCT (document_id, chunk_index)) FROM document_chunks WHERE workspace_id = $1`, fx.WS)
	if chunks != distinct {
		t.Errorf("%d chunks, %d distinct: duplicated rows", chunks, distinct)
	}
	if st := fx.state(t, fx.myDrive); st.Token != "2284" {
		t.Errorf("token %q after the committed pass, want 2284", st.Token)
	}
}

// killOnExport cancels the pass's context when the fake is asked to export id.
type killOnExport struct {
	fake   *fakeDrive
	id     string
	cancel func()
}

func (k *killOnExport) arm() {
	k.fake.mu.Lock()
	defer k.fake.mu.Unlock()
	k.fake.onExport = func(id string) {
		if id == k.id {
			k.cancel()
		}
	}
}

func (k *killOnExport) disarm(body []byte) {
	k.fake.mu.Lock()
	defer k.fake.mu.Unlock()
	k.fake.onExport = nil
	k.fake.bodies[k.id] = body
}

func TestRefusedTokenQuotaAndRevokedGrant(t *testing.T) {
	fx := newPassFixture(t)
	fx.run(t, fx.myDrive)
	n := len(fx.docs(t, fx.myDrive))

	t.Run("an expired page token falls back to a full listing and the status says so", func(t *testing.T) {
		fx.fake.refuseToken = true
		lists := len(fx.fake.calls.Of("/drive/v3/files "))
		res := fx.run(t, fx.myDrive)
		fx.fake.refuseToken = false
		st := fx.state(t, fx.myDrive)
		if st.Mode != ModeFull || st.Note == nil || *st.Note != TokenRefusedNote {
			t.Fatalf("state %+v", st)
		}
		if len(fx.fake.calls.Of("/drive/v3/files "))-lists != 3 || res.Deleted != 0 || len(fx.docs(t, fx.myDrive)) != n {
			t.Errorf("full listing: %d folder pages, result %+v", len(fx.fake.calls.Of("/drive/v3/files "))-lists, res)
		}
		if next := fx.run(t, fx.myDrive); fx.state(t, fx.myDrive).Mode != ModeChanges || next.Unchanged != n {
			t.Errorf("the pass after the fallback did not read changes: %+v", fx.state(t, fx.myDrive))
		}
	})
	t.Run("a quota 403 waits and succeeds", func(t *testing.T) {
		fx.fake.quota = 2
		fx.waits.D = nil
		fx.run(t, fx.myDrive)
		if len(fx.waits.D) != 2 || fx.fake.quota != 0 {
			t.Errorf("waits %v", fx.waits.D)
		}
	})
	t.Run("a Sheet over Google's 10 MB export cap is that file's status, not a failed pass", func(t *testing.T) {
		fx.fake.exportTooBig[sheetID] = true
		fx.fake.change(sheetID, func(map[string]any) {})
		res := fx.run(t, fx.myDrive)
		d := fx.docs(t, fx.myDrive)[sheetID]
		if res.Failed != 1 || d.Status != "failed" || d.Error == nil || !strings.Contains(*d.Error, "at most 10 MB") {
			t.Fatalf("result %+v, sheet %+v", res, d)
		}
		fx.fake.exportTooBig[sheetID] = false
		fx.fake.change(sheetID, func(map[string]any) {})
		if res := fx.run(t, fx.myDrive); res.Failed != 0 || res.Indexed != 1 {
			t.Fatalf("after the sheet shrank: %+v", res)
		}
	})
	t.Run("a new Doc whose owner forbids export fails with that sentence and keeps its link", func(t *testing.T) {
		id := "1DeniedDocxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		link := "https://docs.google.com/document/d/" + id + "/edit?usp=drivesdk"
		nd := connectortest.Clone(fx.docTmpl)
		nd["id"], nd["name"], nd["webViewLink"] = id, "Board minutes", link
		fx.fake.exportDenied[id] = true
		fx.fake.put(at(nd, decks), nil)
		fx.fake.change(id, func(map[string]any) {})
		res := fx.run(t, fx.myDrive)
		d, ok := fx.docs(t, fx.myDrive)[id]
		if !ok || res.Failed != 1 || d.Status != "failed" || d.Error == nil {
			t.Fatalf("result %+v, document %+v", res, d)
		}
		if want := "Board minutes: the file's owner does not allow export (Drive: cannotExportFile)"; *d.Error != want || d.URL != link {
			t.Errorf("error %q, url %q; want %q and its webViewLink", *d.Error, d.URL, want)
		}
		fx.fake.change(id, func(f map[string]any) { f["trashed"] = true }) // gone again for the subtests after
		if fx.run(t, fx.myDrive); len(fx.docs(t, fx.myDrive)) != n {
			t.Errorf("the trashed Doc is still indexed")
		}
	})
	t.Run("a revoked grant stops the pass as needs_reauth with nothing deleted", func(t *testing.T) {
		fx.fake.change(docID, func(f map[string]any) { f["trashed"] = true })
		fx.fake.unauthorized = true
		fx.tokens.Refuse = true
		res, err := fx.pass.Run(context.Background(), fx.WS, fx.myDrive)
		if err != nil || res.Outcome != pass.OutcomeNeedsReauth || res.Deleted != 0 {
			t.Fatalf("%+v %v", res, err)
		}
		var status string
		fx.Pool.QueryRow(context.Background(), `SELECT status FROM sources WHERE workspace_id = $1 AND id = $2`, fx.WS, fx.myDrive).Scan(&status)
		if status != "needs_reauth" || len(fx.docs(t, fx.myDrive)) != n || fx.tokens.Refreshed.Load() == 0 {
			t.Errorf("status %s, documents %d → %d", status, n, len(fx.docs(t, fx.myDrive)))
		}
	})
}

// TestFullPassKilledMidPage: a first pass killed while exporting a Doc of
// the second folder resumes from that folder's checkpoint (the root is not
// listed again) and ends with every document once, each chunk once.
func TestFullPassKilledMidPage(t *testing.T) {
	fx := newPassFixture(t)
	fx.fake.pageSize = 2
	ctx, cancel := context.WithCancel(context.Background())
	killer := &killOnExport{fake: fx.fake, id: tablesID, cancel: cancel}
	killer.arm()
	body := fx.fake.bodies[tablesID]
	if _, err := fx.pass.Run(ctx, fx.WS, fx.myDrive); err == nil {
		t.Fatal("a killed pass reported success")
	}
	var cursor string
	if err := fx.Pool.QueryRow(context.Background(), `SELECT pass_cursor FROM sources WHERE workspace_id = $1 AND id = $2`, fx.WS, fx.myDrive).Scan(&cursor); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(cursor, policies) {
		t.Fatalf("checkpoint %s, want one inside %s", cursor, policies)
	}
	killer.disarm(body)
	before := len(fx.fake.calls.Of("/drive/v3/files '" + myRoot))
	res, err := fx.pass.Run(context.Background(), fx.WS, fx.myDrive)
	if err != nil || res.Outcome != pass.OutcomeCompleted || !res.Resumed {
		t.Fatalf("resumed pass %+v %v", res, err)
	}
	if n := len(fx.fake.calls.Of("/drive/v3/files '"+myRoot)) - before; n != 0 {
		t.Errorf("the resumed pass listed the root again (%d calls)", n)
	}
	docs := fx.docs(t, fx.myDrive)
	chunks := fx.count(t, `SELECT count(*) FROM document_chunks WHERE workspace_id = $1`, fx.WS)
	distinct := fx.count(t, `SELECT count(DISTINCT (document_id, chunk_index)) FROM document_chunks WHERE workspace_id = $1`, fx.WS)
	if len(docs) != 6 || chunks != distinct {
		t.Fatalf("%d documents, %d chunks (%d distinct)", len(docs), chunks, distinct)
	}
	for id, d := range docs {
		if d.Status != "indexed" {
			t.Errorf("%s %s", id, d.Status)
		}
	}
	if st := fx.state(t, fx.myDrive); st.Token != "2280" {
		t.Errorf("token %q", st.Token)
	}
}

// TestTrashedFolderGoesThroughTheMassDeletionGuard: a folder of twelve
// files is trashed; changes.list reports only the folder, so its files
// leave the scope with it. Twelve of eighteen documents would go, so the
// pass stops for review, deletes nothing and keeps the old token; once an
// admin confirms, the next pass reads the same changes again and deletes
// exactly those twelve.
func TestTrashedFolderGoesThroughTheMassDeletionGuard(t *testing.T) {
	fx := newPassFixture(t)
	const archive = "1ArchiveFolderxxxxxxxxxxxxxxxxxxx"
	folder := connectortest.Clone(fx.folderTpl)
	folder["id"], folder["name"] = archive, "Archive"
	fx.fake.put(at(folder, myRoot), nil)
	text := recordedFile(t, "text/plain")
	for i := range 12 {
		f := connectortest.Clone(text)
		f["id"], f["name"] = fmt.Sprintf("1Archived%02dxxxxxxxxxxxxxxxxxxxxxxxx", i), fmt.Sprintf("minutes-%02d.txt", i)
		fx.fake.put(at(f, archive), []byte(fmt.Sprintf("Minutes of meeting %d: the budget was approved.", i)))
	}
	fx.run(t, fx.myDrive)
	if n := len(fx.docs(t, fx.myDrive)); n != 18 {
		t.Fatalf("%d documents after the first pass", n)
	}
	fx.fake.change(archive, func(f map[string]any) { f["trashed"] = true })

	res, err := fx.pass.Run(context.Background(), fx.WS, fx.myDrive)
	if err != nil || res.Outcome != pass.OutcomeNeedsReview || res.Deleted != 0 {
		t.Fatalf("%+v %v", res, err)
	}
	if n := len(fx.docs(t, fx.myDrive)); n != 18 {
		t.Fatalf("%d documents: the guard let deletions through", n)
	}
	if st := fx.state(t, fx.myDrive); st.Token != "2280" {
		t.Fatalf("token %q advanced by a pass that stopped for review", st.Token)
	}
	svc, err := pass.NewService(fx.Pool, noQueue{}, pass.UploadOptions{DefaultMaxBytes: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.ConfirmDeletions(context.Background(), fx.WS, fx.myDrive); err != nil {
		t.Fatal(err)
	}
	res = fx.run(t, fx.myDrive)
	if res.Deleted != 12 || len(fx.docs(t, fx.myDrive)) != 6 {
		t.Fatalf("after confirming: %+v, %d documents", res, len(fx.docs(t, fx.myDrive)))
	}
	if st := fx.state(t, fx.myDrive); st.Token != "2281" {
		t.Errorf("token %q after the confirmed pass, want 2281", st.Token)
	}
}

// noQueue is the sources service's queue where the test runs passes itself.
type noQueue struct{}

func (noQueue) EnqueueSync(context.Context, uuid.UUID, uuid.UUID) error { return nil }
