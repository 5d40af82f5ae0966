package tenantsql

import (
	"fmt"
	"regexp"

	pg "github.com/pganalyze/pg_query_go/v5"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// markerRE is the one way to declare a statement cross-workspace. It lives in
// the SQL text itself so the reason travels with the query (and shows up in
// pg_stat_statements), and it needs a reason of at least two words.
var markerRE = regexp.MustCompile(`/\*\s*any workspace:\s*(\S+\s+\S[^*]*?)\s*\*/`)

// Exemption returns the reason of the statement's `/* any workspace: … */`
// marker, and whether it has one.
func Exemption(sql string) (string, bool) {
	m := markerRE.FindStringSubmatch(sql)
	if m == nil {
		return "", false
	}
	return m[1], true
}

// Finding is one tenant table that a statement touches without its workspace filter.
type Finding struct {
	Table   string // the tenant table
	Problem string // what is missing, in a sentence fragment
}

// String is the finding as the test prints it.
func (f Finding) String() string { return f.Table + ": " + f.Problem }

// Check parses sql and returns every tenant table (a name in tenant) that a
// SELECT, UPDATE or DELETE at any level (subqueries, CTEs, INSERT … SELECT)
// reads without the rule's filter, and every INSERT into a tenant table that
// does not set workspace_id. It does not look at the exemption marker.
func Check(sql string, tenant map[string]bool) ([]Finding, error) {
	tree, err := pg.Parse(sql)
	if err != nil {
		return nil, err
	}
	c := checker{tenant: tenant, ctes: map[string]bool{}}
	for _, s := range tree.Stmts {
		Walk(s.Stmt.ProtoReflect(), func(m protoreflect.Message) {
			if cte, ok := m.Interface().(*pg.CommonTableExpr); ok {
				c.ctes[cte.Ctename] = true
			}
		})
	}
	for _, s := range tree.Stmts {
		Walk(s.Stmt.ProtoReflect(), c.visit)
	}
	return c.findings, nil
}

// IsDML reports whether sql parses and holds at least one SELECT, INSERT,
// UPDATE or DELETE (a WITH parses as the statement it ends in).
func IsDML(sql string) bool {
	tree, err := pg.Parse(sql)
	if err != nil {
		return false
	}
	for _, s := range tree.Stmts {
		switch s.Stmt.Node.(type) {
		case *pg.Node_SelectStmt, *pg.Node_InsertStmt, *pg.Node_UpdateStmt, *pg.Node_DeleteStmt:
			return true
		}
	}
	return false
}

// Walk calls f on m and every message of a parse tree below it, depth first.
func Walk(m protoreflect.Message, f func(protoreflect.Message)) {
	f(m)
	m.Range(func(fd protoreflect.FieldDescriptor, v protoreflect.Value) bool {
		switch {
		case fd.IsList() && fd.Message() != nil:
			l := v.List()
			for i := 0; i < l.Len(); i++ {
				Walk(l.Get(i).Message(), f)
			}
		case fd.Message() != nil && !fd.IsMap():
			Walk(v.Message(), f)
		}
		return true
	})
}

type checker struct {
	tenant   map[string]bool
	ctes     map[string]bool // names that refer to a CTE, not a table
	findings []Finding
}

// visit checks one statement level; walk brings it to each nested one in turn.
func (c *checker) visit(m protoreflect.Message) {
	switch s := m.Interface().(type) {
	case *pg.SelectStmt:
		c.level("SELECT", nil, s.FromClause, s.WhereClause)
	case *pg.UpdateStmt:
		c.level("UPDATE", s.Relation, s.FromClause, s.WhereClause)
	case *pg.DeleteStmt:
		c.level("DELETE", s.Relation, s.UsingClause, s.WhereClause)
	case *pg.InsertStmt:
		if s.Relation == nil || !c.isTenant(s.Relation) {
			return
		}
		if !hasColumn(s.Cols) {
			c.findings = append(c.findings, Finding{Table: s.Relation.Relname, Problem: "INSERT does not set workspace_id"})
		}
		c.upsert(s)
	}
}

// level checks one SELECT, UPDATE or DELETE: its target (nil for a SELECT),
// its FROM or USING items and its WHERE.
func (c *checker) level(verb string, target *pg.RangeVar, from []*pg.Node, where *pg.Node) {
	l := c.newLevel()
	if target != nil {
		l.rangeVar(target)
	}
	for _, n := range from {
		l.from(n)
	}
	l.where(where)
	c.report(l, verb)
}

func hasColumn(cols []*pg.Node) bool {
	for _, col := range cols {
		if col.GetResTarget().GetName() == "workspace_id" {
			return true
		}
	}
	return false
}

// upsert checks an INSERT's ON CONFLICT … DO UPDATE, which changes a row
// found by the conflict target rather than by a WHERE: that row belongs to
// the inserting workspace only if workspace_id is part of the target, or if
// the DO UPDATE's WHERE pins it (`t.workspace_id = EXCLUDED.workspace_id`).
func (c *checker) upsert(s *pg.InsertStmt) {
	oc := s.OnConflictClause
	if oc == nil || oc.Action != pg.OnConflictAction_ONCONFLICT_UPDATE {
		return
	}
	if oc.Infer != nil {
		for _, e := range oc.Infer.IndexElems {
			if e.GetIndexElem().GetName() == "workspace_id" {
				return
			}
		}
	}
	l := c.newLevel()
	l.rangeVar(s.Relation)
	l.refs["excluded"] = refDerived
	l.where(oc.WhereClause)
	if len(l.filtered()) == 0 {
		c.findings = append(c.findings, Finding{Table: s.Relation.Relname,
			Problem: "ON CONFLICT DO UPDATE may change a row of another workspace: put workspace_id in the conflict target or WHERE " +
				l.tenants[0].alias + ".workspace_id = EXCLUDED.workspace_id"})
	}
}

func (c *checker) isTenant(rv *pg.RangeVar) bool {
	if rv.Schemaname != "" && rv.Schemaname != "public" {
		return false
	}
	if rv.Schemaname == "" && c.ctes[rv.Relname] {
		return false
	}
	return c.tenant[rv.Relname]
}

func (c *checker) report(l *level, verb string) {
	ok := l.filtered()
	for _, r := range l.tenants {
		if !ok[r.alias] {
			name := r.table
			if r.alias != r.table {
				name += " " + r.alias
			}
			c.findings = append(c.findings, Finding{Table: r.table,
				Problem: fmt.Sprintf("%s reads %s without %s.workspace_id in its WHERE (or a JOIN tying it to a filtered table)", verb, name, r.alias)})
		}
	}
}
