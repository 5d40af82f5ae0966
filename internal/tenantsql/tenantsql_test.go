package tenantsql

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/testdb"
)

// TestEveryQueryFiltersByWorkspace is the tenant rule over the whole module:
// each constant SQL statement of a non-test package filters every tenant
// table it reads by workspace_id at its own level, or says why not with the
// marker (ADR 0041).
func TestEveryQueryFiltersByWorkspace(t *testing.T) {
	tenant := tenantTables(t)
	stmts, dyn, err := Collect(moduleRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(stmts) < 100 {
		t.Fatalf("found only %d SQL statements; the collector has stopped seeing the code", len(stmts))
	}
	// bm25SQL is const a + b + a: only go/types' constant folding sees it whole.
	whole := false
	exempt, skeletons := 0, 0
	for _, s := range stmts {
		whole = whole || strings.Contains(s.SQL, "tsv_english @@ replace(strip(to_tsvector(")
		if s.Skeleton {
			skeletons++
		}
		findings, err := Check(s.SQL, tenant)
		if err != nil {
			t.Errorf("%s: %v", s.Pos, err)
			continue
		}
		if reason, ok := Exemption(s.SQL); ok {
			exempt++
			t.Logf("%s: any workspace: %s", short(s.Pos.String()), reason)
			continue
		}
		for _, f := range findings {
			t.Errorf("%s: %q: %s", short(s.Pos.String()), firstLine(s.SQL), f)
		}
	}
	if !whole {
		t.Error("internal/retrieval's bm25SQL was not seen as one statement: constant concatenations are not evaluated")
	}
	t.Logf("%d SQL statements checked against %d tenant tables (%d joined at run time, checked with their pieces as placeholders); %d declared cross-workspace",
		len(stmts), len(tenant), skeletons, exempt)
	t.Logf("%d places build SQL at run time and are not checked:", len(dyn))
	for _, d := range dyn {
		t.Logf("  %s: %q", short(d.Pos.String()), d.Head)
	}
}

// tenantTables reads the tables carrying workspace_id from a migrated
// database, so a new table is covered the day its migration lands.
func tenantTables(t *testing.T) map[string]bool {
	t.Helper()
	pool := testdb.New(t)
	rows, err := pool.Query(context.Background(), `
SELECT table_name FROM information_schema.columns
WHERE table_schema = 'public' AND column_name = 'workspace_id'`)
	if err != nil {
		t.Fatal(err)
	}
	names, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	tables := map[string]bool{}
	for _, name := range names {
		tables[name] = true
	}
	if !tables["document_chunks"] {
		t.Fatalf("tenant tables %v lack document_chunks; is the database migrated?", tables)
	}
	return tables
}

// moduleRoot is the directory holding go.mod above this package.
func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test")
		}
		dir = parent
	}
}

var root string

// short shortens a position to a path from the module root.
func short(pos string) string {
	if root == "" {
		wd, _ := os.Getwd()
		root = filepath.Dir(filepath.Dir(wd)) + string(filepath.Separator)
	}
	return strings.TrimPrefix(pos, root)
}

// TestEveryReadFiltersByReaders is the permission rule over the whole
// module: each constant SQL statement that reads documents or
// document_chunks filters them by the asker's principals at its own level
// (readers && …), or says why not with `/* all readers: reason */` (ADR 0058).
func TestEveryReadFiltersByReaders(t *testing.T) {
	stmts, _, err := Collect(moduleRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	checked, exempt := 0, 0
	for _, s := range stmts {
		findings, err := CheckReaders(s.SQL)
		if err != nil {
			t.Errorf("%s: %v", s.Pos, err)
			continue
		}
		if reason, ok := ReadersExemption(s.SQL); ok {
			exempt++
			t.Logf("%s: all readers: %s", short(s.Pos.String()), reason)
			continue
		}
		checked++
		for _, f := range findings {
			t.Errorf("%s: %q: %s", short(s.Pos.String()), firstLine(s.SQL), f)
		}
	}
	t.Logf("%d SQL statements checked for the permission filter; %d declared to read for every reader", checked, exempt)
}
