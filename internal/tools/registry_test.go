package tools_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/tools"
)

type fakeDB struct {
	execute func(db, sql string) (tools.QueryResult, string, error)
}

func (fakeDB) ListDatabases(context.Context, uuid.UUID) (string, error)      { return "- sales", nil }
func (fakeDB) ListTables(context.Context, uuid.UUID, string) (string, error) { return "- t", nil }
func (fakeDB) DescribeTables(context.Context, uuid.UUID, string, []string) (string, error) {
	return "t: id int", nil
}
func (f fakeDB) ExecuteSQL(_ context.Context, _ uuid.UUID, db, sql string) (tools.QueryResult, string, error) {
	return f.execute(db, sql)
}

func noSearch() tools.Searcher {
	return tools.SearchFunc(func(context.Context, tools.SearchQuery) (tools.SearchResults, error) {
		return tools.SearchResults{Empty: "no_match"}, nil
	})
}

func TestRegistryRefusesDuplicateNames(t *testing.T) {
	dbTools := tools.DatabaseTools(fakeDB{})
	if _, err := tools.NewRegistry(append(dbTools, dbTools[0])...); err == nil || !strings.Contains(err.Error(), "already registered") {
		t.Fatalf("duplicate registration: %v", err)
	}
	reg, err := tools.NewRegistry(append([]tools.Tool{tools.SearchDocuments(noSearch())}, dbTools...)...)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range reg.Tools() {
		names = append(names, tl.Name)
		if _, err := json.Marshal(tl.Schema); err != nil || tl.Description == "" {
			t.Fatalf("tool %s: schema %v, description %q", tl.Name, err, tl.Description)
		}
	}
	if got := strings.Join(names, ","); got != "describe_tables,execute_sql,list_databases,list_tables,search_document_chunks" {
		t.Fatalf("tools %s", got)
	}
}

func TestExecuteSQLResults(t *testing.T) {
	cases := []struct {
		name      string
		qr        tools.QueryResult
		text      string
		outcome   tools.Outcome
		hasResult bool
	}{
		{"rows are shown and wrapped as data", tools.QueryResult{Columns: []string{"n"}, Rows: [][]string{{"<b>1</b>"}}, RowCount: 1},
			"n\n<b>1</b>", tools.OK, true},
		{"a rejected statement is a correction without a table", tools.QueryResult{Columns: []string{}},
			"The query was not run: only SELECT is allowed.", tools.Correction, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			db := fakeDB{execute: func(string, string) (tools.QueryResult, string, error) { return tc.qr, tc.text, nil }}
			reg, _ := tools.NewRegistry(tools.DatabaseTools(db)...)
			res := reg.Call(context.Background(), tools.Context{Session: tools.NewSession()}, "execute_sql", `{"database":"sales","sql":"SELECT 1"}`)
			if res.Outcome != tc.outcome || (res.QueryResult != nil) != tc.hasResult || res.Display != "Running SQL on sales" {
				t.Fatalf("result %+v", res)
			}
			if !strings.HasPrefix(res.Text, `<ks-result tool="execute_sql">`) || strings.Contains(res.Text, "<b>") {
				t.Fatalf("text not wrapped and escaped: %q", res.Text)
			}
		})
	}
}

func TestSessionNumbersChunksOnce(t *testing.T) {
	s := tools.NewSession()
	a, b := uuid.New(), uuid.New()
	if s.Add(tools.Citation{ChunkID: a}) != 1 || s.Add(tools.Citation{ChunkID: b}) != 2 || s.Add(tools.Citation{ChunkID: a}) != 1 {
		t.Fatal("numbering is not stable per chunk")
	}
	if _, ok := s.Lookup(3); ok {
		t.Fatal("an unknown number resolved")
	}
}
