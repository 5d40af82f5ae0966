package tenantsql

import (
	"strings"
	"testing"
)

func TestCheckReaders(t *testing.T) {
	cases := []struct {
		name string
		sql  string
		want []string // tables reported, in order; nil when the statement keeps the rule
	}{
		{"accepts an arm filtered by the asker's principals",
			`SELECT id FROM document_chunks WHERE workspace_id = $1 AND readers && $5::text[] ORDER BY id LIMIT $4`, nil},
		{"rejects an arm without the filter", `SELECT id FROM document_chunks WHERE workspace_id = $1 LIMIT $4`, []string{"document_chunks"}},
		{"rejects the filter under OR", `SELECT id FROM documents WHERE workspace_id = $1 AND (readers && $2 OR true)`, []string{"documents"}},
		{"rejects the filter under NOT", `SELECT id FROM documents WHERE workspace_id = $1 AND NOT (readers && $2)`, []string{"documents"}},
		{"rejects readers compared with their own table", `SELECT d.id FROM documents d, documents e WHERE d.readers && e.readers AND e.readers && $1`, []string{"documents"}},
		{"accepts the alias's column", `SELECT d.id FROM documents d WHERE d.workspace_id = $1 AND d.readers && $2`, nil},
		{"accepts chunks tied to a filtered document by id",
			`SELECT c.id FROM document_chunks c JOIN documents d ON d.id = c.document_id WHERE d.readers && $2`, nil},
		{"rejects chunks tied by another column",
			`SELECT c.id FROM document_chunks c JOIN documents d ON d.title = c.title WHERE d.readers && $2`, []string{"document_chunks"}},
		{"rejects a LEFT JOIN's filter as its left side's",
			`SELECT c.id FROM document_chunks c LEFT JOIN documents d ON d.id = c.document_id AND d.readers && $2`, []string{"document_chunks"}},
		{"checks a subquery at its own level",
			`SELECT d.id FROM documents d WHERE d.readers && $2 AND EXISTS (SELECT 1 FROM document_chunks c WHERE c.document_id = $3)`, []string{"document_chunks"}},
		{"checks every branch of a UNION",
			`SELECT id FROM documents WHERE readers && $1 UNION ALL SELECT id FROM document_chunks`, []string{"document_chunks"}},
		{"leaves writes to the sync", `UPDATE documents SET title = $2 WHERE workspace_id = $1 AND id = $3`, nil},
		{"leaves a write's own reads to the sync",
			`INSERT INTO documents (workspace_id, id) SELECT workspace_id, id FROM documents WHERE workspace_id = $1`, nil},
		{"ignores other tables", `SELECT id FROM chats WHERE workspace_id = $1`, nil},
		{"does not take a CTE's name for the table", `WITH documents AS (SELECT 1 AS id) SELECT id FROM documents`, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fs, err := CheckReaders(c.sql)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range fs {
				got = append(got, f.Table)
			}
			if strings.Join(got, ",") != strings.Join(c.want, ",") {
				t.Errorf("findings %v, want tables %v", fs, c.want)
			}
		})
	}
	if r, ok := ReadersExemption(`SELECT id FROM documents /* all readers: the sync pass's own rows */`); !ok || r != "the sync pass's own rows" {
		t.Errorf("marker %q %v", r, ok)
	}
	if _, ok := ReadersExemption(`SELECT id FROM documents /* all readers: why */`); ok {
		t.Error("a one-word reason exempts")
	}
}
