// Package toolstest holds the fakes of the tools' backends that the tests of
// tools, agent, chat and httpapi share: a workspace's database tools answered
// from memory, a search that returns fixed hits, and the registry the
// product builds from the two.
package toolstest

import (
	"context"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/tools"
)

// DB answers the database tools as a workspace with one reachable database,
// "sales", holding one table, "orders" (id, total). Execute, when set,
// answers execute_sql; without it every query returns sales by region, two
// rows (what the recorded chat transcripts show).
type DB struct {
	Execute func(database, sql string) (tools.QueryResult, error)
}

// ListDatabases lists the one database, reachable.
func (DB) ListDatabases(context.Context, uuid.UUID) ([]tools.DatabaseInfo, error) {
	return []tools.DatabaseInfo{{Name: "sales", Database: "sales", Status: "reachable"}}, nil
}

// ListTables lists public.orders, whatever the database asked for.
func (DB) ListTables(context.Context, uuid.UUID, string) ([]tools.TableInfo, error) {
	return []tools.TableInfo{{Schema: "public", Name: "orders", Kind: "table"}}, nil
}

// DescribeTables describes public.orders, whatever the names asked for.
func (DB) DescribeTables(context.Context, uuid.UUID, string, []string) ([]tools.TableDescription, error) {
	return []tools.TableDescription{{Requested: "orders", Found: true, Schema: "public", Name: "orders", Kind: "table",
		Columns: []tools.ColumnInfo{{Name: "id", Type: "integer", NotNull: true}, {Name: "total", Type: "numeric"}}}}, nil
}

// ExecuteSQL calls Execute, or returns sales by region.
func (d DB) ExecuteSQL(_ context.Context, _ uuid.UUID, database, sql string) (tools.QueryResult, error) {
	if d.Execute != nil {
		return d.Execute(database, sql)
	}
	return tools.QueryResult{Database: database, SQL: sql, Columns: []string{"region", "total"},
		Rows: [][]string{{"EMEA", "1200.50"}, {"APAC", "980.00"}}, RowCount: 2}, nil
}

// Search returns hits for every query, or the "no_match" empty result when
// there are none (what retrieval answers for a workspace without a match).
func Search(hits []tools.Hit) tools.Searcher {
	return tools.SearchFunc(func(context.Context, tools.SearchQuery) (tools.SearchResults, error) {
		if len(hits) == 0 {
			return tools.SearchResults{Empty: "no_match"}, nil
		}
		return tools.SearchResults{Hits: hits}, nil
	})
}

// Registry is the product's toolset (document search and the four database
// tools, as internal/app registers them) over the given backends.
func Registry(t testing.TB, search tools.Searcher, db tools.Databases) *tools.Registry {
	t.Helper()
	reg, err := tools.NewRegistry(append([]tools.Tool{tools.SearchDocuments(search)}, tools.DatabaseTools(db)...)...)
	if err != nil {
		t.Fatal(err)
	}
	return reg
}
