package e2e

import (
	"context"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"knowledgestack/internal/apitest"
)

// apiCommand is `api mcp` with the stack's configuration and args.
func (st *mcpStack) apiCommand(bin string, stderr *apitest.LogBuffer, args ...string) *exec.Cmd {
	cmd := exec.Command(bin, append([]string{"mcp"}, args...)...)
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME")}
	for _, k := range []string{"DATABASE_URL", "ENCRYPTION_KEY", "EMBEDDER", "PUBLIC_URL", "DB_HOST_ALLOWLIST"} {
		cmd.Env = append(cmd.Env, k+"="+st.env[k])
	}
	cmd.Env = append(cmd.Env, "WORKERS=false", "LOG_LEVEL=debug")
	cmd.Stderr = stderr
	return cmd
}

// testStdio runs `api mcp --token` as a child process through the SDK's
// CommandTransport with a new token of m, revokes it mid-session (the next
// call is refused), and starts it with a revoked token, which must stop it.
func testStdio(t *testing.T, st *mcpStack, m member) (secrets []string) {
	bin := apitest.BuildAPI(t)
	tok := m.token(t, "stdio", "read")
	secret := tok.Secret
	revoked := revokedSecret(t, m)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	var stderr apitest.LogBuffer
	client := mcp.NewClient(&mcp.Implementation{Name: "e2e-stdio", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: st.apiCommand(bin, &stderr, "--token", secret)}, nil)
	if err != nil {
		t.Fatalf("connect to api mcp: %v\nstderr:\n%s", err, stderr.String())
	}
	tools, err := cs.ListTools(ctx, nil)
	if err != nil || len(tools.Tools) != 5 {
		t.Fatalf("tools over stdio: %v, %v", tools, err)
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "search_document_chunks", Arguments: map[string]any{"queries": []string{"parental leave weeks"}}})
	if err != nil || res.IsError || !strings.Contains(textOf(res), "passage(s) found") {
		t.Fatalf("search over stdio: %v %v", res, err)
	}
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "execute_sql", Arguments: map[string]any{"database": "northwind", "sql": dropSQL}})
	if err != nil || !res.IsError || !strings.Contains(textOf(res), "The query was not run:") {
		t.Fatalf("drop over stdio: %v %v", res, err)
	}
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "execute_sql", Arguments: map[string]any{"database": "northwind", "sql": "SELECT count(*) AS orders FROM orders"}})
	if err != nil || res.IsError || !strings.Contains(textOf(res), "orders\n4000") {
		t.Fatalf("execute_sql over stdio: %v %v", res, err)
	}
	if s := m.JSON(http.MethodDelete, "/tokens/"+tok.ID.String(), nil, nil); s != http.StatusNoContent {
		t.Fatalf("revoke: %d", s)
	}
	if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "list_databases", Arguments: map[string]any{}}); err == nil ||
		!strings.Contains(err.Error(), "the API token is not valid, expired or revoked") {
		t.Fatalf("a call after revocation over stdio: %v", err)
	}
	if err := cs.Close(); err != nil {
		t.Logf("close: %v", err)
	}
	var n int
	if err := st.Pool.QueryRow(ctx, `SELECT count(*) FROM tool_calls WHERE via = 'mcp_stdio'`).Scan(&n); err != nil || n != 3 {
		t.Fatalf("%d stdio calls audited, %v", n, err)
	}

	var refusedErr apitest.LogBuffer
	cmd := st.apiCommand(bin, &refusedErr, "--token", revoked)
	out, err := cmd.Output()
	if err == nil || len(out) != 0 || !strings.Contains(refusedErr.String(), "the API token is not valid, expired or revoked") {
		t.Fatalf("a revoked token: err %v, stdout %q, stderr %s", err, out, refusedErr.String())
	}
	for _, s := range []string{secret, revoked} {
		if strings.Contains(stderr.String(), s) || strings.Contains(refusedErr.String(), s) {
			t.Fatal("the token secret appears in api mcp's log")
		}
	}
	return []string{secret, revoked}
}
