package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/chunk"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/jobs"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/sync/pass"
	"knowledgestack/internal/testdb"
)

// multipartBody encodes name → content pairs as files in the "files" field.
func multipartBody(t *testing.T, files ...[2]string) (io.Reader, http.Header) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for _, f := range files {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="files"; filename=%q`, f[0]))
		h.Set("Content-Type", "application/octet-stream")
		p, err := w.CreatePart(h)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = p.Write([]byte(f[1]))
	}
	_ = w.Close()
	return &buf, http.Header{"Content-Type": {w.FormDataContentType()}}
}

func upload(t *testing.T, c *apitest.Client, files ...[2]string) (int, map[string]any) {
	t.Helper()
	body, h := multipartBody(t, files...)
	resp := c.Request("POST", "/sources/uploads", body, h)
	defer resp.Body.Close()
	var m map[string]any
	data, _ := io.ReadAll(resp.Body)
	_ = json.Unmarshal(data, &m)
	return resp.StatusCode, m
}

func count(t *testing.T, pool *pgxpool.Pool, q string, args ...any) int {
	t.Helper()
	var n int
	if err := pool.QueryRow(context.Background(), q, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestSourceRoutes(t *testing.T) {
	pool := testdb.New(t)
	deps := apitest.BaseDeps(t, pool, nil)
	queue := insertOnlyQueue(t, pool, deps.Metrics)
	svc, err := pass.NewService(pool, queue, pass.UploadOptions{DefaultMaxBytes: 4096})
	if err != nil {
		t.Fatal(err)
	}
	deps.Sources = svc
	srv := apitest.Serve(t, deps)
	chunker, err := chunk.New(chunk.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p, err := pass.New(pass.Config{Pool: pool, Registry: pass.Registry{"upload": pass.UploadFactory(pool, 0)},
		Chunker: chunker, Embedder: embed.NewLocal(), Metrics: deps.Metrics})
	if err != nil {
		t.Fatal(err)
	}

	tn := apitest.NewTenants(t, pool, srv)
	ws := tn.WS
	asOwner, asMember, asRival := tn.AsOwner, tn.AsMember, tn.AsRival

	guide := "# Onboarding Guide\n\nThe VPN code is ERR-4021 and the wiki lives at go/wiki.\n"
	var sourceID string
	t.Run("an owner uploads files and a sync is queued", func(t *testing.T) {
		code, m := upload(t, asOwner, [2]string{"guide.md", guide}, [2]string{"faq page.html", "<h1>FAQ</h1><p>Ask <em>anything</em>.</p>"})
		if code != http.StatusCreated {
			t.Fatalf("upload: %d %v", code, m)
		}
		sourceID, _ = m["sourceId"].(string)
		files, _ := json.Marshal(m["files"])
		if sourceID == "" || string(files) != `[{"name":"guide.md","status":"stored"},{"name":"faq page.html","status":"stored"}]` {
			t.Fatalf("answer %v", m)
		}
		if n := count(t, pool, `SELECT count(*) FROM river_job WHERE kind = 'sync_source' AND args->>'source_id' = $1`, sourceID); n != 1 {
			t.Fatalf("%d sync jobs queued", n)
		}
	})

	bad := []struct{ name, file, content, want string }{
		{"a bad name", "../../etc/passwd.md", "x", "name may contain only"},
		{"binary content", "photo.md", "\x89PNG\r\n\x1a\n\x00\x00", "looks binary"},
		{"an oversized file", "huge.md", strings.Repeat("long line\n", 500), "larger than the 4096-byte limit"},
		{"an empty file", "empty.txt", "", "is empty"},
		// Windows-1252 text is read now (ADR 0049); refused is what no encoding explains.
		{"bytes no encoding explains", "noise.txt", "id\n\x81\x7f\x9d\x8d\n", "is not text in any encoding we read"},
	}
	for _, tc := range bad {
		t.Run("an upload with "+tc.name+" is a 400 naming the file and stores nothing", func(t *testing.T) {
			code, m := upload(t, asOwner, [2]string{"guide.md", "# Replaced\n"}, [2]string{"new.md", "new"}, [2]string{tc.file, tc.content})
			files, _ := m["files"].([]any)
			if code != http.StatusBadRequest || m["code"] != "invalid" || len(files) != 1 {
				t.Fatalf("status %d body %v", code, m)
			}
			f := files[0].(map[string]any)
			if f["name"] != tc.file || !strings.Contains(f["error"].(string), tc.want) || !strings.Contains(m["error"].(string), tc.file) {
				t.Fatalf("answer %v", m)
			}
			var content string
			if err := pool.QueryRow(context.Background(), `SELECT content FROM uploaded_files WHERE workspace_id = $1 AND name = 'guide.md'`, ws).Scan(&content); err != nil {
				t.Fatal(err)
			}
			if content != guide || count(t, pool, `SELECT count(*) FROM uploaded_files WHERE workspace_id = $1`, ws) != 2 {
				t.Fatalf("a rejected upload changed the stored files (guide.md = %q)", content)
			}
		})
	}

	t.Run("after a pass the source shows its documents, chunks and progress", func(t *testing.T) {
		if _, err := p.Run(context.Background(), ws, uuid.MustParse(sourceID)); err != nil {
			t.Fatal(err)
		}
		var list []pass.SourceView
		if code := asMember.JSON("GET", "/sources", nil, &list); code != http.StatusOK || len(list) != 1 {
			t.Fatalf("list: %d %v", code, list)
		}
		s := list[0]
		if s.Provider != "upload" || s.Status != "idle" || s.DocumentCount != 2 || s.ChunkCount < 2 || s.LastSyncedAt == nil ||
			s.Progress.Running || s.Progress.Seen != 2 || s.Progress.Indexed != 2 || s.Progress.Total == nil || *s.Progress.Total != 2 {
			t.Fatalf("source %+v", s)
		}
		var docs []map[string]any
		if code := asMember.JSON("GET", "/sources/"+sourceID+"/documents", nil, &docs); code != http.StatusOK || len(docs) != 2 {
			t.Fatalf("documents: %d %v", code, docs)
		}
		if docs[0]["title"] != "FAQ" || docs[1]["title"] != "Onboarding Guide" || docs[1]["status"] != "indexed" || docs[1]["chunkCount"].(float64) < 1 {
			t.Fatalf("documents %v", docs)
		}
		for _, k := range []string{"id", "url", "error", "updatedAt", "indexedAt"} {
			if _, ok := docs[0][k]; !ok {
				t.Fatalf("document lacks %s: %v", k, docs[0])
			}
		}
	})

	t.Run("a member reads but cannot upload, sync, confirm or delete", func(t *testing.T) {
		if code, _ := upload(t, asMember, [2]string{"x.md", "x"}); code != http.StatusForbidden {
			t.Fatalf("member upload: %d", code)
		}
		for _, r := range [][2]string{{"POST", "/sync"}, {"POST", "/confirm-deletions"}, {"DELETE", ""}} {
			if code := asMember.JSON(r[0], "/sources/"+sourceID+r[1], nil, nil); code != http.StatusForbidden {
				t.Fatalf("member %s %s: %d", r[0], r[1], code)
			}
		}
	})

	t.Run("another workspace never sees these sources or documents", func(t *testing.T) {
		var list []pass.SourceView
		if code := asRival.JSON("GET", "/sources", nil, &list); code != http.StatusOK || len(list) != 0 {
			t.Fatalf("rival list: %d %v", code, list)
		}
		for _, r := range [][2]string{{"GET", "/documents"}, {"POST", "/sync"}, {"POST", "/confirm-deletions"}, {"DELETE", ""}} {
			if code := asRival.JSON(r[0], "/sources/"+sourceID+r[1], nil, nil); code != http.StatusNotFound {
				t.Fatalf("rival %s %s: %d", r[0], r[1], code)
			}
		}
		// The rival's own upload goes to its own source and leaves ours alone.
		code, m := upload(t, asRival, [2]string{"guide.md", "# Rival guide\n"})
		if code != http.StatusCreated || m["sourceId"] == sourceID {
			t.Fatalf("rival upload: %d %v", code, m)
		}
		if n := count(t, pool, `SELECT count(*) FROM uploaded_files WHERE workspace_id = $1`, ws); n != 2 {
			t.Fatalf("our files: %d", n)
		}
	})

	t.Run("sync answers 202 at once and unknown ids are 404", func(t *testing.T) {
		var out map[string]any
		if code := asOwner.JSON("POST", "/sources/"+sourceID+"/sync", nil, &out); code != http.StatusAccepted || out["queued"] != true {
			t.Fatalf("sync: %d %v", code, out)
		}
		for _, id := range []string{uuid.NewString(), "not-a-uuid"} {
			if code := asOwner.JSON("POST", "/sources/"+id+"/sync", nil, nil); code != http.StatusNotFound {
				t.Fatalf("sync %s: %d", id, code)
			}
		}
		if code := asOwner.JSON("POST", "/sources/"+sourceID+"/confirm-deletions", nil, nil); code != http.StatusConflict {
			t.Fatalf("confirm on an idle source: %d", code)
		}
	})

	t.Run("sync now during a pass says another pass follows, and the list shows it", func(t *testing.T) {
		// A pass under way whose worker died a minute ago: it waits for the sweeper.
		if _, err := pool.Exec(context.Background(), `UPDATE sources SET status = 'syncing', pass_started_at = now() - interval '2 minutes',
				pass_heartbeat_at = now() - interval '1 minute' WHERE workspace_id = $1 AND id = $2`, ws, sourceID); err != nil {
			t.Fatal(err)
		}
		var out struct {
			Queued, AfterCurrentPass, AlreadyQueued bool
			Message                                 string
		}
		if code := asOwner.JSON("POST", "/sources/"+sourceID+"/sync", nil, &out); code != http.StatusAccepted ||
			!out.AfterCurrentPass || out.AlreadyQueued || !strings.Contains(out.Message, "another will run when it ends") {
			t.Fatalf("sync during a pass: %d %+v", code, out)
		}
		var list []struct {
			ID       string
			Status   string
			Progress struct {
				Running, Resumed, Waiting, FollowUp bool
				Note                                *string
			}
		}
		if code := asOwner.JSON("GET", "/sources", nil, &list); code != http.StatusOK || len(list) != 1 {
			t.Fatalf("list: %d %+v", code, list)
		}
		p := list[0].Progress
		if list[0].Status != "syncing" || !p.Running || !p.FollowUp || !p.Waiting || !p.Resumed || p.Note == nil ||
			!strings.Contains(*p.Note, "Interrupted") {
			t.Fatalf("progress of an interrupted pass with a request behind it: %s %+v %v", list[0].Status, p, *p.Note)
		}
		if _, err := pool.Exec(context.Background(), `UPDATE sources SET status = 'idle', pass_started_at = NULL, pass_heartbeat_at = NULL
			WHERE workspace_id = $1 AND id = $2`, ws, sourceID); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("deleting a source takes its documents, chunks and files with it", func(t *testing.T) {
		if code := asOwner.JSON("DELETE", "/sources/"+sourceID, nil, nil); code != http.StatusNoContent {
			t.Fatalf("delete: %d", code)
		}
		for _, table := range []string{"documents", "document_chunks", "uploaded_files", "sources"} {
			if n := count(t, pool, `SELECT count(*) FROM `+table+` WHERE workspace_id = $1`, ws); n != 0 {
				t.Fatalf("%d rows left in %s", n, table)
			}
		}
		if code := asOwner.JSON("GET", "/sources/"+sourceID+"/documents", nil, nil); code != http.StatusNotFound {
			t.Fatalf("documents of a deleted source: %d", code)
		}
	})
}

// insertOnlyQueue is the sync queue of an API replica that runs no jobs: a
// sync request is queued and nothing works it.
func insertOnlyQueue(t *testing.T, pool *pgxpool.Pool, m *metrics.Metrics) *pass.Queue {
	t.Helper()
	rt, err := jobs.New(pool, nil, false)
	if err != nil {
		t.Fatal(err)
	}
	queue, err := pass.NewQueue(pass.QueueConfig{Pool: pool, Jobs: rt, Metrics: m})
	if err != nil {
		t.Fatal(err)
	}
	return queue
}
