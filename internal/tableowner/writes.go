package tableowner

import (
	"regexp"
	"sort"

	pg "github.com/pganalyze/pg_query_go/v5"
	"google.golang.org/protobuf/reflect/protoreflect"

	"knowledgestack/internal/tenantsql"
)

// Owners maps each owned table to the module path of the one package that
// may write it.
var Owners = map[string]string{
	"sources":         "internal/source",
	"documents":       "internal/source",
	"document_chunks": "internal/source",
	// MCP placeholder values (migration 00350, docs/adr/0047).
	"mcp_placeholders": "internal/mcpserver",
	// Principals held by a verified address (migration 00420, docs/adr/0063).
	"address_principals": "internal/access",
	// Search's own records: the question log and BM25's term statistics.
	"retrieval_log":    "internal/retrieval",
	"chunk_term_stats": "internal/retrieval",
	"chunk_stats":      "internal/retrieval",
	// The term statistics' deltas (migration 00410, docs/adr/0062): appended
	// by a trigger on document_chunks, folded by retrieval.RefreshTermStats.
	"chunk_term_deltas": "internal/retrieval",
}

// OwnTablesOnly are the packages that may write no table but the ones they
// own: retrieval keeps only search (ADR 0060), so a loader, a workspace
// helper or any other write moving back into it fails the test.
var OwnTablesOnly = map[string]bool{
	"internal/retrieval": true,
}

// markerRE is the one way to let another package write an owned table: a
// block comment in the statement naming the reason (at least two words).
var markerRE = regexp.MustCompile(`/\*\s*not the owner:\s*(\S+\s+\S[^*]*?)\s*\*/`)

// Exemption returns the reason of the statement's `/* not the owner: … */`
// marker, and whether it has one.
func Exemption(sql string) (string, bool) {
	m := markerRE.FindStringSubmatch(sql)
	if m == nil {
		return "", false
	}
	return m[1], true
}

// copyRE finds the target of a COPY … FROM statement written as SQL text.
var copyRE = regexp.MustCompile(`(?is)^\s*COPY\s+(?:public\.)?"?([a-z_][a-z0-9_]*)"?.*\bFROM\b`)

// Writes returns the tables sql inserts into, updates, deletes from or
// copies into, at any level (a data-modifying CTE too), sorted.
func Writes(sql string) ([]string, error) {
	if m := copyRE.FindStringSubmatch(sql); m != nil {
		return []string{m[1]}, nil
	}
	tree, err := pg.Parse(sql)
	if err != nil {
		return nil, err
	}
	set := map[string]bool{}
	for _, s := range tree.Stmts {
		tenantsql.Walk(s.Stmt.ProtoReflect(), func(m protoreflect.Message) {
			var rv *pg.RangeVar
			switch s := m.Interface().(type) {
			case *pg.InsertStmt:
				rv = s.Relation
			case *pg.UpdateStmt:
				rv = s.Relation
			case *pg.DeleteStmt:
				rv = s.Relation
			case *pg.CopyStmt:
				if s.IsFrom {
					rv = s.Relation
				}
			case *pg.TruncateStmt:
				for _, n := range s.Relations {
					if r := n.GetRangeVar(); r != nil && (r.Schemaname == "" || r.Schemaname == "public") {
						set[r.Relname] = true
					}
				}
			}
			if rv != nil && (rv.Schemaname == "" || rv.Schemaname == "public") {
				set[rv.Relname] = true
			}
		})
	}
	out := make([]string, 0, len(set))
	for t := range set {
		out = append(out, t)
	}
	sort.Strings(out)
	return out, nil
}
