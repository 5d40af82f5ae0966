package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/app"
	"knowledgestack/internal/testdb"
)

func upload(t *testing.T, c *apitest.Client, names ...string) (int, map[string]any) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join("testdata", n))
		if err != nil {
			t.Fatal(err)
		}
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="files"; filename=%q`, n))
		h.Set("Content-Type", "application/octet-stream")
		p, _ := w.CreatePart(h)
		_, _ = p.Write(data)
	}
	_ = w.Close()
	resp := c.Request("POST", "/sources/uploads", &buf, http.Header{"Content-Type": {w.FormDataContentType()}})
	defer resp.Body.Close()
	var m map[string]any
	body, _ := io.ReadAll(resp.Body)
	_ = json.Unmarshal(body, &m)
	return resp.StatusCode, m
}

// TestPDFUploadToCitedPage is issue 15's path through the real wiring: a PDF
// uploaded through the API is converted, kept, indexed by the queue's
// workers, downloadable by a member, and an offline question about it is
// answered with a citation naming the page (and linking to it). Bad files are
// refused with their sentences, a scanned PDF is kept with its status.
func TestPDFUploadToCitedPage(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	_, srv := newApp(t, pool, map[string]string{"WORKERS": "true"}, app.Options{}, true)
	tn := apitest.NewTenants(t, pool, srv)
	ws := tn.WS
	asOwner, asMember, asRival := tn.AsOwner, tn.AsMember, tn.AsRival

	var sourceID string
	t.Run("the PDF, a scanned PDF and a PNG are stored; OCR reads the scans, so no warning", func(t *testing.T) {
		code, m := upload(t, asOwner, "handbook.pdf", "scanned.pdf", "scan.png")
		files, _ := json.Marshal(m["files"])
		if code != http.StatusCreated || string(files) != `[{"name":"handbook.pdf","status":"stored"},`+
			`{"name":"scanned.pdf","status":"stored"},{"name":"scan.png","status":"stored"}]` {
			t.Fatalf("upload: %d %s", code, files)
		}
		sourceID = m["sourceId"].(string)
	})

	t.Run("a truncated PDF, a fake .docx and a zip bomb are each refused with their sentence, memory bounded", func(t *testing.T) {
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		code, m := upload(t, asOwner, "handbook.pdf", "truncated.pdf", "fake.docx", "bomb.docx")
		runtime.ReadMemStats(&after)
		want := map[string]string{
			"truncated.pdf": "is truncated: the end of the PDF is missing",
			"fake.docx":     "is not a Word document: it is not a ZIP container",
			"bomb.docx":     "was refused as a zip bomb",
		}
		files, _ := m["files"].([]any)
		if code != http.StatusBadRequest || len(files) != len(want) {
			t.Fatalf("upload: %d %v", code, m)
		}
		for _, f := range files {
			f := f.(map[string]any)
			if !strings.Contains(f["error"].(string), want[f["name"].(string)]) {
				t.Errorf("%s: %q", f["name"], f["error"])
			}
		}
		// The bomb inflates to 24 MiB; refusing it must not come near that.
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 16<<20 {
			t.Errorf("the refused upload allocated %d MiB", grew>>20)
		}
		var n int
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM uploaded_files WHERE workspace_id = $1`, ws).Scan(&n); err != nil || n != 3 {
			t.Fatalf("%d files stored after a refused upload (%v)", n, err)
		}
	})

	var docs []map[string]any
	t.Run("the workers index the PDF and both scans, each scan's chunks on its page 1", func(t *testing.T) {
		deadline := time.Now().Add(60 * time.Second)
		for {
			docs = nil
			if code := asMember.JSON("GET", "/sources/"+sourceID+"/documents", nil, &docs); code != http.StatusOK {
				t.Fatalf("documents: %d", code)
			}
			if len(docs) == 3 && docs[0]["status"] != "pending" && docs[1]["status"] != "pending" && docs[2]["status"] != "pending" {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("not indexed in time: %v", docs)
			}
			time.Sleep(200 * time.Millisecond)
		}
		byTitle := map[string]map[string]any{}
		for _, d := range docs {
			byTitle[d["title"].(string)] = d
		}
		if len(byTitle) != 3 {
			t.Fatalf("documents %v", docs)
		}
		for _, d := range docs {
			if d["status"] != "indexed" {
				t.Fatalf("documents %v", docs)
			}
		}
		var pages []int
		rows, err := pool.Query(ctx, `SELECT DISTINCT location_from FROM document_chunks WHERE workspace_id = $1 AND location_kind = 'page' ORDER BY 1`, ws)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var p int
			_ = rows.Scan(&p)
			pages = append(pages, p)
		}
		if fmt.Sprint(pages) != "[1 2]" {
			t.Fatalf("chunks start on pages %v", pages)
		}
	})

	t.Run("a question about the scans is answered with citations to their OCR'd page", func(t *testing.T) {
		var c map[string]any
		if code := asMember.JSON("POST", "/chat", map[string]any{}, &c); code != http.StatusCreated {
			t.Fatalf("create chat: %d %v", code, c)
		}
		resp := asMember.Request("POST", "/chat/"+c["id"].(string)+"/turns", map[string]any{"question": "What is the total of the scanned expense report?"}, nil)
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("turn: %d %s", resp.StatusCode, body)
		}
		cited := map[string]bool{}
		for _, frame := range strings.Split(string(body), "\n\n") {
			_, data, _ := strings.Cut(frame, "data: ")
			if !strings.Contains(frame, "event: citation") {
				continue
			}
			var cite struct {
				URL      string
				Snippet  string
				Location struct{ Kind, Label string }
			}
			if err := json.Unmarshal([]byte(data), &cite); err != nil {
				t.Fatal(err)
			}
			for _, name := range []string{"scanned.pdf", "scan.png"} {
				if strings.Contains(cite.URL, "/files/"+name) && cite.Location.Label == "page 1" {
					cited[name] = true
				}
			}
		}
		if !cited["scanned.pdf"] || !cited["scan.png"] {
			t.Fatalf("citations to the OCR'd page 1 of each scan: %v in\n%s", cited, body)
		}
		if !strings.Contains(string(body), "412 EUR") {
			t.Fatalf("the answer does not carry what OCR read:\n%s", body)
		}
	})

	t.Run("any member downloads the original with its content type; another workspace cannot", func(t *testing.T) {
		var link string
		for _, d := range docs {
			if d["title"] == "Benefits Handbook" {
				link, _ = d["downloadUrl"].(string)
			}
		}
		if !strings.HasPrefix(link, "/api/sources/"+sourceID+"/files/") {
			t.Fatalf("downloadUrl %q", link)
		}
		path := strings.TrimPrefix(link, "/api")
		resp := asMember.Request("GET", path, nil, nil)
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		orig, _ := os.ReadFile("testdata/handbook.pdf")
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "application/pdf" || !bytes.Equal(body, orig) ||
			!strings.HasPrefix(resp.Header.Get("Content-Disposition"), "inline") {
			t.Fatalf("download: %d %v (%d bytes)", resp.StatusCode, resp.Header, len(body))
		}
		resp = asRival.Request("GET", path, nil, nil)
		resp.Body.Close()
		if resp.StatusCode != http.StatusNotFound {
			t.Fatalf("rival download: %d", resp.StatusCode)
		}
	})

	t.Run("re-uploading the identical PDF changes nothing", func(t *testing.T) {
		code, m := upload(t, asOwner, "handbook.pdf")
		files, _ := json.Marshal(m["files"])
		if code != http.StatusCreated || string(files) != `[{"name":"handbook.pdf","status":"unchanged"}]` {
			t.Fatalf("re-upload: %d %s", code, files)
		}
	})

	t.Run("an offline question is answered with a citation naming the page", func(t *testing.T) {
		var c map[string]any
		if code := asMember.JSON("POST", "/chat", map[string]any{}, &c); code != http.StatusCreated {
			t.Fatalf("create chat: %d %v", code, c)
		}
		resp := asMember.Request("POST", "/chat/"+c["id"].(string)+"/turns", map[string]any{"question": "How much is the home office allowance?"}, nil)
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("turn: %d %s", resp.StatusCode, body)
		}
		var cite struct {
			Title    string
			URL      string
			Location struct{ Kind, Label string }
		}
		var answer strings.Builder
		for _, frame := range strings.Split(string(body), "\n\n") {
			_, data, _ := strings.Cut(frame, "data: ")
			switch {
			case strings.Contains(frame, "event: citation") && cite.Title == "":
				if err := json.Unmarshal([]byte(data), &cite); err != nil {
					t.Fatal(err)
				}
			case strings.Contains(frame, "event: delta"):
				var d struct{ Text string }
				_ = json.Unmarshal([]byte(data), &d)
				answer.WriteString(d.Text)
			}
		}
		if cite.Title != "Benefits Handbook" || cite.Location.Label != "page 2" || !strings.HasSuffix(cite.URL, "#page=2") {
			t.Fatalf("first citation %+v in\n%s", cite, body)
		}
		if !strings.Contains(answer.String(), "**Benefits Handbook > Allowances** (page 2) [1]") {
			t.Fatalf("the answer does not name the page:\n%s", answer.String())
		}
	})

	t.Run("a two-page TIFF is read page by page; a question about its second page cites pages up to 2", func(t *testing.T) {
		code, m := upload(t, asOwner, "scans.tiff")
		files, _ := json.Marshal(m["files"])
		if code != http.StatusCreated || string(files) != `[{"name":"scans.tiff","status":"stored"}]` {
			t.Fatalf("upload: %d %s", code, files)
		}
		// Two short pages make one chunk: it runs from page 1 to page 2, each
		// page's text after its own anchor.
		deadline := time.Now().Add(60 * time.Second)
		for {
			var from, to int
			err := pool.QueryRow(ctx, `SELECT min(c.location_from), max(c.location_to) FROM document_chunks c JOIN documents d ON d.id = c.document_id
				WHERE c.workspace_id = $1 AND d.workspace_id = $1 AND d.title LIKE 'scans%'`, ws).Scan(&from, &to)
			if err == nil && from == 1 && to == 2 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("the TIFF's chunks run over pages %d–%d (%v)", from, to, err)
			}
			time.Sleep(200 * time.Millisecond)
		}
		var c map[string]any
		if code := asMember.JSON("POST", "/chat", map[string]any{}, &c); code != http.StatusCreated {
			t.Fatalf("create chat: %d %v", code, c)
		}
		resp := asMember.Request("POST", "/chat/"+c["id"].(string)+"/turns", map[string]any{"question": "How much was the hotel invoice?"}, nil)
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		cited := false
		for _, frame := range strings.Split(string(body), "\n\n") {
			_, data, _ := strings.Cut(frame, "data: ")
			var cite struct {
				URL      string
				Location struct{ Kind, Label string }
			}
			if strings.Contains(frame, "event: citation") && json.Unmarshal([]byte(data), &cite) == nil &&
				strings.Contains(cite.URL, "/files/scans.tiff") && strings.HasSuffix(cite.Location.Label, "2") {
				cited = true
			}
		}
		if resp.StatusCode != http.StatusOK || !cited || !strings.Contains(string(body), "238 EUR") {
			t.Fatalf("no citation to page 2 of the TIFF carrying its text: %d\n%s", resp.StatusCode, body)
		}
	})
}
