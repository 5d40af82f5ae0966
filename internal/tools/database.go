package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"
)

// Databases answers the database tools with what it found, never with
// words for the model: those are this package's (dbtext.go). A problem the
// model caused or must report is a *Problem error; any other error is an
// infrastructure failure.
type Databases interface {
	ListDatabases(ctx context.Context, workspaceID uuid.UUID) ([]DatabaseInfo, error)
	ListTables(ctx context.Context, workspaceID uuid.UUID, database string) ([]TableInfo, error)
	// DescribeTables describes at most MaxDescribeTables names, in order.
	DescribeTables(ctx context.Context, workspaceID uuid.UUID, database string, tables []string) ([]TableDescription, error)
	ExecuteSQL(ctx context.Context, workspaceID uuid.UUID, database, sql string) (QueryResult, error)
}

var dbProp = map[string]any{"type": "string", "description": "The registered database's name, as list_databases shows it."}

// DatabaseTools are list_databases, list_tables, describe_tables and execute_sql over d.
func DatabaseTools(d Databases) []Tool {
	return []Tool{
		{
			Name:        "list_databases",
			Description: "List the business databases registered in this workspace, by name.",
			Schema:      object(map[string]any{}),
			Display:     func(map[string]any) string { return "Listing databases" },
			Call: func(ctx context.Context, tc Context, raw json.RawMessage) (Result, error) {
				var args struct{}
				if msg, ok := decodeArgs("list_databases", raw, &args); !ok {
					return Result{Text: msg, Outcome: Correction}, nil
				}
				dbs, err := d.ListDatabases(ctx, tc.WorkspaceID)
				return answer("list_databases", err, func() string { return DatabasesText(dbs) })
			},
		},
		{
			Name:        "list_tables",
			Description: "List the tables and views of a registered database with estimated row counts.",
			Schema:      object(map[string]any{"database": dbProp}, "database"),
			Display:     func(a map[string]any) string { return "Listing tables in " + str(a, "database") },
			Call: func(ctx context.Context, tc Context, raw json.RawMessage) (Result, error) {
				var args struct {
					Database string `json:"database"`
				}
				if msg, ok := decodeArgs("list_tables", raw, &args); !ok {
					return Result{Text: msg, Outcome: Correction}, nil
				}
				tables, err := d.ListTables(ctx, tc.WorkspaceID, args.Database)
				return answer("list_tables", err, func() string { return TablesText(strings.TrimSpace(args.Database), tables) })
			},
		},
		{
			Name:        "describe_tables",
			Description: "Describe tables of a registered database: columns, keys and five sample rows. Do this before writing SQL.",
			Schema: object(map[string]any{"database": dbProp, "tables": map[string]any{
				"type": "array", "items": map[string]any{"type": "string"}, "description": "Table names, schema-qualified when not in public.",
			}}, "database", "tables"),
			Display: func(a map[string]any) string { return "Describing tables in " + str(a, "database") },
			Call: func(ctx context.Context, tc Context, raw json.RawMessage) (Result, error) {
				var args struct {
					Database string   `json:"database"`
					Tables   []string `json:"tables"`
				}
				if msg, ok := decodeArgs("describe_tables", raw, &args); !ok {
					return Result{Text: msg, Outcome: Correction}, nil
				}
				if len(args.Tables) == 0 {
					return Result{Text: "Pass at least one table name in \"tables\"; call list_tables to see them.", Outcome: Correction}, nil
				}
				asked := len(args.Tables)
				descs, err := d.DescribeTables(ctx, tc.WorkspaceID, args.Database, args.Tables[:min(asked, MaxDescribeTables)])
				return answer("describe_tables", err, func() string { return DescriptionText(descs, asked) })
			},
		},
		{
			Name: "execute_sql",
			Description: "Run one read-only SELECT on a registered database (at most 1000 rows come back). " +
				"Look at the schema with describe_tables first.",
			Schema: object(map[string]any{"database": dbProp,
				"sql": map[string]any{"type": "string", "description": "Exactly one SELECT statement."}}, "database", "sql"),
			Display: func(a map[string]any) string { return "Running SQL on " + str(a, "database") },
			Call: func(ctx context.Context, tc Context, raw json.RawMessage) (Result, error) {
				var args struct {
					Database string `json:"database"`
					SQL      string `json:"sql"`
				}
				if msg, ok := decodeArgs("execute_sql", raw, &args); !ok {
					return Result{Text: msg, Outcome: Correction}, nil
				}
				if strings.TrimSpace(args.SQL) == "" {
					return Result{Text: "The \"sql\" argument is empty; pass one SELECT statement.", Outcome: Correction}, nil
				}
				qr, err := d.ExecuteSQL(ctx, tc.WorkspaceID, args.Database, args.SQL)
				if err != nil {
					return answer("execute_sql", err, nil)
				}
				res := Result{Text: WrapResult("execute_sql", QueryText(qr, tc.Surface))}
				// A result without columns is a rejection or a statement error the model must fix; nothing to show.
				if len(qr.Columns) > 0 {
					res.QueryResult = &qr
				} else {
					res.Outcome = Correction
				}
				return res, nil
			},
		},
	}
}

// answer is a database tool's result: the text of a successful call, the
// sentence of a Problem (a correction), or an infrastructure failure.
func answer(tool string, err error, text func() string) (Result, error) {
	var p *Problem
	switch {
	case errors.As(err, &p):
		return Result{Text: WrapResult(tool, p.Text()), Outcome: Correction}, nil
	case err != nil:
		return Result{}, fmt.Errorf("%s: %w", tool, err)
	}
	return Result{Text: WrapResult(tool, text())}, nil
}
