package tenantsql

import (
	"fmt"
	"regexp"

	pg "github.com/pganalyze/pg_query_go/v5"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// The permission rule (ADR 0058): a statement that reads documents or
// document_chunks for a person says, at each level naming either table,
// `alias.readers && <value>` in an AND-ed condition of its WHERE (or an
// inner JOIN's ON), or ties the alias to one that does by document id
// (`c.document_id = d.id`). A document a member may not read is then never a
// row, whichever path asks. Writes (a statement whose top is INSERT, UPDATE
// or DELETE) are the sync's and are not held to it; a read that serves no
// person, or every reader on purpose, carries `/* all readers: <reason> */`.

// readersTables are the tables that carry readers, with their document-id column.
var readersTables = map[string]string{"documents": "id", "document_chunks": "document_id"}

var readersMarkerRE = regexp.MustCompile(`/\*\s*all readers:\s*(\S+\s+\S[^*]*?)\s*\*/`)

// ReadersExemption returns the reason of the statement's `/* all readers: … */`
// marker, and whether it has one.
func ReadersExemption(sql string) (string, bool) {
	m := readersMarkerRE.FindStringSubmatch(sql)
	if m == nil {
		return "", false
	}
	return m[1], true
}

// CheckReaders parses sql and returns every documents or document_chunks
// alias that a SELECT level of a reading statement names without the
// permission filter. It does not look at the marker.
func CheckReaders(sql string) ([]Finding, error) {
	tree, err := pg.Parse(sql)
	if err != nil {
		return nil, err
	}
	c := checker{tenant: map[string]bool{"documents": true, "document_chunks": true}, ctes: map[string]bool{}}
	for _, s := range tree.Stmts {
		Walk(s.Stmt.ProtoReflect(), func(m protoreflect.Message) {
			if cte, ok := m.Interface().(*pg.CommonTableExpr); ok {
				c.ctes[cte.Ctename] = true
			}
		})
	}
	var out []Finding
	for _, s := range tree.Stmts {
		if s.Stmt.GetSelectStmt() == nil {
			continue // a write, or a WITH ending in one
		}
		Walk(s.Stmt.ProtoReflect(), func(m protoreflect.Message) {
			sel, ok := m.Interface().(*pg.SelectStmt)
			if !ok {
				return
			}
			l := c.newLevel()
			for _, n := range sel.FromClause {
				l.from(n)
			}
			l.where(sel.WhereClause)
			ok2 := l.readersFiltered()
			for _, r := range l.tenants {
				if !ok2[r.alias] {
					name := r.table
					if r.alias != r.table {
						name += " " + r.alias
					}
					out = append(out, Finding{Table: r.table, Problem: fmt.Sprintf(
						"SELECT reads %s without %s.readers && <the asker's principals> (or a document-id JOIN to an alias that has it)", name, r.alias)})
				}
			}
		})
	}
	return out, nil
}

// readersFiltered returns the aliases of documents and document_chunks that
// the level filters by readers, directly or through a document-id equality
// with a filtered alias.
func (l *level) readersFiltered() map[string]bool {
	ok := map[string]bool{}
	var edges []edge
	for _, cd := range l.conds {
		e := cd.expr.GetAExpr()
		if e == nil || e.Kind != pg.A_Expr_Kind_AEXPR_OP || len(e.Name) != 1 {
			continue
		}
		switch e.Name[0].GetString_().GetSval() {
		case "&&":
			left, lOK := l.tableCol(e.Lexpr, "readers")
			right, rOK := l.tableCol(e.Rexpr, "readers")
			switch {
			case lOK && !rOK && l.isValue(e.Rexpr) && can(cd.onlyFor, left):
				ok[left] = true
			case rOK && !lOK && l.isValue(e.Lexpr) && can(cd.onlyFor, right):
				ok[right] = true
			}
		case "=":
			left, lOK := l.docKey(e.Lexpr)
			right, rOK := l.docKey(e.Rexpr)
			if lOK && rOK {
				edges = append(edges, edge{left, right, cd.onlyFor})
			}
		}
	}
	propagate(ok, edges)
	return ok
}

// tableCol resolves n as column col of one of the level's readers tables.
func (l *level) tableCol(n *pg.Node, col string) (string, bool) {
	f := columnRef(n)
	switch {
	case len(f) == 1 && f[0] == col && len(l.tenants) == 1:
		return l.tenants[0].alias, true
	case len(f) == 2 && f[1] == col && l.refs[f[0]] == refTenant:
		return f[0], true
	}
	return "", false
}

// docKey resolves n as the document id of one of the level's readers
// tables: documents.id or document_chunks.document_id.
func (l *level) docKey(n *pg.Node) (string, bool) {
	f := columnRef(n)
	if len(f) != 2 || l.refs[f[0]] != refTenant {
		return "", false
	}
	for _, r := range l.tenants {
		if r.alias == f[0] && readersTables[r.table] == f[1] {
			return r.alias, true
		}
	}
	return "", false
}
