package citusready

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/jackc/pgx/v5"
	pg_query "github.com/pganalyze/pg_query_go/v5"
)

// Triggers on Citus (ADR 0064). A trigger on a distributed table fires on
// the worker holding the shard, so its function may touch only what that
// worker can reach as one shard's business:
//   - no NOTIFY: it would reach the worker's listeners, never the
//     coordinator's, where the application listens;
//   - no coordinator-local table (it is not on the worker) and no write to a
//     reference table (a write there must reach every node);
//   - other distributed tables only from a row-level trigger, whose
//     statements name the row's workspace_id and so run on the colocated
//     shard; a statement-level trigger's transition table holds the shard's
//     rows, and its join with another distributed table is no single-shard
//     statement.
// The functions a trigger calls are followed (plpgsql and SQL ones); dynamic
// SQL cannot be read, so it is a finding of its own.

const triggersSQL = `SELECT c.relname, t.tgname, (t.tgtype & 1) = 1, p.proname
FROM pg_trigger t
JOIN pg_class c ON c.oid = t.tgrelid
JOIN pg_proc p ON p.oid = t.tgfoid
WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace`

const functionsSQL = `SELECT p.proname, l.lanname, p.prosrc, pg_get_functiondef(p.oid)
FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
WHERE p.pronamespace = 'public'::regnamespace AND p.prokind = 'f'`

// effects is what a function does, with the functions it calls folded in.
type effects struct {
	reads, writes []string // table (or CTE, transition table) names
	notifies      bool
	dynamic       bool
	calls         []string
}

func (e *effects) merge(o effects) {
	e.reads = append(e.reads, o.reads...)
	e.writes = append(e.writes, o.writes...)
	e.notifies = e.notifies || o.notifies
	e.dynamic = e.dynamic || o.dynamic
}

type function struct{ lang, src, def string }

// checkTriggers reports every trigger on a distributed table that would not
// work on a Citus worker.
func checkTriggers(ctx context.Context, db Querier, tables map[string]table) ([]Finding, error) {
	funcs := map[string]function{}
	rows, err := db.Query(ctx, functionsSQL)
	if err != nil {
		return nil, fmt.Errorf("citusready: read functions: %w", err)
	}
	var name string
	var f function
	if _, err := pgx.ForEachRow(rows, []any{&name, &f.lang, &f.src, &f.def}, func() error {
		funcs[name] = f
		return nil
	}); err != nil {
		return nil, fmt.Errorf("citusready: read functions: %w", err)
	}
	rows, err = db.Query(ctx, triggersSQL)
	if err != nil {
		return nil, fmt.Errorf("citusready: read triggers: %w", err)
	}
	var out []Finding
	var rel, trigger, fn string
	var perRow bool
	_, err = pgx.ForEachRow(rows, []any{&rel, &trigger, &perRow, &fn}, func() error {
		if tables[rel].kind != distributed {
			return nil
		}
		e, err := follow(fn, funcs, map[string]bool{})
		if err != nil {
			return fmt.Errorf("trigger %s on %s: %w", trigger, rel, err)
		}
		add := func(format string, args ...any) {
			out = append(out, Finding{Table: rel, Object: trigger, Problem: fmt.Sprintf(format, args...)})
		}
		if e.notifies {
			add("function %s sends a NOTIFY: on Citus it runs on the worker holding the shard and reaches that worker's listeners, "+
				"not the coordinator's; notify from the application's statement instead", fn)
		}
		if e.dynamic {
			add("function %s runs dynamic SQL (EXECUTE): what it touches cannot be checked; write the statements out", fn)
		}
		touched := map[string]string{}
		for _, t := range e.reads {
			touched[t] = "reads"
		}
		for _, t := range e.writes {
			touched[t] = "writes"
		}
		names := make([]string, 0, len(touched))
		for t := range touched {
			names = append(names, t)
		}
		sort.Strings(names)
		for _, t := range names {
			other, ok := tables[t]
			switch {
			case !ok || t == rel:
				// A CTE, a transition table or the trigger's own table.
			case other.kind == local || other.kind == unnamed:
				add("function %s %s %s, a coordinator-local table the worker holding the shard does not have: "+
					"do it in the application's statement, in the same transaction", fn, touched[t], t)
			case other.kind == reference && touched[t] == "writes":
				add("function %s writes the reference table %s from a shard: a write to it must reach every node; "+
					"do it in the application's statement", fn, t)
			case other.kind == distributed && !perRow:
				add("statement-level trigger whose function %s %s %s: its transition table holds one shard's rows, and joining it "+
					"with another distributed table is no single-shard statement; make it FOR EACH ROW, pinned to the row's workspace_id", fn, touched[t], t)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("citusready: read triggers: %w", err)
	}
	return out, nil
}

// follow returns what fn does, with every public function it calls folded in.
func follow(fn string, funcs map[string]function, seen map[string]bool) (effects, error) {
	f, ok := funcs[fn]
	if !ok || seen[fn] {
		return effects{}, nil // a built-in, or already followed
	}
	seen[fn] = true
	e, err := bodyEffects(f)
	if err != nil {
		return effects{}, fmt.Errorf("function %s: %w", fn, err)
	}
	for _, c := range e.calls {
		if c == "pg_notify" {
			e.notifies = true
		}
		sub, err := follow(c, funcs, seen)
		if err != nil {
			return effects{}, err
		}
		e.merge(sub)
	}
	return e, nil
}

// bodyEffects parses one function's body: SQL functions as SQL, plpgsql ones
// statement by statement.
func bodyEffects(f function) (effects, error) {
	var e effects
	switch f.lang {
	case "sql":
		return e, sqlEffects(f.src, &e)
	case "plpgsql":
		tree, err := pg_query.ParsePlPgSqlToJSON(f.def)
		if err != nil {
			return e, err
		}
		var v any
		if err := json.Unmarshal([]byte(tree), &v); err != nil {
			return e, err
		}
		return e, plpgsqlEffects(v, &e)
	default:
		return e, nil // C and internal functions touch no table of ours
	}
}

// plpgsqlEffects walks a plpgsql tree: each embedded expression is parsed as
// SQL (an expression or an assignment as a SELECT of its value).
func plpgsqlEffects(v any, e *effects) error {
	switch n := v.(type) {
	case []any:
		for _, x := range n {
			if err := plpgsqlEffects(x, e); err != nil {
				return err
			}
		}
	case map[string]any:
		for k, x := range n {
			switch k {
			case "PLpgSQL_stmt_dynexecute", "PLpgSQL_stmt_dynfors":
				e.dynamic = true
			case "PLpgSQL_expr":
				expr, _ := x.(map[string]any)
				q, _ := expr["query"].(string)
				mode, _ := expr["parseMode"].(float64)
				if err := sqlEffects(plpgsqlQuery(q, int(mode)), e); err != nil {
					return fmt.Errorf("%q: %w", q, err)
				}
				continue
			}
			if err := plpgsqlEffects(x, e); err != nil {
				return err
			}
		}
	}
	return nil
}

// plpgsqlQuery turns an embedded expression into a statement: parse mode 0 is
// a whole statement, the others an expression or an assignment (RawParseMode).
func plpgsqlQuery(q string, mode int) string {
	if mode == 0 {
		return q
	}
	if i := strings.Index(q, ":="); i >= 0 && mode >= 3 {
		q = q[i+2:]
	}
	return "SELECT " + q
}

// sqlEffects adds the tables a SQL text reads and writes, the functions it
// calls and whether it notifies.
func sqlEffects(sql string, e *effects) error {
	tree, err := pg_query.ParseToJSON(sql)
	if err != nil {
		return err
	}
	var v any
	if err := json.Unmarshal([]byte(tree), &v); err != nil {
		return err
	}
	walkSQL(v, e)
	return nil
}

// walkSQL collects relation names (a statement's target relation is a
// write), function names and NOTIFY statements from a parse tree.
func walkSQL(v any, e *effects) {
	switch n := v.(type) {
	case []any:
		for _, x := range n {
			walkSQL(x, e)
		}
	case map[string]any:
		for k, x := range n {
			switch k {
			case "NotifyStmt":
				e.notifies = true
			case "InsertStmt", "UpdateStmt", "DeleteStmt", "MergeStmt":
				if stmt, ok := x.(map[string]any); ok {
					if rv, ok := stmt["relation"].(map[string]any); ok {
						if name, ok := rv["relname"].(string); ok {
							e.writes = append(e.writes, name)
						}
					}
				}
			case "RangeVar":
				if rv, ok := x.(map[string]any); ok {
					if name, ok := rv["relname"].(string); ok {
						e.reads = append(e.reads, name)
					}
				}
			case "FuncCall":
				if fc, ok := x.(map[string]any); ok {
					if parts, ok := fc["funcname"].([]any); ok && len(parts) > 0 {
						last, _ := parts[len(parts)-1].(map[string]any)
						if s, ok := last["String"].(map[string]any); ok {
							if name, ok := s["sval"].(string); ok && !slices.Contains(e.calls, name) {
								e.calls = append(e.calls, name)
							}
						}
					}
				}
			}
			walkSQL(x, e)
		}
	}
}
