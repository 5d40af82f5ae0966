package citusready_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/testdb"
)

// TestRowLevelReadersTriggersKeepReaders replays the same writes to member
// lists, modes and access entries on the schema before 00430 (statement-level
// readers triggers) and after it (row-level ones, ADR 0064): after every
// statement the document's and its chunks' readers are the same, and right.
func TestRowLevelReadersTriggersKeepReaders(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	before := replayReaders(t, ctx, migratedTo(t, ctx, 429))
	after := replayReaders(t, ctx, testdb.New(t))
	want := [][]string{
		{},                                       // members mode, nobody on the list
		{"user:A", "user:B"},                     // two members added in one statement
		{"user:B"},                               // one removed
		{},                                       // mirror mode, no entries and no grantor: fail closed
		{"domain:y.example", "user:x@y.example"}, // two entries in one statement
		{"domain:y.example"},                     // one removed
		{"workspace"},                            // the entry changed to 'anyone'
		{"workspace"},                            // a member added while the source mirrors: nothing changes
	}
	for i := range want {
		if !slices.Equal(before[i], want[i]) || !slices.Equal(after[i], want[i]) {
			t.Errorf("step %d: readers before 00430 %v, after %v, want %v", i, before[i], after[i], want[i])
		}
	}
}

// replayReaders writes the steps and returns the document's readers after
// each (failing if a chunk's readers differ from its document's). User ids
// print as A and B.
func replayReaders(t *testing.T, ctx context.Context, pool *pgxpool.Pool) [][]string {
	t.Helper()
	var ws, a, b, src, doc string
	row := func(dest *string, sql string, args ...any) {
		t.Helper()
		if err := pool.QueryRow(ctx, sql, args...).Scan(dest); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
	}
	row(&ws, `INSERT INTO workspaces (name, slug, join_code) VALUES ('w', 'w', 'ABCDEFGHJKMNP') RETURNING id`)
	row(&a, `INSERT INTO users (email) VALUES ('a@example.com') RETURNING id`)
	row(&b, `INSERT INTO users (email) VALUES ('b@example.com') RETURNING id`)
	exec := func(sql string, args ...any) {
		t.Helper()
		if _, err := pool.Exec(ctx, sql, args...); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
	}
	exec(`INSERT INTO workspace_memberships (workspace_id, user_id, role) VALUES ($1, $2, 'member'), ($1, $3, 'member')`, ws, a, b)
	row(&src, `INSERT INTO sources (workspace_id, provider, external_id, name, visibility) VALUES ($1, 'upload', 'u', 'u', 'members') RETURNING id`, ws)
	row(&doc, `INSERT INTO documents (workspace_id, source_id, external_id, last_seen_at) VALUES ($1, $2, 'd', now()) RETURNING id`, ws, src)
	exec(`INSERT INTO document_chunks (workspace_id, document_id, chunk_index, content, token_count, content_hash, embedding_model, embedding)
		SELECT $1, $2, i, 'text', 1, 'h', 'm', '[1,2,3]' FROM generate_series(0, 2) i`, ws, doc)
	var out [][]string
	read := func() {
		t.Helper()
		var readers []string
		var chunksDiffer bool
		if err := pool.QueryRow(ctx, `SELECT d.readers, EXISTS (SELECT 1 FROM document_chunks c
			WHERE c.workspace_id = d.workspace_id AND c.document_id = d.id AND c.readers IS DISTINCT FROM d.readers)
			FROM documents d WHERE d.workspace_id = $1 AND d.id = $2`, ws, doc).Scan(&readers, &chunksDiffer); err != nil {
			t.Fatal(err)
		}
		if chunksDiffer {
			t.Errorf("step %d: a chunk's readers differ from its document's %v", len(out), readers)
		}
		for i, r := range readers {
			switch r {
			case "user:" + a:
				readers[i] = "user:A"
			case "user:" + b:
				readers[i] = "user:B"
			}
		}
		slices.Sort(readers) // the ids' order is random
		out = append(out, readers)
	}
	read()
	exec(`INSERT INTO source_members (workspace_id, source_id, user_id) VALUES ($1, $2, $3), ($1, $2, $4)`, ws, src, a, b)
	read()
	exec(`DELETE FROM source_members WHERE workspace_id = $1 AND source_id = $2 AND user_id = $3`, ws, src, a)
	read()
	exec(`UPDATE sources SET visibility = 'mirror' WHERE workspace_id = $1 AND id = $2`, ws, src)
	read()
	exec(`INSERT INTO document_access (workspace_id, document_id, kind, value, reason)
		VALUES ($1, $2, 'user', 'x@y.example', 'test'), ($1, $2, 'domain', 'y.example', 'test')`, ws, doc)
	read()
	exec(`DELETE FROM document_access WHERE workspace_id = $1 AND document_id = $2 AND kind = 'user'`, ws, doc)
	read()
	exec(`UPDATE document_access SET kind = 'anyone', value = '' WHERE workspace_id = $1 AND document_id = $2`, ws, doc)
	read()
	exec(`INSERT INTO source_members (workspace_id, source_id, user_id) VALUES ($1, $2, $3)`, ws, src, a)
	read()
	return out
}
