package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/testdb"
)

// startSyncAPI starts `api serve` with workers on dbURL (proc_test.go), on
// loopback ports of its own, metrics included.
func startSyncAPI(t *testing.T, dbURL string) *apiProcess {
	t.Helper()
	return startAPIProcess(t, procOptions{env: map[string]string{
		"DATABASE_URL": dbURL, "METRICS_ADDR": testdb.FreeAddr(t), "ENCRYPTION_KEY": apitest.TestKey,
		"PUBLIC_URL": "http://127.0.0.1", "WORKERS": "true", "EMBEDDER": "local", "LOG_LEVEL": "warn",
	}})
}

// handbookPage is a Markdown file of a few chunks, unique to (tag, i).
func handbookPage(tag string, i int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Handbook %s page %d\n\n", tag, i)
	for s := range 3 {
		fmt.Fprintf(&b, "## Section %d of page %d\n\n", s, i)
		for p := range 3 {
			fmt.Fprintf(&b, "Paragraph %d of section %d on page %d of %s explains procedure P-%d-%d-%d in detail: ", p, s, i, tag, i, s, p)
			for w := range 30 {
				fmt.Fprintf(&b, "term%d_%d_%d_%d ", i, s, p, w)
			}
			b.WriteString("\n\n")
		}
	}
	return b.String()
}

// uploadPages uploads n handbook pages in one multipart request.
func uploadPages(t *testing.T, c *apitest.Client, tag string, n int) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for i := range n {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="files"; filename="%s-page-%03d.md"`, tag, i))
		h.Set("Content-Type", "text/markdown")
		part, err := w.CreatePart(h)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = part.Write([]byte(handbookPage(tag, i)))
	}
	_ = w.Close()
	resp := c.Request("POST", "/sources/uploads", &buf, http.Header{"Content-Type": {w.FormDataContentType()}})
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("upload: %d %s", resp.StatusCode, b)
	}
}

// sourceState is what GET /sources shows of a source.
type sourceState struct {
	ID       uuid.UUID
	Status   string
	Progress struct {
		Running, Resumed, Waiting bool
		Seen, Indexed             int
		Total                     *int
		Note                      *string
	}
}

func listSources(t *testing.T, c *apitest.Client) []sourceState {
	t.Helper()
	var out []sourceState
	if code := c.JSON("GET", "/sources", nil, &out); code != http.StatusOK {
		t.Fatalf("GET /sources: %d", code)
	}
	return out
}

// checkIndexedOnce asserts the workspace holds want documents, each indexed,
// whose chunks run 0..n-1 with no index twice.
func checkIndexedOnce(t *testing.T, pool *pgxpool.Pool, ws uuid.UUID, want int) {
	t.Helper()
	var docs, indexed, chunks, distinct, expected int
	err := pool.QueryRow(context.Background(), `SELECT
			(SELECT count(*) FROM documents WHERE workspace_id = $1),
			(SELECT count(*) FROM documents WHERE workspace_id = $1 AND status = 'indexed'),
			(SELECT count(*) FROM document_chunks WHERE workspace_id = $1),
			(SELECT count(DISTINCT (document_id, chunk_index)) FROM document_chunks WHERE workspace_id = $1),
			(SELECT COALESCE(sum(n), 0) FROM (SELECT max(chunk_index) + 1 AS n FROM document_chunks
				WHERE workspace_id = $1 GROUP BY document_id) m)`, ws).Scan(&docs, &indexed, &chunks, &distinct, &expected)
	if err != nil {
		t.Fatal(err)
	}
	if docs != want || indexed != want || chunks != distinct || chunks != expected || chunks < want {
		t.Fatalf("documents %d (indexed %d, want %d); chunks %d, distinct (document, index) %d, expected 0..n-1 per document %d",
			docs, indexed, want, chunks, distinct, expected)
	}
}

// passRecord is a source's sync_passes row with its runs.
type passRecord struct {
	Count, Interruptions, Seen int
	Outcome                    string
	Runs                       []runRecord
}

type runRecord struct {
	Worker  string
	Started time.Time
	Ended   *time.Time
	Outcome *string
}

func passesOf(t *testing.T, pool *pgxpool.Pool, ws, source uuid.UUID) passRecord {
	t.Helper()
	ctx := context.Background()
	var r passRecord
	if err := pool.QueryRow(ctx, `SELECT count(*) OVER (), outcome, interruptions, COALESCE(docs_seen, -1) FROM sync_passes
		WHERE workspace_id = $1 AND source_id = $2`, ws, source).Scan(&r.Count, &r.Outcome, &r.Interruptions, &r.Seen); err != nil {
		t.Fatalf("the source's pass: %v", err)
	}
	rows, err := pool.Query(ctx, `SELECT r.worker, r.started_at, r.ended_at, r.outcome FROM sync_pass_runs r
		JOIN sync_passes p ON p.id = r.pass_id AND p.workspace_id = $1
		WHERE r.workspace_id = $1 AND p.source_id = $2 ORDER BY r.started_at`, ws, source)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var run runRecord
		if err := rows.Scan(&run.Worker, &run.Started, &run.Ended, &run.Outcome); err != nil {
			t.Fatal(err)
		}
		r.Runs = append(r.Runs, run)
	}
	for i := 1; i < len(r.Runs); i++ {
		if prev := r.Runs[i-1]; prev.Ended == nil || prev.Ended.After(r.Runs[i].Started) {
			t.Fatalf("runs overlap: %+v then %+v", prev, r.Runs[i])
		}
	}
	return r
}
