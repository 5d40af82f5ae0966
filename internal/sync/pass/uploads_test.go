package pass

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"knowledgestack/internal/convert"
	"knowledgestack/internal/errs"
)

// recordingQueue counts sync requests.
type recordingQueue struct{ n int }

func (q *recordingQueue) EnqueueSync(context.Context, uuid.UUID, uuid.UUID) error { q.n++; return nil }

func newUploads(t *testing.T, fx *fixture, maxBytes int64) (*Service, *recordingQueue) {
	t.Helper()
	q := &recordingQueue{}
	svc, err := NewService(fx.pool, q, UploadOptions{DefaultMaxBytes: maxBytes})
	if err != nil {
		t.Fatal(err)
	}
	return svc, q
}

func file(name, content string) UploadFile { return UploadFile{Name: name, Content: []byte(content)} }

func TestUploadRejectsBadFilesAndStoresNothing(t *testing.T) {
	fx := newFixture(t)
	svc, _ := newUploads(t, fx, 64)
	ctx := context.Background()
	if _, err := svc.Upload(ctx, fx.ws, uuid.Nil, []UploadFile{file("keep.md", "# Keep\nkept text")}); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		file UploadFile
		want string
	}{
		{"a path in the name", file("../secret.md", "x"), "name may contain only"},
		{"a slash in the name", file("a/b.md", "x"), "name may contain only"},
		{"a hidden file", file(".env.md", "x"), "name may contain only"},
		{"a shell character", file("a;rm.md", "x"), "name may contain only"},
		{"an unaccepted extension", file("report.doc", "x"), "type is not accepted"},
		{"a text file named .docx", file("notes.docx", "plain text"), "is not a Word document"},
		{"a truncated PDF", file("cut.pdf", "%PDF-1.7\n1 0 obj"), "is truncated"},
		{"a CSV mixing encodings", file("people.csv", "Name\nJos\xc3\xa9\nRen\xe9e\n"), "mixes encodings"},
		{"binary content", file("b.md", "ab\x00cd"), "looks binary"},
		{"bytes no encoding explains", file("c.txt", "id\n\x81\x7f\x9d\x8d\n"), "is not text in any encoding we read"},
		{"an oversized file", file("big.md", strings.Repeat("a", 65)), "larger than the 64-byte limit"},
		{"an empty file", file("e.md", ""), "is empty"},
		{"a blank file", file("blank.txt", " \n\t\n"), "is empty"},
		{"HTML without text", file("h.html", "<div><br></div>"), "is empty"},
		{"the same name twice", file("ok.md", "again"), "more than once"},
	}
	for _, tc := range cases {
		t.Run("rejects "+tc.name, func(t *testing.T) {
			_, err := svc.Upload(ctx, fx.ws, uuid.Nil, []UploadFile{file("ok.md", "fine"), file("keep.md", "# Keep\nreplaced"), tc.file})
			var rej *RejectedFiles
			if !errs.Is(err, errs.Invalid) || !errors.As(err, &rej) || len(rej.Files) != 1 {
				t.Fatalf("want one rejected file, got %v", err)
			}
			if rej.Files[0].Name != tc.file.Name || !strings.Contains(rej.Files[0].Error, tc.want) {
				t.Fatalf("got %+v, want %q naming %q", rej.Files[0], tc.want, tc.file.Name)
			}
			n := scalar[int](t, fx.pool, `SELECT count(*) FROM uploaded_files WHERE workspace_id = $1`, fx.ws)
			kept := scalar[string](t, fx.pool, `SELECT content FROM uploaded_files WHERE workspace_id = $1 AND name = 'keep.md'`, fx.ws)
			if n != 1 || kept != "# Keep\nkept text" {
				t.Fatalf("a rejected upload changed what was stored: %d files, keep.md = %q", n, kept)
			}
		})
	}
}

func TestUploadStoresReplacesAndSyncs(t *testing.T) {
	fx := newFixture(t)
	svc, q := newUploads(t, fx, 1<<20)
	ctx := context.Background()
	upload := func(files ...UploadFile) UploadResult {
		t.Helper()
		res, err := svc.Upload(ctx, fx.ws, uuid.Nil, files)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	statuses := func(r UploadResult) string {
		var s []string
		for _, f := range r.Files {
			s = append(s, f.Name+"="+f.Status)
		}
		return strings.Join(s, ",")
	}
	first := upload(file("guide.md", longDoc(3, "g")), file("notes_2026-q1.txt", "plain notes"),
		file("page.html", "<html><body><h1>Web Page</h1><p>Hello <b>bold</b> world</p><script>x()</script></body></html>"))
	if statuses(first) != "guide.md=stored,notes_2026-q1.txt=stored,page.html=stored" || q.n != 1 {
		t.Fatalf("first upload: %s, %d syncs queued", statuses(first), q.n)
	}
	fx.source = first.SourceID
	html := scalar[string](t, fx.pool, `SELECT content FROM uploaded_files WHERE workspace_id = $1 AND name = 'page.html'`, fx.ws)
	if !strings.Contains(html, "# Web Page") || !strings.Contains(html, "**bold**") || strings.Contains(html, "<") {
		t.Fatalf("HTML was not converted to Markdown: %q", html)
	}
	res := fx.run(t)
	titles := scalar[string](t, fx.pool, `SELECT string_agg(title, '|' ORDER BY external_id) FROM documents WHERE workspace_id = $1`, fx.ws)
	if res.Indexed != 3 || titles != "Handbook g|notes 2026 q1|Web Page" {
		t.Fatalf("indexed %d, titles %q", res.Indexed, titles)
	}

	t.Run("an identical re-upload writes nothing", func(t *testing.T) {
		before := scalar[time.Time](t, fx.pool, `SELECT max(updated_at) FROM uploaded_files WHERE workspace_id = $1`, fx.ws)
		again := upload(file("guide.md", longDoc(3, "g")), file("notes_2026-q1.txt", "plain notes"))
		if statuses(again) != "guide.md=unchanged,notes_2026-q1.txt=unchanged" {
			t.Fatalf("re-upload: %s", statuses(again))
		}
		after := scalar[time.Time](t, fx.pool, `SELECT max(updated_at) FROM uploaded_files WHERE workspace_id = $1`, fx.ws)
		res := fx.run(t)
		if !after.Equal(before) || res.ChunksWritten != 0 || res.EmbeddingsComputed != 0 || res.Indexed != 0 {
			t.Fatalf("files touched %v, pass %+v", !after.Equal(before), res)
		}
	})

	t.Run("the same name replaces the stored text", func(t *testing.T) {
		r := upload(file("notes_2026-q1.txt", "# Quarterly notes\nnew text"))
		res := fx.run(t)
		n := scalar[int](t, fx.pool, `SELECT count(*) FROM uploaded_files WHERE workspace_id = $1`, fx.ws)
		title := scalar[string](t, fx.pool, `SELECT title FROM documents WHERE workspace_id = $1 AND external_id = 'notes_2026-q1.txt'`, fx.ws)
		if statuses(r) != "notes_2026-q1.txt=stored" || n != 3 || res.Indexed != 1 || title != "Quarterly notes" {
			t.Fatalf("%s, %d files, %d indexed, title %q", statuses(r), n, res.Indexed, title)
		}
	})

	t.Run("a deleted file disappears after the next pass", func(t *testing.T) {
		if _, err := fx.pool.Exec(ctx, `DELETE FROM uploaded_files WHERE workspace_id = $1 AND name = 'page.html'`, fx.ws); err != nil {
			t.Fatal(err)
		}
		res := fx.run(t)
		left := scalar[int](t, fx.pool, `SELECT count(*) FROM documents WHERE workspace_id = $1 AND external_id = 'page.html'`, fx.ws)
		if res.Deleted != 1 || left != 0 {
			t.Fatalf("res %+v, %d left", res, left)
		}
	})
}

// FuzzPrepare: the upload guard never panics, and what it accepts is
// non-empty UTF-8 text without NUL under an allowed name.
func FuzzPrepare(f *testing.F) {
	f.Add("a.md", []byte("# t\nx"))
	f.Add("b.html", []byte("<p>x</p>"))
	f.Add("../c.txt", []byte("x"))
	f.Add("d.htm", []byte("<scr\x00ipt>"))
	conv, err := convert.New(convert.Options{})
	if err != nil {
		f.Fatal(err)
	}
	svc := &Service{up: UploadOptions{Converter: conv, DefaultMaxBytes: 4096}}
	f.Fuzz(func(t *testing.T, name string, content []byte) {
		p, reason := svc.prepare(context.Background(), UploadFile{Name: name, Content: content})
		if reason != "" {
			return
		}
		if !validUploadName(name) || strings.HasPrefix(name, ".") || !utf8.ValidString(p.text) ||
			strings.ContainsRune(p.text, 0) || (strings.TrimSpace(p.text) == "" && p.unreadable == "") || len(content) > 4096 {
			t.Fatalf("accepted %q with %q", name, content)
		}
	})
}

// TestUploadedFilesCiteTheirPlace: a spreadsheet's chunks carry their sheet
// and row range, a deck's its slides, through upload and the sync pass.
func TestUploadedFilesCiteTheirPlace(t *testing.T) {
	fx := newFixture(t)
	svc, _ := newUploads(t, fx, 1<<20)
	ctx := context.Background()
	var files []UploadFile
	for _, n := range []string{"prices.xlsx", "deck.pptx"} {
		b, err := os.ReadFile(filepath.Join("testdata", n))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, UploadFile{Name: n, Content: b})
	}
	up, err := svc.Upload(ctx, fx.ws, uuid.Nil, files)
	if err != nil {
		t.Fatal(err)
	}
	fx.source = up.SourceID
	if res := fx.run(t); res.Indexed != 2 {
		t.Fatalf("pass %+v", res)
	}
	rows, err := fx.pool.Query(ctx, `SELECT d.external_id, COALESCE(c.location_kind, ''), COALESCE(c.location_from, 0), COALESCE(c.location_to, 0), COALESCE(c.location_sheet, ''), c.content
		FROM document_chunks c JOIN documents d ON d.id = c.document_id
		WHERE c.workspace_id = $1 ORDER BY d.external_id, c.chunk_index`, fx.ws)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var got []string
	for rows.Next() {
		var file, kind, sheet, content string
		var from, to int
		if err := rows.Scan(&file, &kind, &from, &to, &sheet, &content); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(content, "<!-- ks:") {
			t.Errorf("%s: an anchor line was left in the chunk text", file)
		}
		got = append(got, fmt.Sprintf("%s %s %d-%d %s", file, kind, from, to, sheet))
	}
	joined := strings.Join(got, "\n")
	// The price list's 40 rows are split into parts (header repeated), which together cite rows 2 to 41.
	for _, want := range []string{"prices.xlsx sheet 2-", "-41 Price list", "prices.xlsx sheet 2-5 Summary",
		"deck.pptx slide 1-1", "deck.pptx slide 2-2", "deck.pptx slide 3-3"} {
		if !strings.Contains(joined, want) {
			t.Errorf("no chunk located %q in\n%s", want, joined)
		}
	}
}
