package tableowner

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"knowledgestack/internal/tenantsql"
)

// TestOneWriterPerTable: no package but a table's owner writes it. Every
// constant SQL statement of the module's non-test packages (test-support
// packages such as connectortest included) is parsed, and so is every COPY:
// a pgx.Identifier naming a table passed to CopyFrom, or COPY … FROM text.
// Test files and migrations are not read; a statement elsewhere may carry
// `/* not the owner: reason */`, which is logged. A package of OwnTablesOnly
// writes no other table at all, marker or not.
func TestOneWriterPerTable(t *testing.T) {
	root, err := filepath.Abs("../..") // this package is internal/tableowner
	if err != nil {
		t.Fatal(err)
	}
	pkgs, err := tenantsql.Load(root)
	if err != nil {
		t.Fatal(err)
	}
	stmts, _ := tenantsql.CollectPackages(pkgs)
	if len(stmts) < 100 {
		t.Fatalf("found only %d SQL statements; the collector has stopped seeing the code", len(stmts))
	}
	owned := 0
	for _, s := range stmts {
		tables, err := Writes(s.SQL)
		if err != nil {
			t.Errorf("%s: %v", s.Pos, err)
			continue
		}
		dir := rel(root, s.Pos.Filename)
		for _, table := range tables {
			owner, ok := Owners[table]
			if OwnTablesOnly[dir] && owner != dir {
				t.Errorf("%s: %q writes %s; %s writes only the tables it owns (ADR 0060)", short(root, s.Pos), firstLine(s.SQL), table, dir)
				continue
			}
			if !ok {
				continue
			}
			if dir == owner {
				owned++
				continue
			}
			if reason, ok := Exemption(s.SQL); ok {
				t.Logf("%s: not the owner: %s", rel(root, s.Pos.Filename), reason)
				continue
			}
			t.Errorf("%s: %q writes %s, which only %s may write (ADR 0054): call it instead", short(root, s.Pos), firstLine(s.SQL), table, owner)
		}
	}
	if owned < 10 {
		t.Fatalf("found only %d writes in the owners; the check has stopped seeing them", owned)
	}
	copies := 0
	for _, p := range pkgs {
		for _, c := range copyTargets(p) {
			copies++
			owner, ok := Owners[c.table]
			dir := rel(root, c.pos.Filename)
			if OwnTablesOnly[dir] && owner != dir {
				t.Errorf("%s: COPY into %s; %s writes only the tables it owns (ADR 0060)", short(root, c.pos), c.table, dir)
				continue
			}
			if !ok || dir == owner {
				continue
			}
			t.Errorf("%s: COPY into %s, which only %s may write (ADR 0054)", short(root, c.pos), c.table, owner)
		}
	}
	if copies < 2 {
		t.Fatalf("found only %d COPY targets; the owner's chunk and document writers should be two", copies)
	}
	t.Logf("%d statements checked; %d writes of owned tables, all in their owners; %d COPY targets", len(stmts), owned, copies)
}

type copyTarget struct {
	pos   token.Position
	table string
}

var copyText = regexp.MustCompile(`(?is)^\s*COPY\s`)

// copyTargets finds the tables a package copies into: each constant string of
// a pgx.Identifier literal, and each constant COPY … FROM text.
func copyTargets(p *packages.Package) []copyTarget {
	var out []copyTarget
	for _, f := range p.Syntax {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				if !isIdentifier(p.TypesInfo.TypeOf(n)) || len(n.Elts) == 0 {
					return true
				}
				if tv, ok := p.TypesInfo.Types[n.Elts[len(n.Elts)-1]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
					out = append(out, copyTarget{p.Fset.Position(n.Pos()), constant.StringVal(tv.Value)})
				}
			case *ast.BasicLit:
				if n.Kind != token.STRING {
					return true
				}
				tv, ok := p.TypesInfo.Types[n]
				if !ok || tv.Value == nil {
					return true
				}
				s := constant.StringVal(tv.Value)
				if copyText.MatchString(s) {
					if tables, err := Writes(s); err == nil {
						for _, table := range tables {
							out = append(out, copyTarget{p.Fset.Position(n.Pos()), table})
						}
					}
				}
			}
			return true
		})
	}
	return out
}

// isIdentifier reports whether t is pgx's Identifier (a table name for CopyFrom).
func isIdentifier(t types.Type) bool {
	n, ok := t.(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "github.com/jackc/pgx/v5" && n.Obj().Name() == "Identifier"
}

// rel is the directory of file relative to the module root, with slashes.
func rel(root, file string) string {
	r, err := filepath.Rel(root, filepath.Dir(file))
	if err != nil {
		return file
	}
	return filepath.ToSlash(r)
}

func short(root string, pos token.Position) string {
	return strings.TrimPrefix(pos.String(), root+string(filepath.Separator))
}

func firstLine(sql string) string {
	for _, l := range strings.Split(sql, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return ""
}
