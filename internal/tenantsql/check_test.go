package tenantsql

import (
	"strings"
	"testing"
)

var testTenants = map[string]bool{"documents": true, "document_chunks": true, "chats": true, "sessions": true}

func TestCheck(t *testing.T) {
	cases := []struct {
		name string
		sql  string
		want []string // tables reported, in order; nil when the statement keeps the rule
	}{
		{"accepts a filtered select", `SELECT id FROM documents WHERE workspace_id = $1 AND id = $2`, nil},
		{"rejects a select by id alone", `SELECT id FROM documents WHERE id = $1`, []string{"documents"}},
		{"rejects a select without WHERE", `SELECT count(*) FROM documents`, []string{"documents"}},
		{"accepts the alias's column", `SELECT d.id FROM documents d WHERE d.workspace_id = $1`, nil},
		{"rejects another alias's column", `SELECT d.id FROM documents d, chats c WHERE c.workspace_id = $1`, []string{"documents"}},
		{"accepts = ANY and IN", `SELECT 1 FROM documents WHERE workspace_id = ANY($1) UNION ALL SELECT 1 FROM chats WHERE workspace_id IN ($1, $2)`, nil},
		{"rejects a filter under OR", `SELECT id FROM documents WHERE workspace_id = $1 OR id = $2`, []string{"documents"}},
		{"rejects an ambiguous unqualified column", `SELECT 1 FROM documents d JOIN chats c ON c.id = d.id WHERE workspace_id = $1`, []string{"documents", "chats"}},
		{"accepts a join tied to a filtered table",
			`SELECT c.id FROM documents d JOIN document_chunks c ON c.document_id = d.id AND c.workspace_id = d.workspace_id WHERE d.workspace_id = $1`, nil},
		{"rejects a join tied by id only",
			`SELECT c.id FROM documents d JOIN document_chunks c ON c.document_id = d.id WHERE d.workspace_id = $1`, []string{"document_chunks"}},
		{"rejects a LEFT JOIN's ON as a filter of its left side",
			`SELECT 1 FROM documents d LEFT JOIN document_chunks c ON c.document_id = d.id AND d.workspace_id = $1 AND c.workspace_id = $1`, []string{"documents"}},
		{"rejects an unfiltered subquery",
			`SELECT id FROM documents WHERE workspace_id = $1 AND id IN (SELECT document_id FROM document_chunks WHERE id = $2)`, []string{"document_chunks"}},
		{"accepts a correlated subquery tied to the outer row",
			`SELECT d.id FROM documents d WHERE d.workspace_id = $1 AND EXISTS (SELECT 1 FROM document_chunks c WHERE c.workspace_id = d.workspace_id AND c.document_id = d.id)`, nil},
		{"rejects an unfiltered CTE", `WITH x AS (SELECT id FROM chats) SELECT * FROM x`, []string{"chats"}},
		{"does not take a CTE's name for a table", `WITH documents AS (SELECT 1 AS id) SELECT id FROM documents`, nil},
		{"accepts a table joined to a filtered CTE's workspace",
			`WITH d AS (SELECT id, workspace_id FROM documents WHERE workspace_id = $1) SELECT c.id FROM d JOIN document_chunks c ON c.workspace_id = d.workspace_id`, nil},
		{"rejects an unfiltered UPDATE", `UPDATE chats SET title = $2 WHERE id = $1`, []string{"chats"}},
		{"rejects UPDATE … FROM an unfiltered table",
			`UPDATE documents d SET title = c.title FROM chats c WHERE d.workspace_id = $1 AND c.id = $2`, []string{"chats"}},
		{"accepts UPDATE … FROM tied to the target", `UPDATE documents d SET title = c.title FROM chats c WHERE d.workspace_id = $1 AND c.workspace_id = d.workspace_id`, nil},
		{"rejects an unfiltered DELETE", `DELETE FROM document_chunks WHERE document_id = $1`, []string{"document_chunks"}},
		{"rejects DELETE … USING an unfiltered table",
			`DELETE FROM documents d USING chats c WHERE d.workspace_id = $1 AND c.id = d.id`, []string{"chats"}},
		{"rejects an INSERT without workspace_id", `INSERT INTO chats (id, title) VALUES ($1, $2)`, []string{"chats"}},
		{"accepts an INSERT with workspace_id", `INSERT INTO chats (workspace_id, id) VALUES ($1, $2)`, nil},
		{"rejects an upsert that may update another workspace's row",
			`INSERT INTO chats (workspace_id, id, title) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title`, []string{"chats"}},
		{"accepts an upsert whose conflict target holds workspace_id",
			`INSERT INTO chats (workspace_id, id, title) VALUES ($1, $2, $3) ON CONFLICT (workspace_id, id) DO UPDATE SET title = EXCLUDED.title`, nil},
		{"accepts an upsert pinned in its DO UPDATE WHERE",
			`INSERT INTO chats (workspace_id, id, title) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title WHERE chats.workspace_id = EXCLUDED.workspace_id`, nil},
		{"accepts ON CONFLICT DO NOTHING", `INSERT INTO chats (workspace_id, id) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, nil},
		{"checks the SELECT of an INSERT … SELECT",
			`INSERT INTO chats (workspace_id, id) SELECT workspace_id, id FROM documents WHERE id = $1`, []string{"documents"}},
		{"checks a data-modifying CTE", `WITH gone AS (DELETE FROM chats WHERE id = $1 RETURNING id) SELECT count(*) FROM gone`, []string{"chats"}},
		{"ignores other schemas and other tables", `SELECT 1 FROM pg_catalog.pg_class, users WHERE users.id = $1`, nil},
		{"rejects a workspace pinned by another table's column",
			`SELECT m.id FROM documents m JOIN workspaces w ON w.id = m.workspace_id WHERE w.slug = $1`, []string{"documents"}},
		{"accepts a workspace taken from a subquery, which is checked itself",
			`SELECT id FROM documents WHERE workspace_id = (SELECT workspace_id FROM chats WHERE workspace_id = $1 AND id = $2)`, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			findings, err := Check(tc.sql, testTenants)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range findings {
				got = append(got, f.Table)
			}
			if strings.Join(got, ",") != strings.Join(tc.want, ",") {
				t.Errorf("tables reported %v, want %v (%v)", got, tc.want, findings)
			}
		})
	}
}

func TestExemption(t *testing.T) {
	cases := []struct {
		name, sql, reason string
		ok                bool
	}{
		{"reads the reason", `SELECT 1 FROM chats /* any workspace: the nightly stats job */`, "the nightly stats job", true},
		{"needs a reason of more than one word", `SELECT 1 FROM chats /* any workspace: stats */`, "", false},
		{"needs the exact marker", `SELECT 1 FROM chats /* all workspaces: the stats job */`, "", false},
		{"is not a line comment", "SELECT 1 FROM chats -- any workspace: the stats job", "", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			reason, ok := Exemption(tc.sql)
			if reason != tc.reason || ok != tc.ok {
				t.Errorf("Exemption = %q, %v; want %q, %v", reason, ok, tc.reason, tc.ok)
			}
		})
	}
}

func TestLooksLikeSQL(t *testing.T) {
	for s, want := range map[string]bool{
		"\n\tSELECT 1":                    true,
		"/* any workspace: x y */ UPDATE": true,
		"(SELECT 1) UNION (SELECT 2)":     true,
		"WITH x AS (SELECT 1) SELECT 1":   true,
		"select a workspace first":        false,
		"SELECTED rows":                   false,
		"DROP TABLE x":                    false,
	} {
		if got := LooksLikeSQL(s); got != want {
			t.Errorf("LooksLikeSQL(%q) = %v, want %v", s, got, want)
		}
	}
}
