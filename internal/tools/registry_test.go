package tools_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/tools"
	"knowledgestack/internal/tools/toolstest"
)

func TestRegistryRefusesDuplicateNames(t *testing.T) {
	dbTools := tools.DatabaseTools(toolstest.DB{})
	if _, err := tools.NewRegistry(append(dbTools, dbTools[0])...); err == nil || !strings.Contains(err.Error(), "already registered") {
		t.Fatalf("duplicate registration: %v", err)
	}
	reg := toolstest.Registry(t, toolstest.Search(nil), toolstest.DB{})
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
		err       error
		want      string
		outcome   tools.Outcome
		hasResult bool
	}{
		{"rows are shown and wrapped as data", tools.QueryResult{Columns: []string{"n"}, Rows: [][]string{{"<b>1</b>"}}, RowCount: 1},
			nil, "1 row(s):\nn\n&lt;b&gt;1&lt;/b&gt;", tools.OK, true},
		{"a rejected statement is a correction without a table", tools.QueryResult{Columns: []string{}},
			&tools.Problem{Kind: tools.QueryRejected, Reason: "only SELECT is allowed"}, "The query was not run: only SELECT is allowed.", tools.Correction, false},
		{"an unknown database is a correction naming list_databases", tools.QueryResult{},
			&tools.Problem{Kind: tools.NoSuchDatabase, Database: "nope"}, `There is no database named "nope" in this workspace; call list_databases`, tools.Correction, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			db := toolstest.DB{Execute: func(string, string) (tools.QueryResult, error) { return tc.qr, tc.err }}
			reg, _ := tools.NewRegistry(tools.DatabaseTools(db)...)
			res := reg.Call(context.Background(), tools.Context{Session: tools.NewSession()}, "execute_sql", `{"database":"sales","sql":"SELECT 1"}`)
			if res.Outcome != tc.outcome || (res.QueryResult != nil) != tc.hasResult || res.Display != "Running SQL on sales" {
				t.Fatalf("result %+v", res)
			}
			if !strings.HasPrefix(res.Text, `<ks-result tool="execute_sql">`) || strings.Contains(res.Text, "<b>") {
				t.Fatalf("text not wrapped and escaped: %q", res.Text)
			}
			if !strings.Contains(res.Text, tc.want) {
				t.Fatalf("text %q lacks %q", res.Text, tc.want)
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
