package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/google/uuid"
)

// Databases answers the database tools. Problems the model caused come back as
// text with a nil error; an error is an infrastructure failure.
type Databases interface {
	ListDatabases(ctx context.Context, workspaceID uuid.UUID) (string, error)
	ListTables(ctx context.Context, workspaceID uuid.UUID, database string) (string, error)
	DescribeTables(ctx context.Context, workspaceID uuid.UUID, database string, tables []string) (string, error)
	ExecuteSQL(ctx context.Context, workspaceID uuid.UUID, database, sql string) (QueryResult, string, error)
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
				return textResult("list_databases")(d.ListDatabases(ctx, tc.WorkspaceID))
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
				return textResult("list_tables")(d.ListTables(ctx, tc.WorkspaceID, args.Database))
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
				return textResult("describe_tables")(d.DescribeTables(ctx, tc.WorkspaceID, args.Database, args.Tables))
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
				qr, text, err := d.ExecuteSQL(ctx, tc.WorkspaceID, args.Database, args.SQL)
				if err != nil {
					return Result{}, fmt.Errorf("execute_sql: %w", err)
				}
				res := Result{Text: WrapResult("execute_sql", text)}
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

// textResult wraps a database tool's text answer for the model.
func textResult(tool string) func(string, error) (Result, error) {
	return func(text string, err error) (Result, error) {
		if err != nil {
			return Result{}, fmt.Errorf("%s: %w", tool, err)
		}
		return Result{Text: WrapResult(tool, text)}, nil
	}
}
