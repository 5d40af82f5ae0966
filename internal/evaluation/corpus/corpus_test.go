package corpus_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/source"
	"knowledgestack/internal/sync/connectortest"
	"knowledgestack/internal/sync/pass"
	"knowledgestack/internal/testdb"
)

// noQueue drops the sync an upload requests: the test runs the pass itself.
type noQueue struct{}

func (noQueue) EnqueueSync(context.Context, uuid.UUID, uuid.UUID) error { return nil }

// storedRows are a workspace's documents and chunks as text, one line a
// chunk, in a fixed order: everything a search reads of them.
func storedRows(t *testing.T, pool *pgxpool.Pool, ws uuid.UUID) []string {
	t.Helper()
	rows, err := pool.Query(context.Background(), `SELECT d.external_id, d.title, d.content_hash, d.token_count, d.status,
		c.chunk_index, c.title, c.heading_path, c.content, c.token_count, c.content_hash, c.embedding_model, c.embedding::text
		FROM documents d JOIN document_chunks c ON c.document_id = d.id
		WHERE d.workspace_id = $1 AND c.workspace_id = $1 ORDER BY d.external_id, c.chunk_index
/* all readers: the test compares every row the load wrote */`, ws)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var ext, title, hash, status, ctitle, path, content, chash, model, vec string
		var tokens, index, ctokens int
		if err := rows.Scan(&ext, &title, &hash, &tokens, &status, &index, &ctitle, &path, &content, &ctokens, &chash, &model, &vec); err != nil {
			t.Fatal(err)
		}
		out = append(out, fmt.Sprintf("%s %q %s %d %s | %d %q %q %q %d %s %s %.40s", ext, title, hash, tokens, status,
			index, ctitle, path, content, ctokens, chash, model, vec))
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestLoadWritesWhatAnUploadAndItsPassWrite is what makes the evaluation
// measure what users get: a file loaded by LoadMarkdown is stored exactly as
// the same file uploaded and indexed by the sync pass is — document title
// and hash, and every chunk's text, heading path, token count, hash and
// vector. The file is saved as editors on Windows save it (a byte-order mark,
// CRLF line endings), which the upload's conversion normalises.
func TestLoadWritesWhatAnUploadAndItsPassWrite(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	var b strings.Builder
	b.WriteString("\ufeff# Servo handbook\r\n\r\nHow the arm's servo drives are kept.\r\n\r\n")
	for i := range 12 {
		fmt.Fprintf(&b, "## Fault ERR-40%02d\r\n\r\nThe drive reports ERR-40%02d when section %d's check fails. ", i, i, i)
		b.WriteString(strings.Repeat("Technicians reset the drive, inspect the cabling and log the event before restarting. ", 8))
		b.WriteString("\r\n\r\n| step | who |\r\n|---|---|\r\n| reset | operator |\r\n| inspect | technician |\r\n\r\n")
	}
	raw := []byte(b.String())
	const name = "servo-handbook.md"

	uploaded := testdb.NewWorkspace(t, pool, "uploaded")
	svc, err := pass.NewService(pool, noQueue{}, pass.UploadOptions{DefaultMaxBytes: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	up, err := svc.Upload(ctx, uploaded, uuid.Nil, []pass.UploadFile{{Name: name, Content: raw}})
	if err != nil {
		t.Fatal(err)
	}
	p := connectortest.NewPass(t, pool, pass.Registry{source.Upload: pass.UploadFactory(pool, 0)})
	if res, err := p.Run(ctx, uploaded, up.SourceID); err != nil || res.Indexed != 1 {
		t.Fatalf("pass %+v, err %v", res, err)
	}

	loaded := testdb.NewWorkspace(t, pool, "loaded")
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, name), raw, 0o600); err != nil {
		t.Fatal(err)
	}
	c, err := corpus.LoadMarkdown(ctx, pool, loaded, dir, embed.NewLocal())
	if err != nil {
		t.Fatal(err)
	}

	want, got := storedRows(t, pool, uploaded), storedRows(t, pool, loaded)
	if len(want) < 5 || c.Chunks != len(want) {
		t.Fatalf("the upload has %d chunks, the load says %d: want several", len(want), c.Chunks)
	}
	if len(got) != len(want) {
		t.Fatalf("loaded %d chunks, the upload's pass wrote %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("chunk %d differs:\nloaded   %s\nuploaded %s", i, got[i], want[i])
		}
	}
}

func TestLoadMarkdownRecursesAndNamesFilesByRelativePath(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	dir := t.TempDir()
	for name, md := range map[string]string{
		"top.md":                 "# Top\n\nAlpha text about kettles.",
		"team/leave/vacation.md": "---\ntitle: x\n---\n\nBravo text about holidays.",
		"team/notes.markdown":    "# Notes\n\nCharlie text.",
		".hidden/secret.md":      "# Hidden\n\nNever loaded.",
		"team/readme.txt":        "not Markdown",
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(md), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	ws := testdb.NewWorkspace(t, pool, "rec")
	c, err := corpus.LoadMarkdown(ctx, pool, ws, dir, embed.NewLocal())
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"top.md": true, "team/leave/vacation.md": true, "team/notes.markdown": true}
	if len(c.Documents) != len(want) {
		t.Fatalf("loaded %v, want %v", c.Documents, want)
	}
	for name, id := range c.Documents {
		if !want[name] || c.Files[id] != name {
			t.Errorf("loaded %s (%s ↔ %s)", name, id, c.Files[id])
		}
	}
	var title string
	if err := pool.QueryRow(ctx, `SELECT title FROM documents WHERE workspace_id = $1 AND id = $2 /* all readers: the test reads its own row */`,
		ws, c.Documents["team/leave/vacation.md"]).Scan(&title); err != nil || title != "vacation" {
		t.Errorf("title without a heading = %q (err %v), want the file name", title, err)
	}

	t.Run("refuses an empty folder and names a file an upload would refuse", func(t *testing.T) {
		if _, err := corpus.LoadMarkdown(ctx, pool, testdb.NewWorkspace(t, pool, "empty"), t.TempDir(), embed.NewLocal()); err == nil {
			t.Error("an empty folder loaded without error")
		}
		bad := t.TempDir()
		if err := os.WriteFile(filepath.Join(bad, "blank.md"), []byte(" \n\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		_, err := corpus.LoadMarkdown(ctx, pool, testdb.NewWorkspace(t, pool, "blank"), bad, embed.NewLocal())
		if err == nil || !strings.Contains(err.Error(), "blank.md") || !strings.Contains(err.Error(), "empty") {
			t.Errorf("err %v, want one naming blank.md as empty", err)
		}
	})
}

func TestReadQuestions(t *testing.T) {
	tests := []struct {
		name, in string
		want     int
		wantErr  bool
	}{
		{"reads lines and skips blanks", "{\"question\":\"a?\",\"expected_file\":\"a.md\"}\n\n{\"question\":\"b?\",\"expected_file\":\"b.md\",\"expected_heading\":\"H\",\"kind\":\"document\"}\n", 2, false},
		{"rejects a line without an expected file", `{"question":"a?"}`, 0, true},
		{"rejects malformed JSON", `{"question":`, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			qs, err := corpus.ReadQuestions(strings.NewReader(tt.in))
			if (err != nil) != tt.wantErr || len(qs) != tt.want {
				t.Fatalf("got %d questions, err %v", len(qs), err)
			}
		})
	}
}
