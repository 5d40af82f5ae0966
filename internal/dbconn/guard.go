package dbconn

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	pg_query "github.com/pganalyze/pg_query_go/v5"
	"github.com/pganalyze/pg_query_go/v5/parser"
	"google.golang.org/protobuf/reflect/protoreflect"
)

const (
	// MaxSQLLength caps the characters of one untrusted statement; analyst queries are far shorter.
	MaxSQLLength = 20000
	// MaxRows is the outer LIMIT wrapped around every statement.
	MaxRows = 1000
	// maxTreeDepth bounds the walk over the parse tree; deeper trees are refused rather than recursed into.
	maxTreeDepth = 2000
)

// Rejection is why the guard refused a statement. Its Error is one sentence the model can act on.
type Rejection struct{ Reason string }

// Error returns the sentence for the model.
func (r *Rejection) Error() string { return r.Reason }

func reject(format string, args ...any) *Rejection {
	return &Rejection{Reason: fmt.Sprintf(format, args...)}
}

// Check validates one untrusted statement. It returns the text to run (the statement libpg_query parsed, wrapped as
// "SELECT * FROM (\n<sql>\n) AS q LIMIT 1000") or a *Rejection whose Error() is ONE sentence the model can act on.
// It never panics: parser failures and pathological input become rejections.
func Check(sql string) (wrapped string, err error) {
	defer func() {
		if r := recover(); r != nil {
			wrapped, err = "", reject("the SQL could not be checked; simplify the statement and try again")
		}
	}()
	switch {
	case strings.ContainsRune(sql, 0):
		return "", reject("the SQL contains a NUL byte; remove it and send plain text")
	case !utf8.ValidString(sql):
		return "", reject("the SQL is not valid UTF-8; send plain UTF-8 text")
	case len(sql) > MaxSQLLength:
		return "", reject("the SQL is %d characters long, over the %d-character limit; send a shorter SELECT statement", len(sql), MaxSQLLength)
	case strings.TrimSpace(sql) == "":
		return "", reject("the SQL is empty; send one SELECT statement")
	}
	tree, err := pg_query.Parse(sql)
	if err != nil {
		return "", parseRejection(err)
	}
	switch n := len(tree.Stmts); {
	case n == 0:
		return "", reject("the SQL holds no statement, only comments or semicolons; send one SELECT statement")
	case n > 1:
		return "", reject("only one SELECT statement is allowed; remove the second statement")
	}
	raw := tree.Stmts[0]
	if err := checkRoot(raw.GetStmt()); err != nil {
		return "", err
	}
	text := statementText(sql, raw)
	wrapped = "SELECT * FROM (\n" + text + "\n) AS q LIMIT " + fmt.Sprint(MaxRows)
	// Defence in depth: what will actually run must itself be exactly one clean SELECT.
	again, err := pg_query.Parse(wrapped)
	if err != nil || len(again.Stmts) != 1 {
		return "", reject("the SQL cannot be run as a subquery; send a single plain SELECT statement without a trailing clause")
	}
	if err := checkRoot(again.Stmts[0].GetStmt()); err != nil {
		return "", err
	}
	return wrapped, nil
}

// checkRoot requires a SelectStmt at the root and walks every node beneath it.
func checkRoot(stmt *pg_query.Node) error {
	if stmt == nil {
		return reject("the SQL holds no statement; send one SELECT statement")
	}
	if stmt.GetSelectStmt() == nil {
		return reject("only SELECT statements are allowed, and this is %s; rewrite it as a single SELECT", statementKind(stmt.ProtoReflect()))
	}
	return walk(stmt.ProtoReflect(), 0)
}

// walk visits every message of the parse tree through protobuf reflection, so a node type added to libpg_query
// is still visited even though the guard does not name it.
func walk(m protoreflect.Message, depth int) error {
	if depth > maxTreeDepth {
		return reject("the SQL is nested too deeply; simplify the expression")
	}
	if err := visit(m); err != nil {
		return err
	}
	var err error
	m.Range(func(fd protoreflect.FieldDescriptor, v protoreflect.Value) bool {
		if fd.Kind() != protoreflect.MessageKind && fd.Kind() != protoreflect.GroupKind {
			return true
		}
		if fd.IsList() {
			l := v.List()
			for i := 0; i < l.Len() && err == nil; i++ {
				err = walk(l.Get(i).Message(), depth+1)
			}
		} else if !fd.IsMap() {
			err = walk(v.Message(), depth+1)
		}
		return err == nil
	})
	return err
}

// visit refuses a single node.
func visit(m protoreflect.Message) error {
	switch msg := m.Interface().(type) {
	case *pg_query.SelectStmt:
		if msg.GetIntoClause() != nil {
			return reject("SELECT INTO creates a table and is not allowed; remove the INTO clause")
		}
		return nil
	case *pg_query.IntoClause:
		return reject("SELECT INTO creates a table and is not allowed; remove the INTO clause")
	case *pg_query.LockingClause:
		return reject("locking clauses such as FOR UPDATE or FOR SHARE are not allowed; remove the FOR clause")
	case *pg_query.FuncCall:
		if name := lastString(msg.GetFuncname()); deniedFunction(name) {
			return deniedRejection(msg.GetFuncname())
		}
	case *pg_query.ColumnRef:
		// Attribute notation (row.func) is a function call in Postgres, so later fields are checked as names too.
		if f := msg.GetFields(); len(f) > 1 {
			for _, n := range f[1:] {
				if s := n.GetString_(); s != nil && deniedFunction(s.GetSval()) {
					return deniedRejection([]*pg_query.Node{n})
				}
			}
		}
	case *pg_query.A_Indirection:
		for _, n := range msg.GetIndirection() {
			if s := n.GetString_(); s != nil && deniedFunction(s.GetSval()) {
				return deniedRejection([]*pg_query.Node{n})
			}
		}
	}
	if name := string(m.Descriptor().Name()); strings.HasSuffix(name, "Stmt") {
		return reject("only SELECT is allowed anywhere in the query, and it contains %s; remove it (data-modifying WITH clauses are not allowed)", statementKind(m))
	}
	return nil
}

func deniedRejection(name []*pg_query.Node) *Rejection {
	parts := make([]string, 0, len(name))
	for _, n := range name {
		parts = append(parts, n.GetString_().GetSval())
	}
	return reject("the function %s is not allowed because it has side effects or reaches outside the database; rewrite the query without it", strings.Join(parts, "."))
}

func lastString(nodes []*pg_query.Node) string {
	if len(nodes) == 0 {
		return ""
	}
	return nodes[len(nodes)-1].GetString_().GetSval()
}

// statementText is the slice of the input that libpg_query parsed as the statement, without a trailing semicolon.
func statementText(sql string, raw *pg_query.RawStmt) string {
	start, n := int(raw.GetStmtLocation()), int(raw.GetStmtLen())
	if start < 0 || start > len(sql) {
		start = 0
	}
	if n <= 0 || start+n > len(sql) {
		return sql[start:]
	}
	return sql[start : start+n]
}

// statementKind names a statement node the way a SQL author would ("INSERT", "COPY").
func statementKind(m protoreflect.Message) string {
	name := string(m.Descriptor().Name())
	if name == "Node" {
		// Unwrap the oneof to the concrete statement.
		m.Range(func(fd protoreflect.FieldDescriptor, v protoreflect.Value) bool {
			if fd.Kind() == protoreflect.MessageKind {
				name = string(v.Message().Descriptor().Name())
			}
			return false
		})
	}
	if k, ok := statementKinds[name]; ok {
		return k
	}
	return "a " + strings.TrimSuffix(name, "Stmt") + " statement"
}

var statementKinds = map[string]string{
	"InsertStmt": "an INSERT", "UpdateStmt": "an UPDATE", "DeleteStmt": "a DELETE", "MergeStmt": "a MERGE",
	"CopyStmt": "a COPY", "VariableSetStmt": "a SET or RESET", "VariableShowStmt": "a SHOW", "DoStmt": "a DO block",
	"CallStmt": "a CALL", "ExplainStmt": "an EXPLAIN", "TransactionStmt": "a transaction command",
	"CreateTableAsStmt": "a CREATE TABLE AS", "DropStmt": "a DROP", "TruncateStmt": "a TRUNCATE",
	"LockStmt": "a LOCK", "NotifyStmt": "a NOTIFY", "ListenStmt": "a LISTEN", "PrepareStmt": "a PREPARE",
	"ExecuteStmt": "an EXECUTE", "DeclareCursorStmt": "a DECLARE CURSOR", "VacuumStmt": "a VACUUM or ANALYZE",
	"GrantStmt": "a GRANT", "AlterTableStmt": "an ALTER TABLE", "CreateStmt": "a CREATE TABLE",
}

// parseRejection turns a libpg_query error into a sentence with the parser's own message and position.
func parseRejection(err error) *Rejection {
	var pe *parser.Error
	if errors.As(err, &pe) {
		if strings.Contains(pe.Message, "stack depth") {
			return reject("the SQL is nested too deeply; simplify the expression")
		}
		if pe.Cursorpos > 0 {
			return reject("the SQL does not parse (%s at character %d); fix the syntax and send one SELECT statement", pe.Message, pe.Cursorpos)
		}
		return reject("the SQL does not parse (%s); fix the syntax and send one SELECT statement", pe.Message)
	}
	// Protobuf decoding refuses trees deeper than its recursion limit.
	return reject("the SQL is too complex to check (nested too deeply); simplify the statement")
}
