package tenantsql

import (
	pg "github.com/pganalyze/pg_query_go/v5"
)

// rel is one tenant table in a statement level's FROM, under the name its
// columns are qualified with.
type rel struct{ table, alias string }

// cond is one condition of a level. A LEFT JOIN's ON restricts only the rows
// of its right side, so onlyFor names the aliases a condition can filter
// (nil: all of them, as in WHERE or an inner join).
type cond struct {
	expr    *pg.Node
	onlyFor map[string]bool
}

// refKind says what an alias of a level stands for.
type refKind int

const (
	refTenant  refKind = iota + 1 // a table carrying workspace_id
	refTable                      // another table (workspaces, users, catalogs)
	refDerived                    // a CTE, subquery or function: checked at its own level
)

// level is one SELECT, UPDATE or DELETE: its own FROM items and conditions,
// nested queries excluded (walk visits those as levels of their own).
type level struct {
	c       *checker
	tenants []rel
	refs    map[string]refKind
	conds   []cond
}

func (c *checker) newLevel() *level { return &level{c: c, refs: map[string]refKind{}} }

func (l *level) rangeVar(rv *pg.RangeVar) string {
	alias := rv.Relname
	if rv.Alias != nil {
		alias = rv.Alias.Aliasname
	}
	switch {
	case l.c.isTenant(rv):
		l.refs[alias] = refTenant
		l.tenants = append(l.tenants, rel{table: rv.Relname, alias: alias})
	case rv.Schemaname == "" && l.c.ctes[rv.Relname]:
		l.refs[alias] = refDerived
	default:
		l.refs[alias] = refTable
	}
	return alias
}

// from adds one FROM item and returns the aliases it brings.
func (l *level) from(n *pg.Node) []string {
	switch x := n.Node.(type) {
	case *pg.Node_RangeVar:
		return []string{l.rangeVar(x.RangeVar)}
	case *pg.Node_RangeSubselect:
		if a := x.RangeSubselect.Alias; a != nil {
			l.refs[a.Aliasname] = refDerived
			return []string{a.Aliasname}
		}
	case *pg.Node_RangeFunction:
		if a := x.RangeFunction.Alias; a != nil {
			l.refs[a.Aliasname] = refDerived
			return []string{a.Aliasname}
		}
	case *pg.Node_JoinExpr:
		j := x.JoinExpr
		left := l.from(j.Larg)
		right := l.from(j.Rarg)
		if j.Quals != nil {
			var only map[string]bool
			switch j.Jointype {
			case pg.JoinType_JOIN_LEFT:
				only = set(right)
			case pg.JoinType_JOIN_RIGHT:
				only = set(left)
			case pg.JoinType_JOIN_FULL:
				only = map[string]bool{}
			}
			l.addConds(j.Quals, only)
		}
		return append(left, right...)
	}
	return nil
}

func set(names []string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

func (l *level) where(n *pg.Node) { l.addConds(n, nil) }

// addConds adds the AND-ed parts of n; anything under OR or NOT is not a filter.
func (l *level) addConds(n *pg.Node, onlyFor map[string]bool) {
	if n == nil {
		return
	}
	if b := n.GetBoolExpr(); b != nil && b.Boolop == pg.BoolExprType_AND_EXPR {
		for _, a := range b.Args {
			l.addConds(a, onlyFor)
		}
		return
	}
	l.conds = append(l.conds, cond{expr: n, onlyFor: onlyFor})
}

// filtered returns the tenant aliases whose workspace_id the level pins: equal
// to (or IN, = ANY) a value that is not a column of this level's tables, or
// equal to the workspace_id of another tenant table already pinned.
func (l *level) filtered() map[string]bool {
	ok := map[string]bool{}
	var edges []edge
	for _, cd := range l.conds {
		e := cd.expr.GetAExpr()
		if e == nil || len(e.Name) != 1 || e.Name[0].GetString_().GetSval() != "=" {
			continue
		}
		switch e.Kind {
		case pg.A_Expr_Kind_AEXPR_OP, pg.A_Expr_Kind_AEXPR_OP_ANY, pg.A_Expr_Kind_AEXPR_IN:
		default:
			continue
		}
		left, lOK := l.workspaceCol(e.Lexpr)
		right, rOK := l.workspaceCol(e.Rexpr)
		switch {
		case lOK && rOK:
			edges = append(edges, edge{left, right, cd.onlyFor})
		case lOK && l.isValue(e.Rexpr) && can(cd.onlyFor, left):
			ok[left] = true
		case rOK && l.isValue(e.Lexpr) && can(cd.onlyFor, right):
			ok[right] = true
		}
	}
	propagate(ok, edges)
	return ok
}

// workspaceCol resolves n as the workspace_id column of one of the level's
// tenant tables: qualified by its alias, or unqualified when the level has
// exactly one tenant table.
func (l *level) workspaceCol(n *pg.Node) (string, bool) {
	f := columnRef(n)
	switch {
	case len(f) == 1 && f[0] == "workspace_id" && len(l.tenants) == 1:
		return l.tenants[0].alias, true
	case len(f) == 2 && f[1] == "workspace_id" && l.refs[f[0]] == refTenant:
		return f[0], true
	}
	return "", false
}

// isValue reports whether n can pin a workspace: anything but a column of
// this level's own tables (a parameter, a literal, a subquery checked at its
// own level, a CTE's column, an outer query's column in a correlated subquery).
func (l *level) isValue(n *pg.Node) bool {
	f := columnRef(n)
	switch {
	case f == nil:
		return n != nil
	case len(f) == 1:
		return false // unqualified: a column of one of this level's tables
	default:
		k := l.refs[f[len(f)-2]]
		return k == 0 || k == refDerived
	}
}

// columnRef returns the names of a column reference, or nil.
func columnRef(n *pg.Node) []string {
	cr := n.GetColumnRef()
	if cr == nil {
		return nil
	}
	names := make([]string, 0, len(cr.Fields))
	for _, f := range cr.Fields {
		s := f.GetString_()
		if s == nil {
			return nil
		}
		names = append(names, s.Sval)
	}
	return names
}

// edge says two aliases' columns are equal, within a condition that holds
// only for the aliases in onlyFor (nil: for every alias).
type edge struct {
	a, b    string
	onlyFor map[string]bool
}

// can says whether a condition that holds for the aliases in only (nil: all)
// filters alias.
func can(only map[string]bool, alias string) bool { return only == nil || only[alias] }

// propagate spreads ok along the equality edges until nothing changes: a
// column equal to a filtered one is filtered too, within each edge's
// condition (the workspace check and the readers check share it).
func propagate(ok map[string]bool, edges []edge) {
	for changed := true; changed; {
		changed = false
		for _, e := range edges {
			if ok[e.a] && !ok[e.b] && can(e.onlyFor, e.b) {
				ok[e.b], changed = true, true
			}
			if ok[e.b] && !ok[e.a] && can(e.onlyFor, e.a) {
				ok[e.a], changed = true, true
			}
		}
	}
}
