package httpapi_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/sync/pass"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/workspace"
)

// No byte PostgreSQL text cannot hold (NUL, or a sequence that is not UTF-8)
// reaches a query from a path, a query string or a name in a body: each is a
// 400 whose sentence says what is wrong, never a 500 from the database.
func TestInvalidBytesInPathsAndNames(t *testing.T) {
	t.Parallel()
	pool := testdb.New(t)
	deps := apitest.BaseDeps(t, pool, nil)
	queue := insertOnlyQueue(t, pool, deps.Metrics)
	svc, err := pass.NewService(pool, queue, pass.UploadOptions{DefaultMaxBytes: 4096})
	if err != nil {
		t.Fatal(err)
	}
	deps.Sources = svc
	deps.Workspaces = workspace.NewService(pool)
	srv := apitest.Serve(t, deps)
	tn := apitest.NewTenants(t, pool, srv)
	code, m := upload(t, tn.AsOwner, [2]string{"guide.md", "# Guide\n\nHello.\n"})
	if code != http.StatusCreated {
		t.Fatalf("upload: %d %v", code, m)
	}
	src := m["sourceId"].(string)

	cases := []struct {
		name, method, path string
		body               any
		want               string
	}{
		{"a file name ending in NUL", "GET", "/sources/" + src + "/files/guide.md%00", nil, "NUL"},
		{"a file name with a NUL inside", "GET", "/sources/" + src + "/files/gui%00de.md", nil, "NUL"},
		{"a file name that is not UTF-8", "GET", "/sources/" + src + "/files/%FF%FE.md", nil, "UTF-8"},
		{"a query value with a NUL", "GET", "/sources?x=%00", nil, "NUL"},
		{"a workspace name with a NUL", "POST", "/workspaces", `{"name":"Ac\u0000me"}`, "NUL"},
		{"a token name with a NUL", "POST", "/tokens", `{"name":"ci\u0000","scope":"read"}`, "NUL"},
		{"a workspace renamed with a byte that is not UTF-8", "PATCH", "/workspaces/" + tn.WS.String(), "{\"name\":\"Ac\xffme\"}", "UTF-8"},
	}
	for _, tc := range cases {
		t.Run(tc.name+" is a 400", func(t *testing.T) {
			resp := tn.AsOwner.Request(tc.method, tc.path, tc.body, nil)
			defer resp.Body.Close()
			data, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != http.StatusBadRequest || !strings.Contains(string(data), tc.want) {
				t.Fatalf("%s %s: %d %s, want a 400 naming %s", tc.method, tc.path, resp.StatusCode, data, tc.want)
			}
		})
	}
	t.Run("the file downloads by its real name", func(t *testing.T) {
		if resp := tn.AsOwner.Request("GET", "/sources/"+src+"/files/guide.md", nil, nil); resp.StatusCode != http.StatusOK {
			t.Fatalf("download %d", resp.StatusCode)
		}
	})
}
