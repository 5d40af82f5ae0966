package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/app"
	"knowledgestack/internal/auth"
	"knowledgestack/internal/testdb"
)

// bearer adds a personal API token to every request of the MCP client.
type bearer struct {
	secret string
	base   http.RoundTripper
}

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.secret)
	return b.base.RoundTrip(r)
}

// mcpAs connects the official SDK's client to /mcp with a new read token of c.
func mcpAs(t *testing.T, c *apitest.Client) *mcp.ClientSession {
	t.Helper()
	var tok auth.NewAPIToken
	if st := c.JSON(http.MethodPost, "/tokens", map[string]any{"name": "mcp", "scope": "read"}, &tok); st != http.StatusCreated {
		t.Fatalf("create token: %d", st)
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "access-test", Version: "1"}, nil)
	tr := &mcp.StreamableClientTransport{Endpoint: c.Base() + "/mcp", MaxRetries: -1,
		HTTPClient: &http.Client{Transport: bearer{secret: tok.Secret, base: http.DefaultTransport}, Timeout: time.Minute}}
	cs, err := client.Connect(context.Background(), tr, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cs.Close() })
	return cs
}

// mcpSearch runs search_document_chunks and returns the text the model reads.
func mcpSearch(t *testing.T, cs *mcp.ClientSession, q string) string {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "search_document_chunks", Arguments: map[string]any{"queries": []string{q}}})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// TestHiddenDocumentOnEveryPath: a document of a source an admin made
// visible to chosen members only is never reached by anyone else — not by
// the web chat's search and citations, the source's document list, the
// download, the MCP search tool and document resource, nor the question
// log — while the chosen member reaches it on each; the admin's explanation
// names the rule (ADR 0058).
func TestHiddenDocumentOnEveryPath(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	_, srv := newApp(t, pool, map[string]string{"WORKERS": "true"}, app.Options{}, true)
	tn := apitest.NewTenants(t, pool, srv)
	admin := apitest.NewUser(t, pool, "admin@example.com")
	apitest.AddMember(t, pool, tn.WS, admin, "admin")
	asAdmin := apitest.Login(t, pool, srv, admin, tn.WS)

	// The owner uploads the pay file and waits for it to be indexed.
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	w, _ := mw.CreateFormFile("files", "pay.md")
	_, _ = w.Write([]byte("# Pay bands\n\nThe Zanzibar bonus pool is forty-two thousand euros this year, paid in March.\n"))
	_ = mw.Close()
	resp := tn.AsOwner.Request(http.MethodPost, "/sources/uploads", &body, http.Header{"Content-Type": {mw.FormDataContentType()}})
	if resp.StatusCode != http.StatusCreated {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("upload: %d %s", resp.StatusCode, b)
	}
	var up struct {
		SourceID uuid.UUID `json:"sourceId"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&up); err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	src := up.SourceID
	docsPath := "/sources/" + src.String() + "/documents"
	var docs []struct {
		ID     uuid.UUID `json:"id"`
		Status string    `json:"status"`
	}
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(200 * time.Millisecond) {
		tn.AsOwner.JSON(http.MethodGet, docsPath, nil, &docs)
		if len(docs) == 1 && docs[0].Status == "indexed" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("not indexed: %+v", docs)
		}
	}
	doc := docs[0].ID

	t.Run("an upload cannot mirror permissions it does not have", func(t *testing.T) {
		var e map[string]any
		if st := tn.AsOwner.JSON(http.MethodPut, "/sources/"+src.String()+"/access", map[string]any{"mode": "mirror"}, &e); st != http.StatusBadRequest ||
			!strings.Contains(e["error"].(string), "no permissions to mirror") {
			t.Fatalf("%d %v", st, e)
		}
		if st := tn.AsMember.JSON(http.MethodPut, "/sources/"+src.String()+"/access", map[string]any{"mode": "workspace"}, nil); st != http.StatusForbidden {
			t.Fatalf("a plain member set the mode: %d", st)
		}
	})
	var acc map[string]any
	if st := tn.AsOwner.JSON(http.MethodPut, "/sources/"+src.String()+"/access",
		map[string]any{"mode": "members", "members": []uuid.UUID{tn.Owner}}, &acc); st != http.StatusOK || acc["mode"] != "members" {
		t.Fatalf("set members: %d %v", st, acc)
	}
	// An abstained search that returned the pay file's chunk, as the question log keeps it.
	if _, err := pool.Exec(ctx, `INSERT INTO retrieval_log (workspace_id, user_id, question, chunk_ids, scores, duration_ms, abstained)
		SELECT $1, $2, 'Is the Zanzibar pool bigger than last year?', array_agg(id), array_agg(0.1::float8), 1, true
		FROM document_chunks WHERE workspace_id = $1`, tn.WS, tn.Owner); err != nil {
		t.Fatal(err)
	}

	ownerMCP, memberMCP := mcpAs(t, tn.AsOwner), mcpAs(t, tn.AsMember)
	for _, c := range []struct {
		who  string
		as   *apitest.Client
		mcp  *mcp.ClientSession
		sees bool
	}{{"the chosen member", tn.AsOwner, ownerMCP, true}, {"another member", tn.AsMember, memberMCP, false}} {
		t.Run(c.who, func(t *testing.T) {
			var list []map[string]any
			if st := c.as.JSON(http.MethodGet, docsPath, nil, &list); st != http.StatusOK || (len(list) == 1) != c.sees {
				t.Errorf("document list: %d %v", st, list)
			}
			r := c.as.Request(http.MethodGet, "/sources/"+src.String()+"/files/pay.md", nil, nil)
			r.Body.Close()
			if want := map[bool]int{true: 200, false: 404}[c.sees]; r.StatusCode != want {
				t.Errorf("download: %d, want %d", r.StatusCode, want)
			}
			if got := strings.Contains(mcpSearch(t, c.mcp, "Zanzibar bonus pool"), "forty-two thousand"); got != c.sees {
				t.Errorf("MCP search finds the pay file: %v", got)
			}
			rr, err := c.mcp.ReadResource(ctx, &mcp.ReadResourceParams{URI: "ks://documents/" + doc.String()})
			if got := err == nil && len(rr.Contents) == 1 && strings.Contains(rr.Contents[0].Text, "Zanzibar"); got != c.sees {
				t.Errorf("MCP document resource reads the pay file: %v (%v)", got, err)
			}
			listed := false
			if lr, err := c.mcp.ListResources(ctx, nil); err == nil {
				for _, r := range lr.Resources {
					listed = listed || r.URI == "ks://documents/"+doc.String()
				}
			} else {
				t.Errorf("MCP resources/list: %v", err)
			}
			if listed != c.sees {
				t.Errorf("MCP resources/list lists the pay file: %v", listed)
			}
			if got := chatCites(t, c.as, "What is the Zanzibar bonus pool?", "pay.md"); got != c.sees {
				t.Errorf("the chat cites the pay file: %v", got)
			}
		})
	}
	t.Run("the question log shows the question only to those who read what it returned", func(t *testing.T) {
		for _, c := range []struct {
			who  string
			as   *apitest.Client
			sees bool
		}{{"owner", tn.AsOwner, true}, {"admin outside the list", asAdmin, false}} {
			var qs []map[string]any
			if st := c.as.JSON(http.MethodGet, "/questions/unanswered", nil, &qs); st != http.StatusOK {
				t.Fatalf("%s: %d", c.who, st)
			}
			found := false
			for _, q := range qs {
				found = found || strings.Contains(q["question"].(string), "Zanzibar pool")
			}
			if found != c.sees {
				t.Errorf("%s sees the question: %v (%v)", c.who, found, qs)
			}
		}
	})
	t.Run("the admin's explanation names the rule", func(t *testing.T) {
		var ex map[string]any
		if st := asAdmin.JSON(http.MethodGet, "/documents/"+doc.String()+"/access?member="+tn.Member.String(), nil, &ex); st != http.StatusOK ||
			ex["visible"] != false || ex["mode"] != "members" || !strings.Contains(ex["rule"].(string), "not one of them") {
			t.Fatalf("%d %v", st, ex)
		}
		if st := asAdmin.JSON(http.MethodGet, "/documents/"+doc.String()+"/access?member="+tn.Owner.String(), nil, &ex); st != http.StatusOK ||
			ex["visible"] != true || ex["principal"] != "user:"+tn.Owner.String() {
			t.Fatalf("%d %v", st, ex)
		}
	})
	t.Run("back to everyone in the workspace: the member finds it", func(t *testing.T) {
		if st := asAdmin.JSON(http.MethodPut, "/sources/"+src.String()+"/access", map[string]any{"mode": "workspace"}, nil); st != http.StatusOK {
			t.Fatalf("%d", st)
		}
		if !strings.Contains(mcpSearch(t, memberMCP, "Zanzibar bonus pool"), "forty-two thousand") {
			t.Error("the member does not find the file shared with the workspace")
		}
		var sources []map[string]any
		tn.AsMember.JSON(http.MethodGet, "/sources", nil, &sources)
		if len(sources) != 1 || sources[0]["visibility"] != "workspace" {
			t.Errorf("sources %v", sources)
		}
	})
}

// chatCites asks question in a new web chat (the offline answerer in tests)
// and reports whether a citation frame links to the file.
func chatCites(t *testing.T, c *apitest.Client, question, file string) bool {
	t.Helper()
	var chat map[string]any
	if code := c.JSON(http.MethodPost, "/chat", map[string]any{}, &chat); code != http.StatusCreated {
		t.Fatalf("create chat: %d %v", code, chat)
	}
	resp := c.Request(http.MethodPost, "/chat/"+chat["id"].(string)+"/turns", map[string]any{"question": question}, nil)
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("turn: %d %s", resp.StatusCode, body)
	}
	for _, frame := range strings.Split(string(body), "\n\n") {
		if strings.Contains(frame, "event: citation") && strings.Contains(frame, "/files/"+file) {
			return true
		}
	}
	return false
}
