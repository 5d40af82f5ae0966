package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"knowledgestack/internal/apitest"
)

// clientsDir holds the MCP clients people run, pinned with the Node runtime
// they need (clients/mcp/package.json); scripts/mcp-clients.sh installs them
// and make test runs it first.
var clientsDir = filepath.Join("..", "..", "clients", "mcp")

// mcpClients are the installed clients' entry points. A missing install
// fails the test: a skipped interop check is how the null schema shipped.
type mcpClients struct {
	dir, node, inspector string
	env                  []string
}

func installedClients(t *testing.T) mcpClients {
	t.Helper()
	dir, err := filepath.Abs(clientsDir)
	if err != nil {
		t.Fatal(err)
	}
	c := mcpClients{dir: dir, node: filepath.Join(dir, "node_modules", ".bin", "node"),
		inspector: filepath.Join(dir, "node_modules", "@modelcontextprotocol", "inspector", "clients", "launcher", "build", "index.js")}
	for _, f := range []string{c.node, c.inspector, filepath.Join(dir, "node_modules", "@modelcontextprotocol", "sdk", "package.json")} {
		if _, err := os.Stat(f); err != nil {
			t.Fatalf("the MCP clients are not installed (%v): run scripts/mcp-clients.sh, which make test runs", err)
		}
	}
	// The pinned runtime first on PATH, so whatever the clients spawn is it too.
	c.env = append(os.Environ(), "PATH="+filepath.Dir(c.node)+string(os.PathListSeparator)+os.Getenv("PATH"), "NO_COLOR=1",
		"MCP_CATALOG_PATH="+filepath.Join(t.TempDir(), "catalog.json"))
	return c
}

// run runs the pinned node with args and returns stdout; a failure fails the test with stderr.
func (c mcpClients) run(t *testing.T, what string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, c.node, args...)
	cmd.Dir, cmd.Env = c.dir, c.env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v\nstderr:\n%s\nstdout:\n%s", what, err, stderr.String(), stdout.String())
	}
	return stdout.Bytes()
}

// sdkReport is what clients/mcp/sdk-client.mjs prints.
type sdkReport struct {
	Capabilities map[string]map[string]any `json:"capabilities"`
	Tools        []struct {
		Name        string         `json:"name"`
		InputSchema map[string]any `json:"inputSchema"`
	} `json:"tools"`
	Calls []struct {
		Name    string   `json:"name"`
		IsError bool     `json:"isError"`
		Text    string   `json:"text"`
		Links   []string `json:"links"`
	} `json:"calls"`
	Templates []string `json:"templates"`
	Resources []struct {
		URI   string `json:"uri"`
		Title string `json:"title"`
	} `json:"resources"`
	Read []struct {
		URI, MimeType, Text string
	} `json:"read"`
}

// oneCallEach is a call of every tool, with what its text must say.
var oneCallEach = []struct {
	name string
	args map[string]any
	says string
}{
	{"list_databases", map[string]any{}, "northwind"},
	{"list_tables", map[string]any{"database": "northwind"}, "orders"},
	{"describe_tables", map[string]any{"database": "northwind", "tables": []string{"orders"}}, "Columns:"},
	{"execute_sql", map[string]any{"database": "northwind", "sql": "SELECT count(*) AS orders FROM orders"}, "orders\n4000"},
	{"search_document_chunks", map[string]any{"queries": []string{"parental leave weeks"}}, "passage(s) found"},
}

// TestMCPClients is "works with MCP clients" as the clients people run
// check it: the official TypeScript SDK's client (under most desktop and
// editor clients) and the MCP Inspector's CLI, the versions pinned in
// clients/mcp, on the pinned Node, against a separate `api serve` process
// (the binary built here) over Streamable HTTP with a bearer token and
// against `api mcp` over stdio. Each lists the five tools (the SDK parses
// every schema and rejects the whole answer if one is malformed, as it did a
// "required": null), calls each tool, lists the workspace's documents and
// reads one.
func TestMCPClients(t *testing.T) {
	clients := installedClients(t)
	st := startMCPStack(t, nil)
	alice := st.owner(t, "alice@a.example", "Northwind Robotics")
	carol := st.owner(t, "carol@b.example", "Rival Inc")
	files := handbook(t)
	alice.upload(t, files)
	alice.registerDemoBusiness(t, "northwind")
	carol.upload(t, map[string][]byte{"rival-plans.md": []byte("# Rival plans\n\nProject Zebrafish ships the quokka drive in March.\n")})
	secret := alice.token(t, "mcp clients", "read").Secret
	bin := apitest.BuildAPI(t)
	// api mcp's configuration: the stack's, the token from the environment
	// rather than argv, where any process listing would show it.
	stdioEnv := map[string]string{"WORKERS": "false", "LOG_LEVEL": "warn", "KS_API_TOKEN": secret,
		"PATH": os.Getenv("PATH"), "HOME": os.Getenv("HOME")}
	for _, k := range []string{"DATABASE_URL", "ENCRYPTION_KEY", "EMBEDDER", "PUBLIC_URL", "DB_HOST_ALLOWLIST"} {
		stdioEnv[k] = st.env[k]
	}

	// The HTTP target is a separate `api serve` process of the built binary
	// on the stack's database, as a person would run it: nothing of the
	// test's own wiring answers these clients.
	endpoint := serveAPI(t, bin, stdioEnv) + "/mcp"

	for _, transport := range []string{"http", "stdio"} {
		t.Run("TypeScript SDK over "+transport, func(t *testing.T) {
			plan := map[string]any{"transport": transport, "url": endpoint, "token": secret,
				"command": bin, "args": []string{"mcp"}, "env": stdioEnv}
			var calls []map[string]any
			for _, c := range oneCallEach {
				calls = append(calls, map[string]any{"name": c.name, "arguments": c.args})
			}
			plan["calls"] = calls
			var rep sdkReport
			out := clients.run(t, "sdk-client.mjs", "sdk-client.mjs", writeJSON(t, plan))
			if err := json.Unmarshal(out, &rep); err != nil {
				t.Fatalf("the SDK client's report: %v\n%s", err, out)
			}
			checkSDKReport(t, rep, len(files))
		})

		t.Run("Inspector CLI over "+transport, func(t *testing.T) {
			target := []string{"--server-url", endpoint, "--transport", "http", "--header", "Authorization: Bearer " + secret}
			if transport == "stdio" {
				target = []string{"--transport", "stdio"}
				for k, v := range stdioEnv {
					target = append(target, "-e", k+"="+v)
				}
				target = append(target, "--", bin, "mcp")
			}
			inspect := func(args ...string) map[string]any {
				t.Helper()
				// The target last: after "--" everything is the server's command line.
				argv := append(append([]string{clients.inspector, "--cli"}, args...), target...)
				out := clients.run(t, "inspector "+strings.Join(args, " "), argv...)
				var v map[string]any
				if err := json.Unmarshal(out, &v); err != nil {
					t.Fatalf("inspector %s printed no JSON: %v\n%s", strings.Join(args, " "), err, out)
				}
				return v
			}
			// --strict: the Inspector's own check of each schema's portability fails the run on an error.
			listed := inspect("--method", "tools/list", "--strict")
			var names []string
			for _, tl := range listed["tools"].([]any) {
				names = append(names, tl.(map[string]any)["name"].(string))
			}
			slices.Sort(names)
			if strings.Join(names, ",") != "describe_tables,execute_sql,list_databases,list_tables,search_document_chunks" {
				t.Fatalf("the Inspector lists %v", names)
			}
			for _, c := range oneCallEach {
				args := []string{"--method", "tools/call", "--tool-name", c.name}
				for k, v := range c.args {
					b, _ := json.Marshal(v)
					if s, ok := v.(string); ok {
						b = []byte(s)
					}
					args = append(args, "--tool-arg", k+"="+string(b))
				}
				res := inspect(args...)
				text := contentText(res)
				if res["isError"] == true || !strings.Contains(text, c.says) {
					t.Fatalf("the Inspector's %s call: %v", c.name, res)
				}
			}
			resources := inspect("--method", "resources/list")["resources"].([]any)
			if len(resources) != len(files) {
				t.Fatalf("the Inspector lists %d documents, want %d", len(resources), len(files))
			}
			uri := resources[0].(map[string]any)["uri"].(string)
			read := inspect("--method", "resources/read", "--uri", uri)["contents"].([]any)
			if len(read) != 1 || !strings.HasPrefix(read[0].(map[string]any)["text"].(string), "#") {
				t.Fatalf("the Inspector read %s: %v", uri, read)
			}
		})
	}
	// Last: it adds documents the listings above do not expect.
	t.Run("a document is searchable as soon as it is listed as indexed", func(t *testing.T) {
		searchableOnceIndexed(t, alice, endpoint, secret)
	})
}

// checkSDKReport checks what the SDK client saw of workspace A.
func checkSDKReport(t *testing.T, rep sdkReport, documents int) {
	t.Helper()
	var names []string
	for _, tl := range rep.Tools {
		names = append(names, tl.Name)
		if tl.InputSchema["type"] != "object" {
			t.Errorf("%s: input schema %v", tl.Name, tl.InputSchema)
		}
	}
	if strings.Join(names, ",") != "describe_tables,execute_sql,list_databases,list_tables,search_document_chunks" {
		t.Fatalf("the SDK lists %v", names)
	}
	// Advertised is what the server does: it sends no list_changed notification.
	if _, ok := rep.Capabilities["tools"]["listChanged"]; ok || rep.Capabilities["tools"] == nil {
		t.Errorf("tools capability %v", rep.Capabilities["tools"])
	}
	if _, ok := rep.Capabilities["resources"]["listChanged"]; ok || rep.Capabilities["resources"] == nil {
		t.Errorf("resources capability %v", rep.Capabilities["resources"])
	}
	if len(rep.Calls) != len(oneCallEach) {
		t.Fatalf("%d calls reported", len(rep.Calls))
	}
	for i, c := range rep.Calls {
		if c.IsError || !strings.Contains(c.Text, oneCallEach[i].says) {
			t.Errorf("%s: error %v, text %.300q", c.Name, c.IsError, c.Text)
		}
	}
	if search := rep.Calls[len(rep.Calls)-1]; len(search.Links) == 0 || !strings.HasPrefix(search.Links[0], "ks://documents/") {
		t.Errorf("search's resource links %v", search.Links)
	}
	if !slices.Equal(rep.Templates, []string{"ks://documents/{id}"}) {
		t.Errorf("templates %v", rep.Templates)
	}
	// Workspace A's handbook, and nothing of workspace B's.
	if len(rep.Resources) != documents {
		t.Fatalf("%d documents listed, want %d: %v", len(rep.Resources), documents, rep.Resources)
	}
	for _, r := range rep.Resources {
		if strings.Contains(r.Title, "rival") || !strings.HasPrefix(r.URI, "ks://documents/") {
			t.Errorf("listed %v", r)
		}
	}
	if len(rep.Read) != 1 || rep.Read[0].URI != rep.Resources[0].URI || rep.Read[0].MimeType != "text/markdown" || !strings.HasPrefix(rep.Read[0].Text, "#") {
		t.Errorf("read %v", rep.Read)
	}
}

// contentText joins a tools/call result's text blocks.
func contentText(res map[string]any) string {
	var b strings.Builder
	content, _ := res["content"].([]any)
	for _, c := range content {
		if m, ok := c.(map[string]any); ok && m["type"] == "text" {
			b.WriteString(m["text"].(string))
		}
	}
	return b.String()
}

// writeJSON writes v to a temporary file and returns its path.
func writeJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "plan.json")
	if err := os.WriteFile(p, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// searchableOnceIndexed uploads a short document with a word no other holds
// beside a long one that keeps the sync pass busy, and searches for the
// word the moment the short one is listed as indexed: while the pass runs
// on, before it refreshes the workspace's term statistics at its end.
func searchableOnceIndexed(t *testing.T, m member, endpoint, secret string) {
	var long strings.Builder
	long.WriteString("# Facilities log\n\n")
	for i := range 3000 {
		fmt.Fprintf(&long, "## Week %d\n\nThe facilities team checked the doors, the lights and the heating on floor %d and noted nothing unusual.\n\n", i, i%7)
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for name, text := range map[string]string{
		"lab-safety.md":     "# Lab safety\n\nEvery visitor signs the quokkatrellis register before touching the centrifuge.\n",
		"facilities-log.md": long.String(),
	} {
		w, _ := mw.CreateFormFile("files", name)
		_, _ = w.Write([]byte(text))
	}
	_ = mw.Close()
	var up struct {
		SourceID string `json:"sourceId"`
	}
	resp := m.Request(http.MethodPost, "/sources/uploads", &body, http.Header{"Content-Type": {mw.FormDataContentType()}})
	err := json.NewDecoder(resp.Body).Decode(&up)
	resp.Body.Close()
	if resp.StatusCode >= 300 || err != nil {
		t.Fatalf("upload: %d %v", resp.StatusCode, err)
	}
	cs, err := mcpConnect(t, endpoint, secret)
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(2 * time.Minute)
	for {
		var docs []struct{ Title, Status string }
		m.JSON(http.MethodGet, "/sources/"+up.SourceID+"/documents", nil, &docs)
		indexed, pending := false, 0
		for _, d := range docs {
			indexed = indexed || d.Title == "Lab safety" && d.Status == "indexed"
			if d.Status != "indexed" {
				pending++
			}
		}
		if indexed {
			_, text := call(t, cs, "search_document_chunks", map[string]any{"queries": []string{"quokkatrellis"}})
			if !strings.Contains(text, "passage(s) found") || !strings.Contains(text, "quokkatrellis register") {
				t.Fatalf("searched right after the upload was listed as indexed (%d documents of the upload still pending): %s", pending, text)
			}
			t.Logf("found at once, %d document(s) of the upload still pending", pending)
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the upload was not indexed within 2 minutes")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// serveAPI starts `bin serve` with env on a free loopback port (metrics off,
// so it can run beside anything) and returns its base URL once /readyz
// answers 200; the process is killed when the test ends.
func serveAPI(t *testing.T, bin string, env map[string]string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	cmd := exec.Command(bin, "serve")
	cmd.Env = []string{"API_ADDR=" + addr, "METRICS_ADDR=off"}
	for k, v := range env {
		if k != "KS_API_TOKEN" {
			cmd.Env = append(cmd.Env, k+"="+v)
		}
	}
	var logs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &logs, &logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	base := "http://" + addr
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		resp, err := http.Get(base + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return base
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("api serve did not become ready on %s: %v\n%s", addr, err, logs.String())
		}
	}
}
