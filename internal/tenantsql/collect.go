package tenantsql

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"sort"
	"strings"

	"golang.org/x/tools/go/packages"
)

// Statement is one constant SQL text of the module's Go code.
type Statement struct {
	Pos token.Position
	SQL string
	// Skeleton marks SQL joined at run time, whose non-constant pieces
	// stand in as the name ks_runtime: its clauses are checked, not what
	// the pieces hold.
	Skeleton bool
}

// Dynamic is SQL assembled at run time (fmt.Sprintf, + with a variable, a
// strings.Builder), which no static check can read whole.
type Dynamic struct {
	Pos  token.Position
	Head string // the constant text it starts from
}

// sqlStart says a Go string looks like SQL before pg_query is asked: the
// house style writes keywords in upper case, which keeps prose such as
// "select a workspace" out.
var sqlStart = regexp.MustCompile(`^(?:\s|--[^\n]*\n|/\*(?:[^*]|\*[^/])*\*/|\()*(?:SELECT|INSERT|UPDATE|DELETE|WITH)\b`)

// LooksLikeSQL reports whether s starts like a DML statement.
func LooksLikeSQL(s string) bool { return sqlStart.MatchString(s) }

// Collect loads every non-test package of the module in dir (with types, so
// constant concatenations such as `a + b` of consts are evaluated) and
// returns each constant string passed to a call, or given to a const or var,
// that parses as DML; and each place SQL is built at run time.
func Collect(dir string) ([]Statement, []Dynamic, error) {
	pkgs, err := Load(dir)
	if err != nil {
		return nil, nil, err
	}
	stmts, dyn := CollectPackages(pkgs)
	return stmts, dyn, nil
}

// Load loads every non-test package of the module in dir with its syntax and
// types, as Collect reads them (other checks of the module's code share it).
func Load(dir string) ([]*packages.Package, error) {
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo,
		Dir:  dir,
	}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		return nil, fmt.Errorf("load packages: %w", err)
	}
	var errs []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			errs = append(errs, e.Error())
		}
	})
	if len(errs) > 0 {
		return nil, fmt.Errorf("load packages: %s", strings.Join(errs, "; "))
	}
	return pkgs, nil
}

// CollectPackages returns the constant SQL statements of pkgs and the places
// they build SQL at run time, in file order.
func CollectPackages(pkgs []*packages.Package) ([]Statement, []Dynamic) {
	var stmts []Statement
	var dyn []Dynamic
	for _, p := range pkgs {
		s, d := collectPackage(p)
		stmts = append(stmts, s...)
		dyn = append(dyn, d...)
	}
	sort.Slice(stmts, func(i, j int) bool { return less(stmts[i].Pos, stmts[j].Pos) })
	sort.Slice(dyn, func(i, j int) bool { return less(dyn[i].Pos, dyn[j].Pos) })
	return stmts, dyn
}

func less(a, b token.Position) bool {
	if a.Filename != b.Filename {
		return a.Filename < b.Filename
	}
	return a.Offset < b.Offset
}

// collectPackage finds one package's SQL. A const that only serves as a
// fragment of another constant (bm25Query inside bm25SQL) is checked as part
// of the whole, never alone, unless a call also uses it by itself.
func collectPackage(p *packages.Package) ([]Statement, []Dynamic) {
	info := p.TypesInfo
	constString := func(e ast.Expr) (string, bool) {
		tv, ok := info.Types[e]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
			return "", false
		}
		return constant.StringVal(tv.Value), true
	}
	fragments := map[types.Object]bool{}
	for _, f := range p.Syntax {
		ast.Inspect(f, func(n ast.Node) bool {
			if b, ok := n.(*ast.BinaryExpr); ok && b.Op == token.ADD {
				ast.Inspect(b, func(n ast.Node) bool {
					if id, ok := n.(*ast.Ident); ok {
						if c, ok := info.Uses[id].(*types.Const); ok {
							fragments[c] = true
						}
					}
					return true
				})
			}
			return true
		})
	}

	var stmts []Statement
	var dyn []Dynamic
	sqlVars := map[types.Object]bool{} // variables given SQL text, seen before their use in +
	seen := map[token.Pos]bool{}
	add := func(e ast.Expr) {
		if seen[e.Pos()] {
			return
		}
		seen[e.Pos()] = true
		// A named const is checked once, at its declaration; a fragment of
		// other constants is checked wherever it is used alone.
		if id, ok := ast.Unparen(e).(*ast.Ident); ok {
			if c, ok := info.Uses[id].(*types.Const); ok && !fragments[c] {
				return
			}
		}
		if s, ok := constString(e); ok {
			if LooksLikeSQL(s) && IsDML(s) {
				stmts = append(stmts, Statement{Pos: p.Fset.Position(e.Pos()), SQL: s})
			}
			return
		}
		// A run-time concatenation that starts like SQL, or with a variable
		// given SQL text earlier in the package.
		if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.ADD {
			if head, ok := leftmost(b, constString); ok && LooksLikeSQL(head) {
				// Check the constant skeleton when it parses with each
				// run-time piece as a placeholder name (a cast, a function,
				// a shared expression); otherwise list it as unchecked.
				if sk := skeleton(b, constString); IsDML(sk) {
					stmts = append(stmts, Statement{Pos: p.Fset.Position(e.Pos()), SQL: sk, Skeleton: true})
					return
				}
				dyn = append(dyn, Dynamic{Pos: p.Fset.Position(e.Pos()), Head: firstLine(head)})
			} else if id, ok := leftmostExpr(b).(*ast.Ident); ok && sqlVars[info.ObjectOf(id)] {
				dyn = append(dyn, Dynamic{Pos: p.Fset.Position(e.Pos()), Head: id.Name + " + …"})
			}
		}
	}
	for _, f := range p.Syntax {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ValueSpec:
				for i, v := range n.Values {
					if i < len(n.Names) && fragments[info.Defs[n.Names[i]]] {
						continue
					}
					add(v)
				}
			case *ast.AssignStmt:
				for i, v := range n.Rhs {
					add(v)
					if s, ok := constString(v); ok && LooksLikeSQL(s) && i < len(n.Lhs) {
						if id, ok := n.Lhs[i].(*ast.Ident); ok && info.ObjectOf(id) != nil {
							sqlVars[info.ObjectOf(id)] = true
						}
					}
				}
				// q += "…" on a variable holding SQL builds it at run time.
				if n.Tok == token.ADD_ASSIGN && len(n.Lhs) == 1 {
					if id, ok := n.Lhs[0].(*ast.Ident); ok && sqlVars[info.ObjectOf(id)] {
						dyn = append(dyn, Dynamic{Pos: p.Fset.Position(n.Pos()), Head: id.Name + " += …"})
					}
				}
			case *ast.ReturnStmt:
				for _, v := range n.Results {
					add(v)
				}
			case *ast.CompositeLit:
				for _, v := range n.Elts {
					if kv, ok := v.(*ast.KeyValueExpr); ok {
						v = kv.Value
					}
					add(v)
				}
			case *ast.CallExpr:
				if isFormatter(info, n) {
					for _, a := range n.Args {
						if s, ok := constString(a); ok && LooksLikeSQL(s) {
							dyn = append(dyn, Dynamic{Pos: p.Fset.Position(a.Pos()), Head: firstLine(s)})
							seen[a.Pos()] = true
						}
					}
					return true
				}
				for _, a := range n.Args {
					add(a)
				}
			}
			return true
		})
	}
	return stmts, dyn
}

// isFormatter reports calls that splice text into a string at run time:
// fmt's Sprint family and writes to a strings.Builder or bytes.Buffer.
func isFormatter(info *types.Info, call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	fn, ok := info.Uses[sel.Sel].(*types.Func)
	if !ok || fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() + "." + fn.Name() {
	case "fmt.Sprintf", "fmt.Sprint", "fmt.Sprintln", "fmt.Fprintf", "fmt.Appendf",
		"strings.WriteString", "bytes.WriteString", "strings.Join", "strings.ReplaceAll", "strings.Replace":
		return true
	}
	return false
}

// leftmost returns the constant value of the first operand of a chain of +.
func leftmost(b *ast.BinaryExpr, constString func(ast.Expr) (string, bool)) (string, bool) {
	e := ast.Expr(b)
	for {
		x, ok := ast.Unparen(e).(*ast.BinaryExpr)
		if !ok || x.Op != token.ADD {
			break
		}
		if s, ok := constString(x); ok {
			return s, true
		}
		e = x.X
	}
	return constString(e)
}

// skeleton joins a chain of + with each non-constant operand replaced by a
// placeholder identifier.
func skeleton(e ast.Expr, constString func(ast.Expr) (string, bool)) string {
	if s, ok := constString(e); ok {
		return s
	}
	if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.ADD {
		return skeleton(b.X, constString) + skeleton(b.Y, constString)
	}
	return " ks_runtime "
}

// leftmostExpr returns the first operand of a chain of +.
func leftmostExpr(b *ast.BinaryExpr) ast.Expr {
	e := ast.Expr(b)
	for {
		x, ok := ast.Unparen(e).(*ast.BinaryExpr)
		if !ok || x.Op != token.ADD {
			return ast.Unparen(e)
		}
		e = x.X
	}
}

// firstLine returns the first non-blank line of sql, trimmed, for messages.
func firstLine(sql string) string {
	for _, l := range strings.Split(sql, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return ""
}
