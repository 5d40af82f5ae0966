package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"knowledgestack/internal/agent/agenttest"
)

// The demo business database's table the hostile statement tries to drop.
const dropSQL = "COMMIT; DROP TABLE orders"

// TestMCPServer drives the MCP server with the Go SDK's own client, through
// the web server's /mcp as a configured client would, against the running
// API: the demo handbook and the demo database of workspace A, a rival
// workspace B, and a scripted model so the agent's side of each comparison
// is what the agent really sends and reads.
func TestMCPServer(t *testing.T) {
	// The scripted model asks execute_sql to run the hostile statement, then answers.
	model := agenttest.New(func(_ int, req agenttest.Request) agenttest.Reply {
		for _, m := range req.Messages {
			if m.Role == "tool" {
				return agenttest.Reply{Text: "The statement was refused."}
			}
		}
		return agenttest.Reply{Calls: []agenttest.Call{{ID: "call_drop", Name: "execute_sql",
			Arguments: `{"database":"northwind","sql":"` + dropSQL + `"}`}}}
	})
	t.Cleanup(model.Close)
	st := startMCPStack(t, chatEnv(model, "fake-model"))
	endpoint := st.Web + "/mcp"

	alice := st.owner(t, "alice@a.example", "Northwind Robotics")
	carol := st.owner(t, "carol@b.example", "Rival Inc")
	bob := st.join(t, "bob@a.example", alice.WS, "admin")
	handbookSource := alice.upload(t, handbook(t))
	demoDB := alice.registerDemoBusiness(t, "northwind")
	carol.upload(t, map[string][]byte{"rival-plans.md": []byte("# Rival plans\n\nProject Zebrafish ships the quokka drive in March.\n")})
	carol.registerPagila(t, "rivaldb")

	aliceTok, bobTok, carolTok := alice.token(t, "claude desktop", "read"), bob.token(t, "cursor", "read"), carol.token(t, "vs code", "chat")
	secrets := []string{aliceTok.Secret, bobTok.Secret, carolTok.Secret}

	cs, err := mcpConnect(t, endpoint, aliceTok.Secret)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	ctx := context.Background()

	var listed *mcp.ListToolsResult
	t.Run("lists the five tools of the registry", func(t *testing.T) {
		listed, err = cs.ListTools(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, tl := range listed.Tools {
			names = append(names, tl.Name)
		}
		if got := strings.Join(names, ","); got != "describe_tables,execute_sql,list_databases,list_tables,search_document_chunks" {
			t.Fatalf("tools %s", got)
		}
	})

	var passage struct {
		Passages []struct {
			N           int    `json:"n"`
			CitationID  string `json:"citationId"`
			DocumentURI string `json:"documentUri"`
			Title       string `json:"title"`
			HeadingPath string `json:"headingPath"`
		} `json:"passages"`
	}
	t.Run("search_document_chunks finds cited passages of the demo handbook", func(t *testing.T) {
		res, text := call(t, cs, "search_document_chunks", map[string]any{"queries": []string{"parental leave weeks"}})
		if res.IsError || !strings.Contains(text, "passage(s) found") || !strings.Contains(text, `<ks-document n="1" title="`) {
			t.Fatalf("search: %v\n%s", res.IsError, text)
		}
		raw, _ := json.Marshal(res.StructuredContent)
		if err := json.Unmarshal(raw, &passage); err != nil || len(passage.Passages) == 0 {
			t.Fatalf("structured content %s: %v", raw, err)
		}
		p := passage.Passages[0]
		if !strings.HasPrefix(p.CitationID, p.DocumentURI+"#chunk=") || !strings.HasPrefix(p.DocumentURI, "ks://documents/") ||
			p.Title == "" || p.HeadingPath == "" || p.N != 1 {
			t.Fatalf("passage %+v", p)
		}
		links := 0
		for _, c := range res.Content[1:] {
			if l, ok := c.(*mcp.ResourceLink); ok && strings.HasPrefix(l.URI, "ks://documents/") {
				links++
			}
		}
		if links != len(passage.Passages) {
			t.Fatalf("%d resource links for %d passages", links, len(passage.Passages))
		}
		// The citation id is stable: the same passage found again has the same id.
		res2, _ := call(t, cs, "search_document_chunks", map[string]any{"queries": []string{"parental leave weeks"}})
		raw2, _ := json.Marshal(res2.StructuredContent)
		if !strings.Contains(string(raw2), p.CitationID) {
			t.Fatalf("citation id %s not stable across calls: %s", p.CitationID, raw2)
		}
	})

	t.Run("a document is a resource with its Markdown", func(t *testing.T) {
		tpl, err := cs.ListResourceTemplates(ctx, nil)
		if err != nil || len(tpl.ResourceTemplates) != 1 || tpl.ResourceTemplates[0].URITemplate != "ks://documents/{id}" {
			t.Fatalf("templates %+v, %v", tpl, err)
		}
		doc, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: passage.Passages[0].DocumentURI})
		if err != nil || len(doc.Contents) != 1 || doc.Contents[0].MIMEType != "text/markdown" ||
			!strings.Contains(doc.Contents[0].Text, "# ") || !strings.Contains(strings.ToLower(doc.Contents[0].Text), "leave") {
			t.Fatalf("read %s: %+v, %v", passage.Passages[0].DocumentURI, doc, err)
		}
	})

	// What the demo database holds, read behind the API's back.
	demo, err := pgx.Connect(ctx, demoDB)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = demo.Close(context.Background()) })
	var orders, topCustomer string
	if err := demo.QueryRow(ctx, `SELECT (SELECT count(*) FROM orders)::text, (SELECT c.name FROM orders o JOIN customers c USING (customer_id)
		GROUP BY c.name ORDER BY count(*) DESC, c.name LIMIT 1)`).Scan(&orders, &topCustomer); err != nil {
		t.Fatal(err)
	}

	t.Run("execute_sql queries the demo database", func(t *testing.T) {
		res, text := call(t, cs, "execute_sql", map[string]any{"database": "northwind", "sql": "SELECT count(*) AS orders FROM orders"})
		if res.IsError || !strings.Contains(text, "1 row(s):") || !strings.Contains(text, "orders\n"+orders) {
			t.Fatalf("execute_sql (want %s orders): %s", orders, text)
		}
		res, text = call(t, cs, "execute_sql", map[string]any{"database": "northwind", "sql": `SELECT c.name, count(*) AS n
			FROM orders o JOIN customers c USING (customer_id) GROUP BY c.name ORDER BY n DESC, c.name LIMIT 1`})
		if res.IsError || !strings.Contains(text, topCustomer) {
			t.Fatalf("execute_sql (want %s first): %s", topCustomer, text)
		}
		res, text = call(t, cs, "describe_tables", map[string]any{"database": "northwind", "tables": []string{"customers"}})
		if res.IsError || !strings.Contains(text, "## public.customers (table)") || !strings.Contains(text, "Sample rows (5):") {
			t.Fatalf("describe_tables: %s", text)
		}
		res, text = call(t, cs, "execute_sql", map[string]any{"database": "northwind", "sql": "SELECT * FROM orders"})
		if res.IsError || !strings.Contains(text, "1000 rows (the result was capped") || len([]rune(text)) > 20100 {
			t.Fatalf("execute_sql caps: %d characters, %q", len([]rune(text)), text[:200])
		}
	})

	t.Run("COMMIT; DROP TABLE is refused with the agent's sentence and changes nothing", func(t *testing.T) {
		res, text := call(t, cs, "execute_sql", map[string]any{"database": "northwind", "sql": dropSQL})
		if !res.IsError || !strings.Contains(text, "The query was not run:") {
			t.Fatalf("drop: isError %v, %s", res.IsError, text)
		}
		// The agent's turn with the same call: the tool message its model reads.
		resp := alice.Request(http.MethodPost, "/chat/"+uuid.NewString()+"/turns", map[string]any{"question": "drop the orders"}, nil)
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		var agentSaw string
		for _, r := range model.Requests() {
			for _, m := range r.Messages {
				if m.Role == "tool" {
					agentSaw, _ = m.Content.(string)
				}
			}
		}
		if agentSaw == "" || agentSaw != text {
			t.Fatalf("the agent read:\n%q\nthe MCP client read:\n%q", agentSaw, text)
		}
		var exists bool
		var n string
		if err := demo.QueryRow(ctx, `SELECT to_regclass('public.orders') IS NOT NULL, (SELECT count(*) FROM orders)::text`).Scan(&exists, &n); err != nil || !exists || n != orders {
			t.Fatalf("after the attempt: table exists %v, %s rows (was %s), %v", exists, n, orders, err)
		}
	})

	t.Run("the agent and the MCP server list identical names, descriptions and schemas", func(t *testing.T) {
		reqs := model.Requests()
		if len(reqs) == 0 || len(reqs[0].Tools) != len(listed.Tools) {
			t.Fatalf("the agent sent %d tools, MCP lists %d", len(reqs[0].Tools), len(listed.Tools))
		}
		agentTools := map[string][2]any{}
		for _, tl := range reqs[0].Tools {
			var schema any
			_ = json.Unmarshal(tl.Function.Parameters, &schema)
			agentTools[tl.Function.Name] = [2]any{tl.Function.Description, schema}
		}
		for _, tl := range listed.Tools {
			raw, _ := json.Marshal(tl.InputSchema)
			var schema any
			_ = json.Unmarshal(raw, &schema)
			want, ok := agentTools[tl.Name]
			if !ok || want[0] != tl.Description || !reflect.DeepEqual(want[1], schema) {
				t.Errorf("%s differs:\nagent: %v\nmcp:   %q %v", tl.Name, want, tl.Description, schema)
			}
		}
	})

	t.Run("a token of workspace B sees nothing of A through any tool, resource or route", func(t *testing.T) {
		rival, err := mcpConnect(t, endpoint, carolTok.Secret)
		if err != nil {
			t.Fatal(err)
		}
		_, text := call(t, rival, "search_document_chunks", map[string]any{"queries": []string{"parental leave weeks", "Northwind"}})
		if strings.Contains(text, "leave") || strings.Contains(strings.ToLower(text), "northwind") {
			t.Fatalf("B's search shows A's handbook:\n%s", text)
		}
		if _, text := call(t, rival, "search_document_chunks", map[string]any{"queries": []string{"zebrafish quokka"}}); !strings.Contains(text, "Rival plans") {
			t.Fatalf("B's search misses B's own document:\n%s", text)
		}
		if _, text := call(t, rival, "list_databases", map[string]any{}); strings.Contains(text, "northwind") || !strings.Contains(text, "rivaldb") {
			t.Fatalf("B's list_databases: %s", text)
		}
		for tool, args := range map[string]map[string]any{
			"list_tables":     {"database": "northwind"},
			"describe_tables": {"database": "northwind", "tables": []string{"orders"}},
			"execute_sql":     {"database": "northwind", "sql": "SELECT count(*) FROM orders"},
		} {
			if res, text := call(t, rival, tool, args); !res.IsError || !strings.Contains(text, `There is no database named "northwind" in this workspace`) {
				t.Errorf("B's %s on A's database: %s", tool, text)
			}
		}
		if _, err := rival.ReadResource(ctx, &mcp.ReadResourceParams{URI: passage.Passages[0].DocumentURI}); err == nil {
			t.Fatal("B's token read A's document")
		}
		b := *carol.Client
		b.Bearer, b.Token = carolTok.Secret, ""
		if st := b.JSON(http.MethodGet, "/sources/"+handbookSource.String()+"/documents", nil, nil); st != http.StatusNotFound {
			t.Errorf("B's token on A's documents route: %d", st)
		}
		var conns []struct {
			Name string `json:"name"`
		}
		if b.JSON(http.MethodGet, "/database-connections", nil, &conns); len(conns) != 1 || conns[0].Name != "rivaldb" {
			t.Errorf("B's token lists databases %+v", conns)
		}
	})

	t.Run("a revoked or expired token gets 401", func(t *testing.T) {
		init := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`
		// The answer streams through the web server's proxy as server-sent events.
		if st, body := rawMCP(t, endpoint, "Bearer "+aliceTok.Secret, init); st != http.StatusOK ||
			!strings.HasPrefix(body, "event: message\n") || !strings.Contains(body, `"serverInfo":{"name":"knowledgestack"`) {
			t.Fatalf("a live token: %d %s", st, body)
		}
		if st, _ := rawMCP(t, endpoint, "", init); st != http.StatusUnauthorized {
			t.Fatalf("no token: %d", st)
		}
		if st, _ := rawMCP(t, endpoint, "Bearer ks_pat_"+strings.Repeat("A", 43), init); st != http.StatusUnauthorized {
			t.Fatalf("an unknown token: %d", st)
		}
		// A session cookie does not open /mcp.
		resp := alice.Request(http.MethodPost, "/mcp", init, http.Header{"Accept": {"application/json, text/event-stream"}})
		resp.Body.Close()
		if resp.StatusCode != http.StatusUnauthorized {
			t.Fatalf("a session cookie on /mcp: %d", resp.StatusCode)
		}

		expiring := alice.token(t, "expiring", "read")
		secrets = append(secrets, expiring.Secret)
		live, err := mcpConnect(t, endpoint, expiring.Secret)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.Pool.Exec(ctx, `UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, expiring.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := live.CallTool(ctx, &mcp.CallToolParams{Name: "list_databases", Arguments: map[string]any{}}); err == nil {
			t.Fatal("an expired token's session still calls tools")
		}
		if st, _ := rawMCP(t, endpoint, "Bearer "+expiring.Secret, init); st != http.StatusUnauthorized {
			t.Fatalf("an expired token: %d", st)
		}

		revoked := alice.token(t, "revoked", "read")
		secrets = append(secrets, revoked.Secret)
		live, err = mcpConnect(t, endpoint, revoked.Secret)
		if err != nil {
			t.Fatal(err)
		}
		if st := alice.JSON(http.MethodDelete, "/tokens/"+revoked.ID.String(), nil, nil); st != http.StatusNoContent {
			t.Fatalf("revoke: %d", st)
		}
		if _, err := live.CallTool(ctx, &mcp.CallToolParams{Name: "list_databases", Arguments: map[string]any{}}); err == nil {
			t.Fatal("a revoked token's session still calls tools")
		}
		if st, _ := rawMCP(t, endpoint, "Bearer "+revoked.Secret, init); st != http.StatusUnauthorized {
			t.Fatalf("a revoked token: %d", st)
		}
	})

	t.Run("a demoted member acts with the new role and a removed one is refused on the next call", func(t *testing.T) {
		bs, err := mcpConnect(t, endpoint, bobTok.Secret)
		if err != nil {
			t.Fatal(err)
		}
		lastRole := func() string {
			var role string
			_ = st.Pool.QueryRow(ctx, `SELECT role FROM tool_calls WHERE user_id = $1 ORDER BY started_at DESC LIMIT 1`, bob.ID).Scan(&role)
			return role
		}
		if _, text := call(t, bs, "list_databases", map[string]any{}); !strings.Contains(text, "northwind") || lastRole() != "admin" {
			t.Fatalf("bob as admin: %s (audited role %q)", text, lastRole())
		}
		if s := alice.JSON(http.MethodPatch, "/workspaces/"+alice.WS.String()+"/members/"+bob.ID.String(), map[string]any{"role": "member"}, nil); s != http.StatusOK {
			t.Fatalf("demote: %d", s)
		}
		if _, text := call(t, bs, "list_databases", map[string]any{}); !strings.Contains(text, "northwind") || lastRole() != "member" {
			t.Fatalf("bob demoted: %s (audited role %q)", text, lastRole())
		}
		if s := alice.JSON(http.MethodDelete, "/workspaces/"+alice.WS.String()+"/members/"+bob.ID.String(), nil, nil); s != http.StatusNoContent {
			t.Fatalf("remove: %d", s)
		}
		if _, err := bs.CallTool(ctx, &mcp.CallToolParams{Name: "list_databases", Arguments: map[string]any{}}); err == nil {
			t.Fatal("a removed member's token still calls tools")
		}
		if _, err := bs.ReadResource(ctx, &mcp.ReadResourceParams{URI: passage.Passages[0].DocumentURI}); err == nil {
			t.Fatal("a removed member's token still reads documents")
		}
	})

	t.Run("every call is audited without its arguments", func(t *testing.T) {
		var n int
		var leaked bool
		if err := st.Pool.QueryRow(ctx, `SELECT count(*), bool_or(t::text ILIKE '%DROP%' OR t::text ILIKE '%parental%')
			FROM tool_calls t WHERE workspace_id = $1 AND via = 'mcp_http'`, alice.WS).Scan(&n, &leaked); err != nil || n < 8 || leaked {
			t.Fatalf("%d audit rows for A (arguments leaked: %v), %v", n, leaked, err)
		}
		var outcomes string
		_ = st.Pool.QueryRow(ctx, `SELECT string_agg(DISTINCT outcome, ',' ORDER BY outcome) FROM tool_calls WHERE workspace_id = $1`, alice.WS).Scan(&outcomes)
		if outcomes != "correction,ok" {
			t.Fatalf("outcomes %q", outcomes)
		}
	})

	t.Run("tool calls count toward the user's rate limit", func(t *testing.T) {
		rival, err := mcpConnect(t, endpoint, carolTok.Secret)
		if err != nil {
			t.Fatal(err)
		}
		// 120 calls from 8 clients at once: the bucket holds 60 and refills one a
		// second, so however slow the machine, some must be refused.
		var mu sync.Mutex
		allowed, limited := 0, 0
		start := time.Now()
		var wg sync.WaitGroup
		for w := 0; w < 8; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := 0; i < 15; i++ {
					res, err := rival.CallTool(ctx, &mcp.CallToolParams{Name: "list_databases", Arguments: map[string]any{}})
					mu.Lock()
					switch {
					case err != nil:
						t.Errorf("call: %v", err)
					case res.IsError && strings.Contains(textOf(res), "Too many tool calls"):
						limited++
					case !res.IsError:
						allowed++
					}
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		t.Logf("120 list_databases calls from 8 clients in %s: %d allowed, %d refused", time.Since(start).Round(time.Millisecond), allowed, limited)
		if limit := 60 + int(time.Since(start).Seconds()) + 1; limited == 0 || allowed > limit {
			t.Fatalf("%d calls allowed (at most %d may be), %d refused", allowed, limit, limited)
		}
		// The bucket is empty now: a resource read and a listing are refused
		// with a JSON-RPC error a client can tell apart (not code 0), saying
		// how long to wait in words that read right.
		for what, do := range map[string]func() error{
			"resources/read": func() error {
				_, err := rival.ReadResource(ctx, &mcp.ReadResourceParams{URI: passage.Passages[0].DocumentURI})
				return err
			},
			"resources/list": func() error { _, err := rival.ListResources(ctx, nil); return err },
		} {
			// The bucket refills one a second, so a request may find a token
			// (and be answered: not found, or a listing); it takes it, and the
			// next finds none.
			var rpcErr *jsonrpc.Error
			for range 5 {
				if err := do(); errors.As(err, &rpcErr) && rpcErr.Code == -32029 {
					break
				}
				rpcErr = nil
			}
			if rpcErr == nil || !strings.Contains(rpcErr.Message, "try again in 1 second.") ||
				!strings.Contains(string(rpcErr.Data), `"retryAfterSeconds":1`) {
				t.Fatalf("a rate-limited %s: %#v", what, rpcErr)
			}
			limited++
		}
		var refused int
		_ = st.Pool.QueryRow(ctx, `SELECT count(*) FROM tool_calls WHERE user_id = $1 AND outcome = 'rate_limited'`, carol.ID).Scan(&refused)
		if refused != limited {
			t.Fatalf("%d rate_limited audit rows", refused)
		}
	})

	t.Run("the stdio mode serves the same tools as a child process", func(t *testing.T) {
		secrets = append(secrets, testStdio(t, st, alice)...)
	})

	t.Run("no token secret in any log line or answer after creation", func(t *testing.T) {
		time.Sleep(200 * time.Millisecond) // the last access log lines
		logs, answers := st.Logs.String(), st.Answers.String()
		if !strings.Contains(logs, `"route":"/mcp"`) || !strings.Contains(answers, "passage(s) found") {
			t.Fatal("the captures are empty: the check below would prove nothing")
		}
		for _, s := range secrets {
			if strings.Contains(logs, s) || strings.Contains(answers, s) {
				t.Fatalf("secret %s… appears in the logs or an answer", s[:12])
			}
		}
	})
}

// revokedSecret creates and revokes a token, for the stdio mode's refusal.
func revokedSecret(t *testing.T, m member) string {
	tok := m.token(t, "revoked for stdio", "read")
	if st := m.JSON(http.MethodDelete, "/tokens/"+tok.ID.String(), nil, nil); st != http.StatusNoContent {
		t.Fatalf("revoke: %d", st)
	}
	return tok.Secret
}
