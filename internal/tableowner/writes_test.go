package tableowner

import (
	"strings"
	"testing"
)

func TestWrites(t *testing.T) {
	cases := []struct{ name, sql, want string }{
		{"insert", `INSERT INTO sources (workspace_id) VALUES ($1)`, "sources"},
		{"upsert", `INSERT INTO documents (workspace_id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET title = 'x'`, "documents"},
		{"update", `UPDATE sources SET status = $3 WHERE workspace_id = $1`, "sources"},
		{"update from another table", `UPDATE document_chunks c SET embedding = v.embedding FROM chunk_vectors v WHERE c.id = v.chunk_id`, "document_chunks"},
		{"delete", `DELETE FROM documents WHERE workspace_id = $1`, "documents"},
		{"a data-modifying CTE", `WITH gone AS (DELETE FROM document_chunks WHERE id = $1 RETURNING id) SELECT count(*) FROM gone`, "document_chunks"},
		{"insert … select reads, writes one", `INSERT INTO chunk_vectors (chunk_id) SELECT id FROM document_chunks WHERE workspace_id = $1`, "chunk_vectors"},
		{"a read writes nothing", `SELECT id FROM sources s JOIN documents d ON d.source_id = s.id WHERE s.workspace_id = $1`, ""},
		{"copy text", `COPY document_chunks (workspace_id, content) FROM STDIN`, "document_chunks"},
		{"truncate", `TRUNCATE documents`, "documents"},
		{"other schemas are not ours", `INSERT INTO river.sources (x) VALUES (1)`, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Writes(tc.sql)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Join(got, ",") != tc.want {
				t.Errorf("Writes = %v, want %q", got, tc.want)
			}
		})
	}
}

func TestExemption(t *testing.T) {
	if r, ok := Exemption(`DELETE FROM documents /* not the owner: the nightly purge job */ WHERE workspace_id = $1`); !ok || r != "the nightly purge job" {
		t.Errorf("Exemption = %q, %v", r, ok)
	}
	if _, ok := Exemption(`DELETE FROM documents /* not the owner: purge */`); ok {
		t.Error("a one-word reason exempts")
	}
}
